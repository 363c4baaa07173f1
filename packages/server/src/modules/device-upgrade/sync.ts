import {
  ACTIVE_UPGRADE_STATES,
  type Hello,
  PROTOCOL_VERSION,
  type UpgradeCommand,
  type UpgradeProgress,
  type UpgradeResult,
} from '@vr/contracts';
import { and, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/wiring/index.js';
import { publishUpgradeStep } from './changes.js';
import { upgradeDevices, upgrades } from './schema.js';

/** How the gateway sends to a machine (the embedded broker or the external client). */
export interface UpgradeDownLink {
  publish(deviceCode: string, kind: 'upgrade' | 'upgrade-cancel', payload: object): Promise<void>;
}

export interface UpgradeSyncOptions {
  db: Database;
  log: FastifyBaseLogger;
  down: UpgradeDownLink;
  /** The machine is connected to this process's broker (external broker: assumed). */
  isOnline: (deviceCode: string) => boolean;
}

interface Machine {
  id: number;
  code: string;
}

/** The down/upgrade message of an upgrade. */
export function upgradeMessage(row: {
  id: number;
  target: UpgradeCommand['target'];
  version: string;
  packageUrl: string;
  sha256: string;
  size: number;
}): UpgradeCommand {
  return {
    v: PROTOCOL_VERSION,
    ts: Date.now(),
    upgradeId: String(row.id),
    target: row.target,
    version: row.version,
    url: row.packageUrl,
    sha256: row.sha256,
    size: row.size,
  };
}

const active = () => inArray(upgradeDevices.state, [...ACTIVE_UPGRADE_STATES]);
const idOf = (upgradeId: string): number | null => (/^[1-9]\d{0,9}$/.test(upgradeId) ? Number(upgradeId) : null);

/** Every machine has an end state: a running upgrade is finished (a staged one waits for "continue"). */
export async function finishIfDone(db: Database, upgradeId: number): Promise<void> {
  await db
    .update(upgrades)
    .set({ status: 'finished' })
    .where(
      and(
        eq(upgrades.id, upgradeId),
        eq(upgrades.status, 'running'),
        sql`not exists (select 1 from ${upgradeDevices} where ${upgradeDevices.upgradeId} = ${upgradeId} and ${active()})`,
      ),
    );
}

/** The machine was sent the upgrade: running, one attempt more (only from pending, so a re-send counts once). */
export async function markSent(db: Database, upgradeId: number, deviceIds: number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  const now = new Date();
  const sent = await db
    .update(upgradeDevices)
    .set({ state: 'running', attempts: sql`${upgradeDevices.attempts} + 1`, sentAt: now, lastReportAt: now, updatedAt: now })
    .where(and(eq(upgradeDevices.upgradeId, upgradeId), inArray(upgradeDevices.deviceId, deviceIds), eq(upgradeDevices.state, 'pending')))
    .returning({ deviceId: upgradeDevices.deviceId });
  await publishUpgradeStep(db, upgradeId, 'sent', sent);
}

/** Success or failure, once: a repeated result finds the machine no longer active and changes nothing. */
async function settle(db: Database, upgradeId: number, deviceId: number, ok: boolean, reason: string | null): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(upgradeDevices)
    .set(
      ok
        ? { state: 'success', percent: 100, reason: null, finishedAt: now, updatedAt: now }
        : { state: 'failed', reason: (reason || 'failed').slice(0, 200), finishedAt: now, updatedAt: now },
    )
    .where(and(eq(upgradeDevices.upgradeId, upgradeId), eq(upgradeDevices.deviceId, deviceId), active()))
    .returning({ deviceId: upgradeDevices.deviceId, reason: upgradeDevices.reason });
  if (rows.length === 0) return false;
  await finishIfDone(db, upgradeId);
  await publishUpgradeStep(db, upgradeId, ok ? 'success' : 'failed', rows);
  return true;
}

/**
 * Running machines silent for longer than `minutes` at `now` (no progress, result or hello since
 * they were last sent the upgrade or reported) fail, with the minutes as their reason; their
 * upgrades finish when nothing else is left. One conditional statement decides each machine, so a
 * report that arrives at the same moment either keeps it running or finds it failed and is ignored.
 * Answers how many failed.
 */
