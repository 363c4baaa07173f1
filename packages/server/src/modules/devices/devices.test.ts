import {
  DEVICE_API,
  DEVICE_PERMS,
  DEVICE_SCOPES,
  type DeviceCounts,
  type DeviceGrantAccount,
  type DeviceMaterialWarning,
  type DeviceRow,
  type DeviceSecretAnswer,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importWorkbook, rowsOfXlsx, xlsxOf } from '../../test/excel.js';
import { demoAccount, grantToRole, orgIdByCode } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { users } from '../../platform/identity/schema.js';
import { salesDaily } from '../reports/index.js';
import { deviceContainers, devices } from './schema.js';
import { verifyDeviceSecret } from './secrets.js';
import { salesDays } from './sales.js';
import { dayIn, zonedInstant } from './service.js';
import { exportThroughCentre } from '../../test/exports.js';

const t = useTestApp();

type Errors = {
  errors?: Array<{ field: string; message: string }>;
  rowErrors?: Array<{ row: number; field: string; column?: string; message: string }>;
};

async function as(username: string, password: string, lang = 'en') {
  const token = await t.login(username, password);
  const headers = { token, lang };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
    upload: async (url: string, rows: unknown[][]) => importWorkbook(t.app, url, await xlsxOf(rows), headers),
  };
}
const admin = (lang = 'en') => as('admin', 'admin123', lang);
const ops = () => as('ops', 'ops12345');

const listOf = async (caller: Awaited<ReturnType<typeof admin>>, query = '') =>
  body<DeviceRow[]>(await caller.get(`${DEVICE_API.list}?limit=1000${query}`));
const codes = (rows: DeviceRow[]) => rows.map((r) => r.deviceCode).sort();

const HEADER = ['Device code', 'Nameplate number', 'DTU code/IMEI', 'Device name', 'Organisation code', 'Model code'];

