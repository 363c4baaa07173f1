import { catalog } from '@vr/device-sim';
import { texts } from '@vr/contracts/texts';
import { eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { users } from '../../platform/identity/schema.js';
import { regions, routes, sites, zoneRecipients, zones } from './schema.js';

/** The catalogue's Chinese places by their division codes (reference data, from the dataset). */
const CHINA_PLACES: Record<string, string> = {
  '上海市/上海市/浦东新区': 'CN-310115',
  '广东省/深圳市/南山区': 'CN-440305',
  '北京市/北京市/朝阳区': 'CN-110105',
};
/** Coordinates of a few more districts of the same cities, for the form's "use the region's coordinates". */
const MORE_DISTRICTS: Array<[code: string, lat: number, lng: number]> = [
  ['CN-310104', 31.1886, 121.4365],
  ['CN-310106', 31.2291, 121.4481],
  ['CN-440304', 22.5415, 114.0553],
  ['CN-110108', 39.9593, 116.2981],
];
type Names = { en: string; zh: string; es: string; ja: string };
/** The catalogue's places abroad (the dataset covers China only): code, parent, own name, names. */
const ABROAD: Array<[code: string, parent: string, name: string, names: Names]> = [
  ['ES-MD', 'ES', 'Madrid', texts('points:demo.region.madrid')],
  ['ES-MD-MD', 'ES-MD', 'Madrid', texts('points:demo.region.madrid')],
  ['ES-MD-MD-CT', 'ES-MD-MD', 'Centro', texts('points:demo.region.centro')],
  ['JP-13', 'JP', '東京都', texts('points:demo.region.tokyoMetropolis')],
  ['JP-13-TK', 'JP-13', '東京', texts('points:demo.region.tokyo')],
  ['JP-13-TK-SB', 'JP-13-TK', '渋谷区', texts('points:demo.region.shibuya')],
];

/**
 * The catalogue's places: China's come with the reference data (given coordinates here), the
 * others are added. Answers region ids by code.
 */
export async function seedDemoRegions(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const idOf = async (code: string) => {
    if (!ids.has(code)) {
      const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, code)).limit(1);
      if (row) ids.set(code, row.id);
    }
    return ids.get(code);
  };
  const coordinates = async (code: string, lat: number, lng: number) => {
    await db.update(regions).set({ lat, lng }).where(eq(regions.code, code));
    await idOf(code);
  };
  for (const [code, parent, name, names] of ABROAD) {
    const level = code.split('-').length;
    const [row] = await db
      .insert(regions)
      .values({ code, parentId: (await idOf(parent)) ?? 0, name, names, level })
      .onConflictDoNothing({ target: regions.code })
      .returning({ id: regions.id });
    if (row) ids.set(code, row.id);
  }
  const abroad: Record<string, string> = { 'Madrid/Madrid/Centro': 'ES-MD-MD-CT', '東京都/東京/渋谷区': 'JP-13-TK-SB' };
  for (const c of catalog.cities) {
    const key = `${c.province}/${c.city}/${c.district}`;
    const code = CHINA_PLACES[key] ?? abroad[key];
    if (code) await coordinates(code, c.lat, c.lng);
  }
  for (const [code, lat, lng] of MORE_DISTRICTS) await coordinates(code, lat, lng);
  return ids;
}

const place = (regionId: number, chain: [string, string, string, string]) => ({
  regionId,
  country: chain[0],
  province: chain[1],
  city: chain[2],
  district: chain[3],
});

/**
 * Regions, and for each customer points, partitions with alarm recipients and routes. Point codes
 * (for the device seed): Demo Coffee Co. SH-PD-001, SH-PD-002, SZ-NS-001, BJ-CY-001, and SH-JA-001 of its
 * Shanghai Jing’an store; Harbor Drinks Ltd. MAD-CT-001, and TYO-SB-001 of its Pier 3 store.
 */
