import type { Lang } from '@vr/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { orgs } from '../../platform/identity/schema.js';
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

/**
 * The names, in the reader's language, of products sold by several organisations at once: each
 * (organisation, code) pair is named from the product of that code of the nearest customer above
 * the organisation, in one query. Pairs with no such product are left out.
 */
export async function productNamesInOrgs(
  db: Database,
  pairs: ReadonlyArray<{ orgId: number; code: string }>,
  lang: Lang,
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.orgId}::integer, ${p.code}::text)`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    select x.org_id, x.code, p.name, p.name_en, p.name_es, p.name_ja
      from (values ${wanted}) as x(org_id, code)
      join ${orgs} o on o.id = x.org_id
      join lateral (
        select g.name, g.name_en, g.name_es, g.name_ja
          from ${products} g join ${orgs} c on c.id = g.org_id and c.kind = 'customer'
         where g.code = x.code and o.path like c.path || '%'
         order by length(c.path) desc limit 1
      ) p on true`);
  type Named = { org_id: number; code: string; name: string; name_en: string | null; name_es: string | null; name_ja: string | null };
  return new Map(
    rowsOf<Named>(rows).map((r) => [
      namedKey(Number(r.org_id), r.code),
      displayNameOf({ name: r.name, nameEn: r.name_en, nameEs: r.name_es, nameJa: r.name_ja }, lang),
    ]),
  );
}

/** The key of a (organisation, code) pair in what `productNamesInOrgs` answers. */
export const namedKey = (orgId: number, code: string): string => `${orgId}:${code}`;
