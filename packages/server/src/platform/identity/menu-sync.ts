import { sql } from 'drizzle-orm';
import type { MenuDefinition } from '../area.js';
import type { Database } from '../db/database.js';
import { menus } from './schema.js';

/**
 * Upserts the built-in menus by name, parents first. Titles, paths and permissions follow the
 * code; order and visibility that an administrator changed are kept.
 */
export async function syncBuiltInMenus(db: Database, catalog: readonly MenuDefinition[]): Promise<void> {
  const ids = new Map<string, number>();
  for (const def of catalog) {
    const parentId = def.parent ? ids.get(def.parent) : 0;
    if (parentId === undefined) throw new Error(`menu ${def.name}: parent ${def.parent} must come first`);
    const values = {
      parentId,
      name: def.name,
      titles: def.titles,
      menuType: def.menuType,
      path: def.path ?? '',
      component: def.component ?? null,
      perms: def.perms ?? null,
      icon: def.icon ?? null,
      sort: def.sort ?? 100,
      status: def.hidden ? 0 : 1,
      alwaysShow: def.alwaysShow ?? false,
      noCache: def.noCache ?? false,
      client: def.client ?? 'pc',
      builtIn: true,
    };
    const [row] = await db
      .insert(menus)
      .values(values)
      .onConflictDoUpdate({
        target: menus.name,
        set: {
          parentId: values.parentId,
          titles: values.titles,
          menuType: values.menuType,
          path: values.path,
          component: values.component,
          perms: values.perms,
          icon: values.icon,
          client: values.client,
          builtIn: true,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: menus.id });
    ids.set(def.name, row!.id);
  }
}

export async function menuIdsByName(db: Database, names: string[]): Promise<number[]> {
  const all = await db.select({ id: menus.id, name: menus.name }).from(menus);
  return all.filter((m) => names.includes(m.name)).map((m) => m.id);
}
