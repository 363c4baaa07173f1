import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { defineArea } from '../../platform/area.js';
import { provide } from '../../platform/wiring/index.js';
import { saleLinks } from '../devices/index.js';
import { currentLinks } from './links.js';
import { SCAN_ORDER_MENUS } from './menu.js';
import { scanOrderRoutes } from './routes.js';

/**
 * Scan to buy: each machine's order QR code (its link, replaceable) and the public ordering page's
 * endpoints, where a customer at the machine orders and pays on a phone through the pay flow.
 */
export const area = defineArea({
  name: 'scan-order',
  routes: scanOrderRoutes,
  menus: SCAN_ORDER_MENUS,
  // The device list's batch QR export encodes the current links.
  provides: [provide(saleLinks, currentLinks)],
  uniques: {
    so_sale_link_token_uq: NOT_USER_INPUT,
    so_sale_link_current_uq: NOT_USER_INPUT,
  },
});
