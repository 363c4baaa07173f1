import { POINT_API, type Region, type RegionNode, type Site, type Zone } from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importWorkbook, rowsOfXlsx, xlsxOf } from '../../test/excel.js';
import { apiAs, orgIdByCode, userIdByName } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { devices } from '../devices/index.js';
import { syncRegions } from './region-data.js';
import { regions, routes, sites, zoneRecipients, zones } from './schema.js';
import { exportThroughCentre, exportedRows } from '../../test/exports.js';

const t = useTestApp();
const admin = () => apiAs(t, 'admin', 'admin123');
const ops = () => apiAs(t, 'ops', 'ops12345');
const db = () => t.database.db;
const regionId = async (code: string) => (await db().select({ id: regions.id }).from(regions).where(eq(regions.code, code)))[0]!.id;
const userId = (username: string) => userIdByName(db(), username);

describe('regions', () => {
  it("lists countries in the reader's language and China's provinces, cities and districts from the dataset", async () => {
    const api = await admin();
    const en = (await api('GET', POINT_API.regionList)).data as Region[];
    expect(en.length).toBeGreaterThan(240);
    expect(en.every((r) => r.level === 1)).toBe(true);
    const names = en.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['China', 'Spain', 'Japan', 'United Kingdom', 'United States']));
    expect(names.indexOf('Spain')).toBeLessThan(names.indexOf('United Kingdom'));
    const zh = (await api('GET', POINT_API.regionList, undefined, 'zh')).data as Region[];
    expect(zh.find((r) => r.code === 'CN')!.name).toBe('中国');
    expect(zh.find((r) => r.code === 'ES')!.name).toBe('西班牙');
    const es = (await api('GET', POINT_API.regionList, undefined, 'es')).data as Region[];
    expect(es.find((r) => r.code === 'ES')!.name).toBe('España');
    const ja = (await api('GET', POINT_API.regionList, undefined, 'ja')).data as Region[];
    expect(ja.find((r) => r.code === 'JP')!.name).toBe('日本');

    const cn = en.find((r) => r.code === 'CN')!;
    expect(cn.hasChildren).toBe(true);
    const provincesZh = (await api('GET', `${POINT_API.regionList}?parentId=${cn.id}`, undefined, 'zh')).data as Region[];
    expect(provincesZh.length).toBeGreaterThanOrEqual(34);
    expect(provincesZh.map((r) => r.name)).toEqual(expect.arrayContaining(['上海市', '广东省', '北京市', '香港特别行政区']));
    const provincesEn = (await api('GET', `${POINT_API.regionList}?parentId=${cn.id}`)).data as Region[];
    expect(provincesEn.map((r) => r.name)).toEqual(expect.arrayContaining(['Shanghai Shi', 'Guangdong Sheng', 'Beijing Shi']));

    const districts = await api('GET', `${POINT_API.regionList}?level=4&keyword=${encodeURIComponent('浦东')}`);
    expect((districts.data as Region[]).map((r) => r.code)).toEqual(['CN-310115']);
    expect((districts.data as Region[])[0]).toMatchObject({ name: 'Pudong Xinqu', hasChildren: false });
    // A keyword matches the name in any language.
    const byPinyin = await api('GET', `${POINT_API.regionList}?level=4&keyword=pudong`, undefined, 'zh');
    expect((byPinyin.data as Region[]).map((r) => r.name)).toEqual(['浦东新区']);
  });

  it('opens a picker at a region: the countries and the children of every region above it', async () => {
    const api = await admin();
    const rows = (await api('GET', `${POINT_API.regionList}?openTo=${await regionId('CN-310115')}`, undefined, 'zh')).data as Region[];
    const byLevel = (level: number) => rows.filter((r) => r.level === level).map((r) => r.code);
    expect(byLevel(1).length).toBeGreaterThan(240);
    expect(byLevel(2)).toContain('CN-31');
    expect(byLevel(3)).toEqual(['CN-3101']);
    expect(byLevel(4)).toEqual(expect.arrayContaining(['CN-310115', 'CN-310104']));
    expect(byLevel(4).every((c) => c.startsWith('CN-3101'))).toBe(true);
  });

  it("answers the whole tree in the reader's language, with the demo places abroad", async () => {
    const api = await admin();
    const tree = (await api('GET', POINT_API.regionMap)).data as RegionNode[];
    const shanghai = tree.find((c) => c.code === 'CN')!.children.find((p) => p.code === 'CN-31')!;
    expect(shanghai.children[0]!.children.map((d) => d.name)).toEqual(expect.arrayContaining(['Pudong Xinqu', 'Xuhui Qu']));
    const jp = tree.find((c) => c.code === 'JP')!;
    expect(jp.children[0]!.children[0]!.children[0]).toMatchObject({ name: 'Shibuya', level: 4, lat: 35.6618, lng: 139.7041 });
    const jpZh = ((await api('GET', POINT_API.regionMap, undefined, 'zh')).data as RegionNode[]).find((c) => c.code === 'JP')!;
    expect(jpZh.children[0]!.children[0]!.children[0]!.name).toBe('涩谷区');
  });

  it('keeps the points of an older installation on their region when the dataset replaces the first demo codes', async () => {
    const xuhui = await regionId('CN-310104');
    await db().update(regions).set({ code: 'CN-SH-SH-XH', names: {} }).where(eq(regions.id, xuhui));
    await syncRegions(db());
    const [row] = await db().select().from(regions).where(eq(regions.id, xuhui));
    expect(row).toMatchObject({ code: 'CN-310104', name: '徐汇区', names: { en: 'Xuhui Qu', zh: '徐汇区' } });
    expect(await db().select().from(regions).where(eq(regions.code, 'CN-SH-SH-XH'))).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: POINT_API.regionMap })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: POINT_API.siteOptions })).statusCode).toBe(401);
  });
});

