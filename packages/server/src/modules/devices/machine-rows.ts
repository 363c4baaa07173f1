import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { preparedPerDatabase } from '../../platform/db/prepared.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { customerNameOf, customerNamesOf } from '../orgs/index.js';
import { sites } from '../points/index.js';
import { deviceGrants, devices } from './schema.js';
import { withDeviceScope } from './scope.js';

/** The columns of a table of rows kept about a machine with the machine's organisation (alarms, the change log). */
export interface MachineRowColumns {
  orgId: AnyColumn;
  deviceId: AnyColumn;
}

/**
 * The rows of such a table a caller may see: those of the organisations in their data scope and,
 * for an account limited to the machines granted to it, of those machines only. The row's own
 * organisation decides, so a row stays where it was kept when its machine moves on.
 */
export async function machineRowScope(db: Database, auth: AuthContext, t: MachineRowColumns): Promise<SQL | undefined> {
  const viewer = await withDeviceScope(db, auth);
  return and(
    scopeCondition(viewer, { org: t.orgId }),
    viewer.deviceScope === 'selected'
      ? sql`${t.deviceId} in (select ${deviceGrants.deviceId} from ${deviceGrants} where ${deviceGrants.userId} = ${viewer.userId})`
      : undefined,
  );
}

/**
 * The names a row about a machine shows beside its own columns: the machine's code and name, its
 * point, and the customer of `orgId`. Selected with the rows in one statement, over the left
 * joins of `machineNameJoins`.
 */
export function machineNames(orgId: AnyColumn) {
  return {
    deviceCode: sql<string | null>`${devices.deviceCode}`,
    deviceName: sql<string | null>`${devices.name}`,
    siteName: sql<string | null>`${sites.name}`,
    customerName: customerNameOf(orgId),
  };
}

/** The conditions of the left joins `machineNames` reads: `devices` on the row's machine, `sites` on its point. */
export function machineNameJoins(deviceId: AnyColumn) {
  return { device: sql`${devices.id} = ${deviceId}`, site: sql`${sites.id} = ${devices.siteId}` };
}

/** What a row about a machine shows of it: the machine's code and name, its point, the customer. */
export interface MachineNames {
  deviceCode: string | null;
  deviceName: string | null;
  siteName: string | null;
  customerName: string | null;
}

/**
 * The rows of a table about machines by id, each with its machine's names: one statement prepared
 * once per database (the ids go as one array, so its text never changes and PostgreSQL plans it
 * once per connection), then the customers' names once per organisation of the page. Planning the
 * wide statement with a customer sub-select per row cost more than running it.
 */
export function machineRowsById<T extends PgTable, E extends Record<string, SQL> = Record<never, SQL>>(
  name: string,
  table: T,
  cols: MachineRowColumns & { id: AnyColumn },
  /** Further columns of each row (sub-selects about the row), selected in the same statement. */
  extra?: E,
) {
  type Extra = { [K in keyof E]: E[K] extends SQL<infer V> ? V : never };
  const statement = preparedPerDatabase((db) =>
    db
      .select({
        ...(extra ?? {}),
        row: table as PgTable,
        orgId: sql<number>`${cols.orgId}`,
        deviceCode: devices.deviceCode,
        deviceName: devices.name,
        siteName: sites.name,
      })
      .from(table as PgTable)
      .leftJoin(devices, eq(devices.id, cols.deviceId))
      .leftJoin(sites, eq(sites.id, devices.siteId))
      .where(sql`${cols.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );
  return async (db: Database, ids: number[]): Promise<Array<{ row: T['$inferSelect'] } & MachineNames & Extra>> => {
    if (ids.length === 0) return [];
    const found = (await statement(db).execute({ ids })) as Array<
      { row: T['$inferSelect']; orgId: number } & Omit<MachineNames, 'customerName'> & Extra
    >;
    const customers = await customerNamesOf(
      db,
      found.map((f) => f.orgId),
    );
    return found.map(
      ({ orgId, ...f }) => ({ ...f, customerName: customers.get(orgId) ?? null }) as { row: T['$inferSelect'] } & MachineNames & Extra,
    );
  };
}
