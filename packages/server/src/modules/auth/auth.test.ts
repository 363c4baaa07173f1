import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, createTestApp, useTestApp } from '../../test/harness.js';
import { captchas, sessions, signInFailures, users } from '../../platform/identity/schema.js';
import { loginLogs, operationLogs } from '../../platform/audit/schema.js';
import { peekCaptchaAnswer } from '../../test/captcha.js';
import { signInRequest } from '../../test/sign-in.js';

const t = useTestApp({ captchaEnabled: true });

async function captcha(): Promise<{ uuid: string; answer: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/captchaImage' });
  const { data } = body<{ uuid: string; img: string; captchaEnabled: boolean }>(res);
  return { uuid: data.uuid, answer: (await peekCaptchaAnswer(t.database.db, data.uuid))! };
}

function login(payload: Record<string, unknown>, lang = 'en') {
  return signInRequest(t.app, payload, { lang });
}

async function signIn(username: string, password: string): Promise<string> {
  const c = await captcha();
  const res = await login({ username, password, code: c.answer, uuid: c.uuid });
  const b = body(res);
  expect(b.status, res.body).toBe(1001);
  return (b.result as { token: string }).token;
}

describe('captcha', () => {
  it('answers a uuid and an SVG image, and keeps the answer server-side', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/captchaImage' });
    const b = body<{ uuid: string; img: string; captchaEnabled: boolean }>(res);
    expect(b.status).toBe(1001);
    expect(b.data.captchaEnabled).toBe(true);
    expect(b.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(JSON.stringify(b)).not.toContain((await peekCaptchaAnswer(t.database.db, b.data.uuid))!);
  });

  it('requires the code and names the field', async () => {
    const b = body<{ errors: { field: string }[] }>(await login({ username: 'admin', password: 'admin123' }));
    expect(b.status).toBe(400);
    expect(b.result).toBe('The verification code is required.');
    expect(b.data.errors[0]!.field).toBe('code');
  });

  it('refuses a wrong code, and the captcha cannot be reused after that', async () => {
    const c = await captcha();
    const wrong = body(await login({ username: 'admin', password: 'admin123', code: 'zzzz', uuid: c.uuid }));
    expect(wrong.result).toBe('The verification code is wrong.');
    const again = body(await login({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid }));
    expect(again.result).toBe('The verification code has expired. Please get a new one.');
  });

  it('is single use: a successful code cannot sign in twice', async () => {
    const c = await captcha();
    expect(body(await login({ username: 'admin', password: 'admin123', code: c.answer.toUpperCase(), uuid: c.uuid })).status).toBe(1001);
    const reuse = body(await login({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid }));
    expect(reuse.status).toBe(400);
    expect(reuse.result).toMatch(/expired/);
  });

  it('expires after two minutes', async () => {
    const c = await captcha();
    await t.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.uuid, c.uuid));
    const b = body(await login({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid }));
    expect(b.result).toBe('The verification code has expired. Please get a new one.');
  });
});

describe('POST /admin/login', () => {
  it('signs in with a trimmed username and answers result.token', async () => {
    const c = await captcha();
    const res = await login({ username: '  admin  ', password: 'admin123', code: c.answer, uuid: c.uuid });
    expect(res.statusCode).toBe(200);
    const b = body(res);
    expect(b.status).toBe(1001);
    expect((b.result as { token: string }).token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts a form-encoded body', async () => {
    const c = await captcha();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid }).toString(),
    });
    expect(body(res).status).toBe(1001);
  });

  it('names each missing field', async () => {
    const b = body<{ errors: { field: string; message: string }[] }>(await login({}));
    expect(b.status).toBe(400);
    expect(b.data.errors.map((e) => e.field).sort()).toEqual(['password', 'username']);
    expect(b.data.errors.find((e) => e.field === 'username')!.message).toBe('Account is required');
  });

  it('refuses a password shorter than 4 characters, in the request language', async () => {
    const en = body<{ errors: { field: string; message: string }[] }>(await login({ username: 'admin', password: 'abc' }));
    expect(en.data.errors).toEqual([{ field: 'password', message: 'Password must be at least 4 characters long' }]);
    const zh = body<{ errors: { field: string; message: string }[] }>(await login({ username: 'admin', password: 'abc' }, 'zh'));
    expect(zh.data.errors[0]!.message).toBe('密码至少需要 4 个字符');
    const es = body(await login({ username: 'admin', password: 'abc' }, 'es'));
    expect(es.result).toBe('Contraseña debe tener al menos 4 caracteres');
    const ja = body(await login({ username: 'admin', password: 'abc' }, 'ja'));
    expect(ja.result).toMatch(/^パスワード/);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    for (const username of ['admin', 'nobody-here']) {
      const c = await captcha();
      const b = body(await login({ username, password: 'wrong-pass', code: c.answer, uuid: c.uuid }));
      expect(b.status).toBe(400);
      expect(b.result).toBe('The account or password is incorrect.');
    }
  });

  it('locks an account for 10 minutes after five failures, even for the right password', async () => {
    const results: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await captcha();
      results.push(body(await login({ username: 'ops', password: 'bad-password', code: c.answer, uuid: c.uuid })).result);
    }
    expect(results.slice(0, 4)).toEqual(Array(4).fill('The account or password is incorrect.'));
    expect(results[4]).toBe('Too many failed attempts: the account is locked for 10 minutes.');
    const c = await captcha();
    const locked = body(await login({ username: 'ops', password: 'ops12345', code: c.answer, uuid: c.uuid }, 'zh'));
    expect(locked.result).toBe('密码输入错误次数过多，帐户锁定 10 分钟');
    // once the lock has passed, the right password works again
    const past = new Date(Date.now() - 1000);
    await t.database.db
      .update(signInFailures)
      .set({ firstAt: new Date(past.getTime() - 10 * 60_000), lastAt: past, lockedUntil: past })
      .where(eq(signInFailures.username, 'ops'));
    await signIn('ops', 'ops12345');
  });

  it('refuses a disabled account', async () => {
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.username, 'ops'));
    const c = await captcha();
    const b = body(await login({ username: 'ops', password: 'ops12345', code: c.answer, uuid: c.uuid }));
    expect(b.result).toBe('This account is disabled.');
  });

  it('writes every attempt to the login log with its outcome', async () => {
    const wrong = await captcha();
    await login({ username: 'ops', password: 'bad-password', code: wrong.answer, uuid: wrong.uuid });
    await signIn('ops', 'ops12345');
    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.username, 'ops')).orderBy(loginLogs.id);
    expect(rows.map((r) => [r.outcome, r.message])).toEqual([
      [1, 'The account or password is incorrect.'],
      [0, 'Signed in'],
    ]);
    expect(rows[1]!.ip).toBe('127.0.0.1');
  });

  it('each test starts from the seeded data: the previous test’s lockout and log are gone', async () => {
    const [ops] = await t.database.db.select().from(users).where(eq(users.username, 'ops'));
    expect(ops).toMatchObject({ failedLogins: 0, lockedUntil: null, status: 0 });
    expect(await t.database.db.select().from(loginLogs)).toEqual([]);
    expect(await t.database.db.select().from(signInFailures)).toEqual([]);
  });
});

