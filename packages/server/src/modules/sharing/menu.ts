import type { MenuDefinition } from '../../platform/area.js';

/** Finance → profit sharing screens (added as each screen is built). */
export const SHARING_MENUS: MenuDefinition[] = [];
