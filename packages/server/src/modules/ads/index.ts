import { defineArea } from '../../platform/area.js';
import { subscribe } from '../../platform/wiring/index.js';
import { deviceMoved } from '../devices/index.js';
import { followPoints } from './follow-points.js';
import { AD_MENUS } from './menu.js';
import { adRoutes } from './routes.js';

/** Advertising: customers' ad materials and their releases to machines over the device protocol. */
export const area = defineArea({
  name: 'ads',
  routes: adRoutes,
  menus: AD_MENUS,
  // Releases made at points follow the machines placed at or moved away from them.
  subscribes: [subscribe(deviceMoved, followPoints)],
});

/* What other areas use of this one. */
export { AdSync } from './sync.js';
