/** Query strings without empty values; arrays as repeated keys (`a=1&a=2`), dates as ISO text. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      search.append(key, v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return search.toString();
}
