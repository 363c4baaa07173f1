import {
  ABNORMAL_LEVEL_OF,
  type AbnormalDetail,
  type AbnormalFilter,
  type AbnormalKind,
  type AbnormalRow,
  type AlarmHandle,
  type ListParams,
} from '@vr/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type LogTable, newestFirstExport, newestFirstPage } from '../../platform/list/newest-first.js';
import type { Page } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { inTransaction, publish } from '../../platform/wiring/index.js';
import { type MachineNames, devices, machineRowScope, machineRows } from '../devices/index.js';
import { orders } from '../orders/index.js';
import { type AlarmNotice, alarmRaised, alarmReleased } from './events.js';
import { DEFAULT_ALARM_RULE } from './rules.js';
import { alarmRules, deviceAbnormal } from './schema.js';
import { deviceFilters, handlerName, iso, secondsBetween } from './scope.js';

const x = deviceAbnormal;
/** The columns its lists and export page by. */
const LISTED: LogTable = { table: x, id: x.id, time: x.raisedAt, timeField: 'raisedTime', sortable: { level: x.level } };
const d = devices;

/** A rule's value for every organisation: its nearest customer's rule, or the default when none has one. */
const ruleValue = (column: string, fallback: number | boolean | null) =>
  sql.raw(`case when r.org_id is null then ${fallback === null ? 'null' : String(fallback)} else r.${column} end`);

/**
 * The conditions that hold now, one row per device and condition (device_id, org_id, kind,
 * detail), for every device at once: each organisation's rule is read once (orgs are few), the
 * devices are joined to it, and each condition is one set-wise select.
 */
function activeConditions(now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const D = DEFAULT_ALARM_RULE;
  const localTime = sql`(${at} at time zone ${timeZone})::time`;
  const inService = sql`${d.status} <> 1`;
  return sql`
    rule as (
      select o.id as org_id,
             ${ruleValue('offline_minutes', D.offlineMinutes)} as offline_minutes,
             ${ruleValue('no_sale_hours', D.noSaleHours)} as no_sale_hours,
             ${ruleValue('material_out', D.materialOut)} as material_out,
             ${ruleValue('temperature_min', D.temperatureMin)}::numeric as temperature_min,
             ${ruleValue('temperature_max', D.temperatureMax)}::numeric as temperature_max
        from ${orgs} o
        left join lateral (
          select ar.* from ${alarmRules} ar join ${orgs} ro on ro.id = ar.org_id
           where ar.org_id = any(string_to_array(trim(both '/' from o.path), '/')::int[])
           order by length(ro.path) desc limit 1) r on true
    ),
    active as (
      select ${d.id} as device_id, ${d.orgId} as org_id, 'offline'::text as kind,
             jsonb_build_object('minutes', floor(extract(epoch from ${at} - coalesce(${d.lastOfflineAt}, ${d.lastSeenAt})) / 60)::int) as detail
        from ${d} join rule on rule.org_id = ${d.orgId}
       where rule.offline_minutes is not null and ${inService} and ${d.online} = 0
         and coalesce(${d.lastOfflineAt}, ${d.lastSeenAt}) <= ${at} - rule.offline_minutes * interval '1 minute'
      union all
      select ${d.id}, ${d.orgId}, 'material', '{}'::jsonb
        from ${d} join rule on rule.org_id = ${d.orgId}
       where rule.material_out and ${inService} and ${d.materialState} = 2
      union all
      select ${d.id}, ${d.orgId}, 'temperature',
             jsonb_build_object('sensor', t.key, 'value', t.value, 'min', rule.temperature_min, 'max', rule.temperature_max)
        from ${d} join rule on rule.org_id = ${d.orgId}
        cross join lateral (
          select e.key, (e.value)::numeric as value from jsonb_each(${d.temperatures}) e
           where jsonb_typeof(e.value) = 'number'
             and ((rule.temperature_min is not null and (e.value)::numeric < rule.temperature_min)
               or (rule.temperature_max is not null and (e.value)::numeric > rule.temperature_max))
           order by e.key limit 1) t
       where (rule.temperature_min is not null or rule.temperature_max is not null)
         and ${inService} and ${d.online} = 1 and ${d.temperatures} is not null and jsonb_typeof(${d.temperatures}) = 'object'
      union all
      select ${d.id}, ${d.orgId}, 'noSale', jsonb_build_object('hours', rule.no_sale_hours)
        from ${d} join rule on rule.org_id = ${d.orgId}
       where rule.no_sale_hours is not null and ${inService} and ${d.online} = 1
         and ${d.createdAt} <= ${at} - rule.no_sale_hours * interval '1 hour'
         and (coalesce(${d.businessHours}, '') = '' or exists (
               select 1 from unnest(string_to_array(${d.businessHours}, ',')) span,
                 lateral (select split_part(span, '-', 1)::time as f, split_part(span, '-', 2)::time as u) b
                where case when b.u > b.f then ${localTime} >= b.f and ${localTime} < b.u
                           else ${localTime} >= b.f or ${localTime} < b.u end))
         and not exists (select 1 from ${orders}
                          where ${orders.deviceId} = ${d.id} and ${orders.createdAt} > ${at} - rule.no_sale_hours * interval '1 hour')
    )`;
}

const levelCase = sql.raw(
  `case kind ${Object.entries(ABNORMAL_LEVEL_OF)
    .map(([kind, level]) => `when '${kind}' then ${level}`)
    .join(' ')} end`,
);

interface ChangedRow {
  id: number | string;
  device_id: number;
  org_id: number;
  kind: AbnormalKind;
  level: number;
}

