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

export const MENU_CATALOG: MenuDefinition[] = [];
