import { LOGININFOR_API } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../platform/auth/password.js';
import { dummyHash, hashPassword, hashRounds, verifyPassword } from '../../platform/auth/password.js';
import { loginLogs } from '../../platform/audit/schema.js';
import { signInFailures, users } from '../../platform/identity/schema.js';
import { body, createTestApp, useTestApp } from '../../test/harness.js';
import { signInRequest } from '../../test/sign-in.js';

// The real comparison, watched: an unknown account must cost the same bcrypt comparison as a known one.
vi.mock('../../platform/auth/password.js', async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const t = useTestApp();

const attempt = (username: string, password: string, remoteAddress = '192.0.2.1', extra: Record<string, unknown> = {}) =>
  signInRequest(t.app, { username, password, ...extra }, { lang: 'en', remoteAddress });

const answers = async (username: string, times: number, remoteAddress?: string) => {
  const out: unknown[] = [];
  for (let i = 0; i < times; i++) out.push(body(await attempt(username, 'wrong-password', remoteAddress)).result);
  return out;
};

describe('an unknown account cannot be told from a known one', () => {
  it('answers the same, failure after failure, including the lockout', async () => {
    const known = await answers('ops', 7);
    const unknown = await answers('nobody-here', 7);
    expect(unknown).toEqual(known);
    expect(known.slice(0, 4)).toEqual(Array(4).fill('The account or password is incorrect.'));
    expect(known.slice(4)).toEqual(Array(3).fill('Too many failed attempts: the account is locked for 10 minutes.'));
  });

  it('runs the password comparison for an unknown account, against a hash of the same cost', async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    await attempt('nobody-here', 'wrong-password');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('wrong-password', dummyHash());
    expect(dummyHash().slice(0, 7)).toBe(`$2b$${String(hashRounds()).padStart(2, '0')}$`);
    verify.mockClear();
    await attempt('ops', 'wrong-password');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('takes about as long for both (medians, within a factor of five: skipping the hash would be a hundred times faster)', async () => {
    const median = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        // A fresh address each time, so no lockout shortens either side.
        await attempt(username, 'wrong-password', `198.51.100.${i + 1}`);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[4]!;
    };
    // At the production cost (this suite's cheaper one is as fast as skipping the hash).
    vi.stubEnv('PASSWORD_HASH_ROUNDS', '10');
    try {
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword('ops12345') })
        .where(eq(users.username, 'ops'));
      await median('ops'); // warm-up
      const known = await median('ops');
      const unknown = await median('nobody-here');
      expect(unknown / known).toBeGreaterThan(0.2);
      expect(unknown / known).toBeLessThan(5);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('lockout resists denial of service', () => {
  it('failures from one address do not lock the account for another', async () => {
    const fromAttacker = await answers('admin', 6, '203.0.113.66');
    expect(fromAttacker.at(-1)).toBe('Too many failed attempts: the account is locked for 10 minutes.');
    expect(body(await attempt('admin', 'admin123', '203.0.113.66')).status).toBe(400);
    expect(body(await attempt('admin', 'admin123', '192.0.2.50')).status).toBe(1001);
  });

  it('a success from the address ends its count of failures', async () => {
    await answers('ops', 4, '192.0.2.7');
    expect(body(await attempt('ops', 'ops12345', '192.0.2.7')).status).toBe(1001);
    expect(await answers('ops', 4, '192.0.2.7')).toEqual(Array(4).fill('The account or password is incorrect.'));
  });
});

describe('what ends a lockout', () => {
  it('an administrator resetting the password unlocks the account from every address', async () => {
    await answers('ops', 5, '203.0.113.77');
    expect(body(await attempt('ops', 'ops12345', '203.0.113.77')).status).toBe(400);
    const admin = await t.login('admin', 'admin123');
    const [ops] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/admin/system/user/resetPwd',
      headers: { token: admin },
      payload: { userId: ops!.id, password: 'fresh-pass1', confirmPassword: 'fresh-pass1' },
    });
    expect(body(reset).status).toBe(1001);
    expect(body(await attempt('ops', 'fresh-pass1', '203.0.113.77')).status).toBe(1001);
  });
});

describe('the lockout keeps counts of its own', () => {
  const LOCKED = 'Too many failed attempts: the account is locked for 10 minutes.';
  const WRONG = 'The account or password is incorrect.';
  const db = () => t.database.db;
  /** Moves every count's window and lock into the past, as if more than ten minutes had gone by. */
  const letTimePass = () =>
    db()
      .update(signInFailures)
      .set({
        firstAt: sql`${signInFailures.firstAt} - interval '11 minutes'`,
        lastAt: sql`${signInFailures.lastAt} - interval '11 minutes'`,
        lockedUntil: sql`${signInFailures.lockedUntil} - interval '11 minutes'`,
      });

  it('a lock holds when the login log is cleared or its texts are not what they were', async () => {
    await answers('ops', 5, '203.0.113.88');
    await answers('nobody-here', 5, '203.0.113.88');
    await db().update(loginLogs).set({ message: 'reworded' });
    const admin = await t.login('admin', 'admin123');
    const cleaned = await t.app.inject({ method: 'DELETE', url: LOGININFOR_API.clean, headers: { token: admin } });
    expect(body(cleaned).status).toBe(1001);
    expect(await db().select().from(loginLogs).where(eq(loginLogs.username, 'ops'))).toEqual([]);
    expect(body(await attempt('ops', 'ops12345', '203.0.113.88')).result).toBe(LOCKED);
    expect(body(await attempt('nobody-here', 'whatever', '203.0.113.88')).result).toBe(LOCKED);
    expect(body(await attempt('ops', 'ops12345', '192.0.2.88')).status).toBe(1001);
  });

  it('holds one row per name and address, however many attempts', async () => {
    const names = ['ops', 'nobody-here'];
    const addresses = ['203.0.113.91', '203.0.113.92'];
    for (let round = 0; round < 2; round++) {
      for (const name of names)
        for (const address of addresses) expect(await answers(name, 6, address)).toEqual([...Array(4).fill(WRONG), LOCKED, LOCKED]);
      await letTimePass();
    }
    const rows = await db().select().from(signInFailures);
    expect(rows.map((r) => [r.username, r.ip, r.failures]).sort()).toEqual(
      names.flatMap((name) => addresses.map((ip) => [name, ip, 5])).sort(),
    );
    expect((await db().select().from(loginLogs)).length).toBe(2 * 4 * 6);
    // 48 sign-ins, each hashing a password: a loaded two-core machine needs more than the usual 30 s.
  }, 120_000);

  it('a new window starts when the last one has ended, and ended rows are deleted on the next failure', async () => {
    await answers('ops', 4, '203.0.113.93');
    await answers('nobody-here', 5, '203.0.113.94');
    await letTimePass();
    await answers('admin', 1, '203.0.113.95');
    expect((await db().select({ username: signInFailures.username }).from(signInFailures)).map((r) => r.username)).toEqual(['admin']);
    // the four old failures of ops no longer count
    expect(await answers('ops', 5, '203.0.113.93')).toEqual([...Array(4).fill(WRONG), LOCKED]);
  });
});

describe('the sign-in’s own limits', () => {
  it('refuses a body over 4 KB before reading it, in the envelope', async () => {
    const res = await attempt('admin', 'admin123', '192.0.2.1', { padding: 'x'.repeat(8 * 1024) });
    expect(res.statusCode).toBeLessThan(500);
    const b = body(res);
    expect(b.status).toBe(400);
    expect(String(b.result)).toMatch(/too large/i);
  });

  it('throttles the captcha image per address (429 envelope)', async () => {
    const app = await createTestApp({ captchaEnabled: true, captchaRateLimit: 3 }, undefined, t.database);
    try {
      const image = (remoteAddress: string) =>
        app.app.inject({ method: 'GET', url: '/api/captcha/captchaImage', headers: { lang: 'en' }, remoteAddress });
      for (let i = 0; i < 3; i++) expect(body(await image('192.0.2.30')).status).toBe(1001);
      const limited = await image('192.0.2.30');
      expect(limited.statusCode).toBeLessThan(500);
      expect(body(limited)).toEqual({ status: 429, result: 'Too many requests. Please try again later.' });
      expect(body(await image('192.0.2.31')).status).toBe(1001);
    } finally {
      await app.close();
    }
  });
});
