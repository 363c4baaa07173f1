import { defineArea } from '../../platform/area.js';
import { DICT_MENUS } from './menu.js';
import { dictRoutes } from './routes.js';
import { BUILT_IN_DICTS } from './builtin.js';
import { syncBuiltInDicts } from './reference-data.js';
import { dictDataExportKind, dictTypeExportKind } from './export.js';

/** The dicts area: what it adds to the platform. */
export const area = defineArea({
  name: 'dicts',
  routes: dictRoutes,
  menus: DICT_MENUS,
  exports: [dictTypeExportKind, dictDataExportKind],
  referenceData: { content: BUILT_IN_DICTS, sync: syncBuiltInDicts },
  uniques: {
    sys_dict_type_type_uq: { field: 'dictType', key: 'dictTypeExists', param: 'dictType' },
    sys_dict_data_type_value_uq: { field: 'dictValue', key: 'dictValueExists', param: 'dictValue' },
  },
});

/* What other areas use of this one. */
export { dictCache } from './cache.js';
export { dictLabeler, dictValueReader } from './values.js';
