import { LANGS, MENU_API, MENU_PERMS, ROLE_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';

const menuBody = {
  parentId: 0,
  name: 'ProbeMenu',
  titles: Object.fromEntries(LANGS.map((lang) => [lang, `Probe ${lang}`])),
  menuType: 'C',
  path: 'probe',
};

/** Menus are platform-wide (not org-owned): no scope case; the trees show only the caller's own menus (menus.test.ts). */
export const menuAccess: AccessModule = {
  module: 'menus',
  routes: [
    { method: 'GET', url: MENU_API.list, permission: MENU_PERMS.list },
    { method: 'GET', url: MENU_API.one(1), permission: MENU_PERMS.query },
    { method: 'POST', url: MENU_API.base, payload: menuBody, permission: MENU_PERMS.add },
    { method: 'PUT', url: MENU_API.base, payload: { ...menuBody, id: 1 }, permission: MENU_PERMS.edit },
    { method: 'DELETE', url: MENU_API.one(1), permission: MENU_PERMS.remove },
    { method: 'GET', url: MENU_API.treeselect, permission: ROLE_PERMS.list },
    { method: 'GET', url: MENU_API.roleMenuTreeselect(1), permission: ROLE_PERMS.query },
  ],
  scope: [],
};
