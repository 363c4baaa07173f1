import { defineArea } from '../../platform/area.js';
import { seedTemplates } from './demo-data.js';
import { TEMPLATE_MENUS } from './menu.js';
import { templateRoutes } from './routes.js';

/** Goods: product templates (a model's goods and prices) applied to many machines at once. */
export const area = defineArea({
  name: 'product-templates',
  routes: templateRoutes,
  menus: TEMPLATE_MENUS,
  demoSeed: { order: 66, run: seedTemplates },
  uniques: {
    goods_template_org_name_uq: { field: 'templateName', key: 'templateNameExists', param: 'templateName' },
  },
});

/* What other areas use of this one. */
export { goodsTemplateItems, goodsTemplates } from './schema.js';
