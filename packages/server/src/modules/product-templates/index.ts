import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { seedTemplates } from './demo-data.js';
import { TEMPLATE_MENUS } from './menu.js';
import { templateRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** Goods: product templates (a model's goods and prices) applied to many machines at once. */
export const area = defineArea({
  name: 'product-templates',
  routes: templateRoutes,
  menus: TEMPLATE_MENUS,
  demoSeed: { order: 66, run: seedTemplates },
  uniques: {
    goods_template_org_name_uq: { field: 'templateName', key: 'templateNameExists', param: 'templateName' },
    // The shared schema refuses a slot listed twice before the items are written.
    goods_template_item_pk: NOT_USER_INPUT,
  },
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).templateAccess,
});

/* What other areas use of this one. */
export { goodsTemplateItems, goodsTemplates } from './schema.js';
