import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { orgs } from './schema.js';

/**
 * The id of the customer an organisation belongs to, as a sub-select: the nearest organisation of
 * kind customer at or above it (its path holds its ancestors' ids), itself when it is one, so a
 * sub-customer wins over its parent; null above every customer (the platform).
 */
export function customerIdOf(orgId: AnyColumn | SQL): SQL<number | null> {
  return sql<number | null>`(select owner.id from ${orgs} owner, ${orgs} own
      where own.id = ${orgId} and owner.id = any(string_to_array(trim(both '/' from own.path), '/')::int[]) and owner.kind = 'customer'
      order by length(owner.path) desc limit 1)`;
}

/** The name of the customer an organisation belongs to (`customerIdOf`), as a sub-select. */
export function customerNameOf(orgId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select customer.name from ${orgs} customer where customer.id = ${customerIdOf(orgId)})`;
}
