import type {
  DeviceAccountCounts,
  DeviceAccountDeliveryState,
  DeviceAccountListQuery,
  DeviceAccountMachineQuery,
  DeviceAccountMachineRow,
  DeviceAccountRow,
  Lang,
} from '@vr/contracts';
import { text } from '@vr/contracts/texts';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { deliveryState, machineDeliveryRow } from '../../platform/mqtt/delivery.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceCommands } from '../device-commands/index.js';
import { deviceVisibility, devices, orgDeviceCounts, withDeviceScope } from '../devices/index.js';
import { deviceAccountDeliveries, deviceAccountDeliveryCounts, deviceAccountDevices, deviceAccounts } from './schema.js';
import { pushInto } from '../../platform/grouped.js';

type DeviceViewer = Parameters<typeof deviceVisibility>[0];

const a = deviceAccounts;
const d = deviceAccountDeliveries;

/** A machine without a delivery row has not been sent its list yet: pending. */
const stateOf = sql<DeviceAccountDeliveryState>`coalesce(${deliveryState(d.state, deviceCommands.status)}, 'pending')`;

type Account = Pick<typeof a.$inferSelect, 'id' | 'orgId' | 'machineScope'>;

/** The machines of an account the viewer sees: its customer's, or those it names. */
const machinesWhere = (account: Account, viewer: DeviceViewer): SQL | undefined =>
  and(
    deviceVisibility(viewer),
    account.machineScope === 'all'
      ? inOrgSubtree(devices.orgId, account.orgId)
      : sql`${devices.id} in (select ${deviceAccountDevices.deviceId} from ${deviceAccountDevices} where ${deviceAccountDevices.accountId} = ${account.id})`,
  );

const NONE: DeviceAccountCounts = { total: 0, pending: 0, delivered: 0, failed: 0 };

const tally = (found: Array<{ state: DeviceAccountDeliveryState; n: number }>): DeviceAccountCounts => {
  const counts = { ...NONE };
  for (const r of found) {
    counts.total += r.n;
    counts[r.state] += r.n;
  }
  return counts;
};

/** The counts of each of `keys` from rows of states counted per key (a key without rows counts nothing). */
function tallyBy<R extends { state: DeviceAccountDeliveryState; n: number }>(
  keys: number[],
  found: R[],
  keyOf: (r: R) => number,
): Map<number, DeviceAccountCounts> {
  const byKey = new Map<number, R[]>();
  for (const r of found) pushInto(byKey, keyOf(r), r);
  return new Map(keys.map((k) => [k, tally(byKey.get(k) ?? [])]));
}

const customer = alias(orgs, 'customer');
const kept = deviceAccountDeliveryCounts;

/**
 * The delivery states of the machines of these customers (each with everything below it), the
 * machines of accounts that sign in on all their customer's machines, per customer. A viewer who
 * sees machines by organisation sums the counts kept per organisation (machines, delivered,
 * failed; the rest pending): a few rows a customer. One limited to the machines granted to them
 * has them counted one by one.
 */
async function countsOfCustomers(db: Database, customers: number[], viewer: DeviceViewer): Promise<Map<number, DeviceAccountCounts>> {
  if (customers.length === 0) return new Map();
  if (viewer.deviceScope === 'selected') return countedCountsOfCustomers(db, customers, viewer);
  const found = await db
    .select({
      customerId: customer.id,
      total: sql<number>`cast(coalesce(sum(${orgDeviceCounts.total}), 0) as integer)`,
      delivered: sql<number>`cast(coalesce(sum(${kept.delivered}), 0) as integer)`,
      failed: sql<number>`cast(coalesce(sum(${kept.failed}), 0) as integer)`,
    })
    .from(customer)
    .innerJoin(orgs, like(orgs.path, sql`${customer.path} || '%'`))
    .leftJoin(orgDeviceCounts, eq(orgDeviceCounts.orgId, orgs.id))
    .leftJoin(kept, eq(kept.orgId, orgs.id))
    .where(and(inArray(customer.id, customers), scopeCondition(viewer, { org: orgs.id })))
    .groupBy(customer.id);
  const byCustomer = new Map(found.map((r) => [r.customerId, r]));
  return new Map(
    customers.map((id) => {
      const r = byCustomer.get(id);
      return [id, r ? { total: r.total, delivered: r.delivered, failed: r.failed, pending: r.total - r.delivered - r.failed } : NONE];
    }),
  );
}

/** The same counts read machine by machine (a viewer who sees only the machines granted to them). */
async function countedCountsOfCustomers(
  db: Database,
  customers: number[],
  viewer: DeviceViewer,
): Promise<Map<number, DeviceAccountCounts>> {
  const found = await db
    .select({ customerId: customer.id, state: stateOf, n: count() })
    .from(customer)
    .innerJoin(orgs, like(orgs.path, sql`${customer.path} || '%'`))
    .innerJoin(devices, eq(devices.orgId, orgs.id))
    .leftJoin(d, eq(d.deviceId, devices.id))
    .leftJoin(deviceCommands, eq(deviceCommands.id, d.commandId))
    .where(and(inArray(customer.id, customers), deviceVisibility(viewer)))
    .groupBy(customer.id, stateOf);
  return tallyBy(customers, found, (r) => r.customerId);
}

