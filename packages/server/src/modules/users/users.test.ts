/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read loosely in these tests */
import { USER_API } from '@vr/contracts';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { apiAs, grantThroughNewButtons, seeded, userIdByName } from '../../test/fixtures.js';
import { menus, roleMenus, roles, users } from '../../platform/identity/schema.js';
import { exportThroughCentre } from '../../test/exports.js';
import { importWorkbook } from '../../test/excel.js';
import { lengthBounds, textEnds, textUpTo } from '../../test/bounds.js';

const t = useTestApp();
const as = (username: string, password: string) => apiAs(t, username, password);
const { admin, ops, orgId, roleId } = seeded(t);
const userId = (username: string) => userIdByName(t.database.db, username);
const grantOps = (...perms: string[]) =>
  grantThroughNewButtons(t.database.db, 'maintenance', perms, (perm) => `t-${perm}-${Math.random()}`);

let seq = 0;
async function account<E extends Record<string, unknown>>(extra: E = {} as E) {
  seq++;
  return {
    username: `user${seq}x`,
    employeeName: `Employee ${seq}`,
    orgId: await orgId('DEMO-OPS'),
    roleIds: [await roleId('maintenance')],
    password: 'secret1',
    confirmPassword: 'secret1',
    ...extra,
  };
}

describe('accounts: add, read, change (administrator)', () => {
  it('adds an account with every field and reads it back; the client defaults to the organisation’s customer', async () => {
    const api = await admin();
    const input = await account({
      position: 'Engineer',
      gender: '1',
      phone: '+34 600 123 456',
      email: 'e@example.com',
      deviceScope: 'selected',
      healthCertificates: ['/api/files/a.png', '/api/files/b.JPG'],
      trainings: [{ name: 'Hygiene', content: 'c'.repeat(1000), time: '2026-01-02' }],
    });
    const created = await api('POST', USER_API.base, input);
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const detail = (await api('GET', USER_API.one(created.data.id))).data;
    expect(detail).toMatchObject({
      username: input.username,
      employeeName: input.employeeName,
      orgName: 'Operations',
      clientName: 'Demo Coffee Co.',
      position: 'Engineer',
      gender: '1',
      deviceScope: 'selected',
      roleNames: ['Maintenance'],
      healthCertificates: input.healthCertificates,
      trainings: [{ name: 'Hygiene', time: '2026-01-02' }],
    });
    expect(JSON.stringify(detail)).not.toContain('secret1');
    // The new account signs in with its password.
    await expect(t.login(input.username, 'secret1')).resolves.toBeTruthy();

    const upd = await api('PUT', USER_API.base, { ...detail, employeeName: 'Changed', trainings: [] });
    expect(upd.status, JSON.stringify(upd)).toBe(1001);
    const after = (await api('GET', `${USER_API.employeeDetail}?id=${created.data.id}`)).data;
    expect(after).toMatchObject({ employeeName: 'Changed', trainings: [] });
  });

  it('refuses a taken login account and a client the organisation is not under', async () => {
    const api = await admin();
    const dup = await api('POST', USER_API.base, await account({ username: 'demo.tech' }));
    expect(dup.result).toBe('The login account "demo.tech" already exists.');
    const client = await api('POST', USER_API.base, await account({ clientId: await orgId('HARBOR') }));
    expect(client.data.errors[0].field).toBe('clientId');
  });

  it('lists by organisation subtree, name and status, with paging', async () => {
    const api = await admin();
    const demo = await api('GET', `${USER_API.list}?orgId=${await orgId('DEMO')}&pageSize=100`);
    const names = demo.data.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['ops', 'demo.tech']));
    expect(names).not.toContain('harbor');
    const harbor = await api('GET', `${USER_API.employeeList}?orgId=${await orgId('HARBOR')}`);
    expect(harbor.data.map((u: { employeeName: string }) => u.employeeName)).toEqual(
      expect.arrayContaining(['Henry Harbor', 'Pablo Pier']),
    );
    expect(harbor.data.find((u: { employeeName: string }) => u.employeeName === 'Pablo Pier').username).toBeNull();
    const page = await api('GET', `${USER_API.list}?page=1&limit=2`);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
  });
});

