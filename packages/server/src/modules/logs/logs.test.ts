import { INTEGRATION_LOG_API, LOGININFOR_API, LOG_RETENTION_API, OPERLOG_API, OPERLOG_PERMS } from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordIntegrationCall } from '../../platform/integration/record.js';
import { rowsOfXlsx } from '../../test/excel.js';
import { body, useTestApp } from '../../test/harness.js';
import { users } from '../../platform/identity/schema.js';
import { grantThroughNewButtons } from '../../test/fixtures.js';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import { exportThroughCentre, exportedRows } from '../../test/exports.js';

const t = useTestApp();
const db = () => t.database.db;

const get = (token: string, url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { token, lang } });
const del = (token: string, url: string, lang = 'en') => t.app.inject({ method: 'DELETE', url, headers: { token, lang } });
const put = (token: string, url: string, lang = 'en') => t.app.inject({ method: 'PUT', url, headers: { token, lang } });

const grantOps = (perms: string[]) => grantThroughNewButtons(db(), 'maintenance', perms);

const userId = async (username: string) =>
  (await db().select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.username, username)))[0]!;

/** Three operations: two of admin (one failed), one of ops, at known times. */
async function seedOperations() {
  const admin = await userId('admin');
  const ops = await userId('ops');
  const rows = await db()
    .insert(operationLogs)
    .values([
      {
        module: 'user',
        action: 'add',
        method: 'POST',
        url: '/admin/system/user',
        userId: admin.id,
        username: 'admin',
        orgId: admin.orgId,
        ip: '10.1.1.1',
        request: '{"userName":"x","password":"******"}',
        status: 1001,
        result: null,
        durationMs: 40,
        createdAt: new Date('2026-03-01T10:00:00'),
      },
      {
        module: 'user',
        action: 'remove',
        method: 'DELETE',
        url: '/admin/system/user/9',
        userId: admin.id,
        username: 'admin',
        orgId: admin.orgId,
        ip: '10.1.1.1',
        request: null,
        status: 404,
        result: '"The accessed resource does not exist."',
        durationMs: 12,
        createdAt: new Date('2026-03-02T10:00:00'),
      },
      {
        module: 'webPage',
        action: 'save',
        method: 'POST',
        url: '/api/WebPage/save',
        userId: ops.id,
        username: 'ops',
        orgId: ops.orgId,
        ip: '10.2.2.2',
        request: '{"title":"Menu"}',
        status: 1001,
        result: null,
        durationMs: 90,
        createdAt: new Date('2026-03-03T10:00:00'),
      },
    ])
    .returning({ id: operationLogs.id });
  return rows.map((r) => r.id);
}

