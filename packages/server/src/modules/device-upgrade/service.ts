import {
  ACTIVE_UPGRADE_STATES,
  DEVICE_UPGRADE_API,
  type Lang,
  type UpgradeActionResult,
  type UpgradeTarget,
  type upgradeCreateSchema,
  type upgradeMachinesActionSchema,
} from '@vr/contracts';
import { text } from '@vr/contracts/texts';
import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { changedBy, deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { publishUpgradeStep } from './changes.js';
import { upgradeDevices, upgradePackages, upgrades } from './schema.js';
import { finishIfDone, markSent, upgradeMessage } from './sync.js';

type CreateInput = z.output<typeof upgradeCreateSchema>;
type MachinesInput = z.output<typeof upgradeMachinesActionSchema>;
type Upgrade = typeof upgrades.$inferSelect;
interface Machine {
  id: number;
  code: string;
  orgId: number;
}

/** An upgrade the caller may see (its organisation in their data scope); 404 otherwise. */
export async function visibleUpgrade(db: Database, auth: AuthContext, id: number): Promise<Upgrade> {
  const [row] = await db
    .select()
    .from(upgrades)
    .where(and(eq(upgrades.id, id), scopeCondition(auth, { org: upgrades.orgId })));
  if (!row) throw AppError.notFound();
  return row;
}

/** The package: the address given (it wins), or the uploaded file as the back-office serves it. */
async function packageOf(db: Database, auth: AuthContext, input: CreateInput, baseUrl: string) {
  if (input.packageUrl) {
    return { packageUrl: input.packageUrl, sha256: input.sha256!, size: input.size!, packageId: null, fileName: null };
  }
  const [row] = await db
    .select()
    .from(upgradePackages)
    .where(and(eq(upgradePackages.id, input.packageId!), scopeCondition(auth, { org: upgradePackages.orgId })));
  if (!row) throw AppError.field('packageId', 'upgradePackageNotFound');
  return {
    packageUrl: `${baseUrl}${DEVICE_UPGRADE_API.download}/${row.storageKey}`,
    sha256: row.sha256,
    size: row.size,
    packageId: row.id,
    fileName: row.name,
  };
}

/** The chosen machines (all visible, else 404) or every visible machine of the model, by device code. */
async function machinesOf(db: Database, auth: AuthContext, input: CreateInput): Promise<Machine[]> {
  const viewer = await withDeviceScope(db, auth);
  const select = { id: devices.id, code: devices.deviceCode, orgId: devices.orgId };
  if (input.deviceIds) {
    const unique = [...new Set(input.deviceIds)];
    const rows = await db
      .select(select)
      .from(devices)
      .where(and(inArray(devices.id, unique), deviceVisibility(viewer)))
      .orderBy(asc(devices.deviceCode));
    if (rows.length !== unique.length) throw AppError.notFound();
    return rows;
  }
  const rows = await db
    .select(select)
    .from(devices)
    .where(and(eq(devices.modelId, input.modelId!), deviceVisibility(viewer)))
    .orderBy(asc(devices.deviceCode));
  if (rows.length === 0) throw AppError.field('modelId', 'upgradeNoModelDevices');
  return rows;
}

/** Refuses machines already in an active upgrade of the same software (the index decides races). */
async function refuseBusy(db: Database, machines: Machine[], target: UpgradeTarget, lang: Lang): Promise<void> {
  const busy = await db
    .select({ deviceId: upgradeDevices.deviceId })
    .from(upgradeDevices)
    .where(
      and(
        inArray(
          upgradeDevices.deviceId,
          machines.map((m) => m.id),
        ),
        eq(upgradeDevices.target, target),
        inArray(upgradeDevices.state, [...ACTIVE_UPGRADE_STATES]),
      ),
    )
    .limit(1);
  if (busy[0]) {
    const code = machines.find((m) => m.id === busy[0]!.deviceId)?.code ?? String(busy[0].deviceId);
    throw AppError.field('deviceIds', 'upgradeBusy', { deviceCode: code, target: text(lang, `deviceUpgrade:target.${target}`) });
  }
}

/** Sends the upgrade to those of the machines that are connected; they become running. Answers how many. */
async function deliver(db: Database, link: DeviceLink, upgrade: Upgrade, machines: Array<{ id: number; code: string }>): Promise<number> {
  const payload = upgradeMessage(upgrade);
  const sent = await Promise.all(
    machines.map((m) =>
      link
        .sendUpgrade(m.code, { kind: 'upgrade', payload })
        .then((ok) => (ok ? m.id : null))
        .catch(() => null),
    ),
  );
  const ids = sent.filter((id): id is number => id !== null);
  await markSent(db, upgrade.id, ids);
  return ids.length;
}

/** The pending machines of the stages started, with their codes. */
async function pendingStarted(db: Database, upgrade: Upgrade, only?: number[]) {
  return db
    .select({ id: devices.id, code: devices.deviceCode })
    .from(upgradeDevices)
    .innerJoin(devices, eq(devices.id, upgradeDevices.deviceId))
    .where(
      and(
        eq(upgradeDevices.upgradeId, upgrade.id),
        eq(upgradeDevices.state, 'pending'),
        lte(upgradeDevices.stage, upgrade.stage),
        only ? inArray(upgradeDevices.deviceId, only) : undefined,
      ),
    );
}

/**
 * A new upgrade: its package, its machines (stage 1: the chosen first ones or the first N by device
 * code, stage 2: the rest), all pending; the first stage is sent to the connected machines at once.
 */
export async function createUpgrade(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  input: CreateInput,
  ctx: { baseUrl: string; lang: Lang },
): Promise<UpgradeActionResult> {
  const pkg = await packageOf(db, auth, input, ctx.baseUrl);
  const machines = await machinesOf(db, auth, input);
  const all = new Set(machines.map((m) => m.id));
  let first: Set<number>;
  if (input.firstDeviceIds) {
    first = new Set(input.firstDeviceIds);
    if ([...first].some((id) => !all.has(id))) throw AppError.field('firstDeviceIds', 'upgradeFirstNotInTarget');
  } else {
    first = new Set(machines.slice(0, input.firstCount!).map((m) => m.id));
  }
  await refuseBusy(db, machines, input.target, ctx.lang);
  const whole = first.size === machines.length;
  const orgs = new Set(machines.map((m) => m.orgId));
  const upgrade = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(upgrades)
      .values({
        // One customer's machines: theirs; machines of several: the caller's own organisation.
        orgId: orgs.size === 1 ? machines[0]!.orgId : auth.orgId,
        target: input.target,
        version: input.version,
        ...pkg,
        modelId: input.deviceIds ? null : (input.modelId ?? null),
        status: whole ? 'running' : 'staged',
        stage: whole ? 2 : 1,
        createdBy: auth.userId,
        createdByName: (auth.employeeName || auth.username).slice(0, 64),
      })
      .returning();
    await tx
      .insert(upgradeDevices)
      .values(machines.map((m) => ({ upgradeId: row!.id, deviceId: m.id, target: input.target, stage: first.has(m.id) ? 1 : 2 })));
    return row!;
  });
  const sent = await deliver(
    db,
    link,
    upgrade,
    machines.filter((m) => first.has(m.id)),
  );
  return { id: upgrade.id, machines: machines.length, sent };
}

