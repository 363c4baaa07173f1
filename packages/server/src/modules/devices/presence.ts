import { MISSED_HEARTBEATS_OFFLINE } from '@vr/contracts';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { idArray } from '../../platform/sql/id-array.js';
import { deviceNetworkLogs, devices } from './schema.js';

/*
 * A device's presence as the gateway sees it: online or offline, when it was last online, offline
 * and seen, and the network log of its transitions. The commands write with the handle they are
 * given and open no transaction: the gateway writes a change of state and its log rows in one.
 */

export type NetworkEvent = 'connect' | 'disconnect' | 'timeout' | 'signal';

/** One row of a device's network log. */
export interface NetworkLogEntry {
  deviceId: number;
  event: NetworkEvent;
  ip?: string | null;
  detail?: string;
  signal?: number;
  createdAt: Date;
}

/** Appends rows to the network log, all in one statement. */
export async function recordNetworkEvents(tx: Database, entries: NetworkLogEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(deviceNetworkLogs).values(entries);
}

/** A device going online or offline at a time. */
export interface PresenceTransition {
  id: number;
  online: boolean;
  at: Date;
}

/**
 * Locks the rows of these devices in id order. A statement that updates many devices from a list
 * locks them in whatever order its plan visits them; two such batches (presence, seen times, a
 * sweep) sharing devices then deadlock. Taking them in one order first makes them wait instead.
 * The lock is the one an update takes (no key update), so rows that refer to a device (an order,
 * a goods state) are still written meanwhile.
 */
async function lockInOrder(tx: Database, ids: number[]): Promise<void> {
  await tx.execute(sql`select 1 from ${devices} where id = any(${idArray([...new Set(ids)])}::int[]) order by id for no key update`);
}

/**
 * Stores the outcome of many devices' transitions (in the order they happened) in one statement:
 * each device's final state and its latest online and offline times.
 */
export async function storePresence(tx: Database, transitions: PresenceTransition[]): Promise<void> {
  const finals = new Map<number, { id: number; online: number; online_at: string | null; offline_at: string | null }>();
  for (const t of transitions) {
    const f = finals.get(t.id) ?? { id: t.id, online: 0, online_at: null, offline_at: null };
    f.online = t.online ? 1 : 0;
    if (t.online) f.online_at = t.at.toISOString();
    else f.offline_at = t.at.toISOString();
    finals.set(t.id, f);
  }
  await lockInOrder(tx, [...finals.keys()]);
  await tx.execute(sql`
      update ${devices} d set
        online = v.online,
        last_online_at = coalesce(v.online_at, d.last_online_at),
        last_offline_at = coalesce(v.offline_at, d.last_offline_at),
        last_seen_at = greatest(d.last_seen_at, v.online_at)
      from jsonb_to_recordset(${JSON.stringify([...finals.values()])}::jsonb)
        as v(id integer, online smallint, online_at timestamptz, offline_at timestamptz)
      where d.id = v.id`);
}

/** Marks offline at `at` the devices that meet `condition` (online ones); answers their ids. */
async function setOffline(tx: Database, at: Date, condition: SQL | undefined): Promise<number[]> {
  // The rows are taken in id order first, as every batch of presence takes them.
  const inOrder = tx.select({ id: devices.id }).from(devices).where(condition).orderBy(devices.id).for('no key update');
  const changed = await tx
    .update(devices)
    .set({ online: 0, lastOfflineAt: at })
    .where(and(inArray(devices.id, inOrder), condition))
    .returning({ id: devices.id });
  return changed.map((c) => c.id);
}

/** Marks offline every online device that has sent nothing for MISSED_HEARTBEATS_OFFLINE of its heartbeat periods; answers their ids. */
export function setSilentDevicesOffline(tx: Database, now: Date): Promise<number[]> {
  return setOffline(
    tx,
    now,
    and(
      eq(devices.online, 1),
      sql`coalesce(${devices.lastSeenAt}, ${devices.lastOnlineAt}, 'epoch'::timestamptz) < ${now.toISOString()}::timestamptz - make_interval(secs => ${devices.heartbeatSeconds} * ${MISSED_HEARTBEATS_OFFLINE})`,
    ),
  );
}

/**
 * Marks a device offline by its last will, unless the will belongs to an older connection than
 * its latest hello (`connection_ts`); answers whether it went offline.
 */
export async function setOfflineByWill(tx: Database, deviceId: number, willTs: number, at: Date): Promise<boolean> {
  const changed = await setOffline(
    tx,
    at,
    and(eq(devices.id, deviceId), eq(devices.online, 1), sql`(${devices.connectionTs} is null or ${devices.connectionTs} <= ${willTs})`),
  );
  return changed.length > 0;
}

/** Marks every online device offline; answers their ids. */
export function setAllDevicesOffline(tx: Database, now: Date): Promise<number[]> {
  return setOffline(tx, now, eq(devices.online, 1));
}

/** A device's latest message. */
export interface SeenRow {
  id: number;
  /** ISO time of the device's latest message. */
  seen: string;
  signal: number | null;
}

/**
 * Stores the latest "seen" time and signal of many devices in one statement, and brings back
 * online those marked offline before their latest message arrived; answers the ids brought back.
 */
export async function storeSeen(tx: Database, rows: SeenRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows);
  await lockInOrder(
    tx,
    rows.map((r) => r.id),
  );
  await tx.execute(sql`
        update ${devices} d set
          last_seen_at = greatest(d.last_seen_at, v.seen),
          signal = coalesce(v.signal, d.signal)
        from jsonb_to_recordset(${json}::jsonb) as v(id integer, seen timestamptz, signal smallint)
        where d.id = v.id`);
  const back = await tx.execute(sql`
        update ${devices} d set online = 1, last_online_at = v.seen
        from jsonb_to_recordset(${json}::jsonb) as v(id integer, seen timestamptz, signal smallint)
        where d.id = v.id and d.online = 0 and (d.last_offline_at is null or d.last_offline_at < v.seen)
        returning d.id`);
  return rowsOf<{ id: number }>(back).map((r) => Number(r.id));
}
