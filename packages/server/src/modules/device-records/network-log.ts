import type { ListParams, NetworkEventKind, NetworkLogFilter, NetworkLogRow } from '@vr/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type LogTable, newestFirstExport, newestFirstPage } from '../../platform/list/newest-first.js';
import type { Page } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { type MachineNames, deviceNetworkLogs, devices, machineRows } from '../devices/index.js';
import { machineFilters, ofVisibleMachines } from './machines.js';

const n = deviceNetworkLogs;
const LISTED: LogTable = { table: n, id: n.id, time: n.createdAt, timeField: 'time' };

/** The network log rows of the caller's machines that match the filters. */
export async function networkLogWhere(db: Database, q: NetworkLogFilter, auth: AuthContext, timeZone: string): Promise<SQL | undefined> {
  return and(
    await ofVisibleMachines(db, auth, n.deviceId),
    ...(await machineFilters(db, n.deviceId, q)),
    ...localTimeRange(n.createdAt, q, timeZone),
    q.event ? eq(n.event, q.event) : undefined,
  );
}

/**
 * The wide rows of these entries (any order): names, and when the machine's state next changed
 * (its next connect, disconnect or timeout, by the machine's own index), for the duration.
 */
const entries = machineRows(
  'network_rows_by_id',
  n,
  { id: n.id, deviceId: n.deviceId, orgId: devices.orgId },
  {
    // The inner log is aliased, so the row's own columns name the outer one.
    nextAt: sql<string | Date | null>`(select nx.created_at from ${n} nx
        where nx.device_id = ${n.deviceId} and nx.event <> 'signal' and (nx.created_at, nx.id) > (${n.createdAt}, ${n.id})
        order by nx.created_at, nx.id limit 1)`,
  },
);

export async function networkLogRows(db: Database, ids: number[]): Promise<NetworkLogRow[]> {
  const now = Date.now();
  return (await entries.byIds(db, ids)).map((r) => toRow(r, now));
}

function toRow(
  { row: r, nextAt, ...names }: { row: typeof n.$inferSelect; nextAt: string | Date | null } & MachineNames,
  now: number,
): NetworkLogRow {
  const until = nextAt === null ? now : new Date(nextAt).getTime();
  const lasting = r.event !== 'signal';
  return {
    id: r.id,
    deviceId: r.deviceId,
    ...names,
    event: r.event as NetworkEventKind,
    signal: r.signal,
    ip: r.ip,
    time: r.createdAt.toISOString(),
    durationSeconds: lasting ? Math.max(0, Math.round((until - r.createdAt.getTime()) / 1000)) : null,
    ongoing: lasting && nextAt === null,
  };
}

/** One page of the network log, newest first unless sorted oldest first. */
export async function listNetworkLog(
  db: Database,
  q: ListParams & NetworkLogFilter,
  auth: AuthContext,
  timeZone: string,
): Promise<Page<NetworkLogRow>> {
  const where = await networkLogWhere(db, q, auth, timeZone);
  const now = Date.now();
  return newestFirstPage(db, LISTED, where, q, async (page) =>
    (await entries.ofPage(db, page)).map((k) => ({ ...k, row: toRow(k.row, now) })),
  );
}

/** The export's batches (newest first, by keyset) and their number. */
export function networkLogExport(db: Database, where: SQL | undefined) {
  return newestFirstExport(db, LISTED, where, (ids) => networkLogRows(db, ids));
}
