// Runs on both engines: hand-written SQL of numeric cost, lateral price periods and json per currency
import { type MaterialSaleRow, type MaterialSaleTotals, REPORT_API, REPORT_PERMS, Status } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { createDevice } from '../../test/device-settings-support.js';
import { type ApiCall, apiAs, demoAccount, grantToRole, insertFranchisee, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { customers } from '../customers/index.js';
import { materials } from '../materials/index.js';
import { orderItems, orders, shareReceived } from '../orders/index.js';
import { products, recipeSteps } from '../products/index.js';
import { materialPrices } from '../supply/index.js';
import { recomputeSalesDaily } from './index.js';

const t = useTestApp();
const db = () => t.database.db;
const DAY1 = '2026-03-02';
const DAY2 = '2026-03-03';
const PERIOD = `beginDay=${DAY1}&endDay=${DAY2}`;

let admin: ApiCall;
let ops: ApiCall;
let harbor: ApiCall;
let demoCurrency: string;
/** What an account without the report's permission was answered by the list and the totals. */
const forbidden: number[] = [];
const ids = new Map<string, number>();
let orderNo = 0;

/** A product `code` of `orgId` with its base recipe (material code, amount per cup). */
async function product(orgId: number, code: string, steps: Array<[string, number]>) {
  const [p] = await db().insert(products).values({ orgId, code, name: code, type: 'fresh', salePrice: 10 }).returning({ id: products.id });
  await db()
    .insert(recipeSteps)
    .values(steps.map(([materialCode, amount], i) => ({ productId: p!.id, pourOrder: i + 1, materialCode, amount })));
}

/** Noon of `day` on the business clock, as an instant. */
async function noon(day: string, tz: string): Promise<Date> {
  const [r] = rowsOf<{ at: string | Date }>(await db().execute(sql`select (${`${day} 12:00:00`}::timestamp at time zone ${tz}) as at`));
  return new Date(r!.at);
}

/** A paid order of `cups` of `goodsCode` sold by `deviceId` (of `orgId`) at noon of `day` on the business clock. */
async function sale(orgId: number, deviceId: number, goodsCode: string, cups: number, day: string, tz: string): Promise<number> {
  const [o] = await db()
    .insert(orders)
    .values({
      orderCode: `MC-${++orderNo}`,
      deviceId,
      orgId,
      status: 5,
      paymentMethod: 'wechat_pay',
      payStatus: 5,
      isTest: false,
      paymentAmount: cups * 10,
      receivedAmount: cups * 10,
      createdAt: await noon(day, tz),
    })
    .returning({ id: orders.id });
  await db()
    .insert(orderItems)
    .values({
      orderId: o!.id,
      goodsCode,
      goodsName: goodsCode,
      quantity: cups,
      price: 10,
      amount: cups * 10,
      status: 1,
      dispense: 'success',
    });
  return o!.id;
}

const price = (orgId: number, material: string, priceCents: number, currency: string, validFrom: string, validTo?: string) => ({
  orgId,
  materialId: ids.get(material)!,
  priceCents,
  currency,
  validFrom,
  validTo: validTo ?? null,
});

beforeAll(async () => {
  const tz = await businessTimeZone(db());
  const demo = await orgIdByCode(db(), 'DEMO');
  const harborOrg = await orgIdByCode(db(), 'HARBOR');
  // Harbor Drinks Ltd. counts in another currency: its costs are never added to Demo Coffee's.
  await db().update(customers).set({ defaultCurrency: 'USD' }).where(eq(customers.orgId, harborOrg));
  const [cur] = await db().select({ c: customers.defaultCurrency }).from(customers).where(eq(customers.orgId, demo));
  demoCurrency = cur!.c;
  expect(demoCurrency).not.toBe('USD');
  const fr = await insertFranchisee(db(), demo, 'MC-FR1');
  const made = await db()
    .insert(materials)
    .values([
      { orgId: demo, code: 'MC-BEANS', nameEn: 'Cost beans', type: 'coffee_beans', unit: 1, netContent: 1000 },
      { orgId: demo, code: 'MC-MILK', nameEn: 'Cost milk', type: 'milk', unit: 2, netContent: 1000 },
      { orgId: demo, code: 'MC-LEMON', nameEn: 'Cost lemon', type: 'other', unit: 3, netContent: 3 },
      // No net content: no cost, whatever its price.
      { orgId: demo, code: 'MC-SYRUP', nameEn: 'Cost syrup', type: 'sugar', unit: 2 },
      // Priced from the second day only: the first day has no price in force.
      { orgId: demo, code: 'MC-CUP', nameEn: 'Cost cup', type: 'accessories', unit: 3, netContent: 50 },
      { orgId: harborOrg, code: 'MC-BEANS', nameEn: 'Harbor cost beans', type: 'coffee_beans', unit: 1, netContent: 500 },
    ])
    .returning({ id: materials.id, orgId: materials.orgId, code: materials.code });
  for (const m of made) ids.set(m.orgId === harborOrg ? `H-${m.code}` : m.code, m.id);
  await product(demo, 'MC-LATTE', [
    ['MC-BEANS', 10],
    ['MC-MILK', 150],
    // The same material in a second step: its amounts add up.
    ['MC-BEANS', 6],
    ['MC-LEMON', 1],
    ['MC-SYRUP', 10],
    ['MC-CUP', 1],
  ]);
  await product(harborOrg, 'MC-LATTE', [['MC-BEANS', 20]]);
  const demoDevice = await createDevice(db(), demo, 'MC-D1');
  const frDevice = await createDevice(db(), fr, 'MC-F1');
  const harborDevice = await createDevice(db(), harborOrg, 'MC-H1');
  const sold = [
    await sale(demo, demoDevice, 'MC-LATTE', 4, DAY1, tz),
    await sale(fr, frDevice, 'MC-LATTE', 2, DAY1, tz),
    await sale(demo, demoDevice, 'MC-LATTE', 3, DAY2, tz),
    await sale(fr, frDevice, 'MC-LATTE', 5, DAY2, tz),
    await sale(harborOrg, harborDevice, 'MC-LATTE', 2, DAY1, tz),
  ];
  await shareReceived(db(), sold);
  await recomputeSalesDaily(db(), DAY1, DAY2, tz);
  await db()
    .insert(materialPrices)
    .values([
      // The price changes between the two days; the franchisee has none of its own and pays these.
      price(demo, 'MC-BEANS', 12000, demoCurrency, '2026-03-01', DAY1),
      price(demo, 'MC-BEANS', 13000, demoCurrency, DAY2),
      // The franchisee's own milk price comes before its customer's.
      price(demo, 'MC-MILK', 1400, demoCurrency, '2026-03-01'),
      price(fr, 'MC-MILK', 1500, demoCurrency, '2026-03-01'),
      price(demo, 'MC-LEMON', 1000, demoCurrency, '2026-01-01'),
      price(demo, 'MC-SYRUP', 2500, demoCurrency, '2026-01-01'),
      price(demo, 'MC-CUP', 1500, demoCurrency, DAY2),
      price(harborOrg, 'H-MC-BEANS', 5000, 'USD', '2026-01-01'),
    ]);
  await revokeFromRole(db(), 'maintenance', [REPORT_PERMS.materialSale]);
  await demoAccount(db(), 'mc_noreport', 'all');
  const without = await apiAs(t, 'mc_noreport', 'pass12345');
  for (const url of [REPORT_API.materialSale, REPORT_API.materialSaleTotals])
    forbidden.push((await without('GET', `${url}?${PERIOD}`)).status as number);
  await grantToRole(db(), 'maintenance', [REPORT_PERMS.materialSale]);
  admin = await apiAs(t, 'admin', 'admin123');
  ops = await apiAs(t, 'ops', 'ops12345');
  harbor = await apiAs(t, 'harbor', 'harbor123');
});

const byName = (res: { data: MaterialSaleRow[] }) => new Map(res.data.map((r) => [r.materialName, r]));
const cost = (cents: number, currency = demoCurrency) => [{ currency, costCents: cents }];

describe('the material cost of material sales', () => {
  it('is refused without the permission (403), the list and the totals alike', () => {
    expect(forbidden).toEqual([Status.FORBIDDEN, Status.FORBIDDEN]);
  });

  it('costs each day at the price in force that day, the franchisee at its own price or its customer’s', async () => {
    const res = await admin('GET', `${REPORT_API.materialSale}?${PERIOD}&limit=100`);
    expect(res.status).toBe(Status.SUCCESS);
    const rows = byName(res);
    // Beans: 16 g a cup; day 1 (4 + 2 cups) at 120.00 a 1000 g bag, day 2 (3 + 5 cups) at 130.00.
    expect(rows.get('Cost beans')).toMatchObject({ quantity: 224, unit: 'g', cups: 14, costed: true, cost: cost(96 * 12 + 128 * 13) });
    // Milk: 150 ml a cup; Demo Coffee's 7 cups at 14.00 a litre, the franchisee's 7 at its own 15.00.
    expect(rows.get('Cost milk')).toMatchObject({ quantity: 2100, costed: true, cost: cost(1470 + 1575) });
    // Lemon: 14 pieces at 10.00 for 3, rounded once for the row: 4666.67 cents.
    expect(rows.get('Cost lemon')).toMatchObject({ quantity: 14, unit: null, costed: true, cost: cost(4667) });
    // No net content, or a day without a price: "no price", never 0.
    expect(rows.get('Cost syrup')).toMatchObject({ quantity: 140, costed: false, cost: [] });
    expect(rows.get('Cost cup')).toMatchObject({ quantity: 14, costed: false, cost: [] });
    // Harbor's beans in its own currency: 2 cups × 20 g at 50.00 for 500 g.
    expect(rows.get('Harbor cost beans')).toMatchObject({ quantity: 40, costed: true, cost: cost(400, 'USD') });
  });

  it('has totals per currency that are the sums of the rows, on every page, and count the rows without a price', async () => {
    const all: MaterialSaleRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await admin('GET', `${REPORT_API.materialSale}?${PERIOD}&page=${page}&limit=2`);
      expect(res.total).toBe(6);
      all.push(...(res.data as MaterialSaleRow[]));
    }
    expect(all).toHaveLength(6);
    const totals = (await admin('GET', `${REPORT_API.materialSaleTotals}?${PERIOD}`)).data as MaterialSaleTotals;
    const sums = new Map<string, { costCents: number; rows: number }>();
    for (const r of all)
      for (const c of r.cost) {
        const s = sums.get(c.currency) ?? { costCents: 0, rows: 0 };
        sums.set(c.currency, { costCents: s.costCents + c.costCents, rows: s.rows + 1 });
      }
    expect(totals).toEqual({
      cost: [...sums].map(([currency, s]) => ({ currency, ...s })).sort((a, b) => a.currency.localeCompare(b.currency)),
      rows: 6,
      unpricedRows: all.filter((r) => !r.costed).length,
    });
    expect(totals.unpricedRows).toBe(2);
    expect(totals.cost.find((c) => c.currency === 'USD')).toEqual({ currency: 'USD', costCents: 400, rows: 1 });
    expect(totals.cost.find((c) => c.currency === demoCurrency)).toEqual({
      currency: demoCurrency,
      costCents: 96 * 12 + 128 * 13 + 1470 + 1575 + 4667,
      rows: 3,
    });
  });

  it('follows the data scope: each customer sees its own materials and costs only', async () => {
    const own = await ops('GET', `${REPORT_API.materialSale}?${PERIOD}&limit=100`);
    expect(own.status).toBe(Status.SUCCESS);
    expect([...byName(own).keys()].sort()).toEqual(['Cost beans', 'Cost cup', 'Cost lemon', 'Cost milk', 'Cost syrup']);
    const ownTotals = (await ops('GET', `${REPORT_API.materialSaleTotals}?${PERIOD}`)).data as MaterialSaleTotals;
    expect(ownTotals.cost.map((c) => c.currency)).toEqual([demoCurrency]);
    const other = await harbor('GET', `${REPORT_API.materialSale}?${PERIOD}&limit=100`);
    expect(other.data.map((r: MaterialSaleRow) => r.materialName)).toEqual(['Harbor cost beans']);
    const otherTotals = (await harbor('GET', `${REPORT_API.materialSaleTotals}?${PERIOD}`)).data as MaterialSaleTotals;
    expect(otherTotals).toEqual({ cost: [{ currency: 'USD', costCents: 400, rows: 1 }], rows: 1, unpricedRows: 0 });
  });

  it('cut to the franchisee, costs only its sales, at its own milk price and its customer’s bean prices', async () => {
    const fr = await orgIdByCode(db(), 'MC-FR1');
    const rows = byName(await admin('GET', `${REPORT_API.materialSale}?${PERIOD}&orgId=${fr}&limit=100`));
    expect(rows.get('Cost beans')).toMatchObject({ quantity: 112, cost: cost(32 * 12 + 80 * 13) });
    expect(rows.get('Cost milk')).toMatchObject({ quantity: 1050, cost: cost(1575) });
  });

  it('answers a bad filter with a field error, never a 5xx', async () => {
    for (const query of ['beginDay=2026-03-05&endDay=2026-03-01', 'beginDay=x', 'orgId=abc']) {
      const res = await admin('GET', `${REPORT_API.materialSaleTotals}?${query}`);
      expect(res.status, query).toBe(Status.BAD_REQUEST);
    }
  });
});
