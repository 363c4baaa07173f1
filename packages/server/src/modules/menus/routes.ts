import {
  MENU_API,
  MENU_CLIENTS,
  MENU_PERMS,
  MENU_TYPES,
  ROLE_PERMS,
  menuCreateSchema,
  menuListQuerySchema,
  menuUpdateSchema,
} from '@vr/contracts';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { ModuleContext } from '../../platform/area.js';
import { menus, orgs, roleMenus, roleOrgs, roles } from '../../platform/identity/schema.js';
import { addMenu, changeMenu, removeMenu } from '../../platform/identity/menu-store.js';
import { assertRoleInScope } from './role-scope.js';
import { buildMenuTree, isSelfOrDescendant, menusVisibleTo, roleMenuIds, toMenuRow } from './service.js';
import { containsPattern } from '../../platform/sql/like.js';
import { idParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { keptRoute } from '../../platform/routes/kept.js';

const clientQuery = z.object({ client: z.enum([MENU_CLIENTS.PC, MENU_CLIENTS.APPLET]).optional() });
const audit = auditOf('menu');

type MenuInput = z.output<typeof menuCreateSchema>;

async function assertNameFree(db: Database, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: menus.id }).from(menus).where(eq(menus.name, name)).limit(1);
  if (taken && taken.id !== exceptId) throw AppError.field('name', 'menuNameTaken', { name });
}

/** The parent must exist, not be a button, belong to the same client, and not lie below the menu itself. */
async function assertParent(db: Database, input: MenuInput, selfId?: number): Promise<void> {
  if (input.parentId === 0) return;
  const all = await db.select({ id: menus.id, parentId: menus.parentId, menuType: menus.menuType, client: menus.client }).from(menus);
  const parent = all.find((m) => m.id === input.parentId);
  const invalid =
    !parent ||
    parent.menuType === MENU_TYPES.BUTTON ||
    parent.client !== input.client ||
    (selfId !== undefined && isSelfOrDescendant(all, input.parentId, selfId));
  if (invalid) throw AppError.field('parentId', 'menuParentInvalid');
}

function columnsOf(input: MenuInput) {
  const button = input.menuType === MENU_TYPES.BUTTON;
  return {
    parentId: input.parentId,
    name: input.name,
    titles: Object.fromEntries(Object.entries(input.titles).filter(([, v]) => v)) as Record<string, string>,
    menuType: input.menuType,
    path: button ? '' : input.path,
    component: input.menuType === MENU_TYPES.MENU ? (input.component ?? null) || null : null,
    perms: input.menuType === MENU_TYPES.DIRECTORY ? null : (input.perms ?? null) || null,
    icon: button ? null : (input.icon ?? null) || null,
    sort: input.sort,
    status: input.status,
    alwaysShow: input.alwaysShow,
    noCache: input.noCache,
    affix: input.affix,
    isExternal: button ? false : input.isExternal,
    client: input.client,
  };
}

/** Menus: a tree of directories, pages and buttons; built-in ones can be reordered or hidden, not deleted. */
export async function menuRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const tags = ['menu'];

  keptRoute(
    app,
    {
      url: MENU_API.list,
      access: MENU_PERMS.list,
      tags,
      summary: 'Every menu, flat (the client nests them by parentId)',
      querystring: menuListQuerySchema,
    },
    { tables: [menus], perCaller: false },
    async (q, _auth, { lang }) => {
      const like = q.name ? containsPattern(q.name) : null;
      const rows = await db
        .select()
        .from(menus)
        .where(
          and(
            like ? or(ilike(menus.name, like), sql`${menus.titles}->>${lang} ilike ${like}`) : undefined,
            q.status !== undefined ? eq(menus.status, q.status) : undefined,
            q.client ? eq(menus.client, q.client) : undefined,
          ),
        )
        .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
      return rows.map((r) => toMenuRow(r, lang));
    },
  );

  keptRoute(
    app,
    {
      url: MENU_API.treeselect,
      access: ROLE_PERMS.list,
      tags,
      summary: 'The menus the caller may grant, as a tree (role form)',
      querystring: clientQuery,
    },
    { tables: [menus, roleMenus], perCaller: true },
    async ({ client }, auth, { lang }) => buildMenuTree(await menusVisibleTo(db, auth, client), lang),
  );

  keptRoute(
    app,
    {
      url: MENU_API.roleMenuTreeselect(':roleId'),
      access: ROLE_PERMS.query,
      tags,
      summary: 'Grantable menu trees (PC and B-side) with the role’s checked ids',
      params: idParam('roleId'),
    },
    { tables: [menus, roleMenus, roles, roleOrgs, orgs], perCaller: true },
    async ({ roleId }, auth, { lang }) => {
      await assertRoleInScope(db, auth, roleId);
      const [pc, applet, checked] = await Promise.all([
        menusVisibleTo(db, auth, MENU_CLIENTS.PC),
        menusVisibleTo(db, auth, MENU_CLIENTS.APPLET),
        roleMenuIds(db, roleId),
      ]);
      return {
        menus: buildMenuTree(pc, lang),
        appletMenus: buildMenuTree(applet, lang),
        checkedKeys: checked.pc,
        appletCheckedKeys: checked.applet,
      };
    },
  );

  keptRoute(
    app,
    { url: MENU_API.one(':id'), access: MENU_PERMS.query, tags, summary: 'One menu', params: idParam() },
    { tables: [menus], perCaller: false },
    async ({ id }, _auth, { lang }) => {
      const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
      if (!row) throw AppError.notFound();
      return toMenuRow(row, lang);
    },
  );

  commandRoute(
    app,
    {
      url: MENU_API.base,
      access: MENU_PERMS.add,
      audit: audit('add'),
      platformOnly: true,
      tags,
      summary: 'Adds a menu; answers data.id',
      body: menuCreateSchema,
    },
    async (input) => {
      await assertNameFree(db, input.name);
      await assertParent(db, input);
      return { id: await addMenu(db, { ...columnsOf(input), builtIn: false }) };
    },
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: MENU_API.base,
      access: MENU_PERMS.edit,
      audit: audit('edit'),
      changesCallers: true,
      platformOnly: true,
      tags,
      summary: 'Changes a menu (built-in menus: order, visibility, keep-alive, affix and always-show only)',
      body: menuUpdateSchema,
    },
    async ({ id, ...input }) => {
      const [current] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
      if (!current) throw AppError.notFound();
      const common = { sort: input.sort, status: input.status, noCache: input.noCache, affix: input.affix, alwaysShow: input.alwaysShow };
      if (current.builtIn) {
        // Titles, paths and permissions of built-in menus follow the code at every start.
        await changeMenu(db, id, common);
        return { id };
      }
      await assertNameFree(db, input.name, id);
      await assertParent(db, input, id);
      await changeMenu(db, id, { ...columnsOf(input), ...common });
      return { id };
    },
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: MENU_API.one(':id'),
      access: MENU_PERMS.remove,
      audit: audit('remove'),
      changesCallers: true,
      platformOnly: true,
      tags,
      summary: 'Deletes a menu without sub-menus (never a built-in one)',
      params: idParam(),
    },
    async ({ id }) => {
      const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
      if (!row) throw AppError.notFound();
      if (row.builtIn) throw AppError.badRequest('menuBuiltInDelete');
      const [child] = await db.select({ id: menus.id }).from(menus).where(eq(menus.parentId, row.id)).limit(1);
      if (child) throw AppError.badRequest('menuHasChildren');
      await removeMenu(db, row.id);
    },
  );
}
