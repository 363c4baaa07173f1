import { type AnyColumn, type SQL, ilike, or } from 'drizzle-orm';

const LIKE_SPECIALS = /[\\%_]/g;

/** Escapes the LIKE wildcards (`%`, `_`) and the escape character itself, so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(LIKE_SPECIALS, (c) => `\\${c}`);
}

/** A LIKE pattern matching text that contains `value` anywhere. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

/** A LIKE pattern matching text that starts with `value` (e.g. every organisation below a path). */
export function prefixPattern(value: string): string {
  return `${escapeLike(value)}%`;
}

/**
 * `column` (one of `columns`) contains `text`: case-insensitive, wildcards matched literally. No
 * condition when the filter is empty.
 */
export function containing(columns: AnyColumn | SQL | Array<AnyColumn | SQL>, text: string | null | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return Array.isArray(columns) ? or(...columns.map((column) => ilike(column, pattern))) : ilike(columns, pattern);
}
