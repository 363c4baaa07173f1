import { type PurchasePayAnswer, SUPPLY_API } from '@vr/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../platform/db/database.js';
import { materials } from '../modules/materials/index.js';
import { type ApiCall, orgIdByCode } from './fixtures.js';
import type { TestApp } from './harness.js';
import { sandboxTick } from './pay-flow.js';
import { deliverThrough } from './pay-machines.js';

/** The supply tests' shorthands: Demo Coffee Co.'s first two raw materials of the seed, by code. */
export async function demoMaterials(db: Database) {
  const demo = await orgIdByCode(db, 'DEMO');
  const rows = await db
    .select({
      id: materials.id,
      code: materials.code,
      name: sql<string>`coalesce(${materials.nameEn}, ${materials.nameZh}, ${materials.code})`,
    })
    .from(materials)
    .where(eq(materials.orgId, demo))
    .orderBy(asc(materials.code))
    .limit(2);
  return { demo, a: rows[0]!, b: rows[1]! };
}

/** A purchase order's body: these lines, paid with WeChat Pay, to Olivia's address. */
export const purchaseOf = (items: Array<{ materialId: number; quantity: number }>, more: Record<string, unknown> = {}) => ({
  items,
  payType: 1,
  consignee: 'Olivia Ops',
  phone: '13800000000',
  address: '1 Nanjing West Road, Shanghai',
  ...more,
});

/** Asks for an order's payment page (through `api`) and answers its address. */
export async function payPageOf(api: ApiCall, id: number): Promise<string> {
  const pay = await api('POST', SUPPLY_API.purchasePay, { id });
  expect(pay.status, JSON.stringify(pay)).toBe(1001);
  return (pay.data as PurchasePayAnswer).payUrl;
}

/** The buyer pays on the sandbox provider's page (the provider's side only: its notice is queued). */
export async function payAtProvider(t: TestApp, payUrl: string): Promise<number> {
  const page = await t.app.inject({ method: 'POST', url: new URL(payUrl).pathname, payload: { action: 'pay' } });
  return page.statusCode;
}

/** The sandbox provider sends its queued notices to the server. */
export const deliverNotices = (t: TestApp, at?: Date) => sandboxTick(t.database.db, deliverThrough(t), at);

/** Pays an order on the sandbox page and delivers the sandbox's notification. */
export async function payOnSandbox(t: TestApp, api: ApiCall, id: number): Promise<void> {
  expect(await payAtProvider(t, await payPageOf(api, id))).toBe(303);
  await deliverNotices(t);
}
