import type { Lang } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { orgs } from '../../platform/identity/schema.js';
import { products } from './schema.js';
import { displayNameOf } from './service.js';

/** The key of a (organisation, code) pair in what `productNamesInOrgs` answers. */
export const namedKey = (orgId: number, code: string): string => `${orgId}:${code}`;

/**
 * The names, in the reader's language, of products sold by organisations (a machine's store or
 * department): each (organisation, code) pair is named from the product of that code of the
 * customer the organisation belongs to (the nearest one above it), all pairs in one query. Pairs
 * whose customer has no such product are left out: the caller keeps the name the machine sent.
 */
export async function productNamesInOrgs(
  db: Database,
  pairs: ReadonlyArray<{ orgId: number; code: string }>,
  lang: Lang,
): Promise<Map<string, string>> {
  const sets = await productNameSetsInOrgs(db, pairs);
  return new Map([...sets].map(([key, names]) => [key, displayNameOf(names, lang)]));
}

/** A product's names in the four languages (Chinese always; the others when given). */
interface ProductNameSet {
  name: string;
  nameEn: string | null;
  nameEs: string | null;
  nameJa: string | null;
}

/** `productNamesInOrgs` in every language. */
async function productNameSetsInOrgs(
  db: Database,
  pairs: ReadonlyArray<{ orgId: number; code: string }>,
): Promise<Map<string, ProductNameSet>> {
  if (pairs.length === 0) return new Map();
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.orgId}::integer, ${p.code}::text)`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    select x.org_id, x.code, g.name, g.name_en, g.name_es, g.name_ja
      from (values ${wanted}) as x(org_id, code)
      join ${orgs} o on o.id = x.org_id
      join lateral (
        select c.id from ${orgs} c
         where c.kind = 'customer' and o.path like c.path || '%'
         order by length(c.path) desc limit 1
      ) owner on true
      join ${products} g on g.org_id = owner.id and g.code = x.code`);
  type Named = { org_id: number; code: string; name: string; name_en: string | null; name_es: string | null; name_ja: string | null };
  return new Map(
    rowsOf<Named>(rows).map((r) => [
      namedKey(Number(r.org_id), r.code),
      { name: r.name, nameEn: r.name_en, nameEs: r.name_es, nameJa: r.name_ja },
    ]),
  );
}

/** `productNamesInOrgs` for the codes of one organisation, by code. */
export async function productNamesByCode(db: Database, orgId: number, codes: readonly string[], lang: Lang): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  const names = await productNamesInOrgs(
    db,
    wanted.map((code) => ({ orgId, code })),
    lang,
  );
  const byCode = new Map<string, string>();
  for (const code of wanted) {
    const name = names.get(namedKey(orgId, code));
    if (name) byCode.set(code, name);
  }
  return byCode;
}

/**
 * SQL: the names in every language (jsonb `{ name, nameEn, nameEs, nameJa }`) of the product of
 * code `code` of the customer the organisation `orgId` belongs to (the nearest customer above it);
 * null when that customer has no such product. What an order item keeps when it is sold.
 */
export function productNamesJsonOf(orgId: SQL, code: SQL): SQL {
  return sql`(
    select jsonb_build_object('name', g.name, 'nameEn', g.name_en, 'nameEs', g.name_es, 'nameJa', g.name_ja)
      from ${orgs} seller
      join lateral (
        select c.id from ${orgs} c
         where c.kind = 'customer' and seller.path like c.path || '%'
         order by length(c.path) desc limit 1
      ) owner on true
      join ${products} g on g.org_id = owner.id and g.code = ${code}
     where seller.id = ${orgId})`;
}
