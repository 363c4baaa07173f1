/** A time as the API answers it: ISO 8601 in UTC; no time stays null. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null | undefined): string | null;
export function isoTime(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}