describe('account validation bounds (where two rules cover a field, the stricter holds)', () => {
  const cases: Array<[string, Record<string, unknown>, boolean]> = [
    ...lengthBounds('account', (username) => ({ username }), textEnds('abcd', 'a'.repeat(20))),
    ...lengthBounds('password', (password) => ({ password, confirmPassword: password }), textEnds('12345', 'p'.repeat(20))),
    ['passwords differ', { confirmPassword: 'other1' }, false],
    ...lengthBounds('employee name', (employeeName) => ({ employeeName }), textUpTo('e'.repeat(30))),
    ['employee name empty', { employeeName: '' }, false],
    ['no role', { roleIds: [] }, false],
    ['no organisation', { orgId: undefined }, false],
    ['bad phone', { phone: '12ab' }, false],
    ['bad email', { email: 'not-an-email' }, false],
    ['10 certificates', { healthCertificates: Array.from({ length: 10 }, (_, i) => `/api/files/f${i}.gif`) }, true],
    ['11 certificates', { healthCertificates: Array.from({ length: 11 }, (_, i) => `/api/files/f${i}.gif`) }, false],
    ['a certificate that is no jpg/png/gif', { healthCertificates: ['/api/files/a.pdf'] }, false],
    ['training of 1000', { trainings: [{ name: 'T', content: 'c'.repeat(1000), time: '2026-01-01' }] }, true],
    ['training of 1001', { trainings: [{ name: 'T', content: 'c'.repeat(1001), time: '2026-01-01' }] }, false],
  ];
  it.each(cases)('%s', async (_label, extra, valid) => {
    const api = await admin();
    const res = await api('POST', USER_API.base, await account(extra));
    expect(res.status, JSON.stringify(res)).toBe(valid ? 1001 : 400);
  });

  it('names the field in the request language', async () => {
    const api = await admin();
    const zh = await api('POST', USER_API.base, await account({ confirmPassword: 'nope1' }), 'zh');
    expect(zh.result).toBe('确认密码与密码不一致');
    const ja = await api('POST', USER_API.base, await account({ username: 'abc' }), 'ja');
    expect(ja.data.errors[0].field).toBe('username');
    expect(ja.result).toMatch(/^アカウント/);
    const en = await api('POST', USER_API.base, await account({ phone: 'x1' }), 'en');
    expect(en.result).toBe('Phone is not a valid phone number');
    const missing = await api('POST', USER_API.base, await account({ orgId: undefined }), 'en');
    expect(missing.result).toBe('Organisation is required');
  });
});

