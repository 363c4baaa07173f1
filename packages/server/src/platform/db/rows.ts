/** The rows an `execute` answers, whichever driver (PGlite or node-postgres) runs it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