/** The delivery states of the chosen machines of these accounts, counted per account in one query. */
async function countsOfChosen(db: Database, ids: number[], viewer: DeviceViewer): Promise<Map<number, DeviceAccountCounts>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ accountId: deviceAccountDevices.accountId, state: stateOf, n: count() })
    .from(deviceAccountDevices)
    .innerJoin(devices, eq(devices.id, deviceAccountDevices.deviceId))
    .leftJoin(d, eq(d.deviceId, devices.id))
    .leftJoin(deviceCommands, eq(deviceCommands.id, d.commandId))
    .where(and(inArray(deviceAccountDevices.accountId, ids), deviceVisibility(viewer)))
    .groupBy(deviceAccountDevices.accountId, stateOf);
  return tallyBy(ids, found, (r) => r.accountId);
}

const columns = {
  id: a.id,
  orgId: a.orgId,
  customerName: orgs.name,
  account: a.account,
  name: a.name,
  employeeId: a.employeeId,
  employeeName: users.employeeName,
  role: a.role,
  status: a.status,
  machineScope: a.machineScope,
  updatedBy: a.updatedByName,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  deviceIds: sql<
    number[] | null
  >`(select array_agg(${deviceAccountDevices.deviceId} order by ${deviceAccountDevices.deviceId}) from ${deviceAccountDevices} where ${deviceAccountDevices.accountId} = ${a.id})`,
};

const selectAccounts = (db: Database, where: SQL | undefined) =>
  db.select(columns).from(a).leftJoin(orgs, eq(orgs.id, a.orgId)).leftJoin(users, eq(users.id, a.employeeId)).where(where);

type Selected = Awaited<ReturnType<typeof selectAccounts>>[number];

async function toRows(db: Database, auth: AuthContext, rows: Selected[]): Promise<DeviceAccountRow[]> {
  if (rows.length === 0) return [];
  const viewer = await withDeviceScope(db, auth);
  // Accounts of one customer that sign in on all its machines share those machines' deliveries: counted once.
  const [byCustomer, byAccount] = await Promise.all([
    countsOfCustomers(db, [...new Set(rows.filter((r) => r.machineScope === 'all').map((r) => r.orgId))], viewer),
    countsOfChosen(
      db,
      rows.filter((r) => r.machineScope === 'selected').map((r) => r.id),
      viewer,
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    orgId: r.orgId,
    customerName: r.customerName,
    account: r.account,
    name: r.name,
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    role: r.role,
    status: r.status,
    machineScope: r.machineScope,
    deviceIds: r.deviceIds ?? [],
    counts: (r.machineScope === 'all' ? byCustomer.get(r.orgId) : byAccount.get(r.id)) ?? NONE,
    updatedBy: r.updatedBy,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  }));
}

/** The accounts of the caller's scope, last changed first unless sorted otherwise. */
export async function listAccounts(db: Database, auth: AuthContext, q: DeviceAccountListQuery): Promise<Page<DeviceAccountRow>> {
  const where = and(
    scopeCondition(auth, { org: a.orgId }),
    inOrgSubtree(a.orgId, q.orgId),
    q.account ? ilike(a.account, containsPattern(q.account)) : undefined,
    q.name ? ilike(a.name, containsPattern(q.name)) : undefined,
    q.role ? eq(a.role, q.role) : undefined,
    q.status ? eq(a.status, q.status) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: { updateTime: a.updatedAt, createTime: a.createdAt, account: a.account, name: a.name },
    defaultOrder: [desc(a.updatedAt), desc(a.id)],
    select: selectAccounts(db, where),
    counted: db.select({ id: a.id }).from(a).where(where),
    toRows: (rows) => toRows(db, auth, rows),
  });
}

/** One account with its machines counted. */
export async function accountDetail(db: Database, auth: AuthContext, id: number): Promise<DeviceAccountRow> {
  const found = await selectAccounts(db, and(eq(a.id, id), scopeCondition(auth, { org: a.orgId })));
  if (found.length === 0) throw AppError.notFound();
  return (await toRows(db, auth, found))[0]!;
}

/** The machines an account signs in on that the caller sees, each with the delivery of its list. */
export async function listAccountMachines(
  db: Database,
  auth: AuthContext,
  q: DeviceAccountMachineQuery,
  lang: Lang,
): Promise<Page<DeviceAccountMachineRow>> {
  const [account] = await db
    .select({ id: a.id, orgId: a.orgId, machineScope: a.machineScope })
    .from(a)
    .where(and(eq(a.id, q.id), scopeCondition(auth, { org: a.orgId })));
  if (!account) throw AppError.notFound();
  const viewer = await withDeviceScope(db, auth);
  const where = and(machinesWhere(account, viewer), q.state ? sql`${stateOf} = ${q.state}` : undefined);
  const timedOut = text(lang, 'deviceAccount:reason.timeout');
  return selectPageQuery(db, {
    params: q,
    sortable: { deviceCode: devices.deviceCode, updatedAt: d.updatedAt },
    defaultOrder: [asc(devices.deviceCode)],
    select: db
      .select({
        deviceId: devices.id,
        deviceCode: devices.deviceCode,
        deviceName: devices.name,
        online: devices.online,
        state: stateOf,
        status: deviceCommands.status,
        error: deviceCommands.error,
        sentAt: d.sentAt,
        updatedAt: d.updatedAt,
        deviceUpdatedAt: devices.updatedAt,
      })
      .from(devices)
      .leftJoin(d, eq(d.deviceId, devices.id))
      .leftJoin(deviceCommands, eq(deviceCommands.id, d.commandId))
      .where(where),
    exactTotal: 'all',
    toRows: (rows) =>
      rows.map((r): DeviceAccountMachineRow => ({
        ...machineDeliveryRow(r, timedOut),
        updatedAt: (r.updatedAt ?? r.deviceUpdatedAt).toISOString(),
      })),
  });
}
