import type { MessageKey } from '@vr/contracts';
import { type AnyColumn, type SQL, gte, lte, sql } from 'drizzle-orm';
import { AppError } from '../http/errors.js';

/** The time filter of a list: its bounds as the client sends them (`filterTime` text), either one absent. */
export interface TimeFilter {
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

type BoundField = 'beginTime' | 'endTime';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A bound on the server's clock: a date (its first instant as `beginTime`, its last as `endTime`)
 * or a date-time; anything else is refused on the field with `message`.
 */
export function serverTimeBound(value: string, field: BoundField, message: MessageKey): Date {
  const text = value.trim();
  let date: Date | null = null;
  if (DATE_ONLY.test(text)) date = new Date(`${text}T${field === 'beginTime' ? '00:00:00.000' : '23:59:59.999'}`);
  else if (DATE_TIME.test(text)) date = new Date(text.replace(' ', 'T'));
  if (!date || Number.isNaN(date.getTime())) throw AppError.field(field, message, { value: text.slice(0, 30) });
  return date;
}

/** `column` within the filter, both ends inclusive, each bound read by `bound` (e.g. `serverTimeBound` with a message). */
export function timeRange(column: AnyColumn, q: TimeFilter, bound: (value: string, field: BoundField) => Date): SQL[] {
  const out: SQL[] = [];
  if (q.beginTime) out.push(gte(column, bound(q.beginTime, 'beginTime')));
  if (q.endTime) out.push(lte(column, bound(q.endTime, 'endTime')));
  return out;
}

/** `column` within the filter on the clock of `timeZone`: from `beginTime`, up to `endTime` inclusive; a bare end day counts whole. */
export function localTimeRange(column: AnyColumn, q: TimeFilter, timeZone: string): SQL[] {
  const out: SQL[] = [];
  if (q.beginTime) out.push(sql`${column} >= (${q.beginTime})::timestamp at time zone ${timeZone}`);
  if (q.endTime) {
    out.push(
      q.endTime.length === 10
        ? sql`${column} < ((${q.endTime})::date + 1)::timestamp at time zone ${timeZone}`
        : sql`${column} <= (${q.endTime})::timestamp at time zone ${timeZone}`,
    );
  }
  return out;
}

/** `column` from the instant `beginTime` names through the whole UTC day of `endTime`. */
export function utcDayRange(column: AnyColumn, q: TimeFilter): SQL[] {
  const out: SQL[] = [];
  if (q.beginTime) out.push(gte(column, new Date(q.beginTime)));
  if (q.endTime) out.push(lte(column, new Date(`${q.endTime.slice(0, 10)}T23:59:59.999Z`)));
  return out;
}
