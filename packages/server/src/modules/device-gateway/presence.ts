import { MISSED_HEARTBEATS_OFFLINE } from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deviceNetworkLogs, devices } from '../devices/index.js';
import { rowsOf } from '../../platform/db/rows.js';

export type NetworkEvent = 'connect' | 'disconnect' | 'timeout' | 'signal';

/** One presence transition the gateway saw (it only queues real changes of its own view). */
export interface PresenceChange {
  id: number;
  online: boolean;
  at: Date;
  event: 'connect' | 'disconnect' | 'timeout';
  ip?: string | null;
  detail: string;
}

/**
 * Writes presence transitions of many devices in one transaction: each device's final state with
 * its latest online and offline times, and one network-log row per transition.
 */
export async function applyPresence(db: Database, changes: PresenceChange[]): Promise<void> {
  if (changes.length === 0) return;
  const finals = new Map<number, { id: number; online: number; online_at: string | null; offline_at: string | null }>();
  for (const c of changes) {
    const f = finals.get(c.id) ?? { id: c.id, online: 0, online_at: null, offline_at: null };
    f.online = c.online ? 1 : 0;
    if (c.online) f.online_at = c.at.toISOString();
    else f.offline_at = c.at.toISOString();
    finals.set(c.id, f);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${devices} d set
        online = v.online,
        last_online_at = coalesce(v.online_at, d.last_online_at),
        last_offline_at = coalesce(v.offline_at, d.last_offline_at),
        last_seen_at = greatest(d.last_seen_at, v.online_at)
      from jsonb_to_recordset(${JSON.stringify([...finals.values()])}::jsonb)
        as v(id integer, online smallint, online_at timestamptz, offline_at timestamptz)
      where d.id = v.id`);
    await tx
      .insert(deviceNetworkLogs)
      .values(changes.map((c) => ({ deviceId: c.id, event: c.event, ip: c.ip ?? null, detail: c.detail.slice(0, 200), createdAt: c.at })));
  });
}

/**
 * Marks offline every online device that has sent nothing for MISSED_HEARTBEATS_OFFLINE of its
 * heartbeat periods (network log "timeout"); answers their ids. The scheduled job calls it, so
 * devices are marked offline even when the process that served them stopped.
 */
export async function markSilentDevicesOffline(db: Database, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(devices)
      .set({ online: 0, lastOfflineAt: now })
      .where(
        and(
          eq(devices.online, 1),
          sql`coalesce(${devices.lastSeenAt}, ${devices.lastOnlineAt}, 'epoch'::timestamptz) < ${now.toISOString()}::timestamptz - make_interval(secs => ${devices.heartbeatSeconds} * ${MISSED_HEARTBEATS_OFFLINE})`,
        ),
      )
      .returning({ id: devices.id });
    if (changed.length > 0) {
      await tx.insert(deviceNetworkLogs).values(
        changed.map((c) => ({
          deviceId: c.id,
          event: 'timeout',
          detail: `${MISSED_HEARTBEATS_OFFLINE} heartbeats missed`,
          createdAt: now,
        })),
      );
    }
    return changed.map((c) => c.id);
  });
}

/**
 * External broker: the device's last will takes it offline, unless it belongs to an older
 * connection than the latest hello (`connection_ts`, whichever process stored it). Answers
 * whether the device went offline.
 */
export async function markOfflineByWill(db: Database, deviceId: number, willTs: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(devices)
      .set({ online: 0, lastOfflineAt: at })
      .where(
        and(
          eq(devices.id, deviceId),
          eq(devices.online, 1),
          sql`(${devices.connectionTs} is null or ${devices.connectionTs} <= ${willTs})`,
        ),
      )
      .returning({ id: devices.id });
    if (changed.length === 0) return false;
    await tx.insert(deviceNetworkLogs).values({ deviceId, event: 'disconnect', detail: 'last will', createdAt: at });
    return true;
  });
}

/** The embedded broker starts with no connection: nothing it served before can still be online. */
export async function markAllOffline(db: Database, now: Date, detail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(devices)
      .set({ online: 0, lastOfflineAt: now })
      .where(eq(devices.online, 1))
      .returning({ id: devices.id });
    if (changed.length > 0) {
      await tx.insert(deviceNetworkLogs).values(changed.map((c) => ({ deviceId: c.id, event: 'disconnect', detail, createdAt: now })));
    }
    return changed.length;
  });
}

export interface SeenRow {
  id: number;
  /** ISO time of the device's latest message. */
  seen: string;
  signal: number | null;
}

/**
 * Writes the latest "seen" time and signal of many devices in one statement, and brings back
 * online those a sweep (or another process) marked offline before this message arrived; answers
 * the ids brought back. Runs every few seconds instead of one UPDATE per heartbeat.
 */
export async function flushSeen(
  db: Database,
  rows: SeenRow[],
  signalChanges: Array<{ id: number; signal: number; at: string }>,
): Promise<number[]> {
  if (rows.length === 0 && signalChanges.length === 0) return [];
  return db.transaction(async (tx) => {
    let revived: number[] = [];
    if (rows.length > 0) {
      const json = JSON.stringify(rows);
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
      revived = rowsOf<{ id: number }>(back).map((r) => Number(r.id));
      if (revived.length > 0) {
        const at = new Date();
        await tx
          .insert(deviceNetworkLogs)
          .values(revived.map((id) => ({ deviceId: id, event: 'connect', detail: 'messages resumed', createdAt: at })));
      }
    }
    if (signalChanges.length > 0) {
      await tx
        .insert(deviceNetworkLogs)
        .values(signalChanges.map((s) => ({ deviceId: s.id, event: 'signal', signal: s.signal, createdAt: new Date(s.at) })));
    }
    return revived;
  });
}
