import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, operationLogs } from '../audit/schema.js';
import { sessions } from '../identity/schema.js';
import { body, createTestApp, useTestApp } from '../../test/harness.js';
import { signInRequest } from '../../test/sign-in.js';

const t = useTestApp({ loginRateLimit: 3 });

const attempt = (app = t.app, forwardedFor?: string, username = 'nobody-here') =>
  signInRequest(app, { username, password: 'wrong-password' }, { lang: 'en', ...(forwardedFor ? { forwardedFor } : {}) });

const loggedIps = async (username: string) =>
  (await t.database.db.select({ ip: loginLogs.ip }).from(loginLogs).where(eq(loginLogs.username, username)).orderBy(loginLogs.id)).map(
    (r) => r.ip,
  );

describe('without TRUST_PROXY (the default), X-Forwarded-For is the client’s word and is ignored', () => {
  it('a different forwarded address on each attempt does not get past the sign-in rate limit', async () => {
    for (let i = 0; i < 3; i++) expect(body(await attempt(t.app, `198.51.100.${i + 1}`)).status).toBe(400);
    expect(body(await attempt(t.app, '198.51.100.99'))).toEqual({ status: 429, result: 'Too many requests. Please try again later.' });
  });

  it('the login log, the session and the operation log record the connection’s address', async () => {
    const token = (
      body(
        await signInRequest(
          t.app,
          { username: 'admin', password: 'admin123' },
          { forwardedFor: '203.0.113.7', remoteAddress: '192.0.2.10' },
        ),
      ).result as { token: string }
    ).token;
    expect(await loggedIps('admin')).toEqual(['192.0.2.10']);
    const [session] = await t.database.db.select({ ip: sessions.ip }).from(sessions);
    expect(session!.ip).toBe('192.0.2.10');
    await t.app.inject({
      method: 'POST',
      url: '/admin/logout',
      headers: { token, 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '192.0.2.11',
    });
    const [logout] = await t.database.db.select({ ip: operationLogs.ip }).from(operationLogs).where(eq(operationLogs.action, 'logout'));
    expect(logout!.ip).toBe('192.0.2.11');
  });
});

describe('with TRUST_PROXY set, the address the trusted proxy saw is used', () => {
  it('TRUST_PROXY=1 takes the address the one proxy in front appended', async () => {
    const behind = await createTestApp({ trustProxy: 1 }, undefined, t.database);
    try {
      await attempt(behind.app, '198.51.100.1, 203.0.113.7', 'proxied-one');
      expect(await loggedIps('proxied-one')).toEqual(['203.0.113.7']);
    } finally {
      await behind.close();
    }
  });

  it('a list of proxy addresses trusts only those peers', async () => {
    const behind = await createTestApp({ trustProxy: ['127.0.0.1'] }, undefined, t.database);
    try {
      await attempt(behind.app, '203.0.113.8', 'proxied-list');
      await signInRequest(
        behind.app,
        { username: 'proxied-list', password: 'wrong-password' },
        { forwardedFor: '203.0.113.9', remoteAddress: '192.0.2.20' },
      );
      expect(await loggedIps('proxied-list')).toEqual(['203.0.113.8', '192.0.2.20']);
    } finally {
      await behind.close();
    }
  });

  it('behind the proxy, the rate limit counts the forwarded addresses', async () => {
    const behind = await createTestApp({ trustProxy: 1, loginRateLimit: 2 }, undefined, t.database);
    try {
      for (const ip of ['203.0.113.1', '203.0.113.1']) expect(body(await attempt(behind.app, ip)).status).toBe(400);
      expect(body(await attempt(behind.app, '203.0.113.1')).status).toBe(429);
      expect(body(await attempt(behind.app, '203.0.113.2')).status).toBe(400);
    } finally {
      await behind.close();
    }
  });
});