describe('points (sites)', () => {
  it('lists the seeded points with filters, paging and whitelisted sorting', async () => {
    const api = await admin();
    const all = await api('GET', `${POINT_API.siteList}?limit=100`);
    expect(all.status).toBe(1001);
    const codes = (all.data as Site[]).map((s) => s.siteCode);
    expect(codes).toEqual(
      expect.arrayContaining(['SH-PD-001', 'SH-PD-002', 'SZ-NS-001', 'BJ-CY-001', 'SH-JA-001', 'MAD-CT-001', 'TYO-SB-001']),
    );
    const harbor = await api('GET', `${POINT_API.siteList}?orgId=${await orgIdByCode(db(), 'HARBOR')}`);
    expect((harbor.data as Site[]).map((s) => s.siteCode).sort()).toEqual(['MAD-CT-001', 'TYO-SB-001']);
    const keyword = await api('GET', `${POINT_API.siteList}?keyword=sh-pd`);
    expect(keyword.total).toBe(2);
    // A province matches the points of its districts.
    const province = await api('GET', `${POINT_API.siteList}?regionId=${await regionId('CN-31')}`);
    expect((province.data as Site[]).map((s) => s.siteCode).sort()).toEqual(['SH-JA-001', 'SH-PD-001', 'SH-PD-002']);
    const first = (province.data as Site[]).find((s) => s.siteCode === 'SH-PD-001')!;
    // Region names in the reader's language.
    expect(first).toMatchObject({
      country: 'China',
      province: 'Shanghai Shi',
      city: 'Shanghai Shi',
      district: 'Pudong Xinqu',
      orgName: 'Demo Coffee Co.',
    });
    const zh = (await api('GET', `${POINT_API.siteList}?keyword=SH-PD-001`, undefined, 'zh')).data as Site[];
    expect(zh[0]).toMatchObject({ country: '中国', province: '上海市', city: '上海市', district: '浦东新区' });
    const harborEs = (await api('GET', `${POINT_API.siteList}?keyword=MAD-CT-001`, undefined, 'es')).data as Site[];
    expect(harborEs[0]).toMatchObject({ country: 'España', province: 'Madrid', district: 'Centro' });
    expect(first.regionPath).toHaveLength(4);
    expect(first.zoneName).toBe('华东分区');
    const zoneId = first.zoneId!;
    const byZone = await api('GET', `${POINT_API.siteList}?zoneId=${zoneId}`);
    expect((byZone.data as Site[]).map((s) => s.siteCode).sort()).toEqual(['BJ-CY-001', 'SH-JA-001', 'SH-PD-001', 'SH-PD-002']);
    const byRoute = await api('GET', `${POINT_API.siteList}?routeId=${first.routeId}`);
    expect(byRoute.total).toBe(2);
    const page2 = await api('GET', `${POINT_API.siteList}?page=2&limit=4&orderByColumn=siteCode&isAsc=asc`);
    expect(page2.data).toHaveLength(3);
    expect(page2.total).toBe(7);
    const sorted = await api('GET', `${POINT_API.siteList}?orderByColumn=siteName&isAsc=desc&limit=100`);
    const names = (sorted.data as Site[]).map((s) => s.siteName);
    expect(names[0]! >= names[names.length - 1]!).toBe(true);
    const badSort = await api('GET', `${POINT_API.siteList}?orderByColumn=password`);
    expect(badSort.status).toBe(400);
  });

  it('creates a point with a region (names filled from it), reads and updates it', async () => {
    const api = await admin();
    const demo = await orgIdByCode(db(), 'DEMO');
    const district = await regionId('CN-310104');
    const created = await api('POST', POINT_API.siteSave, {
      orgId: demo,
      siteName: '徐家汇商场',
      siteCode: 'SH-XH-001',
      regionId: district,
      address: '虹桥路 1 号',
      lng: 121.4365,
      lat: 31.1886,
      phone: '021-1234 5678',
    });
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.data).toMatchObject({
      siteCode: 'SH-XH-001',
      province: 'Shanghai Shi',
      district: 'Xuhui Qu',
      lat: 31.1886,
      status: 0,
      deviceCount: 0,
    });
    const id = (created.data as Site).id;
    const detail = await api('GET', `${POINT_API.siteDetail}?id=${id}`);
    expect((detail.data as Site).regionPath).toEqual([await regionId('CN'), await regionId('CN-31'), await regionId('CN-3101'), district]);

    const updated = await api('POST', POINT_API.siteSave, { id, siteName: '徐家汇商场 B1', siteCode: 'SH-XH-001', status: 1 });
    expect(updated.data).toMatchObject({ siteName: '徐家汇商场 B1', status: 1, regionId: null, district: null, orgId: demo });
  });

  it('validates at the limits, in the request language, and changes nothing', async () => {
    const api = await admin();
    const demo = await orgIdByCode(db(), 'DEMO');
    const ok = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'x'.repeat(100), lng: 180, lat: -90 });
    expect(ok.status).toBe(1001);
    const long = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'x'.repeat(101) }, 'zh');
    expect(long.status).toBe(400);
    expect(long.data.errors[0]).toMatchObject({ field: 'siteName' });
    expect(long.data.errors[0].message).toMatch(/^点位名称/);
    const lng = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'A', lng: 180.5, lat: 0 });
    expect(lng.data.errors).toEqual([{ field: 'lng', message: 'Longitude must be at most 180' }]);
    expect(lng.result).toBe('Longitude must be at most 180');
    const lngZh = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'A', lng: 180.5, lat: 0 }, 'zh');
    expect(lngZh.result).toBe('经度不能大于 180');
    const half = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'A', lng: 120 });
    expect(half.data.errors[0]).toMatchObject({ field: 'lat', message: expect.stringContaining('both or neither') });
    const code = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'A', siteCode: 'a b' });
    expect(code.data.errors[0].field).toBe('siteCode');
    const empty = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: '  ' });
    expect(empty.data.errors[0]).toMatchObject({ field: 'siteName', message: 'Point name is required' });
    const dup = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'Dup', siteCode: 'SH-PD-001' });
    expect(dup).toMatchObject({ status: 400, data: { errors: [{ field: 'siteCode' }] } });
    const region = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'A', regionId: 999999 });
    expect(region.data.errors[0].field).toBe('regionId');
    const platform = await api('POST', POINT_API.siteSave, { orgId: await orgIdByCode(db(), 'PLATFORM'), siteName: 'A' });
    expect(platform.data.errors[0].field).toBe('orgId');
    // A Harbor partition for a Demo point.
    const [harborZone] = await db()
      .select()
      .from(zones)
      .where(eq(zones.orgId, await orgIdByCode(db(), 'HARBOR')));
    const zone = await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'A', zoneId: harborZone!.id });
    expect(zone.data.errors[0].field).toBe('zoneId');
    const count = (await db().select().from(sites).where(eq(sites.name, 'A'))).length;
    expect(count).toBe(0);
  });

  it('a customer account creates points in its own customer and sees only its own', async () => {
    const api = await ops();
    const created = await api('POST', POINT_API.siteSave, { siteName: 'Ops point', siteCode: 'OPS-1' });
    expect(created.status).toBe(1001);
    expect(created.data.orgId).toBe(await orgIdByCode(db(), 'DEMO'));
    const list = await api('GET', `${POINT_API.siteList}?limit=100`);
    expect([...new Set((list.data as Site[]).map((s) => s.orgName))].sort()).toEqual(['Demo Coffee Co.', 'Shanghai Jing’an Store']);
    const harbor = await api('POST', POINT_API.siteSave, { orgId: await orgIdByCode(db(), 'HARBOR'), siteName: 'Hijack' });
    expect(harbor.status).toBe(403);
  });

  it('refuses to delete a point where devices stand, deletes one without', async () => {
    const api = await admin();
    const demo = await orgIdByCode(db(), 'DEMO');
    const a = (await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'With device' })).data as Site;
    const b = (await api('POST', POINT_API.siteSave, { orgId: demo, siteName: 'Empty' })).data as Site;
    await db().insert(devices).values({ orgId: demo, deviceCode: 'T-SITE-1', secretHash: 'x', siteId: a.id });
    const refused = await api('POST', POINT_API.siteDelete, { ids: [a.id, b.id] });
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('Point "With device" still has 1 device. Move or delete the device first.');
    expect(
      await db()
        .select()
        .from(sites)
        .where(inArray(sites.id, [a.id, b.id])),
    ).toHaveLength(2);
    const listed = await api('GET', `${POINT_API.siteList}?keyword=With%20device`);
    expect(listed.data[0].deviceCount).toBe(1);
    const done = await api('POST', POINT_API.siteDelete, { ids: [b.id] });
    expect(done).toMatchObject({ status: 1001, data: { deleted: 1 } });
    expect(await db().select().from(sites).where(eq(sites.id, b.id))).toHaveLength(0);
  });

  it('exports the filtered points as xlsx', async () => {
    const token = await t.login('admin', 'admin123');
    const { file: res } = await exportThroughCentre(t, token, { kind: 'points', query: { orgId: await orgIdByCode(db(), 'HARBOR') } });
    expect(res!.headers['content-type']).toContain('spreadsheetml');
    const rows = await rowsOfXlsx(res!.rawPayload);
    expect(rows[0]).toContain('Point code');
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['MAD-CT-001', 'TYO-SB-001']);
    // Words, not codes: the scenario's label and the region's names in the reader's language.
    const madrid = rows.find((r) => r[2] === 'MAD-CT-001')!;
    expect(madrid).toEqual(expect.arrayContaining(['Spain', 'Street']));
    expect(madrid).not.toContain('street');
    const zh = await exportedRows(t, token, { kind: 'points', query: { keyword: 'SH-PD-001' } }, { lang: 'zh' });
    expect(zh[1]).toEqual(expect.arrayContaining(['中国', '上海市', '浦东新区', '写字楼']));
  });

  it('imports good rows into a customer (all or nothing) and reports every bad row', async () => {
    const token = await t.login('admin', 'admin123');
    const demo = await orgIdByCode(db(), 'DEMO');
    const template = await t.app.inject({ method: 'GET', url: POINT_API.siteTemplate, headers: { token, lang: 'zh' } });
    expect((await rowsOfXlsx(template.rawPayload))[0]).toContain('点位名称');

    const noCustomer = await importWorkbook(t.app, POINT_API.siteImport, await xlsxOf([['Point name'], ['X']]), { token, lang: 'en' });
    expect(noCustomer.json()).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'orgId', message: 'Choose the customer the points are imported into.' }] },
    });

    const header = ['Point name', 'Point code', 'Province', 'City', 'District', 'Longitude', 'Latitude', 'Partition', 'Route'];
    const bad = await xlsxOf([
      header,
      ['Good', 'IMP-1', '上海市', '上海市', '静安区', '121.4', '31.2', '华东分区', '浦东早班线'],
      ['', 'IMP-2'],
      ['Dup code', 'SH-PD-001'],
      ['Unknown region', 'IMP-3', '火星省'],
      ['Unknown zone', 'IMP-4', '', '', '', '', '', 'No such zone'],
      ['Repeated', 'IMP-1'],
    ]);
    const refused = await importWorkbook(t.app, `${POINT_API.siteImport}?orgId=${demo}`, bad, { token, lang: 'en' });
    const body = refused.json();
    expect(body.status).toBe(400);
    const errors = body.data.rowErrors as Array<{ row: number; field: string }>;
    expect(errors.map((e) => `${e.row}:${e.field}`)).toEqual(['3:siteName', '4:siteCode', '5:province', '6:zoneName', '7:siteCode']);
    expect(await db().select().from(sites).where(eq(sites.code, 'IMP-1'))).toHaveLength(0);

    // Region names in any language, the scenario by its label (as the export writes it) or by its code.
    const good = await xlsxOf([
      [...header, 'Scenario'],
      ['Good', 'IMP-1', '上海市', '上海市', '静安区', '121.4', '31.2', '华东分区', '浦东早班线', '写字楼'],
      ['Plain', 'IMP-5', 'Guangdong Sheng', 'Shenzhen Shi', 'Nanshan Qu', '', '', '', '', 'mall'],
    ]);
    const imported = await importWorkbook(t.app, `${POINT_API.siteImport}?orgId=${demo}`, good, { token, lang: 'en' });
    expect(imported.json()).toMatchObject({ status: 1001, data: { imported: 2 } });
    const [row] = await db().select().from(sites).where(eq(sites.code, 'IMP-1'));
    expect(row).toMatchObject({ orgId: demo, district: '静安区', country: '中国', lng: 121.4, scenario: 'office' });
    const [plain] = await db().select().from(sites).where(eq(sites.code, 'IMP-5'));
    expect(plain).toMatchObject({ province: '广东省', district: '南山区', scenario: 'mall' });
    expect(row!.zoneId).not.toBeNull();
    expect(row!.routeId).not.toBeNull();
  });
});

