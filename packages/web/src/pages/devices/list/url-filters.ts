import { deviceFilterSchema } from '@vr/contracts';

/**
 * The list's filters given in its address (`?online=0`, `?keyword=VM001`: how the dashboard's
 * charts open it): each known filter that reads as valid, anything else ignored.
 */
export function filtersFromSearch(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(deviceFilterSchema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}
