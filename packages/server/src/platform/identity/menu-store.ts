import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { menus } from './schema.js';

/** A menu's columns as an administrator sets them. */
export type MenuValues = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Adds a menu; answers its id. */
export async function addMenu(db: Database, values: MenuValues): Promise<number> {
  const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
  return row!.id;
}

/** Changes the given columns of a menu and stamps the change. */
export async function changeMenu(db: Database, id: number, changes: Partial<MenuValues>): Promise<void> {
  await db
    .update(menus)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(menus.id, id));
}

export async function removeMenu(db: Database, id: number): Promise<void> {
  await db.delete(menus).where(eq(menus.id, id));
}
