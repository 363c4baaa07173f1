import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { devicesAtPoints } from './devices-at.js';
import { POINT_MENUS } from './menu.js';
import { pointRoutes } from './routes.js';
import { seedPoints } from './demo-data.js';
import { siteExportKind } from './export-kind.js';
import { REGION_DATASETS, syncRegions } from './region-data.js';

/** The points area: what it adds to the platform. */
export const area = defineArea({
  name: 'points',
  routes: pointRoutes,
  menus: POINT_MENUS,
  needs: [devicesAtPoints],
  exports: [siteExportKind],
  referenceData: { content: REGION_DATASETS, sync: syncRegions },
  demoSeed: { order: 50, run: seedPoints },
  uniques: {
    dev_site_org_code_uq: { field: 'siteCode', key: 'siteCodeExists', param: 'siteCode' },
    dev_zone_org_name_uq: { field: 'zoneName', key: 'zoneNameExists', param: 'zoneName' },
    dev_route_org_name_uq: { field: 'routeName', key: 'routeNameExists', param: 'routeName' },
    // Regions are reference data: no screen writes them.
    dev_region_code_unique: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { routes, sites, zoneRecipients, zones } from './schema.js';
export { type DevicesAtPoints, devicesAtPoints } from './devices-at.js';
