import {
  DEVICE_API,
  DEVICE_PERMS,
  DEVICE_SCOPES,
  type DEVICE_SORT_FIELDS,
  type DeviceCounts,
  type DeviceGrantAccount,
  type DeviceMaterialWarning,
  type DeviceOptions,
  type DeviceSecretAnswer,
  SESSION,
  deviceBatchSchema,
  deviceFilterSchema,
  deviceGrantsQuerySchema,
  deviceGrantsSaveSchema,
  deviceIdSchema,
  deviceIdsSchema,
  deviceListQuerySchema,
  deviceSaveSchema,
  hasAnyPermission,
  listParamsSchema,
  message,
} from '@vr/contracts';
import { type AnyColumn, type SQL, and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import { pageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { forgetDevice } from '../device-gateway/index.js';
import { deviceModels } from '../device-models/index.js';
import type { ModuleContext } from '../../platform/area.js';
import { routes, sites, zones } from '../points/index.js';
import { importDevices, modelVisibility, sendDeviceExport, sendDeviceTemplate } from './import-export.js';
import { assertDeviceVisible, assertDevicesVisible, deviceVisibility } from './scope.js';
import { deviceContainers, deviceGrants, devices } from './schema.js';
import { hashDeviceSecret, newDeviceSecret } from './secrets.js';
import {
  assertDeviceOrg,
  assertIdentifiersFree,
  assertRefs,
  customerPathOf,
  deviceColumns,
  deviceListWhere,
  rotateDeviceSecret,
  selectDevices,
  withSales,
  writeContainersFromModel,
} from './service.js';

const audit = (action: string) => ({ module: 'device', action });

const SORTABLE: Record<(typeof DEVICE_SORT_FIELDS)[number], AnyColumn> = {
  id: devices.id,
  deviceCode: devices.deviceCode,
  nameplateNo: devices.nameplateNo,
  dtuCode: devices.dtuCode,
  online: devices.online,
  status: devices.status,
  faultCount: devices.faultCount,
  warningCount: devices.warningCount,
  materialState: devices.materialState,
  lastOnlineAt: devices.lastOnlineAt,
  lastOfflineAt: devices.lastOfflineAt,
  deployedAt: devices.deployedAt,
  warrantyUntil: devices.warrantyUntil,
  softwareExpiresAt: devices.softwareExpiresAt,
  createdAt: devices.createdAt,
};

/** A unique-index violation of a concurrent save → the same field error as the check before it. */
function uniqueViolation(error: unknown, input: { deviceCode: string; nameplateNo?: string | null; dtuCode?: string | null }): never {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (code === '23505') {
    if (constraint.includes('nameplate')) throw AppError.field('nameplateNo', 'deviceNameplateExists', { value: input.nameplateNo ?? '' });
    if (constraint.includes('dtu')) throw AppError.field('dtuCode', 'deviceDtuExists', { value: input.dtuCode ?? '' });
    throw AppError.field('deviceCode', 'deviceCodeExists', { value: input.deviceCode });
  }
  throw error;
}

/** Devices (issue 5 item 7): list, counters, material warnings, CRUD, secret, import/export, batch, grants. */
export async function deviceRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    DEVICE_API.list,
    {
      config: { access: DEVICE_PERMS.list },
      schema: {
        tags: ['device'],
        summary: 'Devices in the caller’s scope, with names and sales figures',
        querystring: deviceListQuerySchema,
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const lang = requestLang(request);
      const where = deviceListWhere(auth, request.query);
      const timeZone = await businessTimeZone(db);
      const page = await pageQuery({
        params: request.query,
        sortable: SORTABLE,
        defaultOrder: [desc(devices.id)],
        rows: ({ limit, offset, orderBy }) =>
          selectDevices(db, where, lang)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () => (await db.select({ n: count() }).from(devices).where(where))[0]!.n,
      });
      return okList({ rows: await withSales(db, page.rows, timeZone), total: page.total });
    },
  );

  app.get(
    DEVICE_API.counts,
    {
      config: { access: DEVICE_PERMS.list },
      schema: {
        tags: ['device'],
        summary: 'Online, offline, fault, warning and low-material counts (list filters)',
        querystring: deviceFilterSchema,
      },
    },
    async (request) => {
      const where = deviceListWhere(currentUser(request), request.query);
      const n = (cond: SQL) => sql<number>`cast(count(*) filter (where ${cond}) as integer)`;
      const [r] = await db
        .select({
          total: sql<number>`cast(count(*) as integer)`,
          online: n(sql`${devices.online} = 1`),
          offline: n(sql`${devices.online} <> 1`),
          fault: n(sql`${devices.faultCount} > 0`),
          warning: n(sql`${devices.warningCount} > 0`),
          lowMaterial: n(sql`${devices.materialState} > 0`),
        })
        .from(devices)
        .where(where);
      const total = Number(r?.total ?? 0);
      const pct = (v: number) => (total ? Math.round((v / total) * 1000) / 10 : 0);
      const c = {
        online: Number(r?.online ?? 0),
        offline: Number(r?.offline ?? 0),
        fault: Number(r?.fault ?? 0),
        warning: Number(r?.warning ?? 0),
        lowMaterial: Number(r?.lowMaterial ?? 0),
      };
      const answer: DeviceCounts = {
        total,
        ...c,
        onlinePercent: pct(c.online),
        offlinePercent: pct(c.offline),
        faultPercent: pct(c.fault),
        warningPercent: pct(c.warning),
        lowMaterialPercent: pct(c.lowMaterial),
      };
      return ok(answer);
    },
  );

  app.get(
    DEVICE_API.materialWarning,
    {
      config: { access: DEVICE_PERMS.list },
      schema: {
        tags: ['device'],
        summary: 'Containers below their warning value (list filters)',
        querystring: listParamsSchema.extend(deviceFilterSchema.shape),
      },
    },
    async (request) => {
      const c = deviceContainers;
      const where = and(
        deviceListWhere(currentUser(request), request.query),
        isNotNull(c.level),
        isNotNull(c.warnValue),
        sql`${c.level} < ${c.warnValue}`,
      );
      const page = await pageQuery({
        params: request.query,
        sortable: { deviceCode: devices.deviceCode, level: c.level },
        defaultOrder: [asc(devices.deviceCode), asc(c.no)],
        rows: ({ limit, offset, orderBy }) =>
          db
            .select({
              deviceId: devices.id,
              deviceCode: devices.deviceCode,
              siteName: sites.name,
              containerNo: c.no,
              materialCode: c.materialCode,
              level: c.level,
              capacity: c.capacity,
              warnValue: c.warnValue,
              alarmValue: c.alarmValue,
            })
            .from(c)
            .innerJoin(devices, eq(devices.id, c.deviceId))
            .leftJoin(sites, eq(sites.id, devices.siteId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () => (await db.select({ n: count() }).from(c).innerJoin(devices, eq(devices.id, c.deviceId)).where(where))[0]!.n,
      });
      const rows: DeviceMaterialWarning[] = page.rows.map((r) => ({
        ...r,
        state: r.alarmValue !== null && r.level !== null && r.level < r.alarmValue ? 2 : 1,
      }));
      return okList({ rows, total: page.total });
    },
  );

  app.get(
    DEVICE_API.detail,
    { config: { access: DEVICE_PERMS.query }, schema: { tags: ['device'], summary: 'One device', querystring: deviceIdSchema } },
    async (request) => {
      const auth = currentUser(request);
      await assertDeviceVisible(db, auth, request.query.id);
      const rows = await selectDevices(db, eq(devices.id, request.query.id), requestLang(request));
      const [row] = await withSales(db, rows, await businessTimeZone(db));
      return ok(row);
    },
  );

  app.get(
    DEVICE_API.options,
    { config: { access: SESSION }, schema: { tags: ['device'], summary: 'Points, zones, routes and models for the device pickers' } },
    async (request) => {
      const auth = currentUser(request);
      const lang = requestLang(request);
      const [siteRows, zoneRows, routeRows, modelRows] = await Promise.all([
        db
          .select({ id: sites.id, name: sites.name, orgId: sites.orgId })
          .from(sites)
          .where(scopeCondition(auth, { org: sites.orgId }))
          .orderBy(asc(sites.name))
          .limit(5000),
        db
          .select({ id: zones.id, name: zones.name, orgId: zones.orgId })
          .from(zones)
          .where(scopeCondition(auth, { org: zones.orgId }))
          .orderBy(asc(zones.name))
          .limit(5000),
        db
          .select({ id: routes.id, name: routes.name, orgId: routes.orgId })
          .from(routes)
          .where(scopeCondition(auth, { org: routes.orgId }))
          .orderBy(asc(routes.name))
          .limit(5000),
        db
          .select({
            id: deviceModels.id,
            code: deviceModels.code,
            name: sql<string>`${deviceModels.names} ->> ${lang}`,
            orgId: deviceModels.orgId,
          })
          .from(deviceModels)
          .where(and(eq(deviceModels.status, 0), modelVisibility(auth)))
          .orderBy(asc(deviceModels.code))
          .limit(5000),
      ]);
      const answer: DeviceOptions = { sites: siteRows, zones: zoneRows, routes: routeRows, models: modelRows };
      return ok(answer);
    },
  );

  app.post(
    DEVICE_API.save,
    {
      // Creation needs device:device:add, an update device:device:edit (checked below).
      config: { access: SESSION, audit: audit('save') },
      schema: { tags: ['device'], summary: 'Creates (answers the secret once) or updates a device', body: deviceSaveSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const input = request.body;
      const needed = input.id ? DEVICE_PERMS.edit : DEVICE_PERMS.add;
      if (!hasAnyPermission(auth.permissions, [needed])) throw AppError.forbidden();
      const timeZone = await businessTimeZone(db);
      if (input.id) await assertDeviceVisible(db, auth, input.id);
      const org = await assertDeviceOrg(db, auth, input.orgId);
      await assertRefs(db, await customerPathOf(db, org), input);
      await assertIdentifiersFree(db, input, input.id ?? undefined);
      const { id: _id, ...fields } = input;
      const values = deviceColumns(fields, timeZone);

      if (input.id) {
        const id = input.id;
        const [old] = await db.select({ deviceCode: devices.deviceCode }).from(devices).where(eq(devices.id, id));
        try {
          await db.transaction(async (tx) => {
            const [before] = await tx.select({ modelId: devices.modelId }).from(devices).where(eq(devices.id, id));
            await tx
              .update(devices)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(devices.id, id));
            if (before && before.modelId !== values.modelId) await writeContainersFromModel(tx as unknown as Database, id, values.modelId);
          });
        } catch (error) {
          uniqueViolation(error, input);
        }
        // Code, organisation or point may have changed: the gateway reloads the device.
        if (old) forgetDevice(old.deviceCode);
        return ok({ id, deviceCode: input.deviceCode });
      }

      const secret = newDeviceSecret();
      let id = 0;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(devices)
            .values({ ...values, secretHash: hashDeviceSecret(secret), secretRotatedAt: new Date(), createdBy: auth.userId })
            .returning({ id: devices.id });
          await writeContainersFromModel(tx as unknown as Database, row!.id, values.modelId);
          return row!.id;
        });
      } catch (error) {
        uniqueViolation(error, input);
      }
      const answer: DeviceSecretAnswer = { id, deviceCode: input.deviceCode, secret };
      return ok(answer);
    },
  );

  app.post(
    DEVICE_API.rotateSecret,
    {
      config: { access: DEVICE_PERMS.secret, audit: audit('rotateSecret') },
      schema: { tags: ['device'], summary: 'A new MQTT secret for the device (answered once)', body: deviceIdSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      await assertDeviceVisible(db, auth, request.body.id);
      const secret = await rotateDeviceSecret(db, request.body.id);
      const [row] = await db.select({ deviceCode: devices.deviceCode }).from(devices).where(eq(devices.id, request.body.id));
      const answer: DeviceSecretAnswer = { id: request.body.id, deviceCode: row!.deviceCode, secret };
      return ok(answer);
    },
  );

  app.post(
    DEVICE_API.delete,
    {
      config: { access: DEVICE_PERMS.remove, audit: audit('delete') },
      schema: { tags: ['device'], summary: 'Deletes devices (all or none)', body: deviceIdsSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const ids = [...new Set(request.body.ids)];
      await assertDevicesVisible(db, auth, ids);
      const gone = await db.transaction(async (tx) =>
        tx.delete(devices).where(inArray(devices.id, ids)).returning({ deviceCode: devices.deviceCode }),
      );
      for (const d of gone) forgetDevice(d.deviceCode);
      return ok({ deleted: ids.length });
    },
  );

  app.post(
    DEVICE_API.batch,
    {
      config: { access: DEVICE_PERMS.edit, audit: audit('batch') },
      schema: { tags: ['device'], summary: 'Assigns point/zone/route, enables or disables selected devices', body: deviceBatchSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const lang = requestLang(request);
      const { action, siteId, zoneId, routeId } = request.body;
      const ids = [...new Set(request.body.ids)];
      await assertDevicesVisible(db, auth, ids);
      if (action === 'assign') {
        // Every selected device must belong to the customer of the point/zone/route.
        const paths = await db
          .selectDistinct({ id: orgs.id, path: orgs.path })
          .from(devices)
          .innerJoin(orgs, eq(orgs.id, devices.orgId))
          .where(inArray(devices.id, ids));
        for (const p of paths) await assertRefs(db, await customerPathOf(db, p), { siteId, zoneId, routeId });
      }
      const set =
        action === 'assign'
          ? {
              ...(siteId !== undefined ? { siteId } : {}),
              ...(zoneId !== undefined ? { zoneId } : {}),
              ...(routeId !== undefined ? { routeId } : {}),
            }
          : { status: action === 'enable' ? 0 : 1 };
      const changed = await db.transaction(async (tx) =>
        tx
          .update(devices)
          .set({ ...set, updatedAt: new Date() })
          .where(inArray(devices.id, ids))
          .returning({ deviceCode: devices.deviceCode }),
      );
      for (const d of changed) forgetDevice(d.deviceCode);
      return ok({ updated: ids.length }, { result: message('deviceBatchDone', lang, { count: ids.length }) });
    },
  );

  app.get(
    DEVICE_API.export,
    {
      config: { access: DEVICE_PERMS.export, audit: audit('export') },
      schema: { tags: ['device'], summary: 'The filtered devices as xlsx', querystring: deviceFilterSchema },
    },
    async (request, reply) =>
      sendDeviceExport(reply, db, deviceListWhere(currentUser(request), request.query), requestLang(request), await businessTimeZone(db)),
  );

  app.get(
    DEVICE_API.importTemplate,
    { config: { access: DEVICE_PERMS.import }, schema: { tags: ['device'], summary: 'The device import template (xlsx)' } },
    async (request, reply) => sendDeviceTemplate(reply, requestLang(request)),
  );

  app.post(
    DEVICE_API.import,
    {
      config: { access: DEVICE_PERMS.import, audit: audit('import') },
      schema: { tags: ['device'], summary: 'Imports devices from xlsx (at most 1000 rows; all or nothing)' },
    },
    async (request) => {
      const lang = requestLang(request);
      const result = await importDevices(db, request, currentUser(request), lang, await businessTimeZone(db));
      return ok(result, { result: message('importDone', lang, { count: result.imported }) });
    },
  );

  // Device grants (spec §6: an account's "selected devices").

  async function grantee(auth: AuthContext, userId: number) {
    const [user] = await db
      .select({ id: users.id, deviceScope: users.deviceScope })
      .from(users)
      .where(and(eq(users.id, userId), scopeCondition(auth, { org: users.orgId, user: users.id })))
      .limit(1);
    if (!user) throw AppError.notFound();
    return user;
  }

  app.get(
    DEVICE_API.grantAccounts,
    {
      config: { access: DEVICE_PERMS.grant },
      schema: { tags: ['device'], summary: 'Accounts with "selected devices" permission in the caller’s scope' },
    },
    async (request) => {
      const auth = currentUser(request);
      const rows = await db
        .select({
          userId: users.id,
          username: users.username,
          loginBound: users.loginBound,
          employeeName: users.employeeName,
          orgName: orgs.name,
          grantedCount: sql<number>`cast((select count(*) from ${deviceGrants} where ${deviceGrants.userId} = ${users.id}) as integer)`,
        })
        .from(users)
        .innerJoin(orgs, eq(orgs.id, users.orgId))
        .where(and(eq(users.deviceScope, DEVICE_SCOPES.SELECTED), scopeCondition(auth, { org: users.orgId, user: users.id })))
        .orderBy(asc(users.username))
        .limit(1000);
      const answer: DeviceGrantAccount[] = rows.map((r) => ({
        userId: r.userId,
        username: r.loginBound ? r.username : null,
        employeeName: r.employeeName,
        orgName: r.orgName,
        grantedCount: Number(r.grantedCount),
      }));
      return ok(answer);
    },
  );

  app.get(
    DEVICE_API.grants,
    {
      config: { access: DEVICE_PERMS.grant },
      schema: { tags: ['device'], summary: 'Devices granted to an account (those the caller sees)', querystring: deviceGrantsQuerySchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const user = await grantee(auth, request.query.userId);
      const rows = await db
        .select({ id: deviceGrants.deviceId })
        .from(deviceGrants)
        .innerJoin(devices, eq(devices.id, deviceGrants.deviceId))
        .where(and(eq(deviceGrants.userId, user.id), deviceVisibility(auth)))
        .orderBy(asc(deviceGrants.deviceId));
      return ok({ userId: user.id, deviceScope: user.deviceScope, deviceIds: rows.map((r) => r.id) });
    },
  );

  app.post(
    DEVICE_API.grants,
    {
      config: { access: DEVICE_PERMS.grant, audit: audit('grant') },
      schema: {
        tags: ['device'],
        summary: 'Sets the devices granted to an account (within the caller’s devices)',
        body: deviceGrantsSaveSchema,
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const user = await grantee(auth, request.body.userId);
      if (user.deviceScope !== DEVICE_SCOPES.SELECTED) throw AppError.field('userId', 'deviceGrantNotSelected');
      const ids = [...new Set(request.body.deviceIds)];
      await assertDevicesVisible(db, auth, ids);
      await db.transaction(async (tx) => {
        // Grants of devices the caller cannot see are left as they are.
        await tx
          .delete(deviceGrants)
          .where(
            and(
              eq(deviceGrants.userId, user.id),
              inArray(deviceGrants.deviceId, db.select({ id: devices.id }).from(devices).where(deviceVisibility(auth))),
            ),
          );
        if (ids.length) await tx.insert(deviceGrants).values(ids.map((deviceId) => ({ userId: user.id, deviceId })));
      });
      return ok({ userId: user.id, deviceIds: ids });
    },
  );
}
