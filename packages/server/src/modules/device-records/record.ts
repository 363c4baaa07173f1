import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgs } from '../../platform/identity/schema.js';
import type { DeviceGoodsChanged } from '../device-goods/index.js';
import type { DeviceSettingChanged } from '../device-settings/index.js';
import type { DeviceScreenChanged } from '../device-screen/index.js';
import type { DeviceAccountsChanged } from '../device-accounts/index.js';
import type { UpgradeMachinesChanged } from '../device-upgrade/index.js';
import { deviceModels } from '../device-models/index.js';
import { type ChangedBy, type DeviceEdited, type DeviceMoved, type DeviceSoftwareChanged, devices } from '../devices/index.js';
import type { GoodsDeployed } from '../goods-deploy/index.js';
import { sites } from '../points/index.js';
import { type ChangeDetail, deviceChanges } from './schema.js';

/*
 * The change log is written here alone, from what the other areas publish after their commits:
 * each handler turns one event into its entries.
 */

type Entry = typeof deviceChanges.$inferInsert;

const byUser = (by: ChangedBy | null) =>
  by ? { actor: 'user' as const, actorId: by.userId, actorName: by.name } : { actor: 'system' as const, actorId: null, actorName: null };

async function orgOf(db: Database, deviceId: number): Promise<number | null> {
  const [row] = await db.select({ orgId: devices.orgId }).from(devices).where(eq(devices.id, deviceId));
  return row?.orgId ?? null;
}

async function nameOf(db: Database, table: typeof orgs | typeof sites, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

/** A machine moved: one entry for its new customer, one for its new point, each with the names before and after. */
export async function recordMoved(db: Database, e: DeviceMoved): Promise<void> {
  const entries: Entry[] = [];
  const common = { orgId: e.after.orgId, deviceId: e.deviceId, ...byUser(e.by) };
  if (e.before.orgId !== e.after.orgId) {
    const detail: ChangeDetail = {
      before: { customer: await nameOf(db, orgs, e.before.orgId) },
      after: { customer: await nameOf(db, orgs, e.after.orgId) },
    };
    entries.push({ ...common, kind: 'owner', detail });
  }
  if (e.before.siteId !== e.after.siteId) {
    const detail: ChangeDetail = {
      before: { point: await nameOf(db, sites, e.before.siteId) },
      after: { point: await nameOf(db, sites, e.after.siteId) },
    };
    entries.push({ ...common, kind: 'point', detail });
  }
  if (entries.length) await db.insert(deviceChanges).values(entries);
}

/** A machine's details as the log keeps them: the model by its code, the status by its word. */
async function detailsOf(db: Database, d: DeviceEdited['before']): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  if ('name' in d) out['name'] = d.name ?? null;
  if ('modelId' in d) {
    const [model] = d.modelId ? await db.select({ code: deviceModels.code }).from(deviceModels).where(eq(deviceModels.id, d.modelId)) : [];
    out['model'] = model?.code ?? null;
  }
  if ('status' in d) out['status'] = d.status === undefined ? null : d.status === 0 ? 'enabled' : 'disabled';
  if ('warrantyUntil' in d) out['warrantyUntil'] = d.warrantyUntil ?? null;
  return out;
}

/** A machine's details edited: one entry naming the fields that changed, before and after. */
export async function recordEdited(db: Database, e: DeviceEdited): Promise<void> {
  const orgId = await orgOf(db, e.deviceId);
  if (orgId === null) return;
  await db.insert(deviceChanges).values({
    orgId,
    deviceId: e.deviceId,
    kind: 'details',
    ...byUser(e.by),
    detail: { before: await detailsOf(db, e.before), after: await detailsOf(db, e.after) },
  });
}

/** The machine reported other firmware: the versions that changed, before and after. */
export async function recordSoftware(db: Database, e: DeviceSoftwareChanged): Promise<void> {
  const orgId = await orgOf(db, e.deviceId);
  if (orgId === null) return;
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const part of ['app', 'mainboard', 'dtu'] as const) {
    if (e.before[part] === e.after[part]) continue;
    before[part] = e.before[part];
    after[part] = e.after[part];
  }
  await db.insert(deviceChanges).values({
    orgId,
    deviceId: e.deviceId,
    kind: 'software',
    actor: 'device',
    detail: { before, after },
    createdAt: new Date(e.at),
  });
}

/** A setting sent to the machine with other values than before. */
export async function recordSetting(db: Database, e: DeviceSettingChanged): Promise<void> {
  const orgId = await orgOf(db, e.deviceId);
  if (orgId === null) return;
  await db.insert(deviceChanges).values({
    orgId,
    deviceId: e.deviceId,
    kind: 'settings',
    ...byUser(e.by),
    detail: { setting: e.setting, before: e.before, after: e.after, ...(e.source ? { source: e.source } : {}) },
  });
}

