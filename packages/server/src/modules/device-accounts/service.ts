import type { DeviceAccountSave, DeviceAccountSaveResult, DeviceAccountStatus, DeviceAccountsCommand } from '@vr/contracts';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { type SendCommand, sendClaimed } from '../../platform/mqtt/delivery.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { publish } from '../../platform/wiring/index.js';
import { deviceCommands } from '../device-commands/index.js';
import { type ChangedBy, changedBy, deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { customerOf } from '../orgs/index.js';
import { operationEmployees } from '../users/index.js';
import { deviceAccountsChanged } from './changes.js';
import { hashDevicePassword } from './password.js';
import { deviceAccountDeliveries, deviceAccountDevices, deviceAccounts } from './schema.js';

type Account = typeof deviceAccounts.$inferSelect;
type Delivery = typeof deviceAccountDeliveries.$inferSelect;
type Sender = { userId: number; username: string };

const a = deviceAccounts;
const d = deviceAccountDeliveries;

/** An account the caller may see (its customer in their data scope); 404 otherwise. */
export async function visibleAccount(db: Database, auth: AuthContext, id: number): Promise<Account> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), scopeCondition(auth, { org: a.orgId })));
  if (!row) throw AppError.notFound();
  return row;
}

/** The customer a new account belongs to: the one given (a customer in the caller's scope), else the caller's own. */
async function accountCustomer(db: Database, auth: AuthContext, orgId: number | undefined): Promise<number> {
  if (orgId === undefined) {
    const own = await customerOf(db, auth.orgId);
    if (!own) throw AppError.field('orgId', 'deviceAccountCustomerRequired');
    return own.id;
  }
  const [org] = await db.select({ id: orgs.id, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org || !(await isInScope(db, auth, { orgId: org.id }))) throw AppError.notFound();
  if (org.kind !== 'customer') throw AppError.field('orgId', 'deviceAccountNotCustomer');
  return org.id;
}

/** The chosen machines, checked: each one the caller sees and of the account's customer ("not found" otherwise). */
async function chosenMachines(db: Database, auth: AuthContext, orgId: number, input: DeviceAccountSave): Promise<number[]> {
  if (input.machineScope === 'all') return [];
  const unique = [...new Set(input.deviceIds)];
  const viewer = await withDeviceScope(db, auth);
  const found = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(inArray(devices.id, unique), deviceVisibility(viewer), inOrgSubtree(devices.orgId, orgId)));
  if (found.length !== unique.length) throw AppError.notFound();
  return unique;
}

/** The employee an account is bound to: one of the maintenance staff the caller sees, of the account's customer. */
async function boundEmployee(db: Database, auth: AuthContext, orgId: number, employeeId: number | undefined): Promise<number | null> {
  if (employeeId === undefined) return null;
  const staff = (await operationEmployees(db, auth)).find((e) => e.id === employeeId);
  const [mine] = staff
    ? await db
        .select({ id: orgs.id })
        .from(orgs)
        .where(and(eq(orgs.id, staff.orgId), inOrgSubtree(orgs.id, orgId)))
    : [];
  if (!mine) throw AppError.field('employeeId', 'deviceAccountNoEmployee');
  return employeeId;
}

async function assertAccountFree(db: Database, orgId: number, account: string, except: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.orgId, orgId), eq(a.account, account), except ? ne(a.id, except) : undefined))
    .limit(1);
  if (taken) throw AppError.field('account', 'deviceAccountTaken', { account });
}

/** The machines an account signs in on: every machine of its customer, or the chosen ones. */
export async function machinesOf(db: Database, account: Pick<Account, 'id' | 'orgId' | 'machineScope'>): Promise<number[]> {
  const rows =
    account.machineScope === 'all'
      ? await db.select({ id: devices.id }).from(devices).where(inOrgSubtree(devices.orgId, account.orgId))
      : await db
          .select({ id: deviceAccountDevices.deviceId })
          .from(deviceAccountDevices)
          .where(eq(deviceAccountDevices.accountId, account.id));
  return rows.map((r) => r.id);
}

type MachineAccount = DeviceAccountsCommand['accounts'][number];

/**
 * The enabled accounts each machine is to hold: those of its customer (an organisation above or
 * at the machine's) for every machine, and those naming it.
 */