describe('point import: the customer chosen in the dialog', () => {
  const importAs = async (username: string, password: string, orgId: number | undefined, rows: string[][]) => {
    const token = await t.login(username, password);
    const url = orgId === undefined ? POINT_API.siteImport : `${POINT_API.siteImport}?orgId=${orgId}`;
    return (await importWorkbook(t.app, url, await xlsxOf([['Point name', 'Point code'], ...rows]), { token, lang: 'en' })).json();
  };
  const ownerOf = async (code: string) => (await db().select({ orgId: sites.orgId }).from(sites).where(eq(sites.code, code)))[0]?.orgId;

  it('the platform admin imports into the customer chosen', async () => {
    const harbor = await orgIdByCode(db(), 'HARBOR');
    expect(await importAs('admin', 'admin123', harbor, [['Harbor import', 'IMP-H1']])).toMatchObject({
      status: 1001,
      data: { imported: 1 },
    });
    expect(await ownerOf('IMP-H1')).toBe(harbor);
  });

  it("a customer's account imports into its own customer unasked, and is refused another customer with a clear message", async () => {
    expect(await importAs('ops', 'ops12345', undefined, [['Own import', 'IMP-O1']])).toMatchObject({ status: 1001 });
    expect(await ownerOf('IMP-O1')).toBe(await orgIdByCode(db(), 'DEMO'));

    const other = await importAs('ops', 'ops12345', await orgIdByCode(db(), 'HARBOR'), [['Hijack import', 'IMP-X1']]);
    expect(other).toMatchObject({ status: 403, result: 'This customer is outside your data scope: choose one of your own customers.' });
    expect(await ownerOf('IMP-X1')).toBeUndefined();
  });
});

