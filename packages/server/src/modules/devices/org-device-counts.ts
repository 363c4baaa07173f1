import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { orgs } from '../../platform/identity/schema.js';
import { devices } from './schema.js';

/** How many devices each of the given organisations holds, itself and everything below it (absent: none). */
export async function deviceCountsBelow(db: Database, orgIds: readonly number[]): Promise<Map<number, number>> {
  if (orgIds.length === 0) return new Map();
  const ids = sql.join(
    orgIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select o.id as org_id, count(*)::int as n
      from ${orgs} o
      join ${orgs} below on below.path like o.path || '%'
      join ${devices} d on d.org_id = below.id
     where o.id in (${ids})
     group by o.id`);
  return new Map(rowsOf<{ org_id: number; n: number }>(result).map((r) => [Number(r.org_id), Number(r.n)]));
}
