import { ROUTE_PERMS, SCREENS, SITE_PERMS, ZONE_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { permissionButtons as buttons } from '../../platform/menu-buttons.js';

/** Points → points (sites), partitions (with alarm recipients), routes; and their buttons. */
export const POINT_MENUS: MenuDefinition[] = [
  {
    name: 'PointSite',
    parent: 'Points',
    menuType: 'C',
    path: 'site',
    component: SCREENS.pointSite,
    perms: SITE_PERMS.list,
    icon: 'environment',
    sort: 1,
    titles: texts('points:site.title'),
  },
  ...buttons('PointSite', SITE_PERMS, {
    query: 'points:menu.PointSiteQuery',
    add: 'points:menu.PointSiteAdd',
    edit: 'points:menu.PointSiteEdit',
    remove: 'points:menu.PointSiteRemove',
    export: 'points:menu.PointSiteExport',
    import: 'points:menu.PointSiteImport',
  }),
  {
    name: 'PointZone',
    parent: 'Points',
    menuType: 'C',
    path: 'partition',
    component: SCREENS.pointZone,
    perms: ZONE_PERMS.list,
    icon: 'appstore',
    sort: 2,
    titles: texts('points:zone.title'),
  },
  ...buttons('PointZone', ZONE_PERMS, {
    query: 'points:menu.PointZoneQuery',
    add: 'points:menu.PointZoneAdd',
    edit: 'points:menu.PointZoneEdit',
    remove: 'points:menu.PointZoneRemove',
  }),
  {
    name: 'PointRoute',
    parent: 'Points',
    menuType: 'C',
    path: 'route',
    component: SCREENS.pointRoute,
    perms: ROUTE_PERMS.list,
    icon: 'cluster',
    sort: 3,
    titles: texts('points:route.title'),
  },
  ...buttons('PointRoute', ROUTE_PERMS, {
    query: 'points:menu.PointRouteQuery',
    add: 'points:menu.PointRouteAdd',
    edit: 'points:menu.PointRouteEdit',
    remove: 'points:menu.PointRouteRemove',
  }),
];
