import type { MenuType } from '@vr/contracts';

/**
 * The menus of the screens that exist, kept in step with the code on every start (by `name`).
 * A screen's issue adds its entries here when the screen is built; nothing is listed before
 * its page exists, so the menu never offers a stub.
 */
export interface MenuDefinition {
  name: string;
  parent?: string;
  menuType: MenuType;
  titles: { zh: string; en: string; es: string; ja: string };
  path?: string;
  component?: string;
  perms?: string;
  icon?: string;
  sort?: number;
  hidden?: boolean;
  alwaysShow?: boolean;
  noCache?: boolean;
}

/** Top-level directories; each area's entries name one of them as `parent`. */
const DIRECTORIES: MenuDefinition[] = [
  {
    name: 'System',
    menuType: 'M',
    path: 'system',
    icon: 'setting',
    sort: 90,
    titles: { zh: '系统管理', en: 'System', es: 'Sistema', ja: 'システム管理' },
  },
];

/**
 * Parents first. Each area exports its own `MenuDefinition[]` from `modules/<area>/menu.ts`
 * (its pages and their buttons) and adds one spread here.
 */
export const MENU_CATALOG: MenuDefinition[] = [...DIRECTORIES];