describe('protected accounts, status and passwords', () => {
  it('nobody deletes or disables themselves or the built-in administrator', async () => {
    const api = await admin();
    const adminId = await userId('admin');
    expect((await api('DELETE', USER_API.one(adminId))).result).toBe('You cannot delete or disable your own account.');
    expect((await api('PUT', USER_API.changeStatus, { userId: adminId, status: 1 })).status).toBe(400);
    // Another administrator cannot touch the built-in one either.
    const other = await api('POST', USER_API.base, await account({ orgId: await orgId('PLATFORM'), roleIds: [await roleId('admin')] }));
    const second = await as(`user${seq}x`, 'secret1');
    expect((await second('DELETE', USER_API.one(adminId))).result).toBe(
      'The built-in administrator account cannot be deleted or disabled.',
    );
    expect((await second('PUT', USER_API.changeStatus, { userId: adminId, status: 1 })).status).toBe(400);
    expect((await second('PUT', USER_API.resetPwd, { userId: adminId, password: 'hacked1', confirmPassword: 'hacked1' })).status).toBe(400);
    expect(other.status).toBe(1001);
  });

  it('disabling an account ends its sessions at once', async () => {
    const api = await admin();
    const token = await t.login('demo.tech', 'tech12345');
    const before = await t.app.inject({ method: 'GET', url: '/api/api/v5/loginAuth', headers: { token } });
    expect(before.json().status).toBe(1001);
    expect((await api('PUT', USER_API.changeStatus, { userId: await userId('demo.tech'), status: 1 })).status).toBe(1001);
    const after = await t.app.inject({ method: 'GET', url: '/api/api/v5/loginAuth', headers: { token } });
    expect(after.statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { username: 'demo.tech', password: 'tech12345' } });
    expect(login.json().result).toBe('This account is disabled.');
  });

  it('resets a password: the new one signs in, the old one no longer does, old sessions end', async () => {
    const api = await admin();
    const token = await t.login('demo.tech', 'tech12345');
    const res = await api('PUT', USER_API.resetPwd, {
      userId: await userId('demo.tech'),
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(res.status).toBe(1001);
    expect((await t.app.inject({ method: 'GET', url: '/api/api/v5/loginAuth', headers: { token } })).statusCode).toBe(401);
    await expect(t.login('demo.tech', 'tech12345')).rejects.toThrow();
    await expect(t.login('demo.tech', 'newpass1')).resolves.toBeTruthy();
    const short = await api('PUT', USER_API.resetPwd, { userId: await userId('demo.tech'), password: '1234', confirmPassword: '1234' });
    expect(short.status).toBe(400);
  });

  it('deletes several accounts at once, all or none', async () => {
    const api = await admin();
    const a = (await api('POST', USER_API.base, await account())).data.id;
    const b = (await api('POST', USER_API.base, await account())).data.id;
    const withSelf = await api('DELETE', USER_API.one(`${a},${await userId('admin')}`));
    expect(withSelf.status).toBe(400);
    expect((await api('GET', USER_API.one(a))).status).toBe(1001);
    expect((await api('DELETE', USER_API.one(`${a},${b}`))).status).toBe(1001);
    expect((await api('GET', USER_API.one(b))).status).toBe(404);
  });
});

describe('data scope and "no more than its creator holds" (ops of Demo Coffee Co.)', () => {
  it('ops lists only Demo Coffee Co. accounts and cannot read, change or delete a Harbor Drinks one', async () => {
    await grantOps('system:user:list', 'system:user:query', 'system:user:edit', 'system:user:remove', 'system:user:resetPwd');
    const api = await ops();
    const list = await api('GET', `${USER_API.list}?pageSize=100`);
    const names = list.data.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['ops', 'demo.tech']));
    expect(names).not.toContain('harbor');
    expect(names).not.toContain('admin');
    const harbor = await userId('harbor');
    const detail = await api('GET', USER_API.one(harbor));
    expect(detail.status).toBe(403);
    expect(detail.result).toBe('You do not have the right to view this account’s details.');
    expect((await api('GET', `${USER_API.employeeDetail}?id=${harbor}`)).status).toBe(403);
    expect((await api('PUT', USER_API.changeStatus, { userId: harbor, status: 1 })).status).toBe(403);
    expect((await api('PUT', USER_API.resetPwd, { userId: harbor, password: 'hacked1', confirmPassword: 'hacked1' })).status).toBe(403);
    expect((await api('DELETE', USER_API.one(harbor))).status).toBe(403);
    await expect(t.login('harbor', 'harbor123')).resolves.toBeTruthy();
  });

  it('ops may give its own role inside its scope, but not the administrator role, a Harbor role, a richer role, or a Harbor organisation', async () => {
    await grantOps('system:user:add');
    const api = await ops();
    const good = await api('POST', USER_API.base, await account());
    expect(good.status, JSON.stringify(good)).toBe(1001);

    const adminRole = await api('POST', USER_API.base, await account({ roleIds: [await roleId('admin')] }));
    expect(adminRole.status).toBe(400);
    expect(adminRole.data.errors[0].field).toBe('roleIds');

    const harborRole = await api('POST', USER_API.base, await account({ roleIds: [await roleId('maintenance_harbor')] }));
    expect(harborRole.result).toBe('A selected role does not exist or is outside your data scope.');

    // A Demo role holding a menu ops does not hold.
    const [richer] = await t.database.db
      .insert(roles)
      .values({ name: 'Demo Boss', roleKey: 'demo_boss', dataScope: '4', orgId: await orgId('DEMO') })
      .returning({ id: roles.id });
    const [system] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.name, 'System'));
    await t.database.db.insert(roleMenus).values({ roleId: richer!.id, menuId: system!.id });
    const rich = await api('POST', USER_API.base, await account({ roleIds: [richer!.id] }));
    expect(rich.result).toBe('You cannot give an account a role with more rights or a wider data scope than your own: Demo Boss.');

    // A Demo role with "all data".
    const [wide] = await t.database.db
      .insert(roles)
      .values({ name: 'Demo Wide', roleKey: 'demo_wide', dataScope: '1', orgId: await orgId('DEMO') })
      .returning({ id: roles.id });
    expect((await api('POST', USER_API.base, await account({ roleIds: [wide!.id] }))).status).toBe(400);

    const harborOrg = await api('POST', USER_API.base, await account({ orgId: await orgId('HARBOR-FS') }));
    expect(harborOrg.result).toBe('The organisation is outside your data scope.');
  });
});