describe('device list', () => {
  it('lists the seeded devices with names, in the caller’s scope', async () => {
    const all = await listOf(await admin());
    expect(all.status).toBe(1001);
    expect(all.total).toBe(11);
    const row = all.data.find((r) => r.deviceCode === 'VR10001')!;
    expect(row).toMatchObject({ orgName: 'Shanghai Jing’an Store', name: 'Jing’an lobby', status: 0, capacity: expect.any(Number) });
    // ops (Demo Coffee Co.) never sees a Harbor Drinks device.
    const mine = await listOf(await ops());
    expect(mine.total).toBe(8);
    expect(codes(mine.data).every((c) => c.startsWith('VR1'))).toBe(true);
  });

  it('filters by customer subtree, status, flags and codes; refuses unknown sort fields', async () => {
    const a = await admin();
    const store = await orgIdByCode(t.database.db, 'DEMO-SH-01');
    expect(codes((await listOf(a, `&orgId=${store}`)).data)).toEqual(['VR10001', 'VR10002', 'VR10008']);
    expect(codes((await listOf(a, `&orgId=${await orgIdByCode(t.database.db, 'HARBOR')}`)).data)).toEqual([
      'VR20001',
      'VR20002',
      'VR20003',
    ]);
    expect(codes((await listOf(a, '&status=1')).data)).toEqual(['VR10008']);
    expect(codes((await listOf(a, '&fault=1')).data)).toEqual(['VR10004']);
    expect(codes((await listOf(a, '&warning=1')).data)).toEqual(['VR10005']);
    expect(codes((await listOf(a, '&lowMaterial=1')).data)).toEqual(['VR10002', 'VR10004', 'VR20002']);
    expect(codes((await listOf(a, '&materialState=2')).data)).toEqual(['VR10004']);
    expect(codes((await listOf(a, '&keyword=20003')).data)).toEqual(['VR20003']);
    expect(codes((await listOf(a, '&nameplateNo=NP-VR1000')).data)).toHaveLength(8);
    const sorted = body<DeviceRow[]>(await a.get(`${DEVICE_API.list}?orderByColumn=deviceCode&isAsc=asc&limit=3`));
    expect(sorted.data.map((r) => r.deviceCode)).toEqual(['VR10001', 'VR10002', 'VR10003']);
    expect(sorted.total).toBe(11);
    const bad = await a.get(`${DEVICE_API.list}?orderByColumn=secretHash`);
    expect(bad.json().status).toBe(400);
  });

  it('counts online, offline, fault, warning and low material in scope and filters', async () => {
    const db = t.database.db;
    await db.update(devices).set({ online: 1 }).where(eq(devices.deviceCode, 'VR10001'));
    await db.update(devices).set({ online: 1 }).where(eq(devices.deviceCode, 'VR20001'));
    const a = await admin();
    const all = body<DeviceCounts>(await a.get(DEVICE_API.counts)).data;
    expect(all).toMatchObject({ total: 11, online: 2, offline: 9, fault: 1, warning: 1, lowMaterial: 3 });
    const o = body<DeviceCounts>(await (await ops()).get(DEVICE_API.counts)).data;
    expect(o).toMatchObject({ total: 8, online: 1, offline: 7, fault: 1, warning: 1, lowMaterial: 2, onlinePercent: 12.5 });
    const store = await orgIdByCode(db, 'DEMO-SH-01');
    expect(body<DeviceCounts>(await a.get(`${DEVICE_API.counts}?orgId=${store}`)).data).toMatchObject({ total: 3, online: 1 });
    // The state changes (the gateway writes it): the counter follows without anything else.
    await db.update(devices).set({ online: 0 }).where(eq(devices.deviceCode, 'VR10001'));
    expect(body<DeviceCounts>(await a.get(DEVICE_API.counts)).data).toMatchObject({ online: 1, offline: 10 });
  });

  it('lists containers under their warning value with device, material, level and values', async () => {
    const res = body<DeviceMaterialWarning[]>(await (await ops()).get(`${DEVICE_API.materialWarning}?limit=100`));
    expect(res.data.map((r) => r.deviceCode)).toEqual(['VR10002', 'VR10004']);
    const out = res.data.find((r) => r.deviceCode === 'VR10004')!;
    expect(out.state).toBe(2);
    expect(out.level!).toBeLessThan(out.alarmValue!);
    expect(out.alarmValue!).toBeLessThanOrEqual(out.warnValue!);
    expect(out.materialCode).toBeTruthy();
  });

  it('adds the sales of today, yesterday, this month and last month from the daily roll-up', async () => {
    const db = t.database.db;
    const [d] = await db.select().from(devices).where(eq(devices.deviceCode, 'VR10003'));
    const { today, yesterday, lastMonthStart } = salesDays(new Date(), 'Asia/Shanghai');
    await db.delete(salesDaily).where(eq(salesDaily.deviceId, d!.id));
    await db.insert(salesDaily).values([
      { day: today, deviceId: d!.id, orgId: d!.orgId, orderCount: 3, cupCount: 4, amount: 40 },
      { day: yesterday, deviceId: d!.id, orgId: d!.orgId, orderCount: 1, cupCount: 2, amount: 15.5 },
      { day: lastMonthStart, deviceId: d!.id, orgId: d!.orgId, orderCount: 1, cupCount: 7, amount: 70 },
    ]);
    const row = (await listOf(await admin(), '&deviceCode=VR10003')).data[0]!;
    expect(row.salesToday).toBe(4);
    expect(row.amountToday).toBe(40);
    expect(row.salesYesterday).toBe(2);
    expect(row.amountYesterday).toBe(15.5);
    const sameMonth = yesterday.slice(0, 7) === today.slice(0, 7);
    expect(row.salesMonth).toBe(sameMonth ? 6 : 4);
    expect(row.salesLastMonth).toBe(sameMonth ? 7 : 9);
  });
});

