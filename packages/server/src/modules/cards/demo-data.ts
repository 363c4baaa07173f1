import { and, eq, gt } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { orgCurrencies } from '../customers/index.js';
import { changeCard } from './ledger.js';
import { icCards } from './schema.js';

/** A few cards of each customer, opened with a top-up (their change record says so); the demo machines pay with them. */
const DEMO_CARDS: Array<{
  customer: 'demo' | 'harbor';
  icCode: string;
  cents: number;
  freeUses: number;
  status?: string;
  merchant: string;
}> = [
  { customer: 'demo', icCode: 'DC10001', cents: 50_000, freeUses: 2, merchant: 'Demo Coffee HQ' },
  { customer: 'demo', icCode: 'DC10002', cents: 20_000, freeUses: 0, merchant: 'Demo Coffee HQ' },
  { customer: 'demo', icCode: 'DC10003', cents: 8_000, freeUses: 5, merchant: 'Demo Coffee Lobby' },
  { customer: 'demo', icCode: 'DC10004', cents: 1_000, freeUses: 0, merchant: 'Demo Coffee Lobby', status: 'disabled' },
  { customer: 'demo', icCode: 'DC10005', cents: 3_000, freeUses: 0, merchant: 'Demo Coffee HQ', status: 'lost' },
  { customer: 'harbor', icCode: 'HD20001', cents: 30_000, freeUses: 1, merchant: 'Harbor Drinks Pier' },
  { customer: 'harbor', icCode: 'HD20002', cents: 12_000, freeUses: 0, merchant: 'Harbor Drinks Pier' },
];

export async function seedCards(ctx: DemoSeedContext): Promise<void> {
  const currency = await orgCurrencies(ctx.db, [ctx.orgs.demo, ctx.orgs.harbor]);
  for (const c of DEMO_CARDS) {
    const orgId = ctx.orgs[c.customer];
    const [card] = await ctx.db
      .insert(icCards)
      .values({
        orgId,
        icCode: c.icCode,
        merchant: c.merchant,
        status: c.status ?? 'enabled',
        currency: currency.get(orgId)!,
        createdBy: ctx.users.admin,
      })
      .returning({ id: icCards.id });
    await changeCard(ctx.db, {
      cardId: card!.id,
      kind: 'topUp',
      cents: c.cents,
      freeUses: c.freeUses,
      operator: { id: ctx.users.admin, name: 'admin' },
    });
  }
}

/** Numbers of a customer's enabled cards with money or free uses left (what the demo machines present). */
export async function payingCardNumbers(db: Database, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ icCode: icCards.icCode, freeUses: icCards.freeUses, balance: icCards.balanceCents })
    .from(icCards)
    .where(and(eq(icCards.orgId, customerId), eq(icCards.status, 'enabled'), gt(icCards.balanceCents, 0)))
    .orderBy(icCards.id)
    .limit(50);
  return rows.map((r) => r.icCode);
}
