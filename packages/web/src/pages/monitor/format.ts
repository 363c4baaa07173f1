/** Bytes in the largest unit that keeps the number at or above 1 (binary units). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '—';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${value >= 100 || i === 0 ? Math.round(value) : value.toFixed(1)} ${units[i]}`;
}

/** A duration in seconds as its two largest units, e.g. [{n: 3, unit: 'd'}, {n: 4, unit: 'h'}]. */
export function durationParts(seconds: number): Array<{ n: number; unit: 'd' | 'h' | 'min' | 's' }> {
  const s = Math.max(0, Math.floor(seconds));
  const parts: Array<{ n: number; unit: 'd' | 'h' | 'min' | 's' }> = [
    { n: Math.floor(s / 86400), unit: 'd' },
    { n: Math.floor((s % 86400) / 3600), unit: 'h' },
    { n: Math.floor((s % 3600) / 60), unit: 'min' },
    { n: s % 60, unit: 's' },
  ];
  const first = parts.findIndex((p) => p.n > 0);
  return first === -1 ? [{ n: 0, unit: 's' }] : parts.slice(first, first + 2);
}

/** Appends a point, keeping the last `max`. */
export function pushPoint<T>(list: T[], point: T, max: number): T[] {
  const next = [...list, point];
  return next.length > max ? next.slice(next.length - max) : next;
}