export async function failSilentMachines(db: Database, now: Date, minutes: number): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  return inTransaction(db, async (tx) => {
    const failed = await tx
      .update(upgradeDevices)
      .set({ state: 'failed', reason: null, timeoutMinutes: minutes, finishedAt: now, updatedAt: now })
      .where(and(eq(upgradeDevices.state, 'running'), lt(upgradeDevices.lastReportAt, cutoff)))
      .returning({ upgradeId: upgradeDevices.upgradeId, deviceId: upgradeDevices.deviceId });
    const byUpgrade = new Map<number, number[]>();
    for (const row of failed) byUpgrade.set(row.upgradeId, [...(byUpgrade.get(row.upgradeId) ?? []), row.deviceId]);
    for (const [upgradeId, deviceIds] of byUpgrade) {
      await finishIfDone(tx, upgradeId);
      await publishUpgradeStep(
        tx,
        upgradeId,
        'failed',
        deviceIds.map((deviceId) => ({ deviceId, timeoutMinutes: minutes })),
      );
    }
    return failed.length;
  });
}

/**
 * The gateway's side of upgrades: a machine's hello settles the upgrades it now runs and brings
 * it the ones it still has to do (that is how offline machines catch up); its progress and results
 * are stored once each.
 */
export class UpgradeSync {
  constructor(private readonly opts: UpgradeSyncOptions) {}

  async hello(machine: Machine, firmware: Hello['firmware']): Promise<void> {
    const { db } = this.opts;
    const rows = await db
      .select({
        id: upgrades.id,
        target: upgrades.target,
        version: upgrades.version,
        packageUrl: upgrades.packageUrl,
        sha256: upgrades.sha256,
        size: upgrades.size,
        state: upgradeDevices.state,
      })
      .from(upgradeDevices)
      .innerJoin(upgrades, eq(upgrades.id, upgradeDevices.upgradeId))
      .where(
        and(eq(upgradeDevices.deviceId, machine.id), active(), lte(upgradeDevices.stage, upgrades.stage), ne(upgrades.status, 'cancelled')),
      );
    for (const row of rows) {
      if (firmware[row.target] === row.version) {
        await settle(db, row.id, machine.id, true, null);
        continue;
      }
      // Pending: it never got it (offline, or its stage just started). Running: it restarted before
      // it finished; the same id again lets a machine already at it carry on, and its deadline
      // counts from now (unless the deadline failed it meanwhile: then it is not sent again).
      if (row.state === 'running' && !(await this.resent(row.id, machine.id))) continue;
      await this.opts.down.publish(machine.code, 'upgrade', upgradeMessage(row));
      if (row.state === 'pending') await markSent(db, row.id, [machine.id]);
    }
  }

  async progress(machine: Machine, message: UpgradeProgress): Promise<void> {
    const id = idOf(message.upgradeId);
    if (id === null) return;
    const forward = sql`${upgradeDevices.percent} < ${message.percent}`;
    await this.opts.db
      .update(upgradeDevices)
      .set({
        // Only forward: a repeated or late progress message changes neither the percent nor the
        // time shown, but it says the machine is still at it, so its deadline counts from now.
        state: sql`case when ${forward} then 'running' else ${upgradeDevices.state} end`,
        percent: sql`greatest(${upgradeDevices.percent}, ${message.percent})`,
        updatedAt: sql`case when ${forward} then now() else ${upgradeDevices.updatedAt} end`,
        lastReportAt: new Date(),
      })
      .where(and(eq(upgradeDevices.upgradeId, id), eq(upgradeDevices.deviceId, machine.id), active()));
  }

  async result(machine: Machine, message: UpgradeResult): Promise<void> {
    const id = idOf(message.upgradeId);
    if (id === null) return;
    await settle(this.opts.db, id, machine.id, message.ok, message.ok ? null : (message.error ?? null));
  }

  /** A running machine is sent the upgrade again: its deadline counts from now. False when it is no longer running. */
  private async resent(upgradeId: number, deviceId: number): Promise<boolean> {
    const rows = await this.opts.db
      .update(upgradeDevices)
      .set({ lastReportAt: new Date() })
      .where(and(eq(upgradeDevices.upgradeId, upgradeId), eq(upgradeDevices.deviceId, deviceId), eq(upgradeDevices.state, 'running')))
      .returning({ deviceId: upgradeDevices.deviceId });
    return rows.length > 0;
  }

  /** Publishes to a connected machine; false when it is not connected. */
  async send(deviceCode: string, kind: 'upgrade' | 'upgrade-cancel', payload: object): Promise<boolean> {
    if (!this.opts.isOnline(deviceCode)) return false;
    await this.opts.down.publish(deviceCode, kind, payload);
    return true;
  }
}
