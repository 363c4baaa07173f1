import { defineArea } from '../../platform/area.js';
import { seedThemes } from './demo-data.js';
import { THEME_MENUS } from './menu.js';
import { themeRoutes } from './routes.js';

/** The themes area: what it adds to the platform. */
export const area = defineArea({
  name: 'themes',
  routes: themeRoutes,
  menus: THEME_MENUS,
  // After the customers (10): a default preset in each one's colour.
  demoSeed: { order: 15, run: seedThemes },
  uniques: {
    sys_theme_org_name_uq: { field: 'themeName', key: 'themeNameExists', param: 'themeName' },
    sys_theme_default_uq: { field: 'isDefault', key: 'uniqueThemeDefaultRace' },
  },
});