/** "Continue": the second stage starts; its connected machines are sent the upgrade now. */
export async function continueUpgrade(db: Database, link: DeviceLink, auth: AuthContext, id: number): Promise<UpgradeActionResult> {
  await visibleUpgrade(db, auth, id);
  const upgrade = await db.transaction(async (tx) => {
    // Two "continue" at once: the second finds the upgrade past its first stage and changes nothing.
    const [locked] = await tx.select().from(upgrades).where(eq(upgrades.id, id)).for('update');
    if (locked?.status === 'cancelled') throw AppError.badRequest('upgradeIsCancelled');
    if (locked?.status !== 'staged') throw AppError.badRequest('upgradeNotStaged');
    const [row] = await tx.update(upgrades).set({ status: 'running', stage: 2 }).where(eq(upgrades.id, id)).returning();
    await finishIfDone(tx, id);
    return row!;
  });
  const rest = await pendingStarted(db, upgrade);
  return { id, machines: rest.length, sent: await deliver(db, link, upgrade, rest) };
}

/** The visible machines of an upgrade among `only` (all when absent). */
async function visibleRows(db: Database, auth: AuthContext, id: number, only: number[] | undefined) {
  return and(
    eq(upgradeDevices.upgradeId, id),
    only ? inArray(upgradeDevices.deviceId, only) : undefined,
    inArray(upgradeDevices.deviceId, (await visibleMachines(db, auth)).ids),
  );
}

