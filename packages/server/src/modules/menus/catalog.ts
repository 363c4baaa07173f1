import type { MenuClient, MenuType, ScreenKey, Translations } from '@vr/contracts';
import { APPLET_MENUS, MENU_MENUS } from './menu.js';
import { ACCOUNT_MENUS } from '../accounts/menu.js';
import { ROLE_MENUS } from '../roles/menu.js';
import { CONFIG_MENUS } from '../configs/menu.js';
import { DICT_MENUS } from '../dicts/menu.js';
import { WEB_PAGE_MENUS } from '../web-pages/menu.js';
import { CLIENT_ERROR_MENUS } from '../client-errors/menu.js';
import { CUSTOMER_MENUS } from '../customers/menu.js';
import { ORG_MENUS } from '../orgs/menu.js';
import { NOTICE_MENUS } from '../notices/menu.js';
import { THEME_MENUS } from '../themes/menu.js';
import { MOBILE_CONFIG_MENUS } from '../mobile-config/menu.js';
import { PLATFORM_SETTINGS_MENUS } from '../platform-settings/menu.js';
import { DEVICE_MENUS } from '../devices/menu.js';
import { DEVICE_SETTINGS_MENUS } from '../device-settings/menu.js';
import { POINT_MENUS } from '../points/menu.js';
import { DEVICE_MODEL_MENUS } from '../device-models/menu.js';
import { LOG_MENUS } from '../logs/menu.js';
import { ONLINE_MENUS } from '../online-users/menu.js';
import { MONITOR_MENUS } from '../monitor/menu.js';
import { JOB_MENUS } from '../jobs/menu.js';
import { DEVICE_COMMAND_MENUS } from '../device-commands/menu.js';

/**
 * The menus of the screens that exist, kept in step with the code on every start (by `name`).
 * A screen's issue adds its entries here when the screen is built; nothing is listed before
 * its page exists, so the menu never offers a stub.
 */
export interface MenuDefinition {
  name: string;
  parent?: string;
  menuType: MenuType;
  titles: Translations;
  path?: string;
  component?: ScreenKey;
  perms?: string;
  icon?: string;
  sort?: number;
  hidden?: boolean;
  alwaysShow?: boolean;
  noCache?: boolean;
  /** 'pc' (default) or 'applet' for the B-side mini program's permissions. */
  client?: MenuClient;
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
  {
    name: 'Devices',
    menuType: 'M',
    path: 'deviceManage',
    icon: 'desktop',
    sort: 10,
    titles: { zh: '设备管理', en: 'Devices', es: 'Dispositivos', ja: 'デバイス管理' },
  },
  {
    name: 'Points',
    menuType: 'M',
    path: 'point',
    icon: 'environment',
    sort: 20,
    titles: { zh: '点位管理', en: 'Points', es: 'Puntos', ja: 'ロケーション管理' },
  },
];

/**
 * Parents first. Each area exports its own `MenuDefinition[]` from `modules/<area>/menu.ts`
 * (its pages and their buttons) and adds one spread here.
 */
export const MENU_CATALOG: MenuDefinition[] = [
  ...DIRECTORIES,
  ...APPLET_MENUS,
  ...ACCOUNT_MENUS,
  ...ROLE_MENUS,
  ...MENU_MENUS,
  ...DICT_MENUS,
  ...CONFIG_MENUS,
  ...WEB_PAGE_MENUS,
  ...CLIENT_ERROR_MENUS,
  ...CUSTOMER_MENUS,
  ...ORG_MENUS,
  ...NOTICE_MENUS,
  ...THEME_MENUS,
  ...MOBILE_CONFIG_MENUS,
  ...PLATFORM_SETTINGS_MENUS,
  ...DEVICE_MENUS,
  ...DEVICE_SETTINGS_MENUS,
  ...POINT_MENUS,
  ...DEVICE_MODEL_MENUS,
  ...LOG_MENUS,
  ...ONLINE_MENUS,
  ...MONITOR_MENUS,
  ...JOB_MENUS,
  ...DEVICE_COMMAND_MENUS,
];
