import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { seedProducts } from './demo-data.js';
import { productGoodsChangedPort } from './goods-changes.js';
import { productMachineCountsPort } from './machine-counts.js';
import { PRODUCT_MENUS } from './menu.js';
import { productRoutes } from './routes.js';

/** Goods: products, their classifications and recipes, owned by a customer. */
export const area = defineArea({
  name: 'products',
  routes: productRoutes,
  menus: PRODUCT_MENUS,
  needs: [productMachineCountsPort, productGoodsChangedPort],
  demoSeed: { order: 62, run: seedProducts },
  uniques: {
    goods_product_org_code_uq: { field: 'productCode', key: 'productCodeExists', param: 'productCode' },
    goods_product_class_org_code_uq: { field: 'productClassCode', key: 'productClassCodeExists', param: 'productClassCode' },
    // The shared schema refuses repeated names and codes before a recipe is written.
    goods_taste_category_name_uq: NOT_USER_INPUT,
    goods_taste_option_code_uq: NOT_USER_INPUT,
    goods_taste_option_name_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { type ProductGoodsChange, productGoodsChangedPort } from './goods-changes.js';
export { productMachineCountsPort } from './machine-counts.js';
export { readRecipes, writeRecipe } from './recipes.js';
export { displayNameOf } from './service.js';
export { namedKey, productNamesJsonOf, productNamesByCode, productNamesInOrgs } from './names.js';
export { productClasses, productCupSizes, productModels, products, recipeSteps, tasteCategories, tasteOptions } from './schema.js';
