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
