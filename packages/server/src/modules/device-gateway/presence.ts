import { MISSED_HEARTBEATS_OFFLINE } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import {
  type SeenRow,
  recordNetworkEvents,
  setAllDevicesOffline,
  setOfflineByWill,
  setSilentDevicesOffline,
  storePresence,
  storeSeen,
} from '../devices/index.js';

export type { SeenRow };

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
  await db.transaction(async (tx) => {
    await storePresence(tx, changes);
    await recordNetworkEvents(
      tx,
      changes.map((c) => ({ deviceId: c.id, event: c.event, ip: c.ip ?? null, detail: c.detail.slice(0, 200), createdAt: c.at })),
    );
  });
}

/**
 * Marks offline every online device that has sent nothing for MISSED_HEARTBEATS_OFFLINE of its
 * heartbeat periods (network log "timeout"); answers their ids. The scheduled job calls it, so
 * devices are marked offline even when the process that served them stopped.
 */
export async function markSilentDevicesOffline(db: Database, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await setSilentDevicesOffline(tx, now);
    await recordNetworkEvents(
      tx,
      ids.map((id) => ({ deviceId: id, event: 'timeout', detail: `${MISSED_HEARTBEATS_OFFLINE} heartbeats missed`, createdAt: now })),
    );
    return ids;
  });
}

/**
 * External broker: the device's last will takes it offline, unless it belongs to an older
 * connection than the latest hello (`connection_ts`, whichever process stored it). Answers
 * whether the device went offline.
 */
export async function markOfflineByWill(db: Database, deviceId: number, willTs: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setOfflineByWill(tx, deviceId, willTs, at))) return false;
    await recordNetworkEvents(tx, [{ deviceId, event: 'disconnect', detail: 'last will', createdAt: at }]);
    return true;
  });
}

/** The embedded broker starts with no connection: nothing it served before can still be online. */
export async function markAllOffline(db: Database, now: Date, detail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await setAllDevicesOffline(tx, now);
    await recordNetworkEvents(
      tx,
      ids.map((id) => ({ deviceId: id, event: 'disconnect', detail, createdAt: now })),
    );
    return ids.length;
  });
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
    const revived = await storeSeen(tx, rows);
    const at = new Date();
    await recordNetworkEvents(
      tx,
      revived.map((id) => ({ deviceId: id, event: 'connect', detail: 'messages resumed', createdAt: at })),
    );
    await recordNetworkEvents(
      tx,
      signalChanges.map((s) => ({ deviceId: s.id, event: 'signal', signal: s.signal, createdAt: new Date(s.at) })),
    );
    return revived;
  });
}
