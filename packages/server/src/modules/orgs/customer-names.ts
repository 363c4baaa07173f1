import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { preparedSelect, sessionOf } from '../../platform/db/prepared.js';
import { customerNameOf } from '../../platform/identity/nearest-customer.js';
import { orgs } from '../../platform/identity/schema.js';

export { customerIdOf, customerNameOf } from '../../platform/identity/nearest-customer.js';

/*
 * The customer names of a page's organisations in one statement (a page holds a few), its ids as
 * one array so PostgreSQL plans it once per connection: as a sub-select on every row of a wide
 * statement it made that statement slow to plan.
 */
const customerNamesStatement = preparedSelect('customer_names_of_orgs', (db) =>
  db
    .select({ id: orgs.id, name: customerNameOf(sql`"sys_org"."id"`) })
    .from(orgs)
    .where(sql`${orgs.id} = any(${sql.placeholder('ids')})`),
);

/**
 * How long a name read is kept. Lists of every area show the customer of each row, and names change
 * rarely: this process forgets them at once when it changes an organisation; another server process
 * shows a renamed or moved organisation's new customer name within this time.
 */
const NAMES_KEPT_MS = 10_000;
const NAMES_KEPT = 5_000;
let generation = 0;
/** Per database session (a transaction sees its own writes), by organisation id. */
const kept = new WeakMap<object, Map<number, { name: string | null; until: number; generation: number }>>();

/** Forgets every kept name: call after any write to the organisations. */
export function forgetCustomerNames(): void {
  generation++;
}

/** The name of each organisation's customer (as `customerNameOf`), by organisation id. */
export async function customerNamesOf(db: Database, orgIds: Iterable<number>): Promise<Map<number, string | null>> {
  const ids = [...new Set(orgIds)];
  const out = new Map<number, string | null>();
  if (ids.length === 0) return out;
  let names = kept.get(sessionOf(db));
  if (!names) kept.set(sessionOf(db), (names = new Map()));
  const now = Date.now();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = names.get(id);
    if (hit && hit.generation === generation && hit.until > now) out.set(id, hit.name);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const asked = generation;
  const rows = await customerNamesStatement(db, { ids: missing });
  if (names.size + rows.length > NAMES_KEPT) names.clear();
  for (const r of rows) {
    out.set(r.id, r.name);
    names.set(r.id, { name: r.name, until: now + NAMES_KEPT_MS, generation: asked });
  }
  return out;
}
