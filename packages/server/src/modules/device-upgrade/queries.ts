import {
  type Lang,
  type UpgradeCounts,
  type UpgradeListQuery,
  type UpgradeMachineQuery,
  type UpgradeMachineRow,
  type UpgradeRow,
  message,
} from '@vr/contracts';
import { type SQL, and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { keptStatesOf, stateCountsOf } from '../../platform/list/state-counts.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceModels } from '../device-models/index.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { upgradeDevices, upgradeStateCounts, upgrades } from './schema.js';
import { visibleUpgrade } from './service.js';

const d = upgradeDevices;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The columns of an upgrade row, with its machines counted by state. */
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
  machineStates: keptStatesOf(upgradeStateCounts, upgrades.id),
};

const selectUpgrades = (db: Database, where: SQL | undefined) =>
  db.select(upgradeColumns).from(upgrades).leftJoin(deviceModels, eq(deviceModels.id, upgrades.modelId)).where(where);

type Selected = Awaited<ReturnType<typeof selectUpgrades>>[number];

const NO_MACHINES: UpgradeCounts = { total: 0, pending: 0, running: 0, success: 0, failed: 0, cancelled: 0 };

function toRow(r: Selected, lang: Lang): UpgradeRow {
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
    counts: stateCountsOf(r.machineStates, NO_MACHINES),
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
  return selectPageQuery(db, {
    params: q,
    sortable: { createTime: upgrades.createdAt, version: upgrades.version },
    defaultOrder: [desc(upgrades.createdAt), desc(upgrades.id)],
    select: selectUpgrades(db, where),
    counted: db.select({ id: upgrades.id }).from(upgrades).where(where),
    toRows: (rows) => rows.map((r) => toRow(r, lang)),
  });
}

/** One upgrade with its counts. */
export async function upgradeDetail(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<UpgradeRow> {
  const found = await selectUpgrades(db, and(eq(upgrades.id, id), scopeCondition(auth, { org: upgrades.orgId })));
  if (found.length === 0) throw AppError.notFound();
  return toRow(found[0]!, lang);
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
  return selectPageQuery(db, {
    params: q,
    sortable: { deviceCode: devices.deviceCode, state: d.state, updatedAt: d.updatedAt },
    defaultOrder: [asc(d.stage), asc(devices.deviceCode)],
    select: db
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
    exactTotal: 'all',
    toRows: (rows) =>
      rows.map(({ timeoutMinutes, ...r }): UpgradeMachineRow => ({
        ...r,
        reason: timeoutMinutes ? message('upgradeNoReport', lang, { count: timeoutMinutes }) : r.reason,
        online: r.online === 1,
        stage: r.stage === 2 ? 2 : 1,
        sentAt: iso(r.sentAt),
        finishedAt: iso(r.finishedAt),
        updatedAt: r.updatedAt.toISOString(),
      })),
  });
}
