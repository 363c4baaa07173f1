import { defineArea } from '../../platform/area.js';
import { subscribe } from '../../platform/wiring/index.js';
import { deviceAdded, deviceMoved } from '../devices/index.js';
import { followPoints, joinPointsOnAdd } from './follow-points.js';
import { AD_MENUS } from './menu.js';
import { adRoutes } from './routes.js';

/** Advertising: customers' ad materials and their releases to machines over the device protocol. */
export const area = defineArea({
  name: 'ads',
  routes: adRoutes,
  menus: AD_MENUS,
  // Releases made at points follow the machines added at, placed at or moved away from them.
  subscribes: [subscribe(deviceMoved, followPoints), subscribe(deviceAdded, joinPointsOnAdd)],
});

/* What other areas use of this one. */
export { AdSync } from './sync.js';
