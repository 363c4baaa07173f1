import { type SQL, and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { orgs } from '../../platform/identity/schema.js';
import { adReleaseDevices } from './schema.js';

const d = adReleaseDevices;

/** The states in which a machine has the release, or still has to hear of it. */
export const LIVE_STATES = ['pending', 'delivered', 'failed'] as const;

/** An organisation (of `orgs`) that is the customer or one of its departments. */
export const insideCustomer = (customerId: number | AnyPgColumn) =>
  sql`${customerId} = any(string_to_array(trim(both '/' from ${orgs.path}), '/')::int[])`;

/**
 * Takes a release off the live machine rows `where` names: a machine never sent it is withdrawn at
 * once, one that was is withdrawing until it acknowledges a playlist without it. Answers the
 * machines taken off.
 */
export async function takeOff(db: Database, where: SQL | undefined, now = new Date()): Promise<number[]> {
  const live = and(where, inArray(d.state, [...LIVE_STATES]));
  const never = await db
    .update(d)
    .set({ state: 'withdrawn', showing: 0, updatedAt: now })
    .where(and(live, isNull(d.sentAt)))
    .returning({ deviceId: d.deviceId });
  const told = await db
    .update(d)
    .set({ state: 'withdrawing', updatedAt: now })
    .where(and(live, isNotNull(d.sentAt)))
    .returning({ deviceId: d.deviceId });
  return [...never, ...told].map((r) => r.deviceId);
}

/**
 * Puts machines on a release (pending until they acknowledge): a new row each, or a row that was
 * being or had been taken off made pending again; a machine that has it already is left as it is.
 * Answers the machines put on.
 */
export async function putOn(db: Database, releaseId: number, deviceIds: number[], now = new Date()): Promise<number[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .insert(d)
    .values(deviceIds.map((deviceId) => ({ releaseId, deviceId })))
    .onConflictDoUpdate({
      target: [d.releaseId, d.deviceId],
      set: { state: 'pending', reason: null, showing: 0, updatedAt: now },
      setWhere: inArray(d.state, ['withdrawing', 'withdrawn']),
    })
    .returning({ deviceId: d.deviceId });
  return rows.map((r) => r.deviceId);
}
