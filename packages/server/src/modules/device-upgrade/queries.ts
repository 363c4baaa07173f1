import {
  type Lang,
  type UpgradeCounts,
  type UpgradeListQuery,
  type UpgradeMachineQuery,
  type UpgradeMachineRow,
  type UpgradeRow,
  message,
} from '@vr/contracts';
import { type SQL, and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { machineStateCounts } from '../../platform/list/state-counts.js';
import { countWhere } from '../../platform/list/total.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceModels } from '../device-models/index.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { upgradeDevices, upgrades } from './schema.js';
import { visibleUpgrade } from './service.js';

const d = upgradeDevices;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The columns of an upgrade row; its machines are counted apart, for the upgrades of one page only. */
const upgradeColumns = {
  id: upgrades.id,
  target: upgrades.target,
  version: upgrades.version,
  packageUrl: upgrades.packageUrl,
  fileName: upgrades.fileName,
  sha256: upgrades.sha256,
  size: upgrades.size,
  modelId: upgrades.modelId,
  modelNames: deviceModels.names,
  status: upgrades.status,
  stage: upgrades.stage,
  createdBy: upgrades.createdByName,
  createdAt: upgrades.createdAt,
};

const selectUpgrades = (db: Database, where: SQL | undefined) =>
  db.select(upgradeColumns).from(upgrades).leftJoin(deviceModels, eq(deviceModels.id, upgrades.modelId)).where(where);

type Selected = Awaited<ReturnType<typeof selectUpgrades>>[number];

const NO_MACHINES: UpgradeCounts = { total: 0, pending: 0, running: 0, success: 0, failed: 0, cancelled: 0 };

/** How many machines of each of these upgrades are in each state. */
const machineCounts = (db: Database, ids: number[]) =>
  machineStateCounts(db, { table: d, owner: d.upgradeId, state: d.state }, ids, NO_MACHINES);

/** The list rows of these upgrades, with their machines counted by state. */
async function withCounts(db: Database, rows: Selected[], lang: Lang): Promise<UpgradeRow[]> {
  const counts = await machineCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRow(r, counts.get(r.id) ?? NO_MACHINES, lang));
}

function toRow(r: Selected, counts: UpgradeCounts, lang: Lang): UpgradeRow {
  return {
    id: r.id,
    target: r.target,
    version: r.version,
    packageUrl: r.packageUrl,
    fileName: r.fileName,
    sha256: r.sha256,
    size: r.size,
    modelId: r.modelId,
    modelName: r.modelNames ? r.modelNames[lang] || r.modelNames.en : null,
    status: r.status,
    stage: r.stage === 2 ? 2 : 1,
    counts,
    createdBy: r.createdBy,
    createTime: r.createdAt.toISOString(),
  };
}

/** Upgrades the caller sees, newest first unless sorted otherwise. */
export async function listUpgrades(
  db: Database,
  auth: AuthContext,
  q: UpgradeListQuery,
  zone: string,
  lang: Lang,
): Promise<Page<UpgradeRow>> {
  const where = and(
    scopeCondition(auth, { org: upgrades.orgId }),
    q.target ? eq(upgrades.target, q.target) : undefined,
    q.status ? eq(upgrades.status, q.status) : undefined,
    q.version ? ilike(upgrades.version, containsPattern(q.version)) : undefined,
    ...localTimeRange(upgrades.createdAt, q, zone),
  );
  const paged = pagedRows(selectUpgrades(db, where));
  return pageQuery({
    params: q,
    sortable: { createTime: upgrades.createdAt, version: upgrades.version },
    defaultOrder: [desc(upgrades.createdAt), desc(upgrades.id)],
    rows: async (page) => withCounts(db, await paged(page), lang),
    count: () => countWhere(db, upgrades, where),
  });
}

/** One upgrade with its counts. */
export async function upgradeDetail(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<UpgradeRow> {
  const found = await selectUpgrades(db, and(eq(upgrades.id, id), scopeCondition(auth, { org: upgrades.orgId })));
  if (found.length === 0) throw AppError.notFound();
  return (await withCounts(db, found, lang))[0]!;
}

/** One upgrade's machines the caller sees, by stage and device code; a silent machine's reason in `lang`. */
export async function listUpgradeMachines(
  db: Database,
  auth: AuthContext,
  q: UpgradeMachineQuery,
  lang: Lang,
): Promise<Page<UpgradeMachineRow>> {
  const upgrade = await visibleUpgrade(db, auth, q.id);
  const viewer = await withDeviceScope(db, auth);
  const where = and(eq(d.upgradeId, q.id), deviceVisibility(viewer), q.state ? eq(d.state, q.state) : undefined);
  const version = { app: devices.appVersion, mainboard: devices.mainboardVersion, dtu: devices.dtuVersion }[upgrade.target];
  return pageQuery({
    params: q,
    sortable: { deviceCode: devices.deviceCode, state: d.state, updatedAt: d.updatedAt },
    defaultOrder: [asc(d.stage), asc(devices.deviceCode)],
    rows: pagedRows(
      db
        .select({
          deviceId: d.deviceId,
          deviceCode: devices.deviceCode,
          deviceName: devices.name,
          online: devices.online,
          stage: d.stage,
          state: d.state,
          percent: d.percent,
          reason: d.reason,
          timeoutMinutes: d.timeoutMinutes,
          attempts: d.attempts,
          runningVersion: version,
          sentAt: d.sentAt,
          finishedAt: d.finishedAt,
          updatedAt: d.updatedAt,
        })
        .from(d)
        .innerJoin(devices, eq(devices.id, d.deviceId))
        .where(where),
      ({ timeoutMinutes, ...r }): UpgradeMachineRow => ({
        ...r,
        reason: timeoutMinutes ? message('upgradeNoReport', lang, { count: timeoutMinutes }) : r.reason,
        online: r.online === 1,
        stage: r.stage === 2 ? 2 : 1,
        sentAt: iso(r.sentAt),
        finishedAt: iso(r.finishedAt),
        updatedAt: r.updatedAt.toISOString(),
      }),
    ),
    count: async () => (await db.select({ n: count() }).from(d).innerJoin(devices, eq(devices.id, d.deviceId)).where(where))[0]?.n ?? 0,
  });
}