describe('operation log', () => {
  it('filters by module, type, operator, status and time, pages and sorts', async () => {
    const admin = await t.login('admin', 'admin123');
    await db().delete(operationLogs);
    await seedOperations();
    const call = async (q: string) =>
      body<Array<{ module: string; action: string; operName: string; status: number; durationMs: number }>>(
        await get(admin, `${OPERLOG_API.list}?${q}`),
      );

    const all = await call('page=1&limit=10');
    expect(all.status).toBe(1001);
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.action)).toEqual(['save', 'remove', 'add']);

    expect((await call('module=webp')).data.map((r) => r.action)).toEqual(['save']);
    expect((await call('operType=delete')).data.map((r) => r.action)).toEqual(['remove']);
    expect((await call('operType=insert')).data.map((r) => r.action)).toEqual(['add']);
    expect((await call('operType=DELETE')).status).toBe(400);
    // A module is found by its name in any language too.
    expect((await call('module=账号')).data.map((r) => r.action)).toEqual(['remove', 'add']);
    expect((await call('module=Web%20pages')).data.map((r) => r.action)).toEqual(['save']);
    expect((await call('operName=olivia')).data.map((r) => r.operName)).toEqual(['ops']);
    expect((await call('status=1')).data.map((r) => r.action)).toEqual(['remove']);
    expect((await call('status=0')).total).toBe(2);
    expect((await call('beginTime=2026-03-02&endTime=2026-03-02')).data.map((r) => r.action)).toEqual(['remove']);
    expect((await call('operIp=10.2')).data.map((r) => r.operName)).toEqual(['ops']);

    const page2 = await call('page=2&limit=2');
    expect(page2.total).toBe(3);
    expect(page2.data.map((r) => r.action)).toEqual(['add']);
    const byDuration = await call('orderByColumn=durationMs&isAsc=asc');
    expect(byDuration.data.map((r) => r.durationMs)).toEqual([12, 40, 90]);

    const badSort = await call('orderByColumn=request');
    expect(badSort.status).toBe(400);
    const badTime = await call('beginTime=yesterday');
    expect(badTime.status).toBe(400);
  });

  it('names the type of real operations by what they did, not by their HTTP method', async () => {
    const admin = await t.login('admin', 'admin123');
    await db().delete(operationLogs);
    const send = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { token: admin }, ...(payload ? { payload } : {}) });
    await send('POST', '/api/DeviceSite/save', { siteName: '' });
    await send('POST', '/api/DeviceSite/save', { id: 999999, siteName: '' });
    await send('POST', '/api/DeviceSite/delete', { id: 999999 });
    await send('POST', '/api/DeviceSite/import', {});
    await send('DELETE', '/admin/system/role/999999');
    await send('POST', '/api/report/reportExportTask/create', { kind: 'devices', query: {} });
    await send('DELETE', '/admin/system/dict/type/refreshCache');
    await expect.poll(async () => (await db().select().from(operationLogs)).length).toBe(7);

    const rows = body<Array<{ operId: number; module: string; action: string; operType: string; method: string; url: string }>>(
      await get(admin, `${OPERLOG_API.list}?limit=20`),
    ).data.sort((a, b) => a.operId - b.operId);
    expect(rows.map((r) => [r.method, r.url.split('?')[0], r.module, r.action, r.operType])).toEqual([
      ['POST', '/api/DeviceSite/save', 'site', 'add', 'insert'],
      ['POST', '/api/DeviceSite/save', 'site', 'edit', 'update'],
      ['POST', '/api/DeviceSite/delete', 'site', 'delete', 'delete'],
      ['POST', '/api/DeviceSite/import', 'site', 'import', 'import'],
      ['DELETE', '/admin/system/role/999999', 'role', 'remove', 'delete'],
      ['POST', '/api/report/reportExportTask/create', 'exportTask', 'export', 'export'],
      ['DELETE', '/admin/system/dict/type/refreshCache', 'dict', 'refreshCache', 'clean'],
    ]);
    const ofType = async (type: string) =>
      body<Array<{ url: string }>>(await get(admin, `${OPERLOG_API.list}?operType=${type}`)).data.map((r) => r.url.split('?')[0]);
    expect((await ofType('delete')).sort()).toEqual(['/admin/system/role/999999', '/api/DeviceSite/delete']);
    expect(await ofType('import')).toEqual(['/api/DeviceSite/import']);
    expect(await ofType('other')).toEqual([]);
  });

  it('shows one entry with its request and result', async () => {
    const admin = await t.login('admin', 'admin123');
    const [, failed] = await seedOperations();
    const res = body<{ request: string | null; result: string; status: number; resultStatus: number; url: string }>(
      await get(admin, `${OPERLOG_API.base}/${failed}`),
    );
    expect(res.status).toBe(1001);
    expect(res.data).toMatchObject({
      status: 1,
      resultStatus: 404,
      url: '/admin/system/user/9',
      result: '"The accessed resource does not exist."',
    });
    expect((await get(admin, `${OPERLOG_API.base}/999999999`)).statusCode).toBe(404);
  });

  it('records a real write with the secret masked', async () => {
    const admin = await t.login('admin', 'admin123');
    // A write that fails validation is still an operation of the user.
    await t.app.inject({
      method: 'PUT',
      url: '/admin/system/user/resetPwd',
      headers: { token: admin },
      payload: { userId: 999999, password: 'Sup3rSecret!' },
    });
    await expect
      .poll(async () => (await db().select().from(operationLogs).where(eq(operationLogs.url, '/admin/system/user/resetPwd'))).length)
      .toBe(1);
    const [row] = await db().select().from(operationLogs).where(eq(operationLogs.url, '/admin/system/user/resetPwd'));
    expect(row!.request).not.toContain('Sup3rSecret!');
    expect(row!.request).toContain('******');
    expect(row!.username).toBe('admin');
  });

  it('deletes selected entries (all or none) and clears all with the permission only', async () => {
    const admin = await t.login('admin', 'admin123');
    const ids = await seedOperations();
    const refused = body(await del(admin, `${OPERLOG_API.base}/${ids[0]},999999999`));
    expect(refused.status).toBe(404);
    expect(await db().select().from(operationLogs).where(inArray(operationLogs.id, ids))).toHaveLength(3);
    const done = body<{ deleted: number }>(await del(admin, `${OPERLOG_API.base}/${ids[0]},${ids[1]}`));
    expect(done.data.deleted).toBe(2);
    expect((await db().select().from(operationLogs).where(inArray(operationLogs.id, ids))).map((r) => r.id)).toEqual([ids[2]]);

    await grantOps([OPERLOG_PERMS.list]);
    const ops = await t.login('ops', 'ops12345');
    expect((await del(ops, OPERLOG_API.clean)).statusCode).toBe(403);
    expect(await db().select().from(operationLogs).where(inArray(operationLogs.id, ids))).toHaveLength(1);

    const before = (await db().select().from(operationLogs)).length;
    const cleaned = body<{ deleted: number }>(await del(admin, OPERLOG_API.clean, 'zh'));
    expect(cleaned.status).toBe(1001);
    expect(cleaned.data.deleted).toBe(before);
    expect(cleaned.result).toBe(`日志已清空，共删除 ${before} 条`);
    expect(await db().select().from(operationLogs).where(inArray(operationLogs.id, ids))).toHaveLength(0);
  });

  it('ops with the permissions sees and clears only its own organisation’s entries', async () => {
    await seedOperations();
    await grantOps([OPERLOG_PERMS.list, OPERLOG_PERMS.remove]);
    const ops = await t.login('ops', 'ops12345');
    const seen = body<Array<{ operName: string }>>(await get(ops, `${OPERLOG_API.list}?limit=100`));
    expect(new Set(seen.data.map((r) => r.operName))).toEqual(new Set(['ops']));
    const adminRows = (await db().select().from(operationLogs).where(eq(operationLogs.username, 'admin'))).length;
    body(await del(ops, OPERLOG_API.clean));
    expect(await db().select().from(operationLogs).where(eq(operationLogs.username, 'admin'))).toHaveLength(adminRows);
    expect(await db().select().from(operationLogs).where(eq(operationLogs.action, 'save'))).toHaveLength(0);
  });

  it('exports the filtered rows as xlsx with headers in the request’s language', async () => {
    const admin = await t.login('admin', 'admin123');
    await db().delete(operationLogs);
    await seedOperations();
    const { file: res } = await exportThroughCentre(t, admin, { kind: 'operLogs', query: { module: 'user' } }, { lang: 'zh' });
    expect(res!.statusCode).toBe(200);
    expect(res!.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res!.headers['content-disposition'])).toMatch(
      new RegExp(`attachment; .*filename\\*=UTF-8''${encodeURIComponent('操作日志')}_\\d{14}\\.xlsx`),
    );
    const rows = await rowsOfXlsx(res!.rawPayload);
    expect(rows[0]).toContain('系统模块');
    expect(rows).toHaveLength(3);
    // Module, action and type by their names in the request's language.
    expect(rows.slice(1).map((r) => r.slice(1, 4))).toEqual([
      ['账号管理', '新增', '新增'],
      ['账号管理', '删除', '删除'],
    ]);
    expect(rows[2]![rows[0]!.indexOf('操作状态')]).toBe('失败');
  });
});

