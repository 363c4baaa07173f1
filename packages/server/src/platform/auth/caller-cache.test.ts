import { describe, expect, it } from 'vitest';
import { CallerCache } from './caller-cache.js';
import type { ResolvedCaller } from './caller.js';

const T0 = 1_000_000;

function caller(sessionId: string, expiresAt = T0 + 3_600_000): ResolvedCaller {
  return {
    auth: {
      sessionId,
      userId: 1,
      username: 'ops',
      employeeName: 'Ops',
      orgId: 1,
      orgPath: '/1/',
      orgsBelow: [1],
      roles: [],
      roleIds: [],
      permissions: [],
      scopes: [],
      platformAccount: false,
    },
    enabled: true,
    expiresAt,
    lastSeenAt: T0,
  };
}

function listeningCache(ttlMs = 5_000, maxEntries = 100): CallerCache {
  const cache = new CallerCache({ ttlMs, maxEntries });
  cache.setListening(true);
  return cache;
}

/** A loader that counts its calls. */
function loader(answer: (n: number) => ResolvedCaller | null = () => caller('a')) {
  const calls = { n: 0 };
  return { calls, load: async () => answer(++calls.n) };
}

/** Asks the cache for session a at each of these times; answers how many times the loader has read it by then. */
async function readsAt(cache: CallerCache, { calls, load }: ReturnType<typeof loader>, ...times: number[]): Promise<number> {
  for (const at of times) await cache.get('a', at, load);
  return calls.n;
}

describe('caller cache', () => {
  it('serves a caller from memory until its time is up, then reads again', async () => {
    const cache = listeningCache(5_000);
    const a = loader();
    expect(await readsAt(cache, a, T0, T0 + 4_999)).toBe(1);
    expect(await readsAt(cache, a, T0 + 5_000)).toBe(2);
  });

  it('never serves a session past its expiry', async () => {
    const cache = listeningCache(5_000);
    const a = loader(() => caller('a', T0 + 1_000));
    expect(await readsAt(cache, a, T0, T0 + 999)).toBe(1);
    expect(await readsAt(cache, a, T0 + 1_000)).toBe(2);
  });

  it('does not keep unknown sessions', async () => {
    const cache = listeningCache();
    const { calls, load } = loader(() => null);
    expect(await cache.get('x', T0, load)).toBeNull();
    expect(await cache.get('x', T0, load)).toBeNull();
    expect(calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything, or the ended sessions only', async () => {
    const cache = listeningCache();
    const a = loader(() => caller('a'));
    const b = loader(() => caller('b'));
    await cache.get('a', T0, a.load);
    await cache.get('b', T0, b.load);
    cache.forgetSessions(['a']);
    await cache.get('a', T0, a.load);
    await cache.get('b', T0, b.load);
    expect([a.calls.n, b.calls.n]).toEqual([2, 1]);
    cache.forgetAll();
    await cache.get('a', T0, a.load);
    await cache.get('b', T0, b.load);
    expect([a.calls.n, b.calls.n]).toEqual([3, 2]);
  });

  it('does not store what a lookup read before a change it overlapped', async () => {
    const cache = listeningCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get('a', T0, async () => {
      await gate;
      return caller('a');
    });
    cache.forgetAll();
    release();
    await slow;
    expect(cache.size).toBe(0);
  });

  it('shares one lookup between concurrent requests of a session', async () => {
    const cache = listeningCache();
    const { calls, load } = loader();
    await Promise.all([cache.get('a', T0, load), cache.get('a', T0, load), cache.get('a', T0, load)]);
    expect(calls.n).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = listeningCache(5_000, 2);
    const a = loader(() => caller('a'));
    await cache.get('a', T0, a.load);
    await cache.get('b', T0, async () => caller('b'));
    await cache.get('a', T0, a.load); // a is now the most recent
    await cache.get('c', T0, async () => caller('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', T0, a.load);
    expect(a.calls.n).toBe(1);
    const b = loader(() => caller('b'));
    await cache.get('b', T0, b.load);
    expect(b.calls.n).toBe(1);
  });

  it('serves nothing from memory while changes cannot be heard, or when turned off', async () => {
    const deaf = new CallerCache({ ttlMs: 5_000, maxEntries: 100 });
    const off = listeningCache(0);
    for (const cache of [deaf, off]) {
      const { calls, load } = loader();
      await cache.get('a', T0, load);
      await cache.get('a', T0, load);
      expect(calls.n).toBe(2);
    }
    const cache = listeningCache();
    const { calls, load } = loader();
    await cache.get('a', T0, load);
    cache.setListening(false);
    cache.setListening(true);
    await cache.get('a', T0, load);
    expect(calls.n).toBe(2);
  });

  it('tells a waiter once anything was forgotten after the generation it saw', async () => {
    const cache = listeningCache();
    const seen = cache.generation;
    let told = false;
    const waiting = cache.changedSince(seen).then(() => (told = true));
    await Promise.resolve();
    expect(told).toBe(false);
    cache.forgetSessions(['a']);
    await waiting;
    expect(told).toBe(true);
    await cache.changedSince(seen); // already past: answers at once
  });
});
