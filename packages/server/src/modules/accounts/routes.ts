import {
  BUILT_IN_ADMIN_USERNAME,
  type Lang,
  type OperationEmployee,
  SESSION,
  USER_API,
  USER_IMPORT_MAX_ROWS,
  USER_PERMS,
  employeeDetailQuerySchema,
  employeeSaveSchema,
  bindLoginSchema,
  listParamsSchema,
  userCreateSchema,
  userListQuerySchema,
  userResetPwdSchema,
  userStatusSchema,
  userUpdateSchema,
  hasAnyPermission,
} from '@vr/contracts';
import { randomBytes } from 'node:crypto';
import { type SQL, and, asc, count, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import { hashPassword } from '../../platform/auth/password.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import { pageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, roles, userRoles, users } from '../../platform/identity/schema.js';
import type { ModuleContext } from '../../platform/area.js';
import { importUsers, sendUserExport, sendUserTemplate } from './import-export.js';
import {
  assertNotProtected,
  assertOrgUsable,
  assertRolesGrantable,
  assertUsernameFree,
  endSessionsOf,
  inOrgSubtree,
  isBuiltInAdmin,
  loadUserInScope,
  resolveClient,
  selectUserRows,
  toUserRow,
  userDetail,
  writeRoles,
  writeTrainings,
} from './service.js';
import { containsPattern } from '../../platform/sql/like.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';

const audit = auditOf('user');
const listQuery = listParamsSchema.extend(userListQuerySchema.shape);
/** A password hash bcrypt never matches: employees without a login account. */
const NO_PASSWORD = '!';

const SORTABLE = {
  userId: users.id,
  username: users.username,
  employeeName: users.employeeName,
  createdAt: users.createdAt,
  status: users.status,
};

export function userListWhere(auth: AuthContext, q: z.infer<typeof userListQuerySchema>): SQL | undefined {
  return and(
    scopeCondition(auth, { org: users.orgId, user: users.id }),
    q.username ? and(eq(users.loginBound, true), ilike(users.username, containsPattern(q.username))) : undefined,
    q.employeeName ? ilike(users.employeeName, containsPattern(q.employeeName)) : undefined,
    q.phone ? ilike(users.phone, containsPattern(q.phone)) : undefined,
    q.status !== undefined ? eq(users.status, q.status) : undefined,
    q.orgId ? inOrgSubtree(q.orgId) : undefined,
    q.beginTime ? gte(users.createdAt, new Date(q.beginTime)) : undefined,
    q.endTime ? lte(users.createdAt, new Date(`${q.endTime.slice(0, 10)}T23:59:59.999Z`)) : undefined,
  );
}

type Profile = z.output<typeof userUpdateSchema>;

/** Checks organisation, client and roles of a profile being saved; answers the client id. */
async function checkProfile(
  db: Database,
  auth: AuthContext,
  input: Omit<Profile, 'userId'>,
  held: number[],
  lang: Lang,
): Promise<number | null> {
  const org = await assertOrgUsable(db, auth, input.orgId);
  const clientId = await resolveClient(db, input.orgId, org.path, input.clientId);
  await assertRolesGrantable(db, auth, input.roleIds, input.orgId, held, lang);
  return clientId;
}

function profileColumns(input: Omit<Profile, 'userId' | 'roleIds' | 'trainings'>, clientId: number | null) {
  return {
    employeeName: input.employeeName,
    orgId: input.orgId,
    position: input.position ?? null,
    gender: input.gender ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    clientId,
    status: input.status,
    deviceScope: input.deviceScope,
    healthCertificates: input.healthCertificates,
    remark: input.remark ?? null,
  };
}

/** Accounts (issue 4): RuoYi-style back-office paths and the spec's employee calls. */
export async function accountRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  async function list(auth: AuthContext, query: z.infer<typeof listQuery>) {
    const where = userListWhere(auth, query);
    const page = await pageQuery({
      params: query,
      sortable: SORTABLE,
      defaultOrder: [asc(users.id)],
      rows: ({ limit, offset, orderBy }) =>
        selectUserRows(db, where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async () => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
    });
    return okList({ rows: page.rows.map(toUserRow), total: page.total });
  }

  for (const path of [USER_API.list, USER_API.employeeList]) {
    app.get(
      path,
      {
        config: { access: USER_PERMS.list },
        schema: { tags: ['user'], summary: 'Accounts and employees in the caller’s data scope', querystring: listQuery },
      },
      async (request) => list(currentUser(request), request.query),
    );
  }

  app.get(
    USER_API.export,
    {
      config: { access: USER_PERMS.export },
      schema: { tags: ['user'], summary: 'Accounts as xlsx (list filters)', querystring: userListQuerySchema },
    },
    async (request, reply) => sendUserExport(reply, db, userListWhere(currentUser(request), request.query), requestLang(request)),
  );

  app.get(
    USER_API.importTemplate,
    { config: { access: USER_PERMS.import }, schema: { tags: ['user'], summary: 'The import template (xlsx)' } },
    async (request, reply) => sendUserTemplate(reply, requestLang(request)),
  );

  app.post(
    USER_API.import,
    {
      config: { access: USER_PERMS.import, audit: audit('import') },
      schema: { tags: ['user'], summary: `Imports accounts from xlsx (at most ${USER_IMPORT_MAX_ROWS} rows; all or nothing)` },
    },
    async (request) => ok(await importUsers(db, request, currentUser(request), requestLang(request))),
  );

  app.get(
    USER_API.operationEmployee,
    {
      config: { access: SESSION },
      schema: { tags: ['user'], summary: 'Maintenance staff in the caller’s data scope (pickers)' },
    },
    async (request) => {
      const auth = currentUser(request);
      const rows = await db
        .selectDistinct({
          id: users.id,
          employeeName: users.employeeName,
          username: users.username,
          loginBound: users.loginBound,
          phone: users.phone,
          orgId: users.orgId,
          orgName: orgs.name,
        })
        .from(users)
        .innerJoin(orgs, eq(orgs.id, users.orgId))
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            scopeCondition(auth, { org: users.orgId, user: users.id }),
            eq(users.status, 0),
            eq(roles.status, 0),
            or(eq(roles.roleKey, 'maintenance'), ilike(roles.roleKey, 'maintenance%')),
          ),
        )
        .orderBy(asc(users.employeeName), asc(users.id));
      const answer: OperationEmployee[] = rows.map(({ loginBound, username, ...r }) => ({ ...r, username: loginBound ? username : null }));
      return ok(answer);
    },
  );

  for (const [path, schema] of [
    [USER_API.one(':id'), { params: idParam() }],
    [USER_API.employeeDetail, { querystring: employeeDetailQuerySchema }],
  ] as const) {
    app.get(
      path,
      {
        config: { access: USER_PERMS.query },
        schema: { tags: ['user'], summary: 'One account with roles, certificates and trainings', ...schema },
      },
      async (request) => {
        const id = (request.params as { id?: number }).id ?? (request.query as { id: number }).id;
        await loadUserInScope(db, currentUser(request), id);
        return ok(await userDetail(db, id));
      },
    );
  }

  app.post(
    USER_API.base,
    {
      config: { access: USER_PERMS.add, audit: audit('add') },
      schema: { tags: ['user'], summary: 'Adds an account', body: userCreateSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const input = request.body;
      await assertUsernameFree(db, input.username);
      const clientId = await checkProfile(db, auth, input, [], requestLang(request));
      const [row] = await db
        .insert(users)
        .values({
          username: input.username,
          passwordHash: await hashPassword(input.password),
          createdBy: auth.userId,
          ...profileColumns(input, clientId),
        })
        .returning({ id: users.id });
      await writeRoles(db, row!.id, input.roleIds);
      await writeTrainings(db, row!.id, input.trainings);
      return ok({ id: row!.id, userId: row!.id });
    },
  );

  async function update(auth: AuthContext, input: Profile, lang: Lang): Promise<void> {
    const target = await loadUserInScope(db, auth, input.userId);
    if (input.status !== 0 && target.status === 0) assertNotProtected(auth, target);
    const held = (await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, target.id))).map((r) => r.id);
    const clientId = await checkProfile(db, auth, input, held, lang);
    await db
      .update(users)
      .set({ ...profileColumns(input, clientId), updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await writeRoles(db, target.id, input.roleIds);
    await writeTrainings(db, target.id, input.trainings);
    if (input.status !== 0) await endSessionsOf(db, target.id);
  }

  app.put(
    USER_API.base,
    {
      config: { access: USER_PERMS.edit, audit: audit('edit') },
      schema: { tags: ['user'], summary: 'Changes an account', body: userUpdateSchema },
    },
    async (request) => {
      await update(currentUser(request), request.body, requestLang(request));
      return ok({ id: request.body.userId });
    },
  );

  app.post(
    USER_API.employeeSave,
    {
      config: { access: USER_PERMS.edit, audit: audit('employeeSave') },
      schema: {
        tags: ['user'],
        summary: 'Saves an employee record (form-encoded); without id creates one without a login account (also needs system:user:add)',
        body: employeeSaveSchema,
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const { id, trainings: _none, ...input } = request.body;
      const lang = requestLang(request);
      if (id) {
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
        if (!existing) throw AppError.notFound();
        const current = await userDetail(db, id).catch(() => null);
        await update(auth, { userId: id, ...input, trainings: current?.trainings ?? [] }, lang);
        return ok({ id });
      }
      if (!hasAnyPermission(auth.permissions, [USER_PERMS.add])) throw AppError.forbidden();
      const clientId = await checkProfile(db, auth, { ...input, trainings: [] }, [], lang);
      const [row] = await db
        .insert(users)
        .values({
          username: `~${randomBytes(12).toString('hex')}`,
          passwordHash: NO_PASSWORD,
          loginBound: false,
          createdBy: auth.userId,
          ...profileColumns(input, clientId),
        })
        .returning({ id: users.id });
      await writeRoles(db, row!.id, input.roleIds);
      return ok({ id: row!.id });
    },
  );

  app.post(
    USER_API.bindLogin,
    {
      config: { access: USER_PERMS.edit, audit: audit('bindLogin') },
      schema: { tags: ['user'], summary: 'Gives an employee record a login account and password (form-encoded)', body: bindLoginSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const target = await loadUserInScope(db, auth, request.body.id);
      if (target.loginBound) throw AppError.badRequest('userAlreadyBound');
      await assertUsernameFree(db, request.body.username);
      await db
        .update(users)
        .set({
          username: request.body.username,
          passwordHash: await hashPassword(request.body.password),
          loginBound: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id));
      return ok({ id: target.id });
    },
  );

  app.delete(
    USER_API.one(':ids'),
    {
      config: { access: USER_PERMS.remove, audit: audit('remove') },
      schema: { tags: ['user'], summary: 'Deletes accounts (comma-separated ids); all or none', params: idsParam() },
    },
    async (request) => {
      const auth = currentUser(request);
      const ids = request.params.ids;
      for (const id of ids) assertNotProtected(auth, await loadUserInScope(db, auth, id));
      await db.delete(users).where(inArray(users.id, ids));
      return ok();
    },
  );

  app.put(
    USER_API.resetPwd,
    {
      config: { access: USER_PERMS.resetPwd, audit: audit('resetPwd') },
      schema: { tags: ['user'], summary: 'Sets a new password; ends the account’s other sessions', body: userResetPwdSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const target = await loadUserInScope(db, auth, request.body.userId);
      if (isBuiltInAdmin(target) && auth.username !== BUILT_IN_ADMIN_USERNAME) throw AppError.badRequest('userBuiltInAdmin');
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.password),
          loginBound: true,
          failedLogins: 0,
          lockedUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id));
      await endSessionsOf(db, target.id, auth.sessionId);
      return ok();
    },
  );

  app.put(
    USER_API.changeStatus,
    {
      config: { access: USER_PERMS.edit, audit: audit('changeStatus') },
      schema: { tags: ['user'], summary: 'Enables or disables an account; disabling ends its sessions', body: userStatusSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const target = await loadUserInScope(db, auth, request.body.userId);
      if (request.body.status !== 0) assertNotProtected(auth, target);
      await db.update(users).set({ status: request.body.status, updatedAt: new Date() }).where(eq(users.id, target.id));
      if (request.body.status !== 0) await endSessionsOf(db, target.id);
      return ok();
    },
  );
}
