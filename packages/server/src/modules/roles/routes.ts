import {
  ADMIN_ROLE,
  DATA_SCOPES,
  type Lang,
  MENU_CLIENTS,
  ROLE_API,
  ROLE_PERMS,
  type RoleDetail,
  USER_PERMS,
  listParamsSchema,
  roleAuthUserQuerySchema,
  roleAuthUsersSchema,
  roleCancelUserSchema,
  roleCreateSchema,
  roleDataScopeSchema,
  roleListQuerySchema,
  roleStatusSchema,
  roleUpdateSchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, eq, gte, ilike, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { sendXlsx } from '../../platform/excel/index.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import { pageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { menus, orgs, roleMenus, roleOrgs, roles, userRoles, users } from '../../platform/identity/schema.js';
import { roleMenuIds } from '../menus/index.js';
import type { ModuleContext } from '../../platform/area.js';
import { nest } from '../orgs/index.js';
import {
  assertMenusGrantable,
  assertRefundGrantable,
  isAdminCaller,
  loadRoleInScope,
  roleGrantableTo,
  scopeGrantable,
  toRoleRow,
} from './service.js';
import { containsPattern } from '../../platform/sql/like.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';

const audit = auditOf('role');

const SORTABLE = { roleSort: roles.sort, roleName: roles.name, roleKey: roles.roleKey, createdAt: roles.createdAt, roleId: roles.id };

function listWhere(auth: AuthContext, q: z.infer<typeof roleListQuerySchema>): SQL | undefined {
  return and(
    scopeCondition(auth, { org: roles.orgId }),
    q.roleName ? ilike(roles.name, containsPattern(q.roleName)) : undefined,
    q.roleKey ? ilike(roles.roleKey, containsPattern(q.roleKey)) : undefined,
    q.status !== undefined ? eq(roles.status, q.status) : undefined,
    q.beginTime ? gte(roles.createdAt, new Date(q.beginTime)) : undefined,
    q.endTime ? lte(roles.createdAt, new Date(`${q.endTime.slice(0, 10)}T23:59:59.999Z`)) : undefined,
  );
}

function refuseAdminRole(role: { roleKey: string }): void {
  if (role.roleKey === ADMIN_ROLE) throw AppError.badRequest('roleBuiltInAdmin');
}

/** Only ids of menus that exist and belong to the given client. */
async function menusOfClient(db: Database, ids: number[], client: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(inArray(menus.id, ids), eq(menus.client, client)));
  return rows.map((r) => r.id);
}

async function assertUnique(db: Database, name: string, key: string, exceptId?: number): Promise<void> {
  const [byName] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  if (byName && byName.id !== exceptId) throw AppError.field('roleName', 'roleNameTaken', { name });
  const [byKey] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, key)).limit(1);
  if ((byKey && byKey.id !== exceptId) || (key === ADMIN_ROLE && exceptId === undefined))
    throw AppError.field('roleKey', 'roleKeyTaken', { key });
}

/** The owner organisation of a role being saved: the given one (in scope), else the caller's. */
async function ownerOrg(db: Database, auth: AuthContext, orgId: number | null | undefined): Promise<number | null> {
  const allData = auth.scopes.some((s) => s.scope === DATA_SCOPES.ALL);
  if (orgId === undefined || orgId === null) return allData ? null : auth.orgId;
  if (!(await isInScope(db, auth, { orgId }))) throw AppError.field('orgId', 'roleOrgOutOfScope');
  return orgId;
}

async function writeGrants(db: Database, roleId: number, menuIds: number[], deptIds: number[], custom: boolean): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values([...new Set(menuIds)].map((menuId) => ({ roleId, menuId })));
  await db.delete(roleOrgs).where(eq(roleOrgs.roleId, roleId));
  if (custom && deptIds.length) await db.insert(roleOrgs).values([...new Set(deptIds)].map((orgId) => ({ roleId, orgId })));
}

type RoleInput = z.output<typeof roleCreateSchema>;

