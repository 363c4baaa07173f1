import { ROUTE_PERMS, SCREENS, SITE_PERMS, ZONE_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('points');

/** Points → points (sites), partitions (with alarm recipients), routes; and their buttons. */
export const POINT_MENUS: MenuDefinition[] = [
  ...page({
    name: 'PointSite',
    parent: 'Points',
    path: 'site',
    component: SCREENS.pointSite,
    perms: SITE_PERMS.list,
    icon: 'environment',
    sort: 1,
    title: 'points:site.title',
    buttons: SITE_PERMS,
  }),
  ...page({
    name: 'PointZone',
    parent: 'Points',
    path: 'partition',
    component: SCREENS.pointZone,
    perms: ZONE_PERMS.list,
    icon: 'appstore',
    sort: 2,
    title: 'points:zone.title',
    buttons: ZONE_PERMS,
  }),
  ...page({
    name: 'PointRoute',
    parent: 'Points',
    path: 'route',
    component: SCREENS.pointRoute,
    perms: ROUTE_PERMS.list,
    icon: 'cluster',
    sort: 3,
    title: 'points:route.title',
    buttons: ROUTE_PERMS,
  }),
];
