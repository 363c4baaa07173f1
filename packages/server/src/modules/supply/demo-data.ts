import { toCents } from '@vr/contracts';
import { catalog } from '@vr/device-sim';
import { inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { orgCurrency } from '../customers/index.js';
import { materials } from '../materials/index.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { materialPrices } from './schema.js';

/**
 * Yuan per unit of the demo customers' currencies (the catalogue prices its materials in yuan;
 * Harbor Drinks Ltd. counts in dollars).
 */
const YUAN_PER: Record<string, number> = { CNY: 1, USD: 7.2 };

/**
 * The demo price of a material of the catalogue in cents of `currency`: its purchase price, per
 * purchase unit (a 1 kg bag of beans, a 20 l keg, a sleeve of 50 cups: its net content), at least
 * one cent.
 */
export function demoPriceCents(code: string, currency: string): number | null {
  const material = catalog.materials.find((m) => m.code === code);
  const rate = YUAN_PER[currency];
  if (!material || rate === undefined) return null;
  return Math.max(1, toCents(material.costPrice / rate));
}

/** The first day of the month a year before `day` (YYYY-MM-DD). */
const aYearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4, 8)}01`;

/**
 * Each demo customer's price of each of its raw materials of the catalogue, for itself (the
 * platform keeps its customers' prices), in force from a year back with no end: the purchase
 * form offers them and the material sales report costs the demo's sales with them.
 */
export async function seedMaterialPrices({ db, orgs }: DemoSeedContext): Promise<void> {
  const owned = await db
    .select({ id: materials.id, orgId: materials.orgId, code: materials.code, currency: orgCurrency(materials.orgId) })
    .from(materials)
    .where(inArray(materials.orgId, [orgs.demo, orgs.harbor]));
  const validFrom = aYearBefore(await businessToday(db));
  const rows = owned.flatMap((m) => {
    const priceCents = demoPriceCents(m.code, m.currency);
    return priceCents === null ? [] : [{ orgId: m.orgId, materialId: m.id, priceCents, currency: m.currency, validFrom }];
  });
  if (rows.length) await db.insert(materialPrices).values(rows);
}
