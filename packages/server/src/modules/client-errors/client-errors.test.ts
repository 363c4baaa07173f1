import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { grantThroughNewButtons } from '../../test/fixtures.js';
import { clientErrors } from './schema.js';

const t = useTestApp();

const report = (token: string | null, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/ClientError/report', payload, headers: { lang, ...(token ? { token } : {}) } });

const sample = { message: 'TypeError: x is undefined', stack: 'at f (app.js:1:1)', url: 'http://localhost/system/user', source: 'window' };

const grantOps = (perms: string[]) => grantThroughNewButtons(t.database.db, 'maintenance', perms);

describe('POST /api/ClientError/report', () => {
  it('stores the report with the user, the time and the user agent', async () => {
    const token = await t.login('ops', 'ops12345');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ClientError/report',
      payload: { ...sample, source: 'boundary', componentStack: '\n    at UserPage' },
      headers: { token, 'user-agent': 'Mozilla/5.0 TestBrowser' },
    });
    expect(body(res).status, res.body).toBe(1001);
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.message, sample.message));
    expect(row).toMatchObject({
      username: 'ops',
      source: 'boundary',
      userAgent: 'Mozilla/5.0 TestBrowser',
      componentStack: '\n    at UserPage',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('needs a session', async () => {
    const res = await report(null, sample);
    expect(res.statusCode).toBe(401);
  });

  it('checks the bounds: message 1..2000, stack ≤ 10000, a known source (en and zh)', async () => {
    const token = await t.login('admin', 'admin123');
    expect(body(await report(token, { ...sample, message: 'm'.repeat(2000), stack: 's'.repeat(10_000) })).status).toBe(1001);
    const long = body<{ errors: { field: string }[] }>(await report(token, { ...sample, message: 'm'.repeat(2001) }));
    expect(long.status).toBe(400);
    expect(long.data.errors[0]!.field).toBe('message');
    expect(long.result).toMatch(/^message must be at most \d+ characters long$/);
    const empty = body(await report(token, { ...sample, message: '' }, 'zh'));
    expect(empty.status).toBe(400);
    expect(empty.result).toContain('不能为空');
    expect(body(await report(token, { ...sample, stack: 's'.repeat(10_001) })).status).toBe(400);
    expect(body(await report(token, { ...sample, source: 'console' })).status).toBe(400);
  });

  it('drops reports past 30 a minute from one session (429), without touching another session', async () => {
    const token = await t.login('admin', 'admin123');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push(body(await report(token, { ...sample, message: `loop ${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 1001)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await t.login('admin', 'admin123');
    expect(body(await report(other, sample)).status).toBe(1001);
  });
});

describe('GET /admin/monitor/clientError/list and DELETE', () => {
  it('lists newest first with filters for source, user and time', async () => {
    const ops = await t.login('ops', 'ops12345');
    const admin = await t.login('admin', 'admin123');
    await report(ops, { ...sample, message: 'first', source: 'promise' });
    await report(admin, { ...sample, message: 'second', source: 'window' });

    const all = body<{ message: string; username: string; orgName: string; employeeName: string }[]>(
      await t.app.inject({ method: 'GET', url: '/admin/monitor/clientError/list?page=1&limit=10', headers: { token: admin } }),
    );
    expect(all.status).toBe(1001);
    expect(all.total).toBe(2);
    expect(all.data.map((r) => r.message)).toEqual(['second', 'first']);
    expect(all.data[1]).toMatchObject({ username: 'ops', employeeName: 'Olivia Ops', orgName: 'Demo Coffee Co.' });

    const promise = body<{ message: string }[]>(
      await t.app.inject({ method: 'GET', url: '/admin/monitor/clientError/list?source=promise', headers: { token: admin } }),
    );
    expect(promise.data.map((r) => r.message)).toEqual(['first']);
    const byName = body<{ message: string }[]>(
      await t.app.inject({ method: 'GET', url: '/admin/monitor/clientError/list?username=olivia', headers: { token: admin } }),
    );
    expect(byName.data.map((r) => r.message)).toEqual(['first']);
    const future = body(
      await t.app.inject({ method: 'GET', url: '/admin/monitor/clientError/list?beginTime=2999-01-01', headers: { token: admin } }),
    );
    expect(future.total).toBe(0);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const range = body(
      await t.app.inject({
        method: 'GET',
        url: `/admin/monitor/clientError/list?beginTime=${day}&endTime=${day}`,
        headers: { token: admin },
      }),
    );
    expect(range.total).toBe(2);
    const bad = body(
      await t.app.inject({ method: 'GET', url: '/admin/monitor/clientError/list?beginTime=yesterday', headers: { token: admin } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.result).toBe('Start time is not a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)');
  });

  it('scopes by the reporting user’s organisation and deletes only rows in scope', async () => {
    const admin = await t.login('admin', 'admin123');
    await report(admin, { ...sample, message: 'platform error' });
    await grantOps(['monitor:clientError:list', 'monitor:clientError:remove']);
    const ops = await t.login('ops', 'ops12345');
    await report(ops, { ...sample, message: 'demo error' });

    const seen = body<{ id: number; message: string }[]>(
      await t.app.inject({ method: 'GET', url: '/admin/monitor/clientError/list', headers: { token: ops } }),
    );
    expect(seen.data.map((r) => r.message)).toEqual(['demo error']);

    const rows = await t.database.db.select().from(clientErrors);
    const platformRow = rows.find((r) => r.message === 'platform error')!;
    const demoRow = rows.find((r) => r.message === 'demo error')!;
    const refused = body(
      await t.app.inject({ method: 'DELETE', url: `/admin/monitor/clientError/${demoRow.id},${platformRow.id}`, headers: { token: ops } }),
    );
    expect(refused.status).toBe(404);
    expect(await t.database.db.select().from(clientErrors)).toHaveLength(2);

    const done = body(await t.app.inject({ method: 'DELETE', url: `/admin/monitor/clientError/${demoRow.id}`, headers: { token: ops } }));
    expect(done.status).toBe(1001);
    expect((await t.database.db.select().from(clientErrors)).map((r) => r.message)).toEqual(['platform error']);
  });
});