describe('saving devices', () => {
  it('creates a device, answers its secret once, and the secret verifies; rotation replaces it', async () => {
    const a = await admin();
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const res = await a.post(DEVICE_API.save, {
      deviceCode: 'VRNEW1',
      dtuCode: '861234567890123',
      nameplateNo: 'NP-NEW-1',
      orgId: demo,
      name: 'New one',
      rent: '12.5',
      warrantyUntil: '2028-01-31',
      deployedAt: '2026-01-02 08:30:00',
      businessHours: '08:00-12:00,13:00-22:00',
    });
    const created = body<DeviceSecretAnswer>(res);
    expect(created.status, res.body).toBe(1001);
    expect(created.data.deviceCode).toBe('VRNEW1');
    expect(created.data.secret.length).toBeGreaterThanOrEqual(40);
    const [stored] = await t.database.db.select().from(devices).where(eq(devices.id, created.data.id));
    expect(verifyDeviceSecret(created.data.secret, stored!.secretHash)).toBe(true);
    expect(stored!.secretHash).not.toContain(created.data.secret);
    expect(stored!.deployedAt!.toISOString()).toBe('2026-01-02T00:30:00.000Z');

    const detail = body<DeviceRow & { secret?: string }>(await a.get(`${DEVICE_API.detail}?id=${created.data.id}`)).data;
    expect(detail).toMatchObject({ deviceCode: 'VRNEW1', rent: 12.5, warrantyUntil: '2028-01-31', orgName: 'Demo Coffee Co.' });
    expect(JSON.stringify(detail)).not.toContain(created.data.secret);
    expect('secretHash' in detail).toBe(false);

    const rotated = body<DeviceSecretAnswer>(await a.post(DEVICE_API.rotateSecret, { id: created.data.id })).data;
    expect(rotated.secret).not.toBe(created.data.secret);
    const [after] = await t.database.db.select().from(devices).where(eq(devices.id, created.data.id));
    expect(verifyDeviceSecret(rotated.secret, after!.secretHash)).toBe(true);
    expect(verifyDeviceSecret(created.data.secret, after!.secretHash)).toBe(false);
  });

  it('refuses a duplicate code, DTU or nameplate next to the field, in the request’s language', async () => {
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const a = await admin();
    const dup = await a.post(DEVICE_API.save, { deviceCode: 'vr10001', orgId: demo });
    expect(dup.json().status).toBe(400);
    expect(body<Errors>(dup).data.errors?.[0]?.field).toBe('deviceCode');
    const z = await admin('zh');
    const dtu = await z.post(DEVICE_API.save, { deviceCode: 'VRX1', dtuCode: '86100010000000', orgId: demo });
    const e = body<Errors>(dtu);
    expect(e.data.errors?.[0]).toMatchObject({ field: 'dtuCode' });
    expect(e.data.errors?.[0]?.message).toContain('已存在');
    const plate = await a.post(DEVICE_API.save, { deviceCode: 'VRX2', nameplateNo: 'NP-VR10002', orgId: demo });
    expect(body<Errors>(plate).data.errors?.[0]?.field).toBe('nameplateNo');
    expect(await t.database.db.select().from(devices).where(eq(devices.deviceCode, 'VRX1'))).toHaveLength(0);
  });

  it('validates fields with the contracts schema (letters/digits, required customer, dates, hours)', async () => {
    const a = await admin();
    const res = await a.post(DEVICE_API.save, {
      deviceCode: 'VR-1',
      dtuCode: 'a b',
      orgId: '',
      warrantyUntil: '2026/01/01',
      businessHours: '8-9',
    });
    expect(res.json().status).toBe(400);
    const fields = body<Errors>(res)
      .data.errors!.map((e) => e.field)
      .sort();
    expect(fields).toEqual(['businessHours', 'deviceCode', 'dtuCode', 'orgId', 'warrantyUntil']);
    const missing = body<Errors>(await a.post(DEVICE_API.save, { deviceCode: 'VROK1' })).data.errors!;
    expect(missing).toEqual([{ field: 'orgId', message: expect.stringContaining('is required') }]);
  });

  it('updates a device; a model change replaces its containers; refuses a point of another customer', async () => {
    const db = t.database.db;
    const a = await admin();
    const [d] = await db.select().from(devices).where(eq(devices.deviceCode, 'VR10006'));
    const res = await a.post(DEVICE_API.save, { id: d!.id, deviceCode: 'VR10006', orgId: d!.orgId, name: 'Renamed', modelId: '' });
    expect(res.json().status, res.body).toBe(1001);
    const [after] = await db.select().from(devices).where(eq(devices.id, d!.id));
    expect(after!.name).toBe('Renamed');
    expect(after!.secretHash).toBe(d!.secretHash);
    if (d!.modelId) expect(await db.select().from(deviceContainers).where(eq(deviceContainers.deviceId, d!.id))).toHaveLength(0);
    const harbor = await orgIdByCode(db, 'HARBOR');
    const wrongOrg = await (await ops()).post(DEVICE_API.save, { id: d!.id, deviceCode: 'VR10006', orgId: harbor });
    expect(body<Errors>(wrongOrg).data.errors?.[0]?.field).toBe('orgId');
  });

  it('deletes selected devices, all or none', async () => {
    const db = t.database.db;
    await grantToRole(db, 'maintenance', [DEVICE_PERMS.remove]);
    const o = await ops();
    const rows = await db.select({ id: devices.id, code: devices.deviceCode }).from(devices);
    const id = (c: string) => rows.find((r) => r.code === c)!.id;
    const refused = await o.post(DEVICE_API.delete, { ids: [id('VR10007'), id('VR20001')] });
    expect(refused.json().status).toBe(404);
    expect(
      await db
        .select()
        .from(devices)
        .where(eq(devices.id, id('VR10007'))),
    ).toHaveLength(1);
    const done = await o.post(DEVICE_API.delete, { ids: [id('VR10007'), id('VR10008')] });
    expect(done.json().status).toBe(1001);
    expect((await listOf(o)).total).toBe(6);
  });

  it('batch: enables, disables and assigns a zone to selected devices', async () => {
    const db = t.database.db;
    const o = await ops();
    const ids = (await listOf(o, '&keyword=VR1000')).data.slice(0, 2).map((r) => r.id);
    const off = await o.post(DEVICE_API.batch, { ids, action: 'disable' });
    expect(off.json().status, off.body).toBe(1001);
    expect((await listOf(o, '&status=1')).data.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    await o.post(DEVICE_API.batch, { ids, action: 'enable' });
    expect((await listOf(o, '&status=1')).data.filter((r) => ids.includes(r.id))).toHaveLength(0);
    const nothing = await o.post(DEVICE_API.batch, { ids, action: 'assign' });
    expect(nothing.json().status).toBe(400);
    const unknownZone = await o.post(DEVICE_API.batch, { ids, action: 'assign', zoneId: 999999 });
    expect(body<Errors>(unknownZone).data.errors?.[0]?.field).toBe('zoneId');
    const cleared = await o.post(DEVICE_API.batch, { ids, action: 'assign', siteId: null });
    expect(cleared.json().status).toBe(1001);
    const [first] = await db.select().from(devices).where(eq(devices.id, ids[0]!));
    expect(first!.siteId).toBeNull();
  });

  it('lists only the machines asked for by id (comma-separated or repeated), of those the caller sees', async () => {
    const o = await ops();
    const mine = (await listOf(o, '&keyword=VR1000')).data.slice(0, 2).map((r) => r.id);
    const theirs = (await listOf(await admin(), '&keyword=VR2000')).data[0]!.id;
    expect((await listOf(o, `&ids=${mine.join(',')}`)).data.map((r) => r.id).sort()).toEqual([...mine].sort());
    expect((await listOf(o, `&ids=${mine[0]}&ids=${mine[1]}&ids=${theirs}`)).data.map((r) => r.id).sort()).toEqual([...mine].sort());
    expect(body(await o.get(`${DEVICE_API.list}?ids=x`)).status).toBe(400);
  });

  it('batch warranty: months from each deployment day (a month-end clamps), refused without a deployment time', async () => {
    const db = t.database.db;
    const o = await ops();
    const ids = (await listOf(o, '&keyword=VR1000')).data.slice(0, 2).map((r) => r.id);
    await db
      .update(devices)
      .set({ deployedAt: new Date('2026-01-31T12:00:00Z'), warrantyUntil: null })
      .where(eq(devices.id, ids[0]!));
    await db.update(devices).set({ deployedAt: null, warrantyUntil: '2027-05-01' }).where(eq(devices.id, ids[1]!));
    const warrantyOf = async (id: number) => (await db.select().from(devices).where(eq(devices.id, id)))[0]!.warrantyUntil;

    for (const warrantyMonths of [undefined, 0, 121, 1.5]) {
      const bad = await o.post(DEVICE_API.batch, { ids, action: 'warranty', warrantyMonths });
      expect(body<Errors>(bad).data.errors?.[0]?.field, bad.body).toBe('warrantyMonths');
    }
    const undeployed = await o.post(DEVICE_API.batch, { ids, action: 'warranty', warrantyMonths: 1 });
    expect(body<Errors>(undeployed).data.errors?.[0]).toMatchObject({ field: 'warrantyMonths' });
    expect(undeployed.body).toContain('VR1000');
    expect(await warrantyOf(ids[0]!)).toBeNull();

    const one = await o.post(DEVICE_API.batch, { ids: [ids[0]], action: 'warranty', warrantyMonths: 1 });
    expect(one.json().status, one.body).toBe(1001);
    expect(await warrantyOf(ids[0]!)).toBe('2026-02-28');
    await o.post(DEVICE_API.batch, { ids: [ids[0]], action: 'warranty', warrantyMonths: 24 });
    expect(await warrantyOf(ids[0]!)).toBe('2028-01-31');
    expect(await warrantyOf(ids[1]!)).toBe('2027-05-01');
  });
});

describe('device import', () => {
  it('imports good rows (all or nothing) with the letters/digits, all-empty and uniqueness rules row by row', async () => {
    const a = await admin();
    const bad = await a.upload(DEVICE_API.import, [
      HEADER,
      ['IMP001', 'NP-IMP-1', '860000000000001', 'Good', 'DEMO', 'CM-200'],
      ['IMP-002', '', '', 'Bad code', 'DEMO', ''],
      ['', '', '', 'All empty', 'DEMO', ''],
      ['IMP003', '', 'DTU 3', 'Bad DTU', 'DEMO', ''],
      ['IMP001', '', '', 'Repeats row 2', 'DEMO', ''],
      ['VR10001', '', '', 'Exists', 'DEMO', ''],
      ['IMP004', '', '', 'Unknown org', 'NOPE', ''],
      ['X'.repeat(51), '', '', 'Too long', 'DEMO', ''],
    ]);
    expect(bad.json().status).toBe(400);
    const errors = body<Errors>(bad).data.rowErrors!;
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'deviceCode'],
      [4, 'deviceCode'],
      [5, 'dtuCode'],
      [6, 'deviceCode'],
      [7, 'deviceCode'],
      [8, 'orgCode'],
      [9, 'deviceCode'],
    ]);
    expect(errors[0]!.message).toContain('letters and digits');
    expect(errors[1]!.message).toContain('cannot all be empty');
    expect(errors[0]!.column).toBe('Device code');
    expect(await t.database.db.select().from(devices).where(eq(devices.deviceCode, 'IMP001'))).toHaveLength(0);

    const good = await a.upload(DEVICE_API.import, [
      HEADER,
      ['IMP001', 'NP-IMP-1', '860000000000001', 'Good', 'DEMO', 'CM-200'],
      ['', '', '860000000000002', 'Code from DTU', 'DEMO-SH-01', ''],
      ['', 'NPIMP3', '', 'Code from nameplate', 'DEMO', ''],
    ]);
    expect(good.json().status, good.body).toBe(1001);
    expect(body<{ imported: number }>(good).data.imported).toBe(3);
    const rows = (await listOf(a, '&keyword=IMP')).data;
    expect(codes(rows)).toEqual(['IMP001', 'NPIMP3']);
    expect((await listOf(a, '&dtuCode=860000000000002')).data[0]!.deviceCode).toBe('860000000000002');
  });

  it('refuses 1001 rows with one message and no row list', async () => {
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < 1001; i++) rows.push([`BULK${i}`, '', '', '', 'DEMO', '']);
    const res = await (await admin()).upload(DEVICE_API.import, rows);
    expect(res.json().status).toBe(400);
    const b = body<Errors>(res);
    expect(b.data.errors?.[0]?.field).toBe('file');
    expect(b.data.rowErrors).toBeUndefined();
  });

  it('refuses an organisation outside the caller’s scope', async () => {
    const res = await (await ops()).upload(DEVICE_API.import, [HEADER, ['OPSIMP1', '', '', '', 'HARBOR', '']]);
    expect(body<Errors>(res).data.rowErrors?.[0]).toMatchObject({ row: 2, field: 'orgCode' });
  });

  it('exports the filtered rows with headers in the request language, and serves a template', async () => {
    const token = await t.login('admin', 'admin123');
    const query = { orgId: await orgIdByCode(t.database.db, 'HARBOR') };
    const { file: res } = await exportThroughCentre(t, token, { kind: 'devices', query }, { lang: 'zh' });
    expect(res!.statusCode).toBe(200);
    const rows = await rowsOfXlsx(res!.rawPayload);
    expect(rows[0]![0]).toBe('设备编码');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['VR20001', 'VR20002', 'VR20003']);
    // Harbor Drinks Ltd. bills in USD: its amounts say so.
    const currency = rows[0]!.indexOf('币种');
    expect(rows.slice(1).map((r) => r[currency])).toEqual(['USD', 'USD', 'USD']);
    const tpl = await rowsOfXlsx((await (await admin()).get(DEVICE_API.importTemplate)).rawPayload);
    expect(tpl[0]).toContain('Device code');
  });
});