describe('login log', () => {
  it('lists attempts with filters; unlock ends a lockout so the account signs in again', async () => {
    const admin = await t.login('admin', 'admin123');
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/login',
        payload: { username: 'ops', password, code: '', uuid: '' },
        headers: { lang: 'en' },
      });
    for (let i = 0; i < 5; i += 1) await attempt('wrong-password');
    const locked = body(await attempt('ops12345'));
    expect(locked.status).toBe(400);
    expect(String(locked.result)).toMatch(/locked/i);

    const failures = body<Array<{ userName: string; status: number; lockedUntil: string | null; msg: string }>>(
      await get(admin, `${LOGININFOR_API.list}?userName=ops&status=1&limit=50`),
    );
    expect(failures.status).toBe(1001);
    expect(failures.total).toBeGreaterThanOrEqual(6);
    expect(failures.data.every((r) => r.userName === 'ops' && r.status === 1)).toBe(true);
    expect(failures.data[0]!.lockedUntil).not.toBeNull();
    expect((await get(admin, `${LOGININFOR_API.list}?userName=ops&status=0`)).json().total).toBe(0);
    expect((await get(admin, `${LOGININFOR_API.list}?ipaddr=203.0.113`)).json().total).toBe(0);

    const unlocked = body<{ wasLocked: boolean }>(await put(admin, `${LOGININFOR_API.unlock}/ops`));
    expect(unlocked.status).toBe(1001);
    expect(unlocked.data.wasLocked).toBe(true);
    expect(unlocked.result).toBe('The account "ops" is unlocked and can sign in again.');
    expect(body(await attempt('ops12345')).status).toBe(1001);
    const ok = body<Array<{ status: number; msg: string; ipaddr: string | null }>>(
      await get(admin, `${LOGININFOR_API.list}?userName=ops&status=0`),
    );
    // the unlock is a row of the login log too, without an address
    expect(ok.data.map((r) => [r.msg, r.ipaddr])).toEqual([
      ['Signed in', '127.0.0.1'],
      ['Unlocked by an administrator', null],
    ]);
    // Messages are kept as keys: each reader reads them in their own language, whoever signed in.
    const zh = body<Array<{ msg: string }>>(await get(admin, `${LOGININFOR_API.list}?userName=ops&status=0`, 'zh'));
    const en = ok.data.map((r) => r.msg);
    expect(zh.data.map((r) => r.msg)).toHaveLength(2);
    zh.data.forEach((r, i) => expect(r.msg).not.toBe(en[i]));
    expect(zh.data.every((r) => /[\u4e00-\u9fff]/.test(r.msg))).toBe(true);

    // An account that was not locked (the same call again within a second would be a repeat submit).
    const again = body<{ wasLocked: boolean }>(await put(admin, `${LOGININFOR_API.unlock}/admin`));
    expect(again.data.wasLocked).toBe(false);
    expect(again.result).toBe('The account "admin" was not locked; its failed sign-in count is reset.');
    const unknown = await put(admin, `${LOGININFOR_API.unlock}/nobody-here`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result).toBe('There is no account "nobody-here" you may manage.');
  });

  it('deletes, clears and exports', async () => {
    const admin = await t.login('admin', 'admin123');
    const ops = await userId('ops');
    const [a, b] = await db()
      .insert(loginLogs)
      .values([
        { username: 'ops', userId: ops.id, ip: '10.9.9.9', browser: 'Chrome 140', os: 'Windows 10', outcome: 0, message: 'ok' },
        { username: 'ghost', userId: null, ip: '10.9.9.8', outcome: 1, message: 'bad' },
      ])
      .returning({ id: loginLogs.id });
    expect(body(await del(admin, `${LOGININFOR_API.base}/${a!.id}`)).status).toBe(1001);
    expect(await db().select().from(loginLogs).where(eq(loginLogs.id, a!.id))).toHaveLength(0);

    const { file: res } = await exportThroughCentre(t, admin, { kind: 'loginLogs', query: { ipaddr: '10.9.9' } });
    expect(res!.headers['content-type']).toContain('spreadsheetml');
    const rows = await rowsOfXlsx(res!.rawPayload);
    expect(rows[0]).toEqual([
      'Log no.',
      'Account',
      'Organisation',
      'IP address',
      'Browser',
      'Operating system',
      'Status',
      'Message',
      'Time',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['ghost']);

    const cleaned = body<{ deleted: number }>(await del(admin, LOGININFOR_API.clean));
    expect(cleaned.data.deleted).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(loginLogs).where(eq(loginLogs.id, b!.id))).toHaveLength(0);
  });
});