async function accountsFor(db: Database, ids: number[]): Promise<Map<number, MachineAccount[]>> {
  const out = new Map<number, MachineAccount[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ deviceId: devices.id, id: a.id, account: a.account, name: a.name, role: a.role, password: a.password })
    .from(devices)
    .innerJoin(
      a,
      and(
        eq(a.status, 'enabled'),
        or(
          and(
            eq(a.machineScope, 'all'),
            sql`exists (select 1 from ${orgs} o, ${orgs} c where o.id = ${devices.orgId} and c.id = ${a.orgId} and o.path like c.path || '%')`,
          ),
          and(
            eq(a.machineScope, 'selected'),
            sql`exists (select 1 from ${deviceAccountDevices} x where x.account_id = ${a.id} and x.device_id = ${devices.id})`,
          ),
        ),
      ),
    )
    .where(inArray(devices.id, ids))
    .orderBy(asc(devices.id), asc(a.account), asc(a.id));
  for (const { deviceId, ...account } of rows) out.get(deviceId)!.push(account);
  return out;
}

const digestOf = (accounts: MachineAccount[]) => createHash('sha256').update(JSON.stringify(accounts)).digest('hex');
/** How the change log names a machine's accounts. */
const namesOf = (accounts: MachineAccount[]) =>
  accounts.length
    ? accounts
        .map((x) => x.account)
        .join(', ')
        .slice(0, 2000)
    : null;

interface Change {
  deviceId: number;
  before: string | null;
  after: string | null;
}

/**
 * Brings the machines' deliveries to the accounts they are to hold now: a machine whose list
 * changed waits to be sent it. Answers the machines that changed.
 */
async function reconcile(db: Database, ids: number[]): Promise<Change[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const lists = await accountsFor(db, unique);
  const current = new Map((await db.select().from(d).where(inArray(d.deviceId, unique))).map((r) => [r.deviceId, r]));
  const changes: Change[] = [];
  const rows: Array<typeof d.$inferInsert> = [];
  const now = new Date();
  for (const id of unique) {
    const accounts = lists.get(id) ?? [];
    const was = current.get(id);
    if (!was && accounts.length === 0) continue;
    const digest = digestOf(accounts);
    if (was?.digest === digest) continue;
    const names = namesOf(accounts);
    changes.push({ deviceId: id, before: was?.names ?? null, after: names });
    rows.push({ deviceId: id, digest, names, state: 'waiting', commandId: null, sentAt: null, updatedAt: now });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(d)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: d.deviceId,
        set: {
          digest: sql`excluded.digest`,
          names: sql`excluded.names`,
          state: sql`excluded.state`,
          commandId: sql`null`,
          sentAt: sql`null`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return changes;
}

/** Sends a machine its waiting list of accounts (once, whoever asks); answers whether it was sent. */
async function deliver(db: Database, send: SendCommand, row: Delivery, sender: Sender): Promise<boolean> {
  const record = await sendClaimed({
    claim: async () =>
      (
        await db
          .update(d)
          .set({ state: 'sent', sentAt: new Date() })
          .where(
            and(
              eq(d.deviceId, row.deviceId),
              eq(d.digest, row.digest),
              row.commandId === null ? eq(d.state, 'waiting') : eq(d.commandId, row.commandId),
            ),
          )
          .returning({ deviceId: d.deviceId })
      ).length > 0,
    send: async () => {
      const params: DeviceAccountsCommand = { accounts: (await accountsFor(db, [row.deviceId])).get(row.deviceId) ?? [] };
      return send({ deviceId: row.deviceId, type: 'setAccounts', params: params as unknown as Record<string, unknown>, sender });
    },
    release: async () => {
      await db
        .update(d)
        .set({ state: 'waiting', sentAt: null, commandId: null })
        .where(and(eq(d.deviceId, row.deviceId), eq(d.digest, row.digest)));
    },
    sent: async (record) => {
      await db.update(d).set({ commandId: record.id }).where(eq(d.deviceId, row.deviceId));
    },
  });
  return record !== null;
}

/** Sends the waiting lists of these machines to those that are connected; answers how many were sent. */
async function deliverOnline(db: Database, send: SendCommand, ids: number[], sender: Sender): Promise<number> {
  let sent = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ delivery: d })
      .from(d)
      .innerJoin(devices, eq(devices.id, d.deviceId))
      .where(and(inArray(d.deviceId, ids.slice(i, i + 1000)), eq(d.state, 'waiting'), eq(devices.online, 1)))
      .orderBy(asc(d.deviceId));
    for (const { delivery } of rows) if (await deliver(db, send, delivery, sender)) sent++;
  }
  return sent;
}

