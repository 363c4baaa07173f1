import { defineArea } from '../../platform/area.js';
import { seedMaterials } from './demo-data.js';
import { MATERIAL_MENUS } from './menu.js';
import { materialRoutes } from './routes.js';
import { materialExportKind } from './excel.js';

/** Goods: raw materials and their classifications, owned by a customer. */
export const area = defineArea({
  name: 'materials',
  routes: materialRoutes,
  menus: MATERIAL_MENUS,
  exports: [materialExportKind],
  demoSeed: { order: 60, run: seedMaterials },
  uniques: {
    goods_material_org_code_uq: { field: 'materialCode', key: 'materialCodeExists', param: 'materialCode' },
    goods_material_class_org_code_uq: { field: 'classCode', key: 'materialClassCodeExists', param: 'classCode' },
  },
});

/* What other areas use of this one. */
export { materialClasses, materials } from './schema.js';
export { unknownMaterialCodes } from './service.js';