describe('integration log', () => {
  it('records calls with secrets masked; lists, filters, shows, deletes and exports them', async () => {
    const admin = await t.login('admin', 'admin123');
    await db().delete(integrationLogs);
    const okId = await recordIntegrationCall(db(), {
      direction: 'out',
      system: 'SAP',
      endpoint: 'https://sap.example.com/api/order?sap-client=100&access_token=abc123',
      method: 'post',
      request: { order: 'A-1', credentials: { password: 'hunter2' }, apiKey: 'k-999' },
      response: '{"ok":true,"token":"t-777"}',
      status: 'success',
      httpStatus: 201,
      durationMs: 123.4,
    });
    const failId = await recordIntegrationCall(db(), {
      direction: 'in',
      system: 'WMS',
      endpoint: '/api/integration/wms',
      method: 'POST',
      request: 'user=wms&password=pa55&sku=CUP',
      response: '<Result><secret>s3cr3t</secret><code>E1</code></Result>',
      status: 'failure',
      httpStatus: 500,
      durationMs: 2000,
      retryCount: 2,
      error: 'HTTP 500',
    });

    const list = body<Array<{ id: number; system: string; status: string; retryCount: number }>>(
      await get(admin, INTEGRATION_LOG_API.list),
    );
    expect(list.total).toBe(2);
    expect(list.data.map((r) => r.id)).toEqual([failId, okId]);
    expect((await get(admin, `${INTEGRATION_LOG_API.list}?system=sap`)).json().data.map((r: { id: number }) => r.id)).toEqual([okId]);
    expect((await get(admin, `${INTEGRATION_LOG_API.list}?direction=in&status=failure`)).json().total).toBe(1);
    expect((await get(admin, `${INTEGRATION_LOG_API.list}?status=nonsense`)).json().status).toBe(400);

    const detail = body<{ endpoint: string; requestPayload: string; responsePayload: string; durationMs: number; method: string }>(
      await get(admin, `${INTEGRATION_LOG_API.base}/${okId}`),
    );
    expect(detail.data.method).toBe('POST');
    expect(detail.data.durationMs).toBe(123);
    expect(detail.data.endpoint).toBe('https://sap.example.com/api/order?sap-client=100&access_token=******');
    expect(detail.data.requestPayload).not.toMatch(/hunter2|k-999/);
    expect(JSON.parse(detail.data.requestPayload)).toEqual({ order: 'A-1', credentials: '******', apiKey: '******' });
    expect(JSON.parse(detail.data.responsePayload)).toEqual({ ok: true, token: '******' });
    const failed = body<{ requestPayload: string; responsePayload: string }>(await get(admin, `${INTEGRATION_LOG_API.base}/${failId}`));
    expect(failed.data.requestPayload).toBe('user=wms&password=******&sku=CUP');
    expect(failed.data.responsePayload).toBe('<Result><secret>******</secret><code>E1</code></Result>');

    const rows = await exportedRows(t, admin, { kind: 'integrationLogs', query: { system: 'WMS' } });
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([failId, 'Inbound', 'WMS']);

    expect(body(await del(admin, `${INTEGRATION_LOG_API.base}/${okId}`)).status).toBe(1001);
    expect(body<{ deleted: number }>(await del(admin, INTEGRATION_LOG_API.clean)).data.deleted).toBe(1);
    expect(await db().select().from(integrationLogs)).toHaveLength(0);
  });
});

describe('retention', () => {
  it('answers each log’s retention parameter (null when the parameter is missing)', async () => {
    const ops = await t.login('ops', 'ops12345');
    const res = body<Array<{ kind: string; configKey: string; days: number | null }>>(await get(ops, LOG_RETENTION_API));
    expect(res.status).toBe(1001);
    expect(res.data.map((r) => r.kind)).toEqual(['operlog', 'logininfor', 'integration', 'clientError']);
    expect(res.data.every((r) => r.configKey.startsWith('sys.log.retentionDays.') && (r.days === null || r.days >= 0))).toBe(true);
    // The hint names the parameter as the parameters screen does, in the reader's language.
    const zh = body<Array<{ kind: string; configName: string }>>(await get(ops, LOG_RETENTION_API, 'zh'));
    expect(zh.data.find((r) => r.kind === 'operlog')!.configName).toBe('操作日志保留天数');
    expect((await t.app.inject({ method: 'GET', url: LOG_RETENTION_API })).statusCode).toBe(401);
  });
});