/** After a change: the change log hears of each machine whose list changes, the connected ones are sent it. */
async function announce(db: Database, send: SendCommand, auth: AuthContext, id: number, changes: Change[], by: ChangedBy) {
  if (changes.length === 0) return { id, machines: 0, sent: 0 };
  await publish(db, deviceAccountsChanged, { by, changes });
  const sent = await deliverOnline(
    db,
    send,
    changes.map((c) => c.deviceId),
    { userId: auth.userId, username: auth.username },
  );
  return { id, machines: changes.length, sent };
}

/** A new account (no id) or a changed one; the machines whose list changes are sent it (the connected ones now). */
export async function saveAccount(
  db: Database,
  send: SendCommand,
  auth: AuthContext,
  input: DeviceAccountSave,
): Promise<DeviceAccountSaveResult> {
  const existing = input.id !== undefined ? await visibleAccount(db, auth, input.id) : null;
  const orgId = existing?.orgId ?? (await accountCustomer(db, auth, input.orgId));
  const chosen = await chosenMachines(db, auth, orgId, input);
  const employeeId = await boundEmployee(db, auth, orgId, input.employeeId);
  await assertAccountFree(db, orgId, input.account, existing?.id ?? null);
  const password = input.password !== undefined ? await hashDevicePassword(input.password) : existing!.password;
  const by = changedBy(auth);
  const values = {
    account: input.account,
    name: input.name,
    employeeId,
    role: input.role,
    status: input.status,
    machineScope: input.machineScope,
    password,
    updatedBy: auth.userId,
    updatedByName: by.name.slice(0, 64),
    updatedAt: new Date(),
  };
  const { id, changes } = await db.transaction(async (tx) => {
    const before = existing ? await machinesOf(tx, existing) : [];
    const [row] = existing
      ? await tx.update(a).set(values).where(eq(a.id, existing.id)).returning()
      : await tx
          .insert(a)
          .values({ ...values, orgId })
          .returning();
    await tx.delete(deviceAccountDevices).where(eq(deviceAccountDevices.accountId, row!.id));
    if (chosen.length) await tx.insert(deviceAccountDevices).values(chosen.map((deviceId) => ({ accountId: row!.id, deviceId })));
    const after = await machinesOf(tx, row!);
    return { id: row!.id, changes: await reconcile(tx, [...before, ...after]) };
  });
  return announce(db, send, auth, id, changes, by);
}

/** Enables or disables an account: its machines are sent their lists with or without it. */
export async function setAccountStatus(
  db: Database,
  send: SendCommand,
  auth: AuthContext,
  id: number,
  status: DeviceAccountStatus,
): Promise<DeviceAccountSaveResult> {
  const account = await visibleAccount(db, auth, id);
  const by = changedBy(auth);
  const changes = await db.transaction(async (tx) => {
    await tx
      .update(a)
      .set({ status, updatedBy: auth.userId, updatedByName: by.name.slice(0, 64), updatedAt: new Date() })
      .where(eq(a.id, id));
    return reconcile(tx, await machinesOf(tx, account));
  });
  return announce(db, send, auth, id, changes, by);
}

/** Removes an account: its machines are sent their lists without it. */
export async function removeAccount(db: Database, send: SendCommand, auth: AuthContext, id: number): Promise<DeviceAccountSaveResult> {
  const account = await visibleAccount(db, auth, id);
  const by = changedBy(auth);
  const changes = await db.transaction(async (tx) => {
    const before = await machinesOf(tx, account);
    await tx.delete(a).where(eq(a.id, id));
    return reconcile(tx, before);
  });
  return announce(db, send, auth, id, changes, by);
}

export interface AccountSyncOptions {
  db: Database;
  log: FastifyBaseLogger;
  send: SendCommand;
}

/**
 * The gateway's side of device accounts: a machine that says hello is brought up to the accounts
 * it is to hold now (it may have joined a customer since), and is sent them when they were not
 * sent yet, or when the last sending was never answered.
 */
export class AccountSync {
  constructor(private readonly opts: AccountSyncOptions) {}

  async hello(machine: { id: number }): Promise<void> {
    const { db, send, log } = this.opts;
    const changes = await reconcile(db, [machine.id]);
    if (changes.length) await publish(db, deviceAccountsChanged, { by: null, changes });
    const [found] = await db
      .select({ delivery: d, status: deviceCommands.status })
      .from(d)
      .leftJoin(deviceCommands, eq(deviceCommands.id, d.commandId))
      .where(eq(d.deviceId, machine.id));
    if (!found) return;
    if (found.delivery.state === 'sent' && found.status !== 'timed_out') return;
    try {
      await deliver(db, send, found.delivery, { userId: 0, username: 'system' });
    } catch (err) {
      log.error({ err }, `device accounts of device ${machine.id} not sent`);
    }
  }
}
