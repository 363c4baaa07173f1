import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { fixedHead } from '../../platform/db/fixed-head.js';
import { preparedSelect } from '../../platform/db/prepared.js';
import type { LogPage } from '../../platform/list/newest-first.js';
import type { KeyedRow } from '../../platform/list/page-query.js';
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
 * The rows of a table about machines, each with its machine's names: by id (`byIds`, one statement
 * prepared once per database: the ids go as one array, so its text never changes and PostgreSQL
 * plans it once per connection), or one page of a log (`ofPage`, the page's ids a sub-select of
 * the same statement); then the customers' names once per organisation of the rows. Planning the
 * wide statement with a customer sub-select per row cost more than running it.
 */
export function machineRows<T extends PgTable, E extends Record<string, SQL> = Record<never, SQL>>(
  name: string,
  table: T,
  cols: MachineRowColumns & { id: AnyColumn },
  /** Further columns of each row (sub-selects about the row), selected in the same statement. */
  extra?: E,
) {
  type Extra = { [K in keyof E]: E[K] extends SQL<infer V> ? V : never };
  type Found = { row: T['$inferSelect']; orgId: number } & Omit<MachineNames, 'customerName'> & Extra;
  type Named = { row: T['$inferSelect'] } & MachineNames & Extra;
  const select = <K extends Record<string, SQL>>(db: Database, more: K) =>
    db
      .select({
        ...(extra ?? {}),
        ...more,
        row: table as PgTable,
        orgId: sql<number>`${cols.orgId}`,
        deviceCode: devices.deviceCode,
        deviceName: devices.name,
        siteName: sites.name,
      })
      .from(table as PgTable)
      .leftJoin(devices, eq(devices.id, cols.deviceId))
      .leftJoin(sites, eq(sites.id, devices.siteId));
  const byIdStatement = preparedSelect(name, (db) => select(db, {}).where(sql`${cols.id} = any(${sql.placeholder('ids')})`));
  /** A page's statement by the sort field its key is of: its head (columns and joins) built once. */
  const pageStatements = new Map<string, (db: Database, tail: SQL) => Promise<Array<Found & { pageId: number; pageKey: string | null }>>>();
  const pageStatement = (page: LogPage) => {
    let statement = pageStatements.get(page.sortField);
    if (!statement) {
      statement = fixedHead((db) => select(db, { pageId: sql<number>`${cols.id}`, pageKey: page.key }));
      pageStatements.set(page.sortField, statement);
    }
    return statement;
  };
  const extraNames = Object.keys(extra ?? {});
  /** The rows with their customers' names (read once per organisation of the rows). */
  const named = async (db: Database, found: Found[]): Promise<Named[]> => {
    const customers = await customerNamesOf(
      db,
      found.map((f) => f.orgId),
    );
    return found.map((f) => {
      const row: Record<string, unknown> = {
        row: f.row,
        deviceCode: f.deviceCode,
        deviceName: f.deviceName,
        siteName: f.siteName,
        customerName: customers.get(f.orgId) ?? null,
      };
      for (const name of extraNames) row[name] = (f as Record<string, unknown>)[name];
      return row as Named;
    });
  };
  return {
    byIds: async (db: Database, ids: number[]): Promise<Named[]> => {
      if (ids.length === 0) return [];
      return named(db, (await byIdStatement(db, { ids })) as Found[]);
    },
    ofPage: async (db: Database, page: LogPage): Promise<Array<KeyedRow<Named>>> => {
      const found = await pageStatement(page)(db, sql`where ${cols.id} in ${page.ids} order by ${sql.join(page.orderBy, sql`, `)}`);
      const rows = await named(db, found);
      return found.map((f, i) => ({ id: f.pageId, key: f.pageKey, row: rows[i]! }));
    },
  };
}
