import type { AlarmHandle, AlarmLogFilter, AlarmLogRow, DeviceAlarmKind, ListParams } from '@vr/contracts';
import { type SQL, and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type LogTable, newestFirstExport, newestFirstPage } from '../../platform/list/newest-first.js';
import type { Page } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { publish } from '../../platform/wiring/index.js';
import { type MachineNames, countAlarmReleased, machineRowScope, machineRows } from '../devices/index.js';
import { alarmReleased } from './events.js';
import { deviceAlarms } from './schema.js';
import { deviceFilters, handlerName, iso, secondsBetween } from './scope.js';

const a = deviceAlarms;
/** The columns its lists and export page by. */
const LISTED: LogTable = { table: a, id: a.id, time: a.raisedAt, timeField: 'raisedTime', sortable: { level: a.level } };

/** The alarms of the log the caller may see that match the filters. */
export async function alarmLogWhere(db: Database, q: AlarmLogFilter, auth: AuthContext, timeZone: string): Promise<SQL | undefined> {
  return and(
    await machineRowScope(db, auth, a),
    ...deviceFilters(a, q),
    ...localTimeRange(a.raisedAt, q, timeZone),
    q.kind ? eq(a.kind, q.kind) : undefined,
    q.level !== undefined ? eq(a.level, q.level) : undefined,
    q.state !== undefined ? eq(a.state, q.state) : undefined,
  );
}

/** The wide rows of these alarms (any order): device, point and customer names, duration. */
export async function alarmLogRows(db: Database, ids: number[]): Promise<AlarmLogRow[]> {
  const now = new Date();
  return (await alarms.byIds(db, ids)).map((r) => toRow(r, now));
}

const alarms = machineRows('alarm_rows_by_id', a, a);

function toRow({ row: r, ...names }: { row: typeof a.$inferSelect } & MachineNames, now: Date): AlarmLogRow {
  return {
    id: r.id,
    deviceId: r.deviceId,
    ...names,
    orgId: r.orgId,
    kind: r.kind as DeviceAlarmKind,
    level: r.level,
    code: r.code,
    message: r.message,
    state: r.state,
    raisedTime: r.raisedAt.toISOString(),
    releasedTime: iso(r.releasedAt),
    durationSeconds: secondsBetween(r.raisedAt, r.releasedAt, now),
    releasedBy: r.releasedBy,
    remark: r.remark,
  };
}

/**
 * One page of the alarm log, newest first: the page's ids from dev_alarm alone in index order
 * (offset, or the previous page's cursor for deep pages), the names read for those rows only.
 */
export async function listAlarmLog(
  db: Database,
  q: ListParams & AlarmLogFilter,
  auth: AuthContext,
  timeZone: string,
): Promise<Page<AlarmLogRow>> {
  const where = await alarmLogWhere(db, q, auth, timeZone);
  const now = new Date();
  return newestFirstPage(db, LISTED, where, q, async (page) =>
    (await alarms.ofPage(db, page)).map((k) => ({ ...k, row: toRow(k.row, now) })),
  );
}

/** The export's batches (the filtered alarms newest first, by keyset) and their number. */
export function alarmLogExport(db: Database, where: SQL | undefined) {
  return newestFirstExport(db, LISTED, where, (ids) => alarmLogRows(db, ids));
}

/**
 * Releases a not-released alarm by hand: who and when are stored with the remark, the device's
 * open count goes down, and the areas acting on alarms hear of it after the commit. An alarm out
 * of the caller's scope is "not found"; one released already is refused.
 */
export async function releaseAlarmByHand(db: Database, input: AlarmHandle, auth: AuthContext): Promise<AlarmLogRow> {
  const scope = await machineRowScope(db, auth, a);
  const now = new Date();
  const [row] = await db
    .update(a)
    .set({ state: 1, releasedAt: now, releasedBy: handlerName(auth), releasedByUserId: auth.userId, remark: input.remark })
    .where(and(eq(a.id, input.id), eq(a.state, 0), scope))
    .returning();
  if (!row) {
    const [seen] = await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, input.id), scope));
    if (seen) throw AppError.badRequest('alarmAlreadyReleased');
    throw AppError.notFound();
  }
  const kind = row.kind === 'fault' ? 'fault' : 'warning';
  await countAlarmReleased(db, row.deviceId, kind);
  await publish(db, alarmReleased, {
    source: 'alarm',
    id: row.id,
    deviceId: row.deviceId,
    orgId: row.orgId,
    kind,
    code: row.code,
    level: row.level,
    message: row.message,
    at: now.toISOString(),
  });
  return (await alarmLogRows(db, [row.id]))[0]!;
}
