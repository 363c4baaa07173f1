import {
  type ChangeActor,
  type ChangeKind,
  type ChangeLogFilter,
  type ChangeLogRow,
  type Lang,
  type ListParams,
  type UpdataLogInput,
} from '@vr/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type LogTable, newestFirstExport, newestFirstPage } from '../../platform/list/newest-first.js';
import type { Page } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { containsPattern } from '../../platform/sql/like.js';
import { type MachineNames, assertDeviceVisible, changedBy, devices, machineRowScope, machineRows } from '../devices/index.js';
import { describeChange } from './describe.js';
import { machineFilters } from './machines.js';
import { deviceChanges } from './schema.js';

const c = deviceChanges;
const changes = machineRows('change_rows_by_id', c, c);
const CHANGE_LOG_TABLE: LogTable = { table: c, id: c.id, time: c.createdAt, timeField: 'time' };

/** The change log rows of the caller's scope that match the filters. */
export async function changeLogWhere(db: Database, q: ChangeLogFilter, auth: AuthContext, timeZone: string): Promise<SQL | undefined> {
  return and(
    await machineRowScope(db, auth, c),
    ...(await machineFilters(db, c.deviceId, q)),
    ...localTimeRange(c.createdAt, q, timeZone),
    q.kind ? eq(c.kind, q.kind) : undefined,
    q.operator ? sql`${c.actorName} ilike ${containsPattern(q.operator)}` : undefined,
  );
}

/** The wide rows of these entries (any order), their texts in `lang`. */
export async function changeLogRows(db: Database, ids: number[], lang: Lang): Promise<ChangeLogRow[]> {
  return (await changes.byIds(db, ids)).map((r) => toRow(r, lang));
}

function toRow({ row: r, ...names }: { row: typeof c.$inferSelect } & MachineNames, lang: Lang): ChangeLogRow {
  return {
    id: r.id,
    deviceId: r.deviceId,
    ...names,
    kind: r.kind as ChangeKind,
    actor: r.actor as ChangeActor,
    actorName: r.actorName,
    ...describeChange(lang, { kind: r.kind as ChangeKind, content: r.content, detail: r.detail }),
    time: r.createdAt.toISOString(),
  };
}

/** One page of the change log, newest first unless sorted oldest first. */
export async function listChangeLog(
  db: Database,
  q: ListParams & ChangeLogFilter,
  auth: AuthContext,
  timeZone: string,
  lang: Lang,
): Promise<Page<ChangeLogRow>> {
  const where = await changeLogWhere(db, q, auth, timeZone);
  return newestFirstPage(db, CHANGE_LOG_TABLE, where, q, async (page) =>
    (await changes.ofPage(db, page)).map((k) => ({ ...k, row: toRow(k.row, lang) })),
  );
}

/** The export's batches (newest first, by keyset, texts in `lang`) and their number. */
export function changeLogExport(db: Database, where: SQL | undefined, lang: Lang) {
  return newestFirstExport(db, CHANGE_LOG_TABLE, where, (ids) => changeLogRows(db, ids, lang));
}

/**
 * Records an entry an operator reports against a machine they see; a machine outside their scope
 * is "not found", as an unknown one.
 */
export async function reportChange(db: Database, input: UpdataLogInput, auth: AuthContext, lang: Lang): Promise<ChangeLogRow> {
  await assertDeviceVisible(db, auth, input.deviceId);
  const [device] = await db.select({ orgId: devices.orgId }).from(devices).where(eq(devices.id, input.deviceId));
  const by = changedBy(auth);
  const [row] = await db
    .insert(c)
    .values({
      orgId: device!.orgId,
      deviceId: input.deviceId,
      kind: input.kind,
      actor: 'user',
      actorId: by.userId,
      actorName: by.name,
      content: input.detail,
    })
    .returning({ id: c.id });
  return (await changeLogRows(db, [row!.id], lang))[0]!;
}
