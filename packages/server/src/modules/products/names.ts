import type { Lang } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { customerOf } from '../orgs/index.js';
import { products } from './schema.js';
import { displayNameOf } from './service.js';

/**
 * The names, in the reader's language, of the products with these codes of the customer an
 * organisation (a machine's store or department) belongs to. Codes the customer has no product
 * of are left out: the caller keeps the name the machine sent.
 */
export async function productNamesByCode(db: Database, orgId: number, codes: readonly string[], lang: Lang): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const customer = await customerOf(db, orgId);
  if (!customer) return new Map();
  const rows = await db
    .select({ code: products.code, name: products.name, nameEn: products.nameEn, nameEs: products.nameEs, nameJa: products.nameJa })
    .from(products)
    .where(and(eq(products.orgId, customer.id), inArray(products.code, wanted)));
  return new Map(rows.map((r) => [r.code, displayNameOf(r, lang)]));
}