describe('employee calls', () => {
  it('operationEmployee lists the enabled maintenance staff of the caller’s scope', async () => {
    const api = await ops();
    const res = await api('GET', USER_API.operationEmployee);
    const names = res.data.map((e: { employeeName: string }) => e.employeeName);
    expect(names).toEqual(expect.arrayContaining(['Olivia Ops', 'Tina Tech']));
    expect(names).not.toContain('Henry Harbor');
    const all = await (await admin())('GET', USER_API.operationEmployee);
    expect(all.data.map((e: { employeeName: string }) => e.employeeName)).toEqual(expect.arrayContaining(['Henry Harbor', 'Pablo Pier']));
    expect((await t.app.inject({ method: 'GET', url: USER_API.operationEmployee })).statusCode).toBe(401);
  });

  it('save (form-encoded) makes an employee without a login; bindLogin gives it one', async () => {
    const token = await t.login('admin', 'admin123');
    const form = (url: string, data: Record<string, string>) =>
      t.app
        .inject({
          method: 'POST',
          url,
          headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(data).toString(),
        })
        .then((r) => body<any>(r));
    const saved = await form(USER_API.employeeSave, {
      employeeName: 'Form Person',
      orgId: String(await orgId('HARBOR-P3')),
      roleIds: String(await roleId('maintenance_harbor')),
      phone: '13900000002',
      gender: '0',
    });
    expect(saved.status, JSON.stringify(saved)).toBe(1001);
    const id = saved.data.id;
    const detail = await t.app
      .inject({ method: 'GET', url: `${USER_API.employeeDetail}?id=${id}`, headers: { token } })
      .then((r) => body<any>(r));
    expect(detail.data).toMatchObject({ username: null, employeeName: 'Form Person', clientName: 'Harbor Drinks Ltd.' });

    const edited = await form(USER_API.employeeSave, {
      id: String(id),
      employeeName: 'Form Person 2',
      orgId: String(await orgId('HARBOR-P3')),
      roleIds: String(await roleId('maintenance_harbor')),
    });
    expect(edited.status).toBe(1001);

    const bindLogin = (username: string, confirmPassword: string) =>
      form(USER_API.bindLogin, { id: String(id), username, password: 'pass12345', confirmPassword });
    const mismatch = await bindLogin('formperson', 'pass1234');
    expect(mismatch.status).toBe(400);
    const bound = await bindLogin('formperson', 'pass12345');
    expect(bound.status, JSON.stringify(bound)).toBe(1001);
    await expect(t.login('formperson', 'pass12345')).resolves.toBeTruthy();
    const again = await bindLogin('formperson2', 'pass12345');
    expect(again.result).toBe('This employee already has a login account.');
  });
});

async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const HEADER = ['Login account', 'Employee name', 'Organisation code', 'Role keys', 'Password', 'Phone', 'Gender', 'Status'];