/** The ids of the machines the caller sees, as a sub-select (in an object: a select awaited would run). */
async function visibleMachines(db: Database, auth: AuthContext) {
  const viewer = await withDeviceScope(db, auth);
  return { ids: db.select({ id: devices.id }).from(devices).where(deviceVisibility(viewer)) };
}

/**
 * A whole upgrade is stopped only by someone who sees every machine of it: an account limited to
 * some machines stops its own by naming them, never the others'.
 */
async function assertSeesEveryMachine(db: Database, auth: AuthContext, id: number): Promise<void> {
  const [hidden] = await db
    .select({ id: upgradeDevices.deviceId })
    .from(upgradeDevices)
    .where(and(eq(upgradeDevices.upgradeId, id), notInArray(upgradeDevices.deviceId, (await visibleMachines(db, auth)).ids)))
    .limit(1);
  if (hidden) throw AppError.badRequest('upgradeCancelHiddenMachines');
}

/** Failed machines (all, or these) try again: pending, then sent to the connected ones of started stages. */
export async function retryUpgrade(db: Database, link: DeviceLink, auth: AuthContext, input: MachinesInput): Promise<UpgradeActionResult> {
  await visibleUpgrade(db, auth, input.id);
  const rows = await visibleRows(db, auth, input.id, input.deviceIds);
  const { upgrade, ids } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(upgrades).where(eq(upgrades.id, input.id)).for('update');
    if (locked?.status === 'cancelled') throw AppError.badRequest('upgradeIsCancelled');
    const again = await tx
      .update(upgradeDevices)
      .set({ state: 'pending', percent: 0, reason: null, timeoutMinutes: null, finishedAt: null, updatedAt: new Date() })
      .where(and(rows, eq(upgradeDevices.state, 'failed')))
      .returning({ deviceId: upgradeDevices.deviceId });
    if (again.length === 0) throw AppError.badRequest('upgradeNothingToRetry');
    const [row] = await tx
      .update(upgrades)
      .set({ status: locked!.status === 'finished' ? 'running' : locked!.status })
      .where(eq(upgrades.id, input.id))
      .returning();
    return { upgrade: row!, ids: again.map((r) => r.deviceId) };
  });
  const machines = await pendingStarted(db, upgrade, ids);
  return { id: input.id, machines: ids.length, sent: await deliver(db, link, upgrade, machines) };
}

/**
 * Pending and running machines (all, or these) are cancelled; the machines that were sent it are
 * told to stop. Cancelling every machine cancels the upgrade itself.
 */
export async function cancelUpgrade(db: Database, link: DeviceLink, auth: AuthContext, input: MachinesInput): Promise<UpgradeActionResult> {
  await visibleUpgrade(db, auth, input.id);
  // The whole upgrade stops on every machine (none may stay pending and block another upgrade); named machines must be visible.
  if (!input.deviceIds) await assertSeesEveryMachine(db, auth, input.id);
  const rows = input.deviceIds ? await visibleRows(db, auth, input.id, input.deviceIds) : eq(upgradeDevices.upgradeId, input.id);
  const stopped = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: upgrades.status }).from(upgrades).where(eq(upgrades.id, input.id)).for('update');
    if (locked?.status === 'cancelled') throw AppError.badRequest('upgradeIsCancelled');
    const now = new Date();
    const cancelled = await tx
      .update(upgradeDevices)
      .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
      .where(and(rows, inArray(upgradeDevices.state, [...ACTIVE_UPGRADE_STATES])))
      .returning({ deviceId: upgradeDevices.deviceId, sentAt: upgradeDevices.sentAt });
    if (cancelled.length === 0) throw AppError.badRequest('upgradeNothingToCancel');
    if (!input.deviceIds) await tx.update(upgrades).set({ status: 'cancelled' }).where(eq(upgrades.id, input.id));
    else await finishIfDone(tx, input.id);
    await publishUpgradeStep(tx, input.id, 'cancelled', cancelled, changedBy(auth));
    return cancelled;
  });
  const told = stopped.filter((r) => r.sentAt !== null).map((r) => r.deviceId);
  let sent = 0;
  if (told.length > 0) {
    const codes = await db.select({ code: devices.deviceCode }).from(devices).where(inArray(devices.id, told));
    const payload = { v: 1 as const, ts: Date.now(), upgradeId: String(input.id) };
    const results = await Promise.all(codes.map((c) => link.sendUpgrade(c.code, { kind: 'upgrade-cancel', payload }).catch(() => false)));
    sent = results.filter(Boolean).length;
  }
  return { id: input.id, machines: stopped.length, sent };
}
