import { z } from 'zod';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addRuleMessages } from './validation.js';

/** The largest value of a PostgreSQL `integer` (int4, serial) column. */
export const INT4_MAX = 2_147_483_647;

/** A positive id of an `integer`/`serial` column: anything larger is no row and no value of the column. */
export const dbId = () => z.coerce.number().int().positive().max(INT4_MAX);
/** The ids of a batch (machines a change goes to, rows to delete): one at least, `max` at most. */
export const dbIds = (max: number) => z.array(dbId()).min(1).max(max);
/** A positive id of a `bigint`/`bigserial` column (log rows), within JavaScript's exact integers. */
export const bigDbId = () => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Indexes of the entries that repeat an earlier one (a list whose entries must differ). */
export function repeatedIndexes(values: readonly (string | number)[]): number[] {
  const seen = new Set<string | number>();
  const out: number[] = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(i);
    seen.add(v);
  });
  return out;
}

/** A whole number stored in an `integer` column. */
export const int4 = () =>
  z.coerce
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** True for `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss[.sss]]` (optionally `T`, `Z` or an offset) naming a real day and time. */
export function isFilterTime(text: string): boolean {
  const m = DATE_ONLY.exec(text) ?? DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59 || year! < 1 || month! < 1 || month! > 12 || day! < 1) return false;
  return day! <= new Date(Date.UTC(year!, month!, 0)).getUTCDate();
}

// Rule messages and generic field labels (kept where another area labelled the name first):
// `input.rule.*` and `input.genericField.*` of `locales/messages/input`.
addRuleMessages(messageGroup('input.rule.'));
addMissingFieldLabels(messageGroup('input.genericField.'));

/** The bound of a time filter of a list (`beginTime`, `endTime`): a real date or date-time, or absent. */
export const filterTime = () =>
  z
    .string()
    .trim()
    .max(30)
    .refine((s) => s === '' || isFilterTime(s), { message: 'inputNotATime' })
    .optional();

/** A moment of the business time zone: a day or a local time (`2026-03-01 08:00:00`), no offset. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/**
 * The bound of a time filter read in the business time zone (`beginTime`, `endTime` of a log
 * whose server side pages by local time): a real day or local time, blank, or absent.
 */
export const localFilterTime = () =>
  z
    .string()
    .trim()
    .max(19)
    .refine((s) => s === '' || (LOCAL_TIME.test(s) && isFilterTime(s)), { message: 'inputNotATime' })
    .optional();

/** A blank query value (an empty select sends '') read as absent, for `z.preprocess`. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Comma-separated ids (`1,2,3`) of a batch delete, each a value of the id column. */
export const idListText = (options: { maxLength: number; column: 'integer' | 'bigint' }) => {
  const max = options.column === 'bigint' ? Number.MAX_SAFE_INTEGER : INT4_MAX;
  return z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .max(options.maxLength)
    .refine((s) => s.split(',').every((id) => Number(id) > 0 && Number(id) <= max), { message: 'inputIdOutOfRange' });
};
