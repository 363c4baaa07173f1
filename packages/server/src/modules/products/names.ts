import type { Lang } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { customerIdOf } from '../../platform/identity/nearest-customer.js';
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
  if (pairs.length === 0) return new Map();
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.orgId}::integer, ${p.code}::text)`),
    sql`, `,
  );
  type Named = { org_id: number; code: string; names: Parameters<typeof displayNameOf>[0] | null };
  const rows = rowsOf<Named>(
    await db.execute(sql`
      select x.org_id, x.code, ${productNamesJsonOf(sql`x.org_id`, sql`x.code`)} as names
        from (values ${wanted}) as x(org_id, code)`),
  );
  return new Map(rows.flatMap((r) => (r.names ? [[namedKey(Number(r.org_id), r.code), displayNameOf(r.names, lang)] as const] : [])));
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
      from ${products} g where g.org_id = ${customerIdOf(orgId)} and g.code = ${code})`;
}
