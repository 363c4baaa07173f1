import { PLATFORM_DEFAULTS, PLATFORM_KEYS } from '@vr/contracts';
import { Column, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerIdOf } from '../../platform/identity/nearest-customer.js';
import { orgs } from '../../platform/identity/schema.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { customers } from './schema.js';

/**
 * The currency of an organisation's money, as an SQL expression inside the caller's query: the
 * default currency of the nearest customer on the organisation's path (a sub-customer's own wins),
 * else the platform currency. Every id on the path is a primary-key lookup, so it stays cheap
 * per row of a roll-up or a page of devices.
 */
export function orgCurrency(orgId: AnyPgColumn | SQL): SQL<string> {
  // A column is written out with its table: drizzle leaves columns bare in a one-table select, and
  // a bare org_id inside the sub-select below would be sys_customer's.
  const id = is(orgId, Column) ? sql`${sql.identifier(getTableName(orgId.table))}.${sql.identifier(orgId.name)}` : orgId;
  return sql<string>`coalesce(
    (select ${customers.defaultCurrency} from ${customers} where ${customers.orgId} = ${customerIdOf(id)}),
    (select ${sysConfigs.configValue} from ${sysConfigs} where ${sysConfigs.configKey} = ${PLATFORM_KEYS.currency}),
    ${PLATFORM_DEFAULTS.currency})`;
}

/** The currency of each of these organisations, read in one query, once per organisation. */
export async function orgCurrencies(db: Database, orgIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(orgIds.map(Number))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orgs.id, currency: orgCurrency(orgs.id) })
    .from(orgs)
    .where(inArray(orgs.id, ids));
  return new Map(rows.map((r) => [r.id, r.currency]));
}
