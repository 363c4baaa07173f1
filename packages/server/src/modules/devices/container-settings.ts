import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { refreshMaterialState } from './reported-state.js';
import { deviceContainers } from './schema.js';

/** New settings of one container; a value left out stays as it is. */
export interface ContainerSettings {
  no: number;
  warnValue?: number | null;
  alarmValue?: number | null;
  maxStock?: number | null;
}

/** Writes the settings of a device's containers, a statement each (in the caller's transaction: all or none). */
export async function updateContainerSettings(tx: Database, deviceId: number, containers: ContainerSettings[]): Promise<void> {
  for (const { no, ...settings } of containers) {
    await tx
      .update(deviceContainers)
      .set({ ...settings, updatedAt: new Date() })
      .where(and(eq(deviceContainers.deviceId, deviceId), eq(deviceContainers.no, no)));
  }
}

/**
 * Sets the levels of a device's containers that the back-office counted or filled (a
 * replenishment), then recomputes the device's material state from them, as telemetry does. The
 * caller checks the levels (never below 0 nor above capacity) and gives its transaction.
 */
export async function setContainerLevels(tx: Database, deviceId: number, levels: Array<{ no: number; level: number }>): Promise<void> {
  for (const { no, level } of levels) {
    await tx
      .update(deviceContainers)
      .set({ level, updatedAt: new Date() })
      .where(and(eq(deviceContainers.deviceId, deviceId), eq(deviceContainers.no, no)));
  }
  await refreshMaterialState(tx, [deviceId]);
}