export async function seedPoints(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const r = await seedDemoRegions(db);
  const [harborUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor')).limit(1);

  const zone = async (orgId: number, name: string, remark: string) =>
    (await db.insert(zones).values({ orgId, name, remark, createdBy: ctx.users.admin }).returning({ id: zones.id }))[0]!.id;
  const demoEast = await zone(ctx.orgs.demo, '华东分区', '上海、北京点位');
  const demoSouth = await zone(ctx.orgs.demo, '华南分区', '深圳点位');
  const harborZone = await zone(ctx.orgs.harbor, 'Europe & Asia', 'Madrid and Tokyo points');
  await db.insert(zoneRecipients).values([
    { zoneId: demoEast, userId: ctx.users.ops, name: '运维 Ops', phone: '13800138000', alarmKinds: 'fault,warning,material' },
    { zoneId: demoEast, name: '张伟', phone: '13912345678', email: 'zhang.wei@democoffee.example', alarmKinds: 'fault' },
    { zoneId: demoSouth, name: '李娜', email: 'li.na@democoffee.example', alarmKinds: 'fault,material' },
    {
      zoneId: harborZone,
      userId: harborUser?.id ?? null,
      name: 'Harbor duty desk',
      email: 'alarms@harbordrinks.example',
      alarmKinds: 'fault,warning',
    },
  ]);

  const route = async (orgId: number, name: string, zoneId: number, userId: number | null) =>
    (await db.insert(routes).values({ orgId, name, zoneId, userId, createdBy: ctx.users.admin }).returning({ id: routes.id }))[0]!.id;
  const pudong = await route(ctx.orgs.demo, '浦东早班线', demoEast, ctx.users.ops);
  const nanshan = await route(ctx.orgs.demo, '南山补货线', demoSouth, ctx.users.ops);
  const harborRoute = await route(ctx.orgs.harbor, 'Weekly city round', harborZone, harborUser?.id ?? null);

  const common = { createdBy: ctx.users.admin, status: 0 };
  await db.insert(sites).values([
    {
      ...common,
      orgId: ctx.orgs.demo,
      name: '陆家嘴金融中心',
      code: 'SH-PD-001',
      ...place(r.get('CN-310115')!, ['中国', '上海市', '上海市', '浦东新区']),
      address: '世纪大道 100 号 1 楼大堂',
      lat: 31.2354,
      lng: 121.5055,
      scenario: 'office',
      contact: '王芳',
      phone: '021-68881234',
      zoneId: demoEast,
      routeId: pudong,
    },
    {
      ...common,
      orgId: ctx.orgs.demo,
      name: '张江科技园',
      code: 'SH-PD-002',
      ...place(r.get('CN-310115')!, ['中国', '上海市', '上海市', '浦东新区']),
      address: '博云路 2 号 A 座',
      lat: 31.2047,
      lng: 121.5909,
      scenario: 'campus',
      contact: '陈磊',
      phone: '021-50801234',
      zoneId: demoEast,
      routeId: pudong,
    },
    {
      ...common,
      orgId: ctx.orgs.demo,
      name: '深圳湾科技生态园',
      code: 'SZ-NS-001',
      ...place(r.get('CN-440305')!, ['中国', '广东省', '深圳市', '南山区']),
      address: '高新南九道 10 号',
      lat: 22.5281,
      lng: 113.9478,
      scenario: 'office',
      contact: '刘洋',
      phone: '0755-26661234',
      zoneId: demoSouth,
      routeId: nanshan,
    },
    {
      ...common,
      orgId: ctx.orgs.demo,
      name: '三里屯太古里',
      code: 'BJ-CY-001',
      ...place(r.get('CN-110105')!, ['中国', '北京市', '北京市', '朝阳区']),
      address: '三里屯路 19 号',
      lat: 39.9338,
      lng: 116.4547,
      scenario: 'mall',
      contact: '赵敏',
      phone: '010-64171234',
      zoneId: demoEast,
    },
    {
      ...common,
      orgId: ctx.orgs.demoStore,
      name: '静安嘉里中心',
      code: 'SH-JA-001',
      ...place(r.get('CN-310106')!, ['中国', '上海市', '上海市', '静安区']),
      address: '南京西路 1515 号 B1',
      lat: 31.2247,
      lng: 121.4452,
      scenario: 'mall',
      contact: '孙丽',
      phone: '021-62981234',
      zoneId: demoEast,
    },
    {
      ...common,
      orgId: ctx.orgs.harbor,
      name: 'Puerta del Sol',
      code: 'MAD-CT-001',
      ...place(r.get('ES-MD-MD-CT')!, ['西班牙', 'Madrid', 'Madrid', 'Centro']),
      address: 'Puerta del Sol 1',
      lat: 40.4169,
      lng: -3.7035,
      scenario: 'street',
      contact: 'Lucía García',
      phone: '+34 910 000 001',
      zoneId: harborZone,
      routeId: harborRoute,
    },
    {
      ...common,
      orgId: ctx.orgs.harborStore,
      name: 'Shibuya Station',
      code: 'TYO-SB-001',
      ...place(r.get('JP-13-TK-SB')!, ['日本', '東京都', '東京', '渋谷区']),
      address: '道玄坂 1-1',
      lat: 35.658,
      lng: 139.7016,
      scenario: 'station',
      contact: 'Sato Yui',
      phone: '+81 3-0000-0001',
      zoneId: harborZone,
      routeId: harborRoute,
    },
  ]);
}
