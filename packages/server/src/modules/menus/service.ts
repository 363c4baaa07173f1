import { ADMIN_ROLE, type Lang, MENU_CLIENTS, type MenuClient, type MenuRow, type MenuTreeNode } from '@vr/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { menus, roleMenus } from '../../platform/identity/schema.js';
import { pushInto } from '../../platform/grouped.js';

export type MenuRecord = typeof menus.$inferSelect;

export function menuTitle(row: Pick<MenuRecord, 'titles' | 'name'>, lang: Lang): string {
  return row.titles[lang] ?? row.titles['en'] ?? row.name;
}

export function toMenuRow(row: MenuRecord, lang: Lang): MenuRow {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    title: menuTitle(row, lang),
    titles: row.titles,
    menuType: row.menuType as MenuRow['menuType'],
    path: row.path,
    component: row.component,
    perms: row.perms,
    icon: row.icon,
    sort: row.sort,
    status: row.status === 0 ? 0 : 1,
    alwaysShow: row.alwaysShow,
    noCache: row.noCache,
    affix: row.affix,
    isExternal: row.isExternal,
    builtIn: row.builtIn,
    client: row.client as MenuClient,
    createdAt: row.createdAt.toISOString(),
  };
}

export const isAdmin = (auth: Pick<AuthContext, 'roles'>) => auth.roles.includes(ADMIN_ROLE);

/** Every menu a user holds through its enabled roles (all of them for an administrator). */
export async function menuIdsHeldBy(db: Database, auth: Pick<AuthContext, 'roles' | 'roleIds'>): Promise<Set<number> | 'all'> {
  if (isAdmin(auth)) return 'all';
  if (auth.roleIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, auth.roleIds));
  return new Set(rows.map((r) => r.id));
}

/** The menus a caller may see and grant, ordered for a tree; filtered by client when given. */
export async function menusVisibleTo(
  db: Database,
  auth: Pick<AuthContext, 'roles' | 'roleIds'>,
  client?: MenuClient,
): Promise<MenuRecord[]> {
  const held = await menuIdsHeldBy(db, auth);
  const clientCond = client ? eq(menus.client, client) : undefined;
  if (held !== 'all' && held.size === 0) return [];
  const cond = held === 'all' ? clientCond : and(clientCond, inArray(menus.id, [...held]));
  return db.select().from(menus).where(cond).orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
}

/** Nests rows by parentId; a row whose parent is not among them becomes a root. */
export function buildMenuTree(rows: MenuRecord[], lang: Lang): MenuTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, MenuRecord[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) ? row.parentId : 0;
    pushInto(byParent, parent, row);
  }
  const build = (parentId: number): MenuTreeNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => {
        const children = build(row.id);
        return {
          id: row.id,
          label: menuTitle(row, lang),
          menuType: row.menuType as MenuTreeNode['menuType'],
          client: row.client as MenuClient,
          ...(children.length ? { children } : {}),
        };
      });
  return build(0);
}

/** Ids of the menus of a role, split by client. */
export async function roleMenuIds(db: Database, roleId: number): Promise<{ pc: number[]; applet: number[] }> {
  const rows = await db
    .select({ id: menus.id, client: menus.client })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(menus.id));
  return {
    pc: rows.filter((r) => r.client !== MENU_CLIENTS.APPLET).map((r) => r.id),
    applet: rows.filter((r) => r.client === MENU_CLIENTS.APPLET).map((r) => r.id),
  };
}

/** True when `id` is `ancestorId` or lies below it. */
export function isSelfOrDescendant(rows: Pick<MenuRecord, 'id' | 'parentId'>[], id: number, ancestorId: number): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  let current: number | undefined = id;
  for (let guard = 0; current !== undefined && current !== 0 && guard < 1000; guard++) {
    if (current === ancestorId) return true;
    current = parentOf.get(current);
  }
  return false;
}
