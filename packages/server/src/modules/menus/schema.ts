import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Menu items: directories (M), menus (C) and buttons (F). `name` is the route name, unique,
 * and is how built-in menus are kept in step with the code on every start.
 */
export const menus = pgTable(
  'sys_menu',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    /** Titles by language: zh, en, es, ja (the schema keeps up to seven). */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    menuType: varchar('menu_type', { length: 1 }).notNull(),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }),
    sort: integer('sort').notNull().default(100),
    /** 1 normal, 0 hidden. */
    status: smallint('status').notNull().default(1),
    alwaysShow: boolean('always_show').notNull().default(false),
    redirect: varchar('redirect', { length: 200 }),
    noCache: boolean('no_cache').notNull().default(false),
    affix: boolean('affix').notNull().default(false),
    isExternal: boolean('is_external').notNull().default(false),
    builtIn: boolean('built_in').notNull().default(false),
    /** 'pc' the back-office, 'applet' the B-side mini program (a role grants each separately). */
    client: varchar('client', { length: 10 }).notNull().default('pc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_menu_name_uq').on(t.name), index('sys_menu_parent_idx').on(t.parentId)],
);
