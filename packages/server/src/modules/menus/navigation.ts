import { ADMIN_ROLE, type Lang, MENU_CLIENTS, MENU_COMPONENTS, MENU_TYPES, type NavMenuItem } from '@vr/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { menus, roleMenus } from '../../platform/identity/schema.js';
import { pushInto } from '../../platform/grouped.js';

type MenuRow = typeof menus.$inferSelect;

const isHttp = (path: string) => /^https?:\/\//i.test(path);

/** The directories and pages a user's roles grant, ordered; administrators get every one. */
export async function menusForUser(db: Database, roleKeys: string[], roleIds: number[]): Promise<MenuRow[]> {
  // The B-side mini program's entries are permissions, not back-office routes.
  const notButton = and(ne(menus.menuType, MENU_TYPES.BUTTON), eq(menus.client, MENU_CLIENTS.PC));
  if (roleKeys.includes(ADMIN_ROLE)) {
    return db.select().from(menus).where(notButton).orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
  }
  if (roleIds.length === 0) return [];
  return db
    .selectDistinct({ menu: menus })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(and(notButton, inArray(roleMenus.roleId, roleIds)))
    .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id))
    .then((rows) => rows.map((r) => r.menu));
}

function title(row: MenuRow, lang: Lang): string {
  return row.titles[lang] ?? row.titles['en'] ?? row.name;
}

/** An InnerLink's route path: the URL without scheme and with slashes kept, so it stays unique. */
function innerLinkPath(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/[.:]/g, '/');
}

function toItem(row: MenuRow, children: NavMenuItem[], lang: Lang): NavMenuItem {
  const top = row.parentId === 0;
  const external = row.isExternal && isHttp(row.path);
  const innerLink = !row.isExternal && isHttp(row.path);
  const item: NavMenuItem = {
    name: row.name,
    path: external ? row.path : innerLink ? innerLinkPath(row.path) : top ? `/${row.path.replace(/^\//, '')}` : row.path,
    hidden: row.status === 0,
    parentId: row.parentId,
    component:
      row.menuType === MENU_TYPES.DIRECTORY
        ? top
          ? MENU_COMPONENTS.layout
          : MENU_COMPONENTS.parentView
        : innerLink
          ? MENU_COMPONENTS.innerLink
          : (row.component ?? ''),
    meta: {
      title: title(row, lang),
      titles: row.titles,
      ...(row.icon ? { icon: row.icon } : {}),
      ...(row.noCache ? { noCache: true } : {}),
      ...(row.affix ? { affix: true } : {}),
      link: external || innerLink ? row.path : null,
    },
  };
  if (row.menuType === MENU_TYPES.DIRECTORY) {
    item.alwaysShow = row.alwaysShow;
    item.redirect = 'noRedirect';
    item.children = children;
  }
  return item;
}

/**
 * The router's view of the menu tree (GET /api/api/v5/navigate). A page at the top level is
 * wrapped in a Layout parent so it renders inside the shell.
 */
export function buildNavigation(rows: MenuRow[], lang: Lang): NavMenuItem[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) ? row.parentId : 0;
    if (parent === 0 && row.parentId !== 0) continue; // its directory is not granted: unreachable
    pushInto(byParent, parent, row);
  }
  const build = (parentId: number): NavMenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const item = toItem(row, build(row.id), lang);
      if (parentId !== 0 || row.menuType !== MENU_TYPES.MENU || item.meta.link) return item;
      return {
        name: `${row.name}Parent`,
        path: '/',
        component: MENU_COMPONENTS.layout,
        hidden: item.hidden,
        parentId: 0,
        meta: { title: item.meta.title, titles: row.titles, link: null },
        children: [{ ...item, path: row.path.replace(/^\//, '') }],
      };
    });
  return build(0);
}
