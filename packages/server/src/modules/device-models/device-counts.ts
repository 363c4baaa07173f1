import type { Database } from '../../platform/db/database.js';

/** How many devices are of each of these models (absent: none); answered by the area that holds the devices. */
export type ModelDeviceCounter = (db: Database, modelIds: number[]) => Promise<Map<number, number>>;

let counter: ModelDeviceCounter | undefined;

/**
 * The devices sit above their models (a device names its model), so that area tells this one how
 * to count the devices of a model instead of this one reading their table.
 */
export function provideModelDeviceCounts(count: ModelDeviceCounter): void {
  counter = count;
}

/** Devices of each of these models (absent: none); none when no area counts them. */
export async function modelDeviceCounts(db: Database, modelIds: number[]): Promise<Map<number, number>> {
  if (modelIds.length === 0 || !counter) return new Map();
  return counter(db, modelIds);
}
