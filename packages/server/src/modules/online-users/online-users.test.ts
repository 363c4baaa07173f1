import { ONLINE_API, ONLINE_PERMS, ROLE_API, USER_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password.js';
import { hashToken } from '../../platform/auth/sessions.js';
import { grantThroughNewButtons } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { roles, sessions, userRoles, users } from '../../platform/identity/schema.js';

const t = useTestApp();
const db = () => t.database.db;

type Row = {
  sessionId: string;
  userName: string;
  employeeName: string;
  orgName: string;
  ipaddr: string;
  browser: string;
  os: string;
  current: boolean;
};

const call = (token: string, method: 'GET' | 'DELETE' | 'PUT', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { token, lang }, ...(payload ? { payload } : {}) });

async function signIn(username: string, password: string, userAgent: string, ip = '127.0.0.1'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { username, password, code: '', uuid: '' },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  return res.json().result.token as string;
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const grant = (roleKey: string, perms: string[]) => grantThroughNewButtons(db(), roleKey, perms, (perm) => `test-${roleKey}-${perm}`);

describe('online users', () => {
  it('lists every live session with account, organisation, IP, browser, OS and times; filters by user and IP', async () => {
    const admin = await signIn('admin', 'admin123', CHROME, '10.0.0.1');
    await signIn('ops', 'ops12345', FIREFOX, '10.0.0.2');
    // An expired session is not online.
    const [opsUser] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
    await db()
      .insert(sessions)
      .values({ id: hashToken('expired'), userId: opsUser!.id, expiresAt: new Date(Date.now() - 1000) });

    const res = body<Row[]>(await call(admin, 'GET', `${ONLINE_API.list}?limit=100`));
    expect(res.status).toBe(1001);
    const mine = res.data.find((r) => r.current)!;
    expect(mine).toMatchObject({
      userName: 'admin',
      ipaddr: '10.0.0.1',
      browser: expect.stringContaining('Chrome'),
      os: expect.stringContaining('Windows'),
    });
    expect(mine.sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(mine.sessionId).toBe(hashToken(admin));
    expect(res.data.map((r) => r.sessionId)).not.toContain(hashToken('expired'));
    expect(JSON.stringify(res.data)).not.toContain(admin);

    const ops = body<Row[]>(await call(admin, 'GET', `${ONLINE_API.list}?userName=olivia`));
    expect(ops.data.map((r) => r.userName)).toEqual(['ops']);
    expect(ops.data[0]).toMatchObject({ employeeName: 'Olivia Ops', orgName: 'Demo Coffee Co.', ipaddr: '10.0.0.2', current: false });
    expect(ops.data[0]!.browser).toContain('Firefox');
    expect(body(await call(admin, 'GET', `${ONLINE_API.list}?ipaddr=10.0.0.2`)).total).toBe(1);
    expect(body(await call(admin, 'GET', `${ONLINE_API.list}?orderByColumn=token`)).status).toBe(400);
  });

  it('force logout ends the session at once: its next call gets 401 with the session-expired message', async () => {
    const admin = await t.login('admin', 'admin123');
    const ops = await t.login('ops', 'ops12345');
    const other = await t.login('ops', 'ops12345');
    expect((await call(ops, 'GET', '/api/api/v5/getButtonList')).statusCode).toBe(200);

    const res = body<{ own: boolean }>(await call(admin, 'DELETE', `${ONLINE_API.base}/${hashToken(ops)}`, undefined, 'zh'));
    expect(res.status).toBe(1001);
    expect(res.data.own).toBe(false);
    expect(res.result).toBe('已强制“ops”退出，其下一次请求需重新登录');

    const after = await call(ops, 'GET', '/api/api/v5/getButtonList');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 401, result: 'Invalid session or session has expired. Please log in again.' });
    // The same account's other session lives on.
    expect((await call(other, 'GET', '/api/api/v5/getButtonList')).statusCode).toBe(200);
    // Gone from the list; a second force logout of it finds nothing.
    expect(body<Row[]>(await call(admin, 'GET', `${ONLINE_API.list}?limit=100`)).data.map((r) => r.sessionId)).not.toContain(
      hashToken(ops),
    );
    expect((await call(admin, 'DELETE', `${ONLINE_API.base}/${hashToken(ops)}`)).statusCode).toBe(404);
    expect(body(await call(admin, 'DELETE', `${ONLINE_API.base}/not-a-hash`)).status).toBe(400);
  });

  it('an operator may end its own session (answered as such)', async () => {
    const admin = await t.login('admin', 'admin123');
    const res = body<{ own: boolean }>(await call(admin, 'DELETE', `${ONLINE_API.base}/${hashToken(admin)}`));
    expect(res.data.own).toBe(true);
    expect((await call(admin, 'GET', ONLINE_API.list)).statusCode).toBe(401);
  });

  it('ops sees and forces out only sessions of its organisation subtree', async () => {
    const admin = await t.login('admin', 'admin123');
    const harbor = await t.login('harbor', 'harbor123');
    await grant('maintenance', [ONLINE_PERMS.list, ONLINE_PERMS.forceLogout]);
    const ops = await t.login('ops', 'ops12345');
    const seen = body<Row[]>(await call(ops, 'GET', `${ONLINE_API.list}?limit=100`));
    expect(new Set(seen.data.map((r) => r.userName))).toEqual(new Set(['ops']));
    expect((await call(ops, 'DELETE', `${ONLINE_API.base}/${hashToken(admin)}`)).statusCode).toBe(404);
    expect((await call(ops, 'DELETE', `${ONLINE_API.base}/${hashToken(harbor)}`)).statusCode).toBe(404);
    expect((await call(harbor, 'GET', '/api/api/v5/getButtonList')).statusCode).toBe(200);
  });

  it('nobody but the built-in administrator ends the built-in administrator’s sessions', async () => {
    const admin = await t.login('admin', 'admin123');
    const [platform] = await db().select({ orgId: users.orgId }).from(users).where(eq(users.username, 'admin'));
    const [adminRole] = await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
    const [second] = await db()
      .insert(users)
      .values({ username: 'admin2', employeeName: 'Second Admin', orgId: platform!.orgId, passwordHash: await hashPassword('admin2pw') })
      .returning({ id: users.id });
    await db().insert(userRoles).values({ userId: second!.id, roleId: adminRole!.id });
    const admin2 = await t.login('admin2', 'admin2pw');
    const refused = body(await call(admin2, 'DELETE', `${ONLINE_API.base}/${hashToken(admin)}`));
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('Only the built-in administrator may end the built-in administrator’s sessions.');
    expect((await call(admin, 'GET', ONLINE_API.list)).statusCode).toBe(200);
    // The other way round is allowed.
    expect(body(await call(admin, 'DELETE', `${ONLINE_API.base}/${hashToken(admin2)}`)).status).toBe(1001);
    expect((await call(admin2, 'GET', ONLINE_API.list)).statusCode).toBe(401);
  });
});

