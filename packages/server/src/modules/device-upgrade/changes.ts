import type { UpgradeTarget } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { defineEvent, publish } from '../../platform/wiring/index.js';
import type { ChangedBy } from '../devices/index.js';
import { upgrades } from './schema.js';

/** What happened to the machines: sent the upgrade (an attempt starts), it ended on them, or someone cancelled it for them. */
export type UpgradeStep = 'sent' | 'success' | 'failed' | 'cancelled';

/** One machine of the change; a failure carries the machine's reason, or the minutes it stayed silent. */
export interface UpgradedMachine {
  deviceId: number;
  reason?: string | null;
  timeoutMinutes?: number | null;
}

/** Machines of one upgrade moved on: their software, the version, who started the upgrade. */
export interface UpgradeMachinesChanged {
  upgradeId: number;
  target: UpgradeTarget;
  version: string;
  /** Who started the upgrade, or who cancelled it for these machines (null: nobody known). */
  by: ChangedBy | null;
  step: UpgradeStep;
  machines: UpgradedMachine[];
}

/** Published after the commit that moved the machines. */
export const upgradeMachinesChanged = defineEvent<UpgradeMachinesChanged>('device-upgrade.machinesChanged');

/** Publishes that these machines of the upgrade moved on (nothing when there are none); `by` defaults to who started it. */
export async function publishUpgradeStep(
  db: Database,
  upgradeId: number,
  step: UpgradeStep,
  machines: UpgradedMachine[],
  by?: ChangedBy,
): Promise<void> {
  if (machines.length === 0) return;
  const [row] = await db
    .select({ target: upgrades.target, version: upgrades.version, userId: upgrades.createdBy, name: upgrades.createdByName })
    .from(upgrades)
    .where(eq(upgrades.id, upgradeId));
  if (!row) return;
  const starter = row.userId !== null ? { userId: row.userId, name: row.name ?? '' } : null;
  await publish(db, upgradeMachinesChanged, { upgradeId, target: row.target, version: row.version, by: by ?? starter, step, machines });
}
