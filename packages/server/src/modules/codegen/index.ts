import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { CODEGEN_MENUS } from './menu.js';
import { codegenRoutes } from './routes.js';

/** The code generation area: what it adds to the platform. */
export const area = defineArea({
  name: 'codegen',
  routes: codegenRoutes,
  menus: CODEGEN_MENUS,
  uniques: {
    gen_table_name_key: { field: 'tables', key: 'codegenTableImported', param: 'table' },
    gen_table_area_key: { field: 'areaName', key: 'codegenAreaTaken', param: 'area' },
    gen_table_column_name_key: NOT_USER_INPUT,
  },
});