/** Machines' goods changed: one entry per machine. */
export async function recordGoods(db: Database, e: DeviceGoodsChanged): Promise<void> {
  if (e.deviceIds.length === 0) return;
  const found = await db.select({ id: devices.id, orgId: devices.orgId }).from(devices).where(inArray(devices.id, e.deviceIds));
  if (found.length === 0) return;
  await db.insert(deviceChanges).values(found.map((d) => ({ orgId: d.orgId, deviceId: d.id, kind: 'goods', ...byUser(e.by) })));
}

/** Machines sent a package of their current goods: one entry per machine, the version before and after. */
export async function recordDeployed(db: Database, e: GoodsDeployed): Promise<void> {
  if (e.packages.length === 0) return;
  const ids = e.packages.map((p) => p.deviceId);
  const orgs = new Map(
    (await db.select({ id: devices.id, orgId: devices.orgId }).from(devices).where(inArray(devices.id, ids))).map((d) => [d.id, d.orgId]),
  );
  const entries: Entry[] = e.packages.flatMap((p) => {
    const orgId = orgs.get(p.deviceId);
    if (orgId === undefined) return [];
    const detail: ChangeDetail = {
      before: { version: p.version > 1 ? String(p.version - 1) : null },
      after: { version: String(p.version) },
    };
    return [{ orgId, deviceId: p.deviceId, kind: 'package', ...byUser(e.by), detail }];
  });
  if (entries.length) await db.insert(deviceChanges).values(entries);
}

/** Machines whose setting held per machine changes (by the machine's list): one settings entry each, its value before and after. */
function recordPerMachine(setting: 'interfaceConfig' | 'deviceAccounts') {
  return async (db: Database, e: DeviceScreenChanged | DeviceAccountsChanged): Promise<void> => {
    for (let i = 0; i < e.changes.length; i += 1000) {
      const part = e.changes.slice(i, i + 1000);
      const orgs = new Map(
        (
          await db
            .select({ id: devices.id, orgId: devices.orgId })
            .from(devices)
            .where(
              inArray(
                devices.id,
                part.map((c) => c.deviceId),
              ),
            )
        ).map((d) => [d.id, d.orgId]),
      );
      const entries: Entry[] = part.flatMap((c) => {
        const orgId = orgs.get(c.deviceId);
        if (orgId === undefined) return [];
        const detail: ChangeDetail = { setting, before: { [setting]: c.before }, after: { [setting]: c.after } };
        return [{ orgId, deviceId: c.deviceId, kind: 'settings', ...byUser(e.by), detail }];
      });
      if (entries.length) await db.insert(deviceChanges).values(entries);
    }
  };
}

/** Machines whose screen changes: the interface configuration before and after. */
export const recordScreen = recordPerMachine('interfaceConfig');

/** Machines whose list of device accounts changes: the account names before and after. */
export const recordAccounts = recordPerMachine('deviceAccounts');

/**
 * Machines sent an upgrade, or on which it succeeded or failed: one entry each, by the account that
 * started the upgrade, with the software's version (when sent: the one it ran before too).
 */
export async function recordUpgrade(db: Database, e: UpgradeMachinesChanged): Promise<void> {
  const running = { app: devices.appVersion, mainboard: devices.mainboardVersion, dtu: devices.dtuVersion }[e.target];
  for (let i = 0; i < e.machines.length; i += 1000) {
    const part = e.machines.slice(i, i + 1000);
    const found = new Map(
      (
        await db
          .select({ id: devices.id, orgId: devices.orgId, running })
          .from(devices)
          .where(
            inArray(
              devices.id,
              part.map((m) => m.deviceId),
            ),
          )
      ).map((d) => [d.id, d]),
    );
    const entries: Entry[] = part.flatMap((m) => {
      const device = found.get(m.deviceId);
      if (!device) return [];
      const detail: ChangeDetail = {
        // Sent: from the running version to the upgrade's; cancelled: the machine keeps what it runs.
        ...(e.step === 'sent' ? { before: { [e.target]: device.running } } : {}),
        after: { [e.target]: e.step === 'cancelled' ? device.running : e.version },
        upgrade: {
          step: e.step,
          id: e.upgradeId,
          ...(m.reason ? { reason: m.reason } : {}),
          ...(m.timeoutMinutes ? { timeoutMinutes: m.timeoutMinutes } : {}),
        },
      };
      return [{ orgId: device.orgId, deviceId: m.deviceId, kind: 'upgrade', ...byUser(e.by), detail }];
    });
    if (entries.length) await db.insert(deviceChanges).values(entries);
  }
}