const noticeOf = (r: ChangedRow, at: Date): AlarmNotice => ({
  source: 'abnormal',
  id: Number(r.id),
  deviceId: r.device_id,
  orgId: r.org_id,
  kind: r.kind,
  code: r.kind,
  level: r.level,
  message: null,
  at: at.toISOString(),
});

/**
 * Finds device abnormal conditions as of `now` by the customers' alarm rules: opens a row for each
 * condition that started (one per device and condition while it holds), resolves (by the system)
 * the unresolved rows whose condition ended, and lets go of hand-resolved rows whose condition
 * ended. Publishes `alarmRaised` / `alarmReleased` for the rows opened and closed.
 */
export async function evaluateAbnormal(db: Database, now: Date, timeZone: string): Promise<{ opened: number; closed: number }> {
  return inTransaction(db, async (tx) => {
    const opened = rowsOf<ChangedRow>(
      await tx.execute(sql`
        with ${activeConditions(now, timeZone)}
        insert into ${x} (device_id, org_id, kind, level, detail, raised_at)
        select device_id, org_id, kind, ${levelCase}, detail, ${now.toISOString()}::timestamptz from active
        on conflict (device_id, kind) where condition_open do nothing
        returning id, device_id, org_id, kind, level`),
    );
    const ended = rowsOf<ChangedRow & { was: number }>(
      await tx.execute(sql`
        with ${activeConditions(now, timeZone)},
        ended as (
          select ab.id, ab.state as was from ${x} ab
           where ab.condition_open
             and not exists (select 1 from active where active.device_id = ab.device_id and active.kind = ab.kind)
             for update of ab)
        update ${x} set condition_open = false,
               state = 1,
               resolved_at = case when ended.was = 0 then ${now.toISOString()}::timestamptz else ${x.resolvedAt} end
          from ended where ${x.id} = ended.id
        returning ${x.id} as id, ${x.deviceId} as device_id, ${x.orgId} as org_id, ${x.kind} as kind, ${x.level} as level, ended.was`),
    );
    const closed = ended.filter((r) => Number(r.was) === 0);
    for (const r of opened) await publish(tx, alarmRaised, noticeOf(r, now));
    for (const r of closed) await publish(tx, alarmReleased, noticeOf(r, now));
    return { opened: opened.length, closed: closed.length };
  });
}

/** The device abnormal rows the caller may see that match the filters. */
export async function abnormalWhere(db: Database, q: AbnormalFilter, auth: AuthContext, timeZone: string): Promise<SQL | undefined> {
  return and(
    await machineRowScope(db, auth, x),
    ...deviceFilters(x, q),
    ...localTimeRange(x.raisedAt, q, timeZone),
    q.kind ? eq(x.kind, q.kind) : undefined,
    q.level !== undefined ? eq(x.level, q.level) : undefined,
    q.state !== undefined ? eq(x.state, q.state) : undefined,
  );
}

function toRow({ row: r, ...names }: { row: typeof x.$inferSelect } & MachineNames, now: Date): AbnormalRow {
  return {
    id: r.id,
    deviceId: r.deviceId,
    ...names,
    orgId: r.orgId,
    kind: r.kind as AbnormalKind,
    level: r.level,
    detail: r.detail as AbnormalDetail,
    state: r.state,
    raisedTime: r.raisedAt.toISOString(),
    resolvedTime: iso(r.resolvedAt),
    durationSeconds: secondsBetween(r.raisedAt, r.resolvedAt, now),
    resolvedBy: r.resolvedBy,
    remark: r.remark,
  };
}

export async function abnormalRows(db: Database, ids: number[]): Promise<AbnormalRow[]> {
  const now = new Date();
  return (await abnormals.byIds(db, ids)).map((r) => toRow(r, now));
}

const abnormals = machineRows('abnormal_rows_by_id', x, x);

/** One page of device abnormal, newest first (keyset, as the alarm log). */
export async function listAbnormal(
  db: Database,
  q: ListParams & AbnormalFilter,
  auth: AuthContext,
  timeZone: string,
): Promise<Page<AbnormalRow>> {
  const where = await abnormalWhere(db, q, auth, timeZone);
  const now = new Date();
  return newestFirstPage(db, LISTED, where, q, async (page) =>
    (await abnormals.ofPage(db, page)).map((k) => ({ ...k, row: toRow(k.row, now) })),
  );
}

/** The export's batches (newest first, by keyset) and their number. */
export function abnormalExport(db: Database, where: SQL | undefined) {
  return newestFirstExport(db, LISTED, where, (ids) => abnormalRows(db, ids));
}

/**
 * Resolves an unresolved row by hand: who, when and the remark are stored, and the areas acting on
 * alarms hear it released. The row keeps its condition open, so the evaluator opens no new row
 * until the condition has ended and starts anew.
 */
export async function resolveAbnormalByHand(db: Database, input: AlarmHandle, auth: AuthContext): Promise<AbnormalRow> {
  const scope = await machineRowScope(db, auth, x);
  const now = new Date();
  const [row] = await db
    .update(x)
    .set({ state: 1, resolvedAt: now, resolvedBy: handlerName(auth), resolvedByUserId: auth.userId, remark: input.remark })
    .where(and(eq(x.id, input.id), eq(x.state, 0), scope))
    .returning();
  if (!row) {
    const [seen] = await db
      .select({ id: x.id })
      .from(x)
      .where(and(eq(x.id, input.id), scope));
    if (seen) throw AppError.badRequest('abnormalAlreadyResolved');
    throw AppError.notFound();
  }
  await publish(
    db,
    alarmReleased,
    noticeOf({ id: row.id, device_id: row.deviceId, org_id: row.orgId, kind: row.kind as AbnormalKind, level: row.level }, now),
  );
  return (await abnormalRows(db, [row.id]))[0]!;
}