describe('changes reach live sessions without a new sign-in', () => {
  it('a role losing a permission on the role screen: the live session gets 403 at its next call', async () => {
    const [menuId] = await grant('maintenance', [ONLINE_PERMS.list]);
    const admin = await t.login('admin', 'admin123');
    const ops = await t.login('ops', 'ops12345');
    expect((await call(ops, 'GET', ONLINE_API.list)).statusCode).toBe(200);
    const [role] = await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'maintenance'));
    const detail = body<{ menuIds: number[] }>(await call(admin, 'GET', ROLE_API.one(role!.id))).data;
    const saved = body(await call(admin, 'PUT', ROLE_API.base, { ...detail, menuIds: detail.menuIds.filter((id) => id !== menuId) }));
    expect(saved.status, JSON.stringify(saved)).toBe(1001);
    const res = await call(ops, 'GET', ONLINE_API.list);
    expect(res.statusCode).toBe(403);
    expect(res.json().result).toBe('You do not have permission for this operation.');
  });

  it('a role disabled through the role screen: its holders’ live sessions lose its permissions at once', async () => {
    await grant('maintenance', [ONLINE_PERMS.list]);
    const admin = await t.login('admin', 'admin123');
    const ops = await t.login('ops', 'ops12345');
    expect((await call(ops, 'GET', ONLINE_API.list)).statusCode).toBe(200);
    const [role] = await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'maintenance'));
    expect(body(await call(admin, 'PUT', ROLE_API.changeStatus, { roleId: role!.id, status: 1 })).status).toBe(1001);
    expect((await call(ops, 'GET', ONLINE_API.list)).statusCode).toBe(403);
    // Enabled again: the same session has the permission back, still without signing in.
    expect(body(await call(admin, 'PUT', ROLE_API.changeStatus, { roleId: role!.id, status: 0 })).status).toBe(1001);
    expect((await call(ops, 'GET', ONLINE_API.list)).statusCode).toBe(200);
  });

  it('an account disabled: its live session gets 401', async () => {
    const admin = await t.login('admin', 'admin123');
    const ops = await t.login('ops', 'ops12345');
    const [opsUser] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
    expect(body(await call(admin, 'PUT', USER_API.changeStatus, { userId: opsUser!.id, status: 1 })).status).toBe(1001);
    const res = await call(ops, 'GET', '/api/api/v5/getButtonList');
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toBe('Invalid session or session has expired. Please log in again.');
  });

  it('an account whose status changes by any other way is refused too, its session kept', async () => {
    const ops = await t.login('ops', 'ops12345');
    await db().update(users).set({ status: 1 }).where(eq(users.username, 'ops'));
    expect((await call(ops, 'GET', '/api/api/v5/getButtonList')).statusCode).toBe(401);
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(ops))),
    ).toHaveLength(1);
  });
});
