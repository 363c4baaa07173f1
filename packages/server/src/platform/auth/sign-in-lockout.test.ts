import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { signInFailures } from '../identity/schema.js';
import { openTestDatabase } from '../../test/harness.js';
import { currentLocks, lockedUntil, recordFailure } from './sign-in-lockout.js';

// Its own database without a transaction per test: the attempts below really run side by side.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle?.close());

const rule = { maxFailures: 5, lockMinutes: 10 };

describe('counting wrong passwords under a race', () => {
  it('50 at once from one address: one row, every failure counted, one lock that none lengthens', async () => {
    const source = { username: 'raced', ip: '203.0.113.50' };
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => recordFailure(handle.db, source, rule, new Date(now + i))));
    const rows = (await handle.db.select().from(signInFailures)).filter((r) => r.username === 'raced');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.failures).toBe(50);
    expect(answers.filter((a) => a === null)).toHaveLength(4);
    const ends = new Set(answers.filter((a) => a !== null).map((a) => a.getTime()));
    expect(ends.size).toBe(1);
    expect(rows[0]!.lockedUntil!.getTime()).toBe([...ends][0]);
    expect(await lockedUntil(handle.db, source, new Date())).toEqual(rows[0]!.lockedUntil);
  });

  it('50 at once from 50 addresses: a row each, none locked, no lock elsewhere, ended rows purged meanwhile', async () => {
    const long = new Date(Date.now() - 60 * 60_000);
    const ended = Array.from({ length: 300 }, (_, i) => ({
      username: `gone-${i}`,
      ip: '',
      failures: 5,
      firstAt: long,
      lastAt: long,
      lockedUntil: long,
    }));
    await handle.db.insert(signInFailures).values(ended);
    const sources = Array.from({ length: 50 }, (_, i) => ({ username: 'spread', ip: `198.51.100.${i + 1}` }));
    const answers = await Promise.all(sources.map((s) => recordFailure(handle.db, s, rule, new Date())));
    expect(answers.every((a) => a === null)).toBe(true);
    const rows = (await handle.db.select().from(signInFailures)).filter((r) => r.username === 'spread');
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.failures === 1 && r.lockedUntil === null)).toBe(true);
    expect((await currentLocks(handle.db, [...sources, { username: 'spread', ip: null }])).size).toBe(0);
    expect((await handle.db.select().from(signInFailures)).filter((r) => r.username.startsWith('gone-'))).toEqual([]);
  });
});
