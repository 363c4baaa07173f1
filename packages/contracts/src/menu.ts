import { z } from 'zod';
import type { Translations } from './i18n.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { MENU_TYPES, screenPermissions } from './permissions.js';
import { addRuleMessages } from './validation.js';
import { dbId, INT4_MAX } from './input.js';
import { messageGroup } from './messages.js';

/**
 * Menus. Titles are kept in seven languages: the four UI
 * languages zh, en, es, ja are required; zh_TW, ko and th are optional (for the mini programs).
 */
export const MENU_TITLE_LANGS = ['zh', 'en', 'es', 'ja'] as const;
export const MENU_EXTRA_TITLE_LANGS = ['zh_TW', 'ko', 'th'] as const;
export const MENU_NAME_MIN = 2;
export const MENU_NAME_MAX = 50;
export const MENU_PATH_MIN = 2;
export const MENU_PATH_MAX = 200;
export const MENU_SORT_MIN = 1;
export const MENU_SORT_MAX = 9999;
export const MENU_DEFAULT_SORT = 100;

/** Which client a menu belongs to: the PC back-office or the B-side mini program. */
export const MENU_CLIENTS = { PC: 'pc', APPLET: 'applet' } as const;
export type MenuClient = (typeof MENU_CLIENTS)[keyof typeof MENU_CLIENTS];

export const MENU_PERMS = screenPermissions('system:menu', ['list', 'query', 'add', 'edit', 'remove']);

export const MENU_API = {
  list: '/admin/system/menu/list',
  base: '/admin/system/menu',
  one: (id: number | string) => `/admin/system/menu/${id}`,
  treeselect: '/admin/system/menu/treeselect',
  roleMenuTreeselect: (roleId: number | string) => `/admin/system/menu/roleMenuTreeselect/${roleId}`,
} as const;

const title = z.string().trim().min(MENU_NAME_MIN).max(MENU_NAME_MAX);
const optionalTitle = z.string().trim().max(MENU_NAME_MAX).optional();

export const menuTitlesSchema = z.object({
  zh: title,
  en: title,
  es: title,
  ja: title,
  zh_TW: optionalTitle,
  ko: optionalTitle,
  th: optionalTitle,
});
export type MenuTitles = z.infer<typeof menuTitlesSchema>;

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

const menuFields = {
  parentId: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  /** The route name: unique, how the router and the tab cache know the page. */
  name: z.string().trim().min(MENU_NAME_MIN).max(100),
  titles: menuTitlesSchema,
  menuType: z.enum([MENU_TYPES.DIRECTORY, MENU_TYPES.MENU, MENU_TYPES.BUTTON]),
  /** Required (2-200) for directories and menus; buttons have none. */
  path: z.string().trim().max(MENU_PATH_MAX).optional().default(''),
  component: z.string().trim().max(255).nullish(),
  perms: z.string().trim().max(100).nullish(),
  icon: z.string().trim().max(100).nullish(),
  sort: z.coerce.number().int().min(MENU_SORT_MIN).max(MENU_SORT_MAX).optional().default(MENU_DEFAULT_SORT),
  /** 1 normal, 0 hidden. */
  status: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(1),
  alwaysShow: flag.optional().default(false),
  /** Keep-alive is `!noCache`. */
  noCache: flag.optional().default(false),
  affix: flag.optional().default(false),
  isExternal: flag.optional().default(false),
  client: z.enum([MENU_CLIENTS.PC, MENU_CLIENTS.APPLET]).optional().default(MENU_CLIENTS.PC),
};

function checkPath(value: { menuType: string; path: string; isExternal: boolean }, ctx: z.RefinementCtx): void {
  if (value.menuType === MENU_TYPES.BUTTON) return;
  if (value.path.length < MENU_PATH_MIN) {
    ctx.addIssue({ code: 'too_small', origin: 'string', minimum: MENU_PATH_MIN, inclusive: true, input: value.path, path: ['path'] });
    return;
  }
  if (value.isExternal && !/^https?:\/\//i.test(value.path))
    ctx.addIssue({ code: 'custom', message: 'menuExternalPath', input: value.path, path: ['path'] });
}

export const menuCreateSchema = z.object(menuFields).superRefine(checkPath);
export type MenuCreateInput = z.input<typeof menuCreateSchema>;

export const menuUpdateSchema = z.object({ id: dbId(), ...menuFields }).superRefine(checkPath);
export type MenuUpdateInput = z.input<typeof menuUpdateSchema>;

export const menuListQuerySchema = z.object({
  name: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  client: z.enum([MENU_CLIENTS.PC, MENU_CLIENTS.APPLET]).optional(),
});
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;

/** A row of GET /admin/system/menu/list (flat; the client builds the tree by parentId). */
export interface MenuRow {
  id: number;
  parentId: number;
  name: string;
  title: string;
  titles: Record<string, string>;
  menuType: 'M' | 'C' | 'F';
  path: string;
  component: string | null;
  perms: string | null;
  icon: string | null;
  sort: number;
  status: 0 | 1;
  alwaysShow: boolean;
  noCache: boolean;
  affix: boolean;
  isExternal: boolean;
  builtIn: boolean;
  client: MenuClient;
  createdAt: string;
}

/** A node of the tree selects (treeselect, roleMenuTreeselect). */
export interface MenuTreeNode {
  id: number;
  label: string;
  menuType: 'M' | 'C' | 'F';
  client: MenuClient;
  children?: MenuTreeNode[];
}

export interface RoleMenuTreeselect {
  menus: MenuTreeNode[];
  checkedKeys: number[];
}

addRuleMessages(messageGroup('menu.rule.'));

const labels: Record<string, Translations> = messageGroup('menu.field.');
addMissingFieldLabels(labels);
