import type { CacheInfo } from '@vr/contracts';
import { clearConfigCache, configCacheSize } from '../configs/index.js';
import { dictCache } from '../dicts/index.js';

/** A cache of this process the monitoring screen lists (and clears, when it can). */
export interface CacheEntry {
  name: string;
  size(): number | null;
  clear?: () => void;
}

/**
 * The in-process caches: dictionary entries by type and parameter values (both cleared by every
 * write of their screen and by "refresh cache"). Clearing one only costs a reload from the database.
 */
export const CACHES: CacheEntry[] = [
  { name: 'dict', size: () => dictCache.size(), clear: () => dictCache.clear() },
  { name: 'config', size: configCacheSize, clear: () => clearConfigCache() },
];

export function listCaches(): CacheInfo[] {
  return CACHES.map((c) => ({ name: c.name, size: c.size(), clearable: typeof c.clear === 'function' }));
}
