export { RecipeEditor } from './RecipeEditor';