describe('device grants (selected devices)', () => {
  it('an account with "selected devices" sees only its granted devices', async () => {
    await demoAccount(t.database.db, 'picky', DEVICE_SCOPES.SELECTED);
    const picky = await as('picky', 'pass12345');
    expect((await listOf(picky)).total).toBe(0);
    expect(body<DeviceCounts>(await picky.get(DEVICE_API.counts)).data.total).toBe(0);

    const o = await ops();
    const accounts = body<DeviceGrantAccount[]>(await o.get(DEVICE_API.grantAccounts)).data;
    const userId = accounts.find((x) => x.username === 'picky')!.userId;
    const mine = (await listOf(o)).data;
    const two = mine.slice(0, 2).map((r) => r.id);
    const saved = await o.post(DEVICE_API.grants, { userId, deviceIds: two });
    expect(saved.json().status, saved.body).toBe(1001);
    expect(body<{ deviceIds: number[] }>(await o.get(`${DEVICE_API.grants}?userId=${userId}`)).data.deviceIds.sort()).toEqual(
      [...two].sort(),
    );
    const seen = await listOf(picky);
    expect(seen.data.map((r) => r.id).sort()).toEqual([...two].sort());
    const other = mine[3]!.id;
    expect((await picky.get(`${DEVICE_API.detail}?id=${other}`)).json().status).toBe(404);
  });

  it('refuses out-of-scope devices and accounts, and accounts that see all devices', async () => {
    const db = t.database.db;
    const userId = await demoAccount(t.database.db, 'picky2', DEVICE_SCOPES.SELECTED);
    const allId = await demoAccount(t.database.db, 'allseer', DEVICE_SCOPES.ALL);
    const o = await ops();
    const [harborDevice] = await db.select().from(devices).where(eq(devices.deviceCode, 'VR20001'));
    const foreign = await o.post(DEVICE_API.grants, { userId, deviceIds: [harborDevice!.id] });
    expect(foreign.json().status).toBe(404);
    const [harborUser] = await db.select().from(users).where(eq(users.username, 'harbor'));
    await db.update(users).set({ deviceScope: 'selected' }).where(eq(users.id, harborUser!.id));
    const foreignUser = await o.post(DEVICE_API.grants, { userId: harborUser!.id, deviceIds: [] });
    expect(foreignUser.json().status).toBe(404);
    const allScope = await o.post(DEVICE_API.grants, { userId: allId, deviceIds: [] });
    expect(body<Errors>(allScope).data.errors?.[0]?.field).toBe('userId');
  });
});

describe('time helpers', () => {
  it('reads times in the business time zone', () => {
    expect(zonedInstant('2026-03-01 00:00:00', 'Asia/Shanghai').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(dayIn(new Date('2026-02-28T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-03-01');
    expect(salesDays(new Date('2026-03-01T01:00:00Z'), 'Asia/Shanghai')).toEqual({
      today: '2026-03-01',
      yesterday: '2026-02-28',
      monthStart: '2026-03-01',
      lastMonthStart: '2026-02-01',
    });
  });
});
