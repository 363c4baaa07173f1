export { RecipeEditor, type RecipeEditorProps } from './RecipeEditor';
export { RecipeMaterialSelect, materialName, RECIPE_MATERIALS_KEY } from './RecipeMaterialSelect';
