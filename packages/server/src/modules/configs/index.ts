import { defineArea } from '../../platform/area.js';
import { CONFIG_MENUS } from './menu.js';
import { configRoutes } from './routes.js';
import { BUILT_IN_CONFIGS, syncBuiltInConfigs } from './reference-data.js';
import { configExportKind } from './excel.js';

/** The configs area: what it adds to the platform. */
export const area = defineArea({
  name: 'configs',
  routes: configRoutes,
  menus: CONFIG_MENUS,
  exports: [configExportKind],
  referenceData: { content: BUILT_IN_CONFIGS, sync: syncBuiltInConfigs },
  uniques: { sys_config_key_uq: { field: 'configKey', key: 'configKeyExists', param: 'configKey' } },
});

/* What other areas use of this one. */
export { clearConfigCache, configCacheSize, configValue, loginSettings } from './service.js';
export { builtInConfigName } from './reference-data.js';
export { setParameterValues, type ParameterValue } from './set-values.js';