describe('account import and export', () => {
  async function importFile(file: Buffer, lang = 'en') {
    const token = await t.login('admin', 'admin123');
    return body<any>(await importWorkbook(t.app, USER_API.import, file, { token, lang }, 'users.xlsx'));
  }

  it('imports good rows (headers in any language), with their roles and organisations', async () => {
    const file = await workbook(
      ['登录账号', '员工姓名', '组织编码', '角色权限字符', '密码', '手机号码', '性别', '状态'],
      [
        ['imp.one', 'Import One', 'DEMO-OPS', 'maintenance', 'pass123', '13900000003', '女', '正常'],
        ['imp.two', 'Import Two', 'HARBOR-FS', 'maintenance_harbor', 'pass123', '', 'Male', 'Disabled'],
      ],
    );
    const res = await importFile(file);
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data.imported).toBe(2);
    const [one] = await t.database.db.select().from(users).where(eq(users.username, 'imp.one'));
    expect(one).toMatchObject({ employeeName: 'Import One', gender: '1', status: 0, orgId: await orgId('DEMO-OPS') });
    const [two] = await t.database.db.select().from(users).where(eq(users.username, 'imp.two'));
    expect(two).toMatchObject({ gender: '0', status: 1, clientId: await orgId('HARBOR') });
    await expect(t.login('imp.one', 'pass123')).resolves.toBeTruthy();
  });

  it('a file with bad rows answers every row error and writes nothing', async () => {
    const file = await workbook(HEADER, [
      ['imp.good', 'Good', 'DEMO-OPS', 'maintenance', 'pass123', '', '', ''],
      ['ab', 'Short account', 'DEMO-OPS', 'maintenance', 'pass123', '', '', ''],
      ['imp.bad2', 'Unknown org', 'NOPE', 'maintenance', 'pass123', '', '', ''],
      ['imp.good', 'Twice', 'DEMO-OPS', 'maintenance', 'pass123', '', '', ''],
      ['imp.bad4', 'Unknown role', 'DEMO-OPS', 'nope', 'pass123', '', '', ''],
      ['demo.tech', 'Taken', 'DEMO-OPS', 'maintenance', 'pass123', '', '', ''],
    ]);
    const res = await importFile(file);
    expect(res.status).toBe(400);
    const rows = res.data.rowErrors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`);
    expect(rows).toEqual(['3:username', '4:orgCode', '5:username', '6:roleKeys', '7:username']);
    const written = await t.database.db.select().from(users).where(eq(users.username, 'imp.good'));
    expect(written).toHaveLength(0);
  });

  it('refuses a file one row over the limit of 1000', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [`bulk${i}`, `Bulk ${i}`, 'DEMO-OPS', 'maintenance', 'pass123']);
    const res = await importFile(await workbook(HEADER.slice(0, 5), rows));
    expect(res.status).toBe(400);
    expect(res.data.errors[0].field).toBe('file');
    expect(res.result).toContain('1000');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'bulk0'))).toHaveLength(0);
  });

  it('ops cannot import into Harbor Drinks or give roles it could not give by hand', async () => {
    await grantOps('system:user:import');
    const token = await t.login('ops', 'ops12345');
    const file = await workbook(HEADER.slice(0, 5), [
      ['imp.h', 'Harbor', 'HARBOR-FS', 'maintenance_harbor', 'pass123'],
      ['imp.a', 'Admin', 'DEMO-OPS', 'admin', 'pass123'],
    ]);
    const res = body<any>(await importWorkbook(t.app, USER_API.import, file, { token }, 'users.xlsx'));
    expect(res.status).toBe(400);
    expect(res.data.rowErrors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual(['2:orgCode', '3:roleKeys']);
  });

  it('the template and the export are xlsx files in the request language', async () => {
    const token = await t.login('admin', 'admin123');
    const tpl = await t.app.inject({ method: 'GET', url: USER_API.importTemplate, headers: { token, lang: 'es' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('Cuenta de acceso');
    const { file: exp } = await exportThroughCentre(t, token, { kind: 'users', query: { orgId: await orgId('HARBOR') } });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(exp!.rawPayload as unknown as ArrayBuffer);
    const sheet = wb2.worksheets[0]!;
    expect(sheet.name).toBe('Sheet1');
    const cells: string[] = [];
    sheet.eachRow((r) => cells.push(String(r.getCell(3).value)));
    expect(cells).toEqual(expect.arrayContaining(['Employee name', 'Henry Harbor']));
    expect(cells).not.toContain('Olivia Ops');
  });
});