describe('signed-in calls', () => {
  it('loginAuth takes the token from the query and answers employeeName, org and user info', async () => {
    const token = await signIn('ops', 'ops12345');
    const b = body<{
      employeeName: string;
      org: { orgName: string; orgId: number };
      roles: string[];
      userInfo: { orgId: number; customerOrgId: number };
    }>(await t.app.inject({ method: 'GET', url: `/api/api/v5/loginAuth?token=${token}` }));
    expect(b.status).toBe(1001);
    expect(b.data.employeeName).toBe('Olivia Ops');
    expect(b.data.org.orgName).toBe('Demo Coffee Co.');
    expect(b.data.userInfo.orgId).toBe(b.data.org.orgId);
    expect(b.data.userInfo.customerOrgId).toBe(b.data.org.orgId);
    expect(b.data.roles).toEqual(['maintenance']);
  });

  it('accepts the token header and Authorization: Bearer', async () => {
    const token = await signIn('admin', 'admin123');
    for (const headers of [{ token }, { authorization: `Bearer ${token}` }]) {
      const b = body<string[]>(await t.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList', headers }));
      expect(b.data).toEqual(['*:*:*']);
    }
  });

  it('getButtonList of a maintenance account holds no wildcard', async () => {
    const token = await signIn('ops', 'ops12345');
    const b = body<string[]>(await t.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList', headers: { token } }));
    expect(b.status).toBe(1001);
    expect(b.data).not.toContain('*:*:*');
  });

  it('navigate answers the menu tree as an array', async () => {
    const token = await signIn('admin', 'admin123');
    const b = body(await t.app.inject({ method: 'GET', url: '/api/api/v5/navigate', headers: { token } }));
    expect(b.status).toBe(1001);
    expect(Array.isArray(b.data)).toBe(true);
  });

  it('answers 401 without a token, and with an unknown token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList' });
    expect(none.statusCode).toBe(401);
    expect(body(none)).toEqual({ status: 401, result: 'Authentication failed. Unable to access system resources.' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList', headers: { token: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    expect(body(unknown).result).toBe('Invalid session or session has expired. Please log in again.');
  });

  it('an expired session answers 401', async () => {
    const token = await signIn('admin', 'admin123');
    await t.database.db.execute(
      sql`update sys_session set expires_at = now() - interval '1 minute' where user_id = (select id from sys_user where username = 'admin')`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList', headers: { token } });
    expect(res.statusCode).toBe(401);
  });

  it('keeps sessions in the database: they survive a restart of the server', async () => {
    const token = await signIn('admin', 'admin123');
    const second = await createTestApp({}, undefined, t.database);
    const res = await second.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList', headers: { token } });
    await second.close();
    expect(body(res).status).toBe(1001);
    const [row] = await t.database.db.select().from(sessions).limit(1);
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/); // stored as a hash, never the token itself
    expect(row!.id).not.toBe(token);
  });

  it('logout ends the session, and the operation log records it', async () => {
    const token = await signIn('admin', 'admin123');
    const out = body(await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { token } }));
    expect(out.status).toBe(1001);
    const after = await t.app.inject({ method: 'GET', url: '/api/api/v5/getButtonList', headers: { token } });
    expect(after.statusCode).toBe(401);
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.action, 'logout'));
    expect(logs.at(-1)).toMatchObject({ module: 'auth', username: 'admin', status: 1001, method: 'POST' });
  });
});