describe('partitions (zones)', () => {
  it('creates a partition with an account and a contact as recipients, lists and edits them', async () => {
    const api = await ops();
    const opsId = await userId('ops');
    const created = await api('POST', POINT_API.zoneSave, {
      zoneName: '测试分区',
      recipients: [
        { userId: opsId, recipientName: 'Ops', alarmKinds: ['fault', 'warning'] },
        { recipientName: 'Night desk', email: 'night@democoffee.example', alarmKinds: 'material' },
      ],
    });
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const zone = created.data as Zone;
    expect(zone.recipients).toHaveLength(2);
    expect(zone.recipients[0]).toMatchObject({ userId: opsId, username: 'ops', alarmKinds: ['fault', 'warning'] });
    expect(zone.recipients[1]).toMatchObject({ userId: null, email: 'night@democoffee.example', alarmKinds: ['material'] });
    const list = await api('GET', `${POINT_API.zoneList}?zoneName=${encodeURIComponent('测试')}`);
    expect(list.total).toBe(1);
    const edited = await api('POST', POINT_API.zoneSave, {
      id: zone.id,
      zoneName: '测试分区',
      recipients: [{ recipientName: 'Only', phone: '13800000000', alarmKinds: ['fault'] }],
    });
    expect((edited.data as Zone).recipients.map((r) => r.recipientName)).toEqual(['Only']);
    expect(await db().select().from(zoneRecipients).where(eq(zoneRecipients.zoneId, zone.id))).toHaveLength(1);
  });

  it('refuses recipients without a way to reach them, unknown alarm kinds and accounts of another customer', async () => {
    const api = await ops();
    const nobody = await api('POST', POINT_API.zoneSave, {
      zoneName: 'Z',
      recipients: [{ recipientName: 'Nobody', alarmKinds: ['fault'] }],
    });
    expect(nobody.data.errors[0]).toMatchObject({ field: 'recipients.0.phone', message: expect.stringContaining('phone or an email') });
    const kind = await api('POST', POINT_API.zoneSave, {
      zoneName: 'Z',
      recipients: [{ recipientName: 'A', phone: '123456', alarmKinds: ['fire'] }],
    });
    expect(kind.data.errors[0].field).toBe('recipients.0.alarmKinds.0');
    const email = await api('POST', POINT_API.zoneSave, {
      zoneName: 'Z',
      recipients: [{ recipientName: 'A', email: 'not-mail', alarmKinds: ['fault'] }],
    });
    expect(email.data.errors[0].field).toBe('recipients.0.email');
    const foreign = await api('POST', POINT_API.zoneSave, {
      zoneName: 'Z',
      recipients: [{ userId: await userId('harbor'), recipientName: 'H', alarmKinds: ['fault'] }],
    });
    expect(foreign.data.errors[0].field).toBe('recipients.0.userId');
    const dup = await api('POST', POINT_API.zoneSave, { zoneName: '华东分区' });
    expect(dup.data.errors[0].field).toBe('zoneName');
    const long = await api('POST', POINT_API.zoneSave, { zoneName: 'x'.repeat(101) });
    expect(long.data.errors[0].field).toBe('zoneName');
    expect(await db().select().from(zones).where(eq(zones.name, 'Z'))).toHaveLength(0);
  });

  it('deleting a partition deletes its recipients and leaves its points and routes without partition', async () => {
    const api = await admin();
    const [east] = await db().select().from(zones).where(eq(zones.name, '华东分区'));
    const before = await db().select().from(zoneRecipients).where(eq(zoneRecipients.zoneId, east!.id));
    expect(before.length).toBeGreaterThan(0);
    const res = await api('POST', POINT_API.zoneDelete, { ids: [east!.id] });
    expect(res).toMatchObject({ status: 1001, data: { deleted: 1, recipients: before.length } });
    expect(await db().select().from(zoneRecipients).where(eq(zoneRecipients.zoneId, east!.id))).toHaveLength(0);
    expect(await db().select().from(zones).where(eq(zones.id, east!.id))).toHaveLength(0);
    const [point] = await db().select().from(sites).where(eq(sites.code, 'SH-PD-001'));
    expect(point!.zoneId).toBeNull();
    const [route] = await db().select().from(routes).where(eq(routes.name, '浦东早班线'));
    expect(route!.zoneId).toBeNull();
  });
});

