/** True for a foreign-key violation (SQLSTATE 23503), however the driver wraps it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
