import type {
  Lang,
  ScreenConfigListQuery,
  ScreenConfigRow,
  ScreenDeliveryCounts,
  ScreenDeliveryState,
  ScreenMachineQuery,
  ScreenMachineRow,
} from '@vr/contracts';
import { text } from '@vr/contracts/texts';
import { type SQL, and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { machineStatesOf, stateCountsOf } from '../../platform/list/state-counts.js';
import { deliveryState, machineDeliveryRow } from '../../platform/mqtt/delivery.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceCommands } from '../device-commands/index.js';
import { deviceModels } from '../device-models/index.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { screenConfigDevices, screenConfigs, screenDeliveries } from './schema.js';
import { visibleConfig } from './service.js';

const d = screenDeliveries;

const stateOf = deliveryState<ScreenDeliveryState>(d.state, deviceCommands.status);

const columns = {
  id: screenConfigs.id,
  name: screenConfigs.name,
  orgId: screenConfigs.orgId,
  orgName: orgs.name,
  appliesTo: screenConfigs.appliesTo,
  modelId: screenConfigs.modelId,
  modelNames: deviceModels.names,
  content: screenConfigs.content,
  revision: screenConfigs.revision,
  updatedBy: screenConfigs.updatedByName,
  updatedAt: screenConfigs.updatedAt,
  machineStates: machineStatesOf(
    { table: d, owner: d.configId, state: stateOf, join: { table: deviceCommands, on: eq(deviceCommands.id, d.commandId) } },
    screenConfigs.id,
  ),
  deviceIds: sql<
    number[] | null
  >`(select array_agg(${screenConfigDevices.deviceId} order by ${screenConfigDevices.deviceId}) from ${screenConfigDevices} where ${screenConfigDevices.configId} = ${screenConfigs.id})`,
};

const selectConfigs = (db: Database, where: SQL | undefined) =>
  db
    .select(columns)
    .from(screenConfigs)
    .leftJoin(orgs, eq(orgs.id, screenConfigs.orgId))
    .leftJoin(deviceModels, eq(deviceModels.id, screenConfigs.modelId))
    .where(where);

type Selected = Awaited<ReturnType<typeof selectConfigs>>[number];

const NO_MACHINES: ScreenDeliveryCounts = { total: 0, pending: 0, delivered: 0, failed: 0 };

function toRows(rows: Selected[], lang: Lang): ScreenConfigRow[] {
  return rows.map((r) => ({
    ...r.content,
    banners: r.content.banners ?? [],
    id: r.id,
    name: r.name,
    orgId: r.orgId,
    orgName: r.orgName,
    appliesTo: r.appliesTo,
    modelId: r.modelId,
    modelName: r.modelNames ? r.modelNames[lang] || r.modelNames.en : null,
    deviceIds: r.deviceIds ?? [],
    revision: r.revision,
    counts: stateCountsOf(r.machineStates, NO_MACHINES),
    updatedBy: r.updatedBy,
    updateTime: r.updatedAt.toISOString(),
  }));
}

/** Configurations of the caller's scope, last changed first unless sorted otherwise. */
export async function listConfigs(db: Database, auth: AuthContext, q: ScreenConfigListQuery, lang: Lang): Promise<Page<ScreenConfigRow>> {
  const where = and(
    scopeCondition(auth, { org: screenConfigs.orgId }),
    q.name ? ilike(screenConfigs.name, containsPattern(q.name)) : undefined,
    q.appliesTo ? eq(screenConfigs.appliesTo, q.appliesTo) : undefined,
    q.modelId ? eq(screenConfigs.modelId, q.modelId) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: { updateTime: screenConfigs.updatedAt, name: screenConfigs.name },
    defaultOrder: [desc(screenConfigs.updatedAt), desc(screenConfigs.id)],
    select: selectConfigs(db, where),
    counted: db.select({ id: screenConfigs.id }).from(screenConfigs).where(where),
    toRows: (rows) => toRows(rows, lang),
  });
}

/** One configuration with its machines counted. */
export async function configDetail(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<ScreenConfigRow> {
  const found = await selectConfigs(db, and(eq(screenConfigs.id, id), scopeCondition(auth, { org: screenConfigs.orgId })));
  if (found.length === 0) throw AppError.notFound();
  return toRows(found, lang)[0]!;
}

/** The machines of a configuration the caller sees, with their delivery. */
export async function listConfigMachines(
  db: Database,
  auth: AuthContext,
  q: ScreenMachineQuery,
  lang: Lang,
): Promise<Page<ScreenMachineRow>> {
  await visibleConfig(db, auth, q.id);
  const viewer = await withDeviceScope(db, auth);
  const where = and(eq(d.configId, q.id), deviceVisibility(viewer), q.state ? sql`${stateOf} = ${q.state}` : undefined);
  const timedOut = text(lang, 'deviceScreen:reason.timeout');
  return selectPageQuery(db, {
    params: q,
    sortable: { deviceCode: devices.deviceCode, updatedAt: d.updatedAt },
    defaultOrder: [asc(devices.deviceCode)],
    select: db
      .select({
        deviceId: d.deviceId,
        deviceCode: devices.deviceCode,
        deviceName: devices.name,
        online: devices.online,
        state: stateOf,
        status: deviceCommands.status,
        error: deviceCommands.error,
        revision: d.revision,
        sentAt: d.sentAt,
        updatedAt: d.updatedAt,
      })
      .from(d)
      .innerJoin(devices, eq(devices.id, d.deviceId))
      .leftJoin(deviceCommands, eq(deviceCommands.id, d.commandId))
      .where(where),
    exactTotal: 'all',
    toRows: (rows) =>
      rows.map((r): ScreenMachineRow => ({
        ...machineDeliveryRow(r, timedOut),
        revision: r.revision,
        updatedAt: r.updatedAt.toISOString(),
      })),
  });
}
