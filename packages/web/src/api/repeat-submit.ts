import { REPEAT_SIZE_EXEMPTION, REPEAT_WINDOW_MS } from '@vr/contracts';

/** The body as the check compares it, or null when it cannot be compared (files, streams). */
export function serializeBody(data: unknown): string | null {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (data instanceof URLSearchParams) return data.toString();
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return null;
  try {
    return JSON.stringify(data);
  } catch {
    return null;
  }
}

function byteLength(text: string): number {
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: skip encoding when clearly small.
  if (text.length * 3 <= REPEAT_SIZE_EXEMPTION) return text.length;
  return new TextEncoder().encode(text).length;
}

/** The key of a request for the repeat check, or null when the check does not apply. */
export function repeatKey(method: string, url: string, data: unknown): string | null {
  const verb = method.toUpperCase();
  if (verb !== 'POST' && verb !== 'PUT') return null;
  const body = serializeBody(data);
  if (body === null || byteLength(body) > REPEAT_SIZE_EXEMPTION) return null;
  return `${verb} ${url}\n${body}`;
}

/** Remembers when each key was last sent; `isRepeat` records the send unless it is a repeat. */
export function createRepeatGuard(now: () => number = Date.now) {
  const sent = new Map<string, number>();
  return {
    isRepeat(key: string | null): boolean {
      if (key === null) return false;
      const time = now();
      const last = sent.get(key);
      if (last !== undefined && time - last < REPEAT_WINDOW_MS) return true;
      sent.set(key, time);
      if (sent.size > 100) {
        for (const [k, t] of sent) if (time - t >= REPEAT_WINDOW_MS) sent.delete(k);
      }
      return false;
    },
  };
}

/** The one record of sent writes, shared by both ways the app calls the server. */
export const sentWrites = createRepeatGuard();
