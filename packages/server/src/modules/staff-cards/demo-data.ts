import { and, eq, gt, or } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { orgCurrencies } from '../customers/index.js';
import { businessMonth } from './ledger.js';
import { staffCards, staffRecords } from './schema.js';

/** A few staff cards of each customer; the demo machines pay with them. */
const DEMO_STAFF: Array<{ customer: 'demo' | 'harbor'; no: string; name: string; limit: number; tenths: number; status?: string }> = [
  { customer: 'demo', no: '1001', name: 'Li Wei', limit: 300, tenths: 200 },
  { customer: 'demo', no: '1002', name: 'Zhang Min', limit: 200, tenths: 333 },
  { customer: 'demo', no: '1003', name: 'Chen Jie', limit: 0, tenths: 1000 },
  { customer: 'demo', no: '1004', name: 'Wang Fang', limit: 150, tenths: 0, status: 'disabled' },
  { customer: 'harbor', no: '2001', name: 'Sam Lee', limit: 250, tenths: 150 },
  { customer: 'harbor', no: '2002', name: 'Ada Wong', limit: 100, tenths: 500 },
];

export async function seedStaffCards(ctx: DemoSeedContext): Promise<void> {
  const currency = await orgCurrencies(ctx.db, [ctx.orgs.demo, ctx.orgs.harbor]);
  const month = await businessMonth(ctx.db);
  for (const c of DEMO_STAFF) {
    const orgId = ctx.orgs[c.customer];
    const cents = c.limit * 100;
    const [card] = await ctx.db
      .insert(staffCards)
      .values({
        orgId,
        employeeName: c.name,
        employeeNo: c.no,
        status: c.status ?? 'enabled',
        monthlyLimitCents: cents,
        quotaCents: cents,
        quotaMonth: month,
        discountTenths: c.tenths,
        currency: currency.get(orgId)!,
        createdBy: ctx.users.admin,
      })
      .returning({ id: staffCards.id });
    await ctx.db.insert(staffRecords).values({
      cardId: card!.id,
      orgId,
      kind: 'add',
      amountCents: cents,
      quotaBefore: 0,
      quotaAfter: cents,
      operatorId: ctx.users.admin,
      operatorName: 'admin',
    });
  }
}

/** Employee numbers of a customer's enabled cards that can pay (quota left, or free by discount): what the demo machines present. */
export async function payingStaffNumbers(db: Database, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ no: staffCards.employeeNo })
    .from(staffCards)
    .where(
      and(
        eq(staffCards.orgId, customerId),
        eq(staffCards.status, 'enabled'),
        or(gt(staffCards.monthlyLimitCents, 0), eq(staffCards.discountTenths, 1000)),
      ),
    )
    .orderBy(staffCards.id)
    .limit(50);
  return rows.map((r) => r.no);
}