describe('routes (lines)', () => {
  it('creates a route with its points and maintenance account; deleting keeps the points', async () => {
    const api = await ops();
    const [south] = await db().select().from(zones).where(eq(zones.name, '华南分区'));
    const pts = await db()
      .select()
      .from(sites)
      .where(inArray(sites.code, ['SH-PD-002', 'BJ-CY-001']));
    const created = await api('POST', POINT_API.routeSave, {
      routeName: '测试线路',
      zoneId: south!.id,
      maintainerId: await userId('demo.tech'),
      siteIds: pts.map((p) => p.id),
    });
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.data).toMatchObject({ routeName: '测试线路', zoneName: '华南分区', maintainerName: 'Tina Tech', siteCount: 2 });
    expect(created.data.sites.map((s: { code: string }) => s.code).sort()).toEqual(['BJ-CY-001', 'SH-PD-002']);
    const id = created.data.id as number;
    const fewer = await api('POST', POINT_API.routeSave, { id, routeName: '测试线路', siteIds: [pts[0]!.id] });
    expect(fewer.data.siteCount).toBe(1);
    const list = await api('GET', `${POINT_API.routeList}?routeName=${encodeURIComponent('测试')}`);
    expect(list.total).toBe(1);

    const foreignUser = await api('POST', POINT_API.routeSave, { routeName: 'R2', maintainerId: await userId('harbor') });
    expect(foreignUser.data.errors[0].field).toBe('maintainerId');
    const [harborSite] = await db().select().from(sites).where(eq(sites.code, 'MAD-CT-001'));
    const foreignSite = await api('POST', POINT_API.routeSave, { routeName: 'R2', siteIds: [harborSite!.id] });
    expect(foreignSite.status).toBe(400);
    expect(foreignSite.data.errors[0].field).toBe('siteIds');
    expect(await db().select().from(routes).where(eq(routes.name, 'R2'))).toHaveLength(0);

    const removed = await api('POST', POINT_API.routeDelete, { ids: [id] });
    expect(removed).toMatchObject({ status: 1001, data: { deleted: 1 } });
    const [kept] = await db().select().from(sites).where(eq(sites.id, pts[0]!.id));
    expect(kept!.routeId).toBeNull();
  });

  it('select options are scoped and narrowed by customer and partition', async () => {
    const api = await ops();
    const siteOpts = await api('GET', POINT_API.siteOptions);
    expect(siteOpts.data.map((o: { code: string }) => o.code).sort()).toEqual([
      'BJ-CY-001',
      'SH-JA-001',
      'SH-PD-001',
      'SH-PD-002',
      'SZ-NS-001',
    ]);
    const [south] = await db().select().from(zones).where(eq(zones.name, '华南分区'));
    const routeOpts = await api('GET', `${POINT_API.routeOptions}?zoneId=${south!.id}`);
    expect(routeOpts.data.map((o: { name: string }) => o.name)).toEqual(['南山补货线']);
    const adminApi = await admin();
    const harborZones = await adminApi('GET', `${POINT_API.zoneOptions}?orgId=${await orgIdByCode(db(), 'HARBOR')}`);
    expect(harborZones.data.map((o: { name: string }) => o.name)).toEqual(['Europe & Asia']);
  });

  it('lists the points of the customer an organisation belongs to (what a device placed there may use)', async () => {
    const api = await admin();
    const codes = async (query: string) =>
      ((await api('GET', `${POINT_API.siteOptions}?${query}`)).data as Array<{ orgId: number }>).map((o) => o.orgId);
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const demoIds = await codes(`orgId=${demo}`);
    const harborIds = await codes(`orgId=${harbor}`);
    expect(demoIds.length).toBeGreaterThan(0);
    expect(harborIds.length).toBeGreaterThan(0);
    // From a department with no points of its own, the whole customer's points, and none of another customer.
    expect(await codes(`customerOf=${await orgIdByCode(db(), 'DEMO-FIN')}`)).toEqual(demoIds);
    expect(await codes(`customerOf=${await orgIdByCode(db(), 'HARBOR-ACC')}`)).toEqual(harborIds);
    expect(await codes(`customerOf=${await orgIdByCode(db(), 'PLATFORM')}`)).toEqual([]);
  });
});
