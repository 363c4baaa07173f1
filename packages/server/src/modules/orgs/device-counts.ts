import type { Database } from '../../platform/db/database.js';

/** How many devices each organisation holds, itself and everything below it; answered by the area that holds the devices. */
export type OrgDeviceCounter = (db: Database, orgIds: readonly number[]) => Promise<Map<number, number>>;

let counter: OrgDeviceCounter | undefined;

/**
 * The devices sit above the organisations (they name one), so that area tells this one how to
 * count the devices below an organisation instead of this one reading its table.
 */
export function provideOrgDeviceCounts(count: OrgDeviceCounter): void {
  counter = count;
}

/** Devices held by each of the given organisations and below it (absent: none); none when no area counts them. */
export async function deviceCountsBelow(db: Database, orgIds: readonly number[]): Promise<Map<number, number>> {
  if (orgIds.length === 0 || !counter) return new Map();
  return counter(db, orgIds);
}
