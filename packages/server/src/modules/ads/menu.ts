import { AD_MATERIAL_PERMS, AD_RELEASE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('ads');

/** Advertising → materials and releases, with their buttons. */
export const AD_MENUS: MenuDefinition[] = [
  directory({ name: 'Advertising', path: 'advertising', icon: 'notification', sort: 46 }),
  ...page({
    name: 'AdMaterial',
    parent: 'Advertising',
    path: 'material',
    component: SCREENS.adMaterial,
    perms: AD_MATERIAL_PERMS.list,
    icon: 'picture',
    sort: 1,
    buttons: AD_MATERIAL_PERMS,
  }),
  ...page({
    name: 'AdRelease',
    parent: 'Advertising',
    path: 'release',
    component: SCREENS.adRelease,
    perms: AD_RELEASE_PERMS.list,
    icon: 'send',
    sort: 2,
    buttons: AD_RELEASE_PERMS,
  }),
];
