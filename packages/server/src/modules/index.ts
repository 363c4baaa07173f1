import type { AreaDefinition } from '../platform/area.js';

/**
 * Every business area, one line each: adding an area is adding its line. This order is the order
 * of their routes, of the menu catalogue (the menus area brings the top-level directories, so it
 * comes first) and of their reference data; demo data runs by each area's own `demoSeed.order`.
 */
const faces = await Promise.all([
  import('./auth/index.js'),
  import('./menus/index.js'),
  import('./users/index.js'),
  import('./roles/index.js'),
  import('./dicts/index.js'),
  import('./configs/index.js'),
  import('./web-pages/index.js'),
  import('./client-errors/index.js'),
  import('./customers/index.js'),
  import('./orgs/index.js'),
  import('./notices/index.js'),
  import('./themes/index.js'),
  import('./mobile-config/index.js'),
  import('./platform-settings/index.js'),
  import('./devices/index.js'),
  import('./device-settings/index.js'),
  import('./points/index.js'),
  import('./device-models/index.js'),
  import('./logs/index.js'),
  import('./online-users/index.js'),
  import('./monitor/index.js'),
  import('./jobs/index.js'),
  import('./device-commands/index.js'),
  import('./uploads/index.js'),
  import('./profile/index.js'),
  import('./device-detail/index.js'),
  import('./dashboard/index.js'),
  import('./device-gateway/index.js'),
  import('./orders/index.js'),
  import('./alarms/index.js'),
  import('./alarm-notify/index.js'),
  import('./repairs/index.js'),
  import('./device-sim-demo/index.js'),
  import('./materials/index.js'),
  import('./products/index.js'),
  import('./device-goods/index.js'),
  import('./product-templates/index.js'),
  import('./goods-deploy/index.js'),
  import('./device-records/index.js'),
  import('./device-upgrade/index.js'),
  import('./refunds/index.js'),
  import('./cards/index.js'),
  import('./knowledge/index.js'),
  import('./payments/index.js'),
  import('./reports/index.js'),
  import('./sharing/index.js'),
  import('./exports/index.js'),
]);

export const AREAS: readonly AreaDefinition[] = faces.map((face) => face.area);
