import { and, asc, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { wristbands } from './schema.js';

/** A few bands of each customer, not activated yet: the demo machines activate them when they are first used. */
const DEMO_BANDS: Array<{
  customer: 'demo' | 'harbor';
  no: string;
  tier: string;
  duration: number;
  unit: 'hour' | 'day';
  reusable: boolean;
}> = [
  { customer: 'demo', no: 'WB-1001', tier: 'VIP', duration: 3, unit: 'day', reusable: true },
  { customer: 'demo', no: 'WB-1002', tier: 'VIP', duration: 3, unit: 'day', reusable: true },
  { customer: 'demo', no: 'WB-1003', tier: 'Standard', duration: 12, unit: 'hour', reusable: true },
  { customer: 'demo', no: 'WB-1004', tier: 'Standard', duration: 12, unit: 'hour', reusable: true },
  { customer: 'demo', no: 'WB-1005', tier: 'Single', duration: 1, unit: 'day', reusable: false },
  { customer: 'demo', no: 'WB-1006', tier: 'Single', duration: 1, unit: 'day', reusable: false },
  { customer: 'harbor', no: 'WB-2001', tier: 'VIP', duration: 2, unit: 'day', reusable: true },
  { customer: 'harbor', no: 'WB-2002', tier: 'Single', duration: 6, unit: 'hour', reusable: false },
];

export async function seedWristbands(ctx: DemoSeedContext): Promise<void> {
  await ctx.db.insert(wristbands).values(
    DEMO_BANDS.map((b) => ({
      orgId: ctx.orgs[b.customer],
      wristbandNo: b.no,
      tier: b.tier,
      duration: b.duration,
      durationUnit: b.unit,
      reusable: b.reusable,
      createdBy: ctx.users.admin,
    })),
  );
}

/** Numbers of a customer's enabled reusable bands not expired: what the demo machines present. */
export async function payingWristbandNumbers(db: Database, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ no: wristbands.wristbandNo })
    .from(wristbands)
    .where(and(eq(wristbands.orgId, customerId), eq(wristbands.enabled, true), eq(wristbands.reusable, true)))
    .orderBy(asc(wristbands.id))
    .limit(50);
  return rows.map((r) => r.no);
}
