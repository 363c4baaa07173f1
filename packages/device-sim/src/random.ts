/** A small seedable random source (mulberry32), so tests can replay a machine's day exactly. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; entries with weight ≤ 0 are never picked. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Normal-ish noise (sum of uniforms) around mean with the given spread. */
  gauss(mean: number, spread: number): number;
}

export function createRandom(seed: number = Math.floor(Math.random() * 2 ** 32)): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
      if (total <= 0) throw new Error('weighted pick without positive weights');
      let r = next() * total;
      for (const [value, w] of entries) {
        if (w <= 0) continue;
        r -= w;
        if (r < 0) return value;
      }
      return entries.filter(([, w]) => w > 0).at(-1)![0];
    },
    gauss: (mean, spread) => mean + ((next() + next() + next() - 1.5) / 1.5) * spread,
  };
  return random;
}

/** Rounds money to cents without floating-point dust (12.3 stays 12.3, not 12.299999). */
export const cents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
