// Varying asks: the pieces endpoints.mjs builds an endpoint's pool of URLs from (periods, every
// combination of a few lists, an order fixed by a seed), and the tidying of a filled-in query.

/** A small deterministic generator (mulberry32): the same seed gives the same numbers in [0, 1). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A copy of `items` in an order fixed by `seed` (Fisher–Yates). */
export function shuffled(items, seed = 1) {
  const out = [...items];
  const next = generator(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Every combination of one value of each list: [[1, 2], ['a']] → [[1, 'a'], [2, 'a']]. */
export const combinations = (lists) => lists.reduce((acc, list) => acc.flatMap((done) => list.map((v) => [...done, v])), [[]]);

/** The day `n` days after `day` (YYYY-MM-DD; before it when `n` is negative). */
export const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every day from `firstDay` to `lastDay`, both included. */
export function daysBetween(firstDay, lastDay) {
  const days = [];
  for (let d = firstDay; d <= lastDay; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * Every period of `minDays` to `maxDays` days (both ends included) inside `firstDay`..`lastDay`,
 * as [first, last] pairs: 3 630 of 1–60 days in 90 days.
 */
export function periods({ firstDay, lastDay, minDays = 1, maxDays = 60 }) {
  const out = [];
  const days = daysBetween(firstDay, lastDay);
  for (let length = minDays; length <= Math.min(maxDays, days.length); length++) {
    for (let end = length - 1; end < days.length; end++) out.push([days[end - length + 1], days[end]]);
  }
  return out;
}

/** A URL without the empty parameters an empty filter leaves ("?a=1&&b=2&" → "?a=1&b=2", "?&" → ""). */
export function tidyQuery(url) {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean);
  return params.length ? `${url.slice(0, at)}?${params.join('&')}` : url.slice(0, at);
}
