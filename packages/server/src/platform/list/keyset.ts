import { type AnyColumn, type SQL, and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../http/errors.js';

export type Direction = 'asc' | 'desc';

/** Where a page ends: the sort key (as PostgreSQL prints it, so it reads back exactly) and the id of its last row. */
export interface CursorPosition {
  key: string | null;
  id: number;
}

/** What a cursor carries: the sort it was made for, and the position. */
interface CursorBody {
  /** Sort field ('' for the list's default order). */
  f: string;
  d: Direction;
  k: string | null;
  i: number;
}

const MAX_KEY_LENGTH = 300;

const INTEGER = /^-?\d{1,10}$/;
const INTEGER_RANGES: Record<string, number> = {
  PgSmallInt: 32_767,
  PgSmallSerial: 32_767,
  PgInteger: 2_147_483_647,
  PgSerial: 2_147_483_647,
};
const NUMBER = /^-?\d{1,20}(\.\d{1,20})?$/;
/** A timestamp as PostgreSQL prints one (`2026-03-01 08:00:00.123+00`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True when `key` reads back as a value of the column's type, so a forged cursor is refused
 * before it reaches the database (where it would fail the statement, and the transaction).
 */
export function keyFitsColumn(column: AnyColumn, key: string): boolean {
  const { columnType, dataType } = column;
  if (columnType in INTEGER_RANGES) return INTEGER.test(key) && Math.abs(Number(key)) <= INTEGER_RANGES[columnType]!;
  if (columnType === 'PgTimestamp' || columnType === 'PgTimestampString') return TIMESTAMP.test(key) && validDate(key.slice(0, 10));
  if (columnType === 'PgDateString' || columnType === 'PgDate') return validDate(key);
  if (dataType === 'number') return NUMBER.test(key);
  return dataType === 'string';
}

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** An opaque cursor for the page after `at` under the sort `field`/`direction`. */
export function encodeCursor(field: string, direction: Direction, at: CursorPosition): string {
  const body: CursorBody = { f: field, d: direction, k: at.key, i: at.id };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/**
 * The position a cursor names. A cursor that does not parse, or was made for another sort than
 * the request's, is refused on the `cursor` field (a 400 the client answers by going to page 1).
 */
export function decodeCursor(
  text: string,
  sort: { field: string; direction: Direction; column?: AnyColumn; id: AnyColumn },
): CursorPosition {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!isBody(body) || body.f !== sort.field || body.d !== sort.direction) throw invalidCursor();
  if (body.k !== null && (!sort.column || !keyFitsColumn(sort.column, body.k))) throw invalidCursor();
  if (!keyFitsColumn(sort.id, String(body.i))) throw invalidCursor();
  return { key: body.k, id: body.i };
}

export function invalidCursor(): AppError {
  return AppError.field('cursor', 'cursorInvalid');
}

function isBody(v: unknown): v is CursorBody {
  if (!v || typeof v !== 'object') return false;
  const b = v as Record<string, unknown>;
  return (
    typeof b['f'] === 'string' &&
    (b['d'] === 'asc' || b['d'] === 'desc') &&
    (b['k'] === null || (typeof b['k'] === 'string' && b['k'].length <= MAX_KEY_LENGTH)) &&
    typeof b['i'] === 'number' &&
    Number.isSafeInteger(b['i'])
  );
}

/**
 * The rows after `at` in the order `sort` (PostgreSQL's default null placement: last when
 * ascending, first when descending), then `id` (unique) as tie-breaker. Without a sort column
 * the order is the id's alone.
 */
export function afterPosition(
  sort: { column: AnyColumn; direction: Direction } | null,
  id: { column: AnyColumn; direction: Direction },
  at: CursorPosition,
): SQL {
  // The key goes in as text, unmapped by the column: PostgreSQL reads it as the column's type.
  const after = (column: AnyColumn, direction: Direction, value: string | number) =>
    direction === 'asc' ? sql`${column} > ${value}` : sql`${column} < ${value}`;
  const idAfter = after(id.column, id.direction, at.id);
  if (!sort) return idAfter;
  const col = sort.column;
  if (at.key === null) {
    // Nulls come last ascending (only nulls follow), first descending (then every non-null).
    const amongNulls = and(isNull(col), idAfter) as SQL;
    return sort.direction === 'asc' ? amongNulls : (or(amongNulls, isNotNull(col)) as SQL);
  }
  const beyond = after(col, sort.direction, at.key);
  const tie = and(sql`${col} = ${at.key}`, idAfter);
  return (sort.direction === 'asc' ? or(beyond, tie, isNull(col)) : or(beyond, tie)) as SQL;
}
