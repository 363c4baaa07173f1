// Runs on both engines: the demo data npm start seeds on PGlite, and the report's hand-written SQL that costs it
import { type MaterialPrice, type MaterialSaleRow, type PurchasableMaterial, REPORT_API, SUPPLY_API } from '@vr/contracts';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { materials } from '../materials/index.js';
import { demoPriceCents } from './demo-data.js';

/** What a new installation's supply chain starts with: a price list for each demo customer. */
const t = useTestApp();
const db = () => t.database.db;

describe('the demo price lists', () => {
  it('price every raw material of both demo customers in their currencies, and cost the demo’s material sales', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const [demo, harbor] = [await orgIdByCode(db(), 'DEMO'), await orgIdByCode(db(), 'HARBOR')];
    const owned = await db()
      .select({ id: materials.id, orgId: materials.orgId, code: materials.code })
      .from(materials)
      .where(inArray(materials.orgId, [demo, harbor]));
    const listed = (await admin('GET', `${SUPPLY_API.priceList}?limit=1000`)).data as MaterialPrice[];
    for (const m of owned) {
      const currency = m.orgId === demo ? 'CNY' : 'USD';
      expect(listed.filter((p) => p.materialId === m.id).map((p) => [p.orgId, p.priceCents, p.currency, p.validTo])).toEqual([
        [m.orgId, demoPriceCents(m.code, currency), currency, null],
      ]);
    }
    // Per purchase unit: a 1 kg bag of beans, a 20 l keg of lager, a sleeve of 50 cups.
    expect([demoPriceCents('BEAN-ARABICA', 'CNY'), demoPriceCents('BEER-LAGER', 'CNY'), demoPriceCents('CUP-12OZ', 'CNY')]).toEqual([
      12000, 18000, 1500,
    ]);
    expect(demoPriceCents('BEAN-ARABICA', 'USD')).toBe(1667);
    // The ordering form offers them today.
    const ops = await apiAs(t, 'ops', 'ops12345');
    expect(((await ops('GET', SUPPLY_API.priceInForce)).data as PurchasableMaterial[]).length).toBe(
      owned.filter((m) => m.orgId === demo).length,
    );
    // The demo's sales of the last days are costed: no row says "no price".
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const sold = await admin('GET', `${REPORT_API.materialSale}?beginDay=${day(-7)}&endDay=${day(0)}&limit=100`);
    const rows = sold.data as MaterialSaleRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.costed).map((r) => r.materialName)).toEqual([]);
    expect(rows.every((r) => r.cost.every((c) => c.costCents >= 0))).toBe(true);
  });
});