async function checkGrants(db: Database, auth: AuthContext, input: RoleInput, owner: number | null): Promise<number[]> {
  const menuIds = [
    ...(await menusOfClient(db, input.menuIds, MENU_CLIENTS.PC)),
    ...(await menusOfClient(db, input.appletMenuIds, MENU_CLIENTS.APPLET)),
  ];
  await assertMenusGrantable(db, auth, menuIds);
  await assertRefundGrantable(db, auth, input.refundRight);
  const deptIds = input.dataScope === DATA_SCOPES.CUSTOM ? input.deptIds : [];
  if (!(await scopeGrantable(db, auth, input.dataScope, owner, deptIds))) throw AppError.field('dataScope', 'roleScopeBeyondCreator');
  return menuIds;
}

const EXPORT_COLUMNS = [
  { key: 'roleId', header: { en: 'Role id', zh: '角色编号', es: 'Id. del rol', ja: 'ロール ID' }, width: 10 },
  { key: 'roleName', header: { en: 'Role name', zh: '角色名称', es: 'Nombre del rol', ja: 'ロール名' } },
  { key: 'roleKey', header: { en: 'Permission key', zh: '权限字符', es: 'Clave de permiso', ja: '権限キー' } },
  { key: 'roleSort', header: { en: 'Display order', zh: '显示顺序', es: 'Orden', ja: '表示順' }, width: 10 },
  {
    key: 'dataScope',
    header: { en: 'Data scope', zh: '数据范围', es: 'Ámbito de datos', ja: 'データ範囲' },
    value: (row: { dataScope: string }, lang: Lang) => SCOPE_NAMES[row.dataScope]?.[lang] ?? row.dataScope,
  },
  { key: 'orgName', header: { en: 'Organisation', zh: '所属组织', es: 'Organización', ja: '所属組織' } },
  {
    key: 'status',
    header: { en: 'Status', zh: '状态', es: 'Estado', ja: '状態' },
    value: (row: { status: number }, lang: Lang) => STATUS_NAMES[row.status === 0 ? 0 : 1]![lang],
  },
  { key: 'createdAt', header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' } },
];
const SCOPE_NAMES: Record<string, Record<Lang, string>> = {
  '1': { en: 'All data', zh: '全部数据权限', es: 'Todos los datos', ja: '全データ' },
  '2': { en: 'Custom', zh: '自定数据权限', es: 'Personalizado', ja: 'カスタム' },
  '3': { en: 'This department', zh: '本部门数据权限', es: 'Este departamento', ja: '自部門' },
  '4': { en: 'This department and below', zh: '本部门及以下数据权限', es: 'Este departamento y dependientes', ja: '自部門以下' },
  '5': { en: 'Only own data', zh: '仅本人数据权限', es: 'Solo datos propios', ja: '本人のデータのみ' },
};
const STATUS_NAMES: Array<Record<Lang, string>> = [
  { en: 'Enabled', zh: '正常', es: 'Habilitado', ja: '有効' },
  { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' },
];

/** Roles (issue 5), RuoYi-style paths; org-owned and filtered by the caller's data scope. */
export async function roleRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const selectRows = (where: SQL | undefined) =>
    db.select({ role: roles, orgName: orgs.name }).from(roles).leftJoin(orgs, eq(orgs.id, roles.orgId)).where(where);

  app.get(
    ROLE_API.list,
    {
      config: { access: ROLE_PERMS.list },
      schema: {
        tags: ['role'],
        summary: 'Roles in the caller’s data scope',
        querystring: listParamsSchema.extend(roleListQuerySchema.shape),
      },
    },
    async (request) => {
      const where = listWhere(currentUser(request), request.query);
      const page = await pageQuery({
        params: request.query,
        sortable: SORTABLE,
        defaultOrder: [asc(roles.sort), asc(roles.id)],
        rows: ({ limit, offset, orderBy }) =>
          selectRows(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () => (await db.select({ n: count() }).from(roles).where(where))[0]!.n,
      });
      return okList({ rows: page.rows.map((r) => toRoleRow(r.role, r.orgName)), total: page.total });
    },
  );

  app.get(
    ROLE_API.export,
    {
      config: { access: ROLE_PERMS.export },
      schema: { tags: ['role'], summary: 'Roles as xlsx (same filters as the list)', querystring: roleListQuerySchema },
    },
    async (request, reply) => {
      const where = listWhere(currentUser(request), request.query);
      return sendXlsx(reply, {
        fileName: 'roles',
        lang: requestLang(request),
        columns: EXPORT_COLUMNS as never,
        batch: async ({ offset, limit }) =>
          (await selectRows(where).orderBy(asc(roles.sort), asc(roles.id)).limit(limit).offset(offset)).map((r) =>
            toRoleRow(r.role, r.orgName),
          ),
      });
    },
  );

  app.get(
    ROLE_API.options,
    { config: { access: USER_PERMS.list }, schema: { tags: ['role'], summary: 'Enabled roles in scope, for the account form' } },
    async (request) => {
      const auth = currentUser(request);
      const rows = await db
        .select()
        .from(roles)
        .where(
          and(
            scopeCondition(auth, { org: roles.orgId }),
            eq(roles.status, 0),
            isAdminCaller(auth) ? undefined : ne(roles.roleKey, ADMIN_ROLE),
          ),
        )
        .orderBy(asc(roles.sort), asc(roles.id));
      return ok(rows.map((r) => ({ roleId: r.id, roleName: r.name, roleKey: r.roleKey, status: r.status === 0 ? 0 : 1 })));
    },
  );

  app.get(
    ROLE_API.one(':id'),
    { config: { access: ROLE_PERMS.query }, schema: { tags: ['role'], summary: 'One role with its grants', params: idParam() } },
    async (request) => {
      const role = await loadRoleInScope(db, currentUser(request), request.params.id);
      const [org] = role.orgId ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, role.orgId)) : [];
      const menuIds = await roleMenuIds(db, role.id);
      const depts = await db.select({ id: roleOrgs.orgId }).from(roleOrgs).where(eq(roleOrgs.roleId, role.id));
      const detail: RoleDetail = {
        ...toRoleRow(role, org?.name ?? null),
        menuIds: menuIds.pc,
        appletMenuIds: menuIds.applet,
        deptIds: depts.map((d) => d.id),
      };
      return ok(detail);
    },
  );

  app.post(
    ROLE_API.base,
    { config: { access: ROLE_PERMS.add, audit: audit('add') }, schema: { tags: ['role'], summary: 'Adds a role', body: roleCreateSchema } },
    async (request) => {
      const auth = currentUser(request);
      const input = request.body;
      await assertUnique(db, input.roleName, input.roleKey);
      const owner = await ownerOrg(db, auth, input.orgId);
      const menuIds = await checkGrants(db, auth, input, owner);
      const [row] = await db
        .insert(roles)
        .values({
          name: input.roleName,
          roleKey: input.roleKey,
          sort: input.roleSort,
          status: input.status,
          dataScope: input.dataScope,
          orgId: owner,
          refundRight: input.refundRight ? 1 : 0,
          remark: input.remark ?? null,
        })
        .returning({ id: roles.id });
      await writeGrants(db, row!.id, menuIds, input.deptIds, input.dataScope === DATA_SCOPES.CUSTOM);
      return ok({ id: row!.id, roleId: row!.id });
    },
  );

  app.put(
    ROLE_API.base,
    {
      config: { access: ROLE_PERMS.edit, audit: audit('edit') },
      schema: { tags: ['role'], summary: 'Changes a role', body: roleUpdateSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const { roleId, ...input } = request.body;
      const current = await loadRoleInScope(db, auth, roleId);
      refuseAdminRole(current);
      if (current.builtIn === 1 && input.roleKey !== current.roleKey)
        throw AppError.field('roleKey', 'roleKeyTaken', { key: input.roleKey });
      await assertUnique(db, input.roleName, input.roleKey, roleId);
      const owner = input.orgId === undefined ? current.orgId : await ownerOrg(db, auth, input.orgId);
      const menuIds = await checkGrants(db, auth, input, owner);
      await db
        .update(roles)
        .set({
          name: input.roleName,
          roleKey: input.roleKey,
          sort: input.roleSort,
          status: input.status,
          dataScope: input.dataScope,
          orgId: owner,
          refundRight: input.refundRight ? 1 : 0,
          remark: input.remark ?? null,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, roleId));
      await writeGrants(db, roleId, menuIds, input.deptIds, input.dataScope === DATA_SCOPES.CUSTOM);
      return ok({ id: roleId });
    },
  );

  app.put(
    ROLE_API.dataScope,
    {
      config: { access: ROLE_PERMS.edit, audit: audit('dataScope') },
      schema: { tags: ['role'], summary: 'Sets a role’s data scope', body: roleDataScopeSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const { roleId, dataScope, deptIds } = request.body;
      const role = await loadRoleInScope(db, auth, roleId);
      refuseAdminRole(role);
      const custom = dataScope === DATA_SCOPES.CUSTOM ? deptIds : [];
      if (!(await scopeGrantable(db, auth, dataScope, role.orgId, custom))) throw AppError.field('dataScope', 'roleScopeBeyondCreator');
      await db.update(roles).set({ dataScope, updatedAt: new Date() }).where(eq(roles.id, roleId));
      await db.delete(roleOrgs).where(eq(roleOrgs.roleId, roleId));
      if (custom.length) await db.insert(roleOrgs).values([...new Set(custom)].map((orgId) => ({ roleId, orgId })));
      return ok();
    },
  );

  app.put(
    ROLE_API.changeStatus,
    {
      config: { access: ROLE_PERMS.edit, audit: audit('changeStatus') },
      schema: { tags: ['role'], summary: 'Enables or disables a role', body: roleStatusSchema },
    },
    async (request) => {
      const role = await loadRoleInScope(db, currentUser(request), request.body.roleId);
      refuseAdminRole(role);
      await db.update(roles).set({ status: request.body.status, updatedAt: new Date() }).where(eq(roles.id, role.id));
      return ok();
    },
  );

  app.delete(
    ROLE_API.one(':ids'),
    {
      config: { access: ROLE_PERMS.remove, audit: audit('remove') },
      schema: { tags: ['role'], summary: 'Deletes roles (comma-separated ids); all or none', params: idsParam() },
    },
    async (request) => {
      const auth = currentUser(request);
      const ids = request.params.ids;
      for (const id of ids) {
        const role = await loadRoleInScope(db, auth, id);
        refuseAdminRole(role);
        if (role.builtIn === 1) throw AppError.badRequest('roleBuiltInDelete');
        const [used] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
        if (used!.n > 0) throw AppError.badRequest('roleInUse', { name: role.name });
      }
      await db.delete(roles).where(inArray(roles.id, ids));
      return ok();
    },
  );

  // --- users holding a role ---------------------------------------------------------------

  const userFilter = (auth: AuthContext, q: z.infer<typeof roleAuthUserQuerySchema>) =>
    and(
      scopeCondition(auth, { org: users.orgId, user: users.id }),
      eq(users.loginBound, true),
      q.username ? ilike(users.username, containsPattern(q.username)) : undefined,
      q.phone ? ilike(users.phone, containsPattern(q.phone)) : undefined,
    );
  const holders = (roleId: number) => sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${roleId})`;
  const userColumns = {
    userId: users.id,
    username: users.username,
    employeeName: users.employeeName,
    phone: users.phone,
    email: users.email,
    status: users.status,
    orgName: orgs.name,
    createdAt: users.createdAt,
  };

  for (const [path, allocated] of [
    [ROLE_API.allocatedList, true],
    [ROLE_API.unallocatedList, false],
  ] as const) {
    app.get(
      path,
      {
        config: { access: ROLE_PERMS.list },
        schema: {
          tags: ['role'],
          summary: allocated ? 'Accounts holding the role' : 'Accounts in scope not holding the role',
          querystring: listParamsSchema.extend(roleAuthUserQuerySchema.shape),
        },
      },
      async (request) => {
        const auth = currentUser(request);
        await loadRoleInScope(db, auth, request.query.roleId);
        const held = holders(request.query.roleId);
        const where = and(userFilter(auth, request.query), allocated ? inArray(users.id, held) : notInArray(users.id, held));
        const page = await pageQuery({
          params: request.query,
          sortable: { username: users.username, createdAt: users.createdAt },
          defaultOrder: [asc(users.id)],
          rows: ({ limit, offset, orderBy }) =>
            db
              .select(userColumns)
              .from(users)
              .innerJoin(orgs, eq(orgs.id, users.orgId))
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
          count: async () => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
        });
        return okList({ rows: page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: page.total });
      },
    );
  }

  async function usersInScope(auth: AuthContext, ids: number[]) {
    const rows = await db
      .select({ id: users.id, orgId: users.orgId, username: users.username })
      .from(users)
      .where(and(inArray(users.id, ids), scopeCondition(auth, { org: users.orgId, user: users.id })));
    if (rows.length !== new Set(ids).size) throw AppError.forbidden();
    return rows;
  }

  app.put(
    ROLE_API.selectAll,
    {
      config: { access: ROLE_PERMS.edit, audit: audit('authUser') },
      schema: { tags: ['role'], summary: 'Gives the role to accounts', body: roleAuthUsersSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const role = await loadRoleInScope(db, auth, request.body.roleId);
      const targets = await usersInScope(auth, request.body.userIds);
      for (const user of targets) {
        if (!(await roleGrantableTo(db, auth, role, user.orgId))) throw AppError.badRequest('userRoleBeyondCreator', { roles: role.name });
      }
      await db
        .insert(userRoles)
        .values(targets.map((u) => ({ userId: u.id, roleId: role.id })))
        .onConflictDoNothing();
      return ok();
    },
  );

  async function cancel(auth: AuthContext, roleId: number, userIds: number[]): Promise<void> {
    const role = await loadRoleInScope(db, auth, roleId);
    const targets = await usersInScope(auth, userIds);
    if (role.roleKey === ADMIN_ROLE && targets.some((u) => u.username === 'admin' || u.id === auth.userId)) {
      throw AppError.badRequest('roleBuiltInAdmin');
    }
    await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
  }

  app.put(
    ROLE_API.cancel,
    {
      config: { access: ROLE_PERMS.edit, audit: audit('cancelAuthUser') },
      schema: { tags: ['role'], summary: 'Takes the role from one account', body: roleCancelUserSchema },
    },
    async (request) => {
      await cancel(currentUser(request), request.body.roleId, [request.body.userId]);
      return ok();
    },
  );

  app.put(
    ROLE_API.cancelAll,
    {
      config: { access: ROLE_PERMS.edit, audit: audit('cancelAuthUser') },
      schema: { tags: ['role'], summary: 'Takes the role from several accounts', body: roleAuthUsersSchema },
    },
    async (request) => {
      await cancel(currentUser(request), request.body.roleId, request.body.userIds);
      return ok();
    },
  );

  app.get(
    ROLE_API.deptTree(':roleId'),
    {
      config: { access: ROLE_PERMS.query },
      schema: {
        tags: ['role'],
        summary: 'Organisations of the caller’s scope, with the role’s custom ones checked',
        params: idParam('roleId'),
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const role = await loadRoleInScope(db, auth, request.params.roleId);
      const rows = await db
        .select({ id: orgs.id, parentId: orgs.parentId, name: orgs.name })
        .from(orgs)
        .where(scopeCondition(auth, { org: orgs.id }))
        .orderBy(asc(orgs.parentId), asc(orgs.sort), asc(orgs.id));
      const checked = await db.select({ id: roleOrgs.orgId }).from(roleOrgs).where(eq(roleOrgs.roleId, role.id));
      type Node = { id: number; label: string; children?: Node[] };
      return ok({
        depts: nest<(typeof rows)[number], Node>(rows, (r) => ({ id: r.id, label: r.name })),
        checkedKeys: checked.map((c) => c.id),
      });
    },
  );
}
