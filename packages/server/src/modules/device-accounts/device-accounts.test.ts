// Runs on both engines: a live device link, simulated machines and a raw test machine
import {
  type ChangeLogRow,
  DEVICE_ACCOUNT_API as API,
  DEVICE_RECORD_API,
  type DeviceAccountMachineRow,
  type DeviceAccountRow,
  type DeviceAccountSaveResult,
  type OperationEmployee,
  Status,
  USER_API,
} from '@vr/contracts';
import { type FleetHandle, startFleet } from '@vr/device-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, insertTestDevice } from '../../test/device-machines.js';
import { apiCaller, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { devices } from '../devices/index.js';
import { verifyDevicePassword } from './password.js';
import { orgs } from '../../platform/identity/schema.js';
import { deviceAccountDeliveries, deviceAccounts } from './schema.js';
import { deviceCommands } from '../device-commands/index.js';

/**
 * Device accounts the whole way: an account reaches its simulated machines (one offline until it
 * returns) as a salted hash, a raw machine refuses its list with a reason, disabling and removing
 * send the lists without it, and each change is in the machine's change log.
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;
let fleet: FleetHandle | null = null;
let calls = 0;

const call = apiCaller(linked, () => token);
const api = <T = unknown>(method: 'GET' | 'POST', path: string, payload?: object, lang = 'en') =>
  call<T>(method, path, payload, undefined, lang);

type Errors = { errors: Array<{ field: string; message: string }> };
const online = async (id: number) =>
  (await db().select({ online: devices.online }).from(devices).where(eq(devices.id, id)))[0]?.online === 1;
const machinesOf = async (id: number) => (await api<DeviceAccountMachineRow[]>('GET', `${API.machines}?id=${id}&limit=100`)).data!;
const stateOf = async (id: number, deviceId: number) => (await machinesOf(id)).find((r) => r.deviceId === deviceId);
const unique = () => `t${Date.now().toString(36)}${++calls}`;

/** A customer of its own below the platform, so that no other test's machines count. */
async function ownCustomer(): Promise<number> {
  const [demo] = await db().select({ path: orgs.path, parentId: orgs.parentId }).from(orgs).where(eq(orgs.id, linked.demoOrg));
  const [org] = await db()
    .insert(orgs)
    .values({ parentId: demo!.parentId, path: '/', kind: 'customer', name: `Own customer ${unique()}` })
    .returning({ id: orgs.id });
  await db()
    .update(orgs)
    .set({ path: `${demo!.path.replace(/\d+\/$/, '')}${org!.id}/` })
    .where(eq(orgs.id, org!.id));
  return org!.id;
}

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
});
afterAll(async () => {
  await fleet?.stop();
});

describe('device account rules', () => {
  it('names every wrong field at once in the caller’s language, and refuses a repeated name or a machine it may not name', async () => {
    const wrong = await api<Errors>(
      'POST',
      API.save,
      { account: 'no spaces!', name: '', role: 'boss', password: 'abc12', machineScope: 'selected', deviceIds: [] },
      'zh',
    );
    expect(wrong.status).toBe(Status.BAD_REQUEST);
    expect(wrong.data!.errors.map((e) => e.field).sort()).toEqual(['account', 'deviceIds', 'name', 'password', 'role']);
    expect(wrong.data!.errors.find((e) => e.field === 'password')!.message).toMatch(/[\u4e00-\u9fff]/);
    // A new account needs its password; one with a space breaks the machine's rule.
    const noPassword = await api<Errors>('POST', API.save, { account: 'x1', name: 'X', role: 'admin', machineScope: 'all' });
    expect(noPassword.data!.errors.map((e) => e.field)).toEqual(['password']);
    const spaced = await api<Errors>('POST', API.save, {
      account: 'x1',
      name: 'X',
      role: 'admin',
      password: 'ab c12',
      machineScope: 'all',
      orgId: linked.demoOrg,
    });
    expect(spaced.data!.errors.map((e) => e.field)).toEqual(['password']);
    // The platform's own organisation is no customer's.
    const noCustomer = await api<Errors>('POST', API.save, {
      account: 'x1',
      name: 'X',
      role: 'admin',
      password: 'abc123',
      machineScope: 'all',
    });
    expect(noCustomer.data!.errors).toEqual([expect.objectContaining({ field: 'orgId' })]);
    expect(
      (
        await api('POST', API.save, {
          account: 'x1',
          name: 'X',
          role: 'admin',
          password: 'abc123',
          machineScope: 'selected',
          deviceIds: [2_000_000_000],
          orgId: linked.demoOrg,
        })
      ).status,
    ).toBe(Status.NOT_FOUND);

    // Bound to an employee, it must be one of the customer's maintenance staff the caller sees.
    const noEmployee = await api<Errors>('POST', API.save, {
      account: 'x1',
      name: 'X',
      role: 'admin',
      password: 'abc123',
      machineScope: 'all',
      orgId: linked.demoOrg,
      employeeId: 2_000_000_000,
    });
    expect(noEmployee.data!.errors).toEqual([expect.objectContaining({ field: 'employeeId' })]);

    // Form-encoded, as the original client sends it; the name is unique within the customer.
    const account = unique();
    const own = await insertTestDevice(db(), linked.demoOrg);
    const form = {
      account,
      name: 'Form',
      role: 'replenish',
      password: 'abc123',
      machineScope: 'selected',
      deviceIds: `${own.id}`,
      orgId: String(linked.demoOrg),
    };
    const saved = await api<DeviceAccountSaveResult>('POST', API.save, new URLSearchParams(form));
    expect(saved.status, JSON.stringify(saved)).toBe(Status.SUCCESS);
    const again = await api<Errors>('POST', API.save, new URLSearchParams(form));
    expect(again.data!.errors).toEqual([expect.objectContaining({ field: 'account', message: expect.stringContaining(account) })]);
    // Listed with filters, never with its password.
    const listed = await api<DeviceAccountRow[]>('GET', `${API.list}?account=${account}&role=replenish&status=enabled`);
    expect(listed.total).toBe(1);
    expect(listed.data![0]).toMatchObject({ account, name: 'Form', role: 'replenish', machineScope: 'selected', deviceIds: [own.id] });
    expect(JSON.stringify(listed.data)).not.toContain('password');
    expect((await api<DeviceAccountRow[]>('GET', `${API.list}?account=${account}&role=admin`)).total).toBe(0);
    // Bound to one of the customer's maintenance staff (the employee picker's), the list names the employee.
    const staff = await api<OperationEmployee[]>('GET', USER_API.operationEmployee);
    const ops = staff.data!.find((e) => e.username === 'ops')!;
    expect(ops).toBeDefined();
    const bound = await api<DeviceAccountSaveResult>('POST', API.save, {
      id: saved.data!.id,
      account,
      name: 'Form',
      role: 'replenish',
      machineScope: 'selected',
      deviceIds: [own.id],
      employeeId: ops.id,
    });
    expect(bound.status, JSON.stringify(bound)).toBe(Status.SUCCESS);
    const detail = await api<DeviceAccountRow>('GET', `${API.detail}?id=${saved.data!.id}`);
    expect(detail.data).toMatchObject({ employeeId: ops.id, employeeName: ops.employeeName });
    await api('POST', API.remove, { id: saved.data!.id });
  });
});

describe('device accounts delivered to machines', () => {
  it('reach online machines now and offline ones at their return as a hash, are acknowledged or refused, and are logged', async () => {
    const a = await insertTestDevice(db(), linked.demoOrg);
    const b = await insertTestDevice(db(), linked.demoOrg);
    fleet = startFleet({
      url: linked.url,
      devices: [a, b].map((d) => ({ code: d.code, secret: d.secret, model: 'CM-200' })),
      ordersPerHour: 0,
      randomEvents: false,
      refills: false,
      commandFailureRate: 0,
      commandDelayMs: [5, 20],
      reconnectMs: [50, 100],
      rampMs: 0,
      seed: 12,
    });
    await fleet.waitConnected();
    await eventually(async () => (await online(a.id)) && (await online(b.id)), 100);
    await fleet.disconnect(b.code);
    await eventually(async () => !(await online(b.id)), 100);

    const account = unique();
    const input = {
      account,
      orgId: linked.demoOrg,
      name: 'Li Lei',
      role: 'maintenance',
      password: 'a1b2C3',
      machineScope: 'selected',
      deviceIds: [a.id, b.id],
    };
    const saved = await api<DeviceAccountSaveResult>('POST', API.save, input);
    expect(saved.status, JSON.stringify(saved)).toBe(Status.SUCCESS);
    expect(saved.data).toMatchObject({ machines: 2, sent: 1 });
    const id = saved.data!.id;
    const holds = (code: string) => fleet!.state(code).accounts.some((x) => x.account === account);
    await eventually(async () => (await stateOf(id, a.id))?.state === 'delivered', 100);
    expect(fleet.state(a.code).accounts.filter((x) => x.account === account)).toEqual([{ account, name: 'Li Lei', role: 'maintenance' }]);
    expect(await stateOf(id, b.id)).toMatchObject({ state: 'pending', sentAt: null });

    // Only a salted hash is kept (and sent): the password checks against it and is nowhere in clear.
    const [row] = await db().select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
    expect(row!.password).toMatchObject({ algo: 'scrypt', salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(JSON.stringify(row)).not.toContain('a1b2C3');
    expect(await verifyDevicePassword('a1b2C3', row!.password)).toBe(true);
    expect(await verifyDevicePassword('a1b2C4', row!.password)).toBe(false);

    fleet.reconnect(b.code);
    await eventually(async () => (await stateOf(id, b.id))?.state === 'delivered', 100);
    expect(fleet.state(b.code).accounts.map((x) => x.account)).toContain(account);
    await eventually(async () => {
      const detail = (await api<DeviceAccountRow>('GET', `${API.detail}?id=${id}`)).data!;
      return detail.counts.delivered === 2 && detail.counts.total === 2;
    }, 100);

    // A machine that refuses its list says why.
    const c = await insertTestDevice(db(), linked.demoOrg);
    const raw = await joinLink(linked, c, { hello: (m) => m.hello() });
    const edited = await api<DeviceAccountSaveResult>('POST', API.save, { ...input, id, password: '', deviceIds: [a.id, b.id, c.id] });
    expect(edited.data).toMatchObject({ machines: 1, sent: 1 });
    const cmd = await eventually(async () => raw.received.find((r) => r.kind === 'cmd' && r.payload['type'] === 'setAccounts'));
    const sent = cmd.payload['params'] as { accounts: Array<{ account: string; password: Record<string, unknown> }> };
    expect(sent.accounts).toEqual([expect.objectContaining({ account, password: row!.password })]);
    expect(JSON.stringify(cmd.payload)).not.toContain('a1b2C3');
    await raw.publish('ack', { commandId: cmd.payload['commandId'], ok: false, error: 'account store full' });
    await eventually(async () => (await stateOf(id, c.id))?.state === 'failed', 100);
    expect(await stateOf(id, c.id)).toMatchObject({ reason: 'account store full' });
    expect((await api<DeviceAccountMachineRow[]>('GET', `${API.machines}?id=${id}&state=failed`)).data!.map((r) => r.deviceId)).toEqual([
      c.id,
    ]);

    // Disabled, its machines are sent their lists without it; the change log names the accounts before and after.
    const disabled = await api<DeviceAccountSaveResult>('POST', API.status, { id, status: 'disabled' });
    expect(disabled.data).toMatchObject({ machines: 3 });
    await eventually(async () => !holds(a.code) && !holds(b.code), 100);
    const log = await api<ChangeLogRow[]>('GET', `${DEVICE_RECORD_API.changeLogList}?device=${a.code}&kind=settings`);
    expect(log.data!.map((r) => [r.before, r.after])).toEqual([
      [`Device accounts: ${account}`, 'Device accounts: none'],
      ['Device accounts: none', `Device accounts: ${account}`],
    ]);

    // Enabled and removed: sent with it, then without it; a removed account is not found.
    await api('POST', API.status, { id, status: 'enabled' });
    await eventually(async () => holds(a.code), 100);
    const removed = await api<DeviceAccountSaveResult>('POST', API.remove, { id });
    expect(removed.data).toMatchObject({ machines: 3 });
    await eventually(async () => !holds(a.code), 100);
    expect((await api('GET', `${API.detail}?id=${id}`)).status).toBe(Status.NOT_FOUND);
  });

  it('of a whole customer reach each of its machines, one that joins later at its hello', async () => {
    // A customer of its own, so that no other test's machine holds the account.
    const org = await ownCustomer();
    const first = await insertTestDevice(db(), org);
    const raw = await joinLink(linked, first, { hello: (m) => m.hello() });
    const account = unique();
    const saved = await api<DeviceAccountSaveResult>('POST', API.save, {
      account,
      orgId: org,
      name: 'All machines',
      role: 'admin',
      password: 'zz9zz9',
      machineScope: 'all',
    });
    expect(saved.data).toMatchObject({ machines: 1, sent: 1 });
    const isSetAccounts = (r: (typeof raw.received)[number]) => r.kind === 'cmd' && r.payload['type'] === 'setAccounts';
    const cmd = await eventually(async () => raw.received.find(isSetAccounts));
    expect((cmd.payload['params'] as { accounts: Array<{ account: string }> }).accounts.map((x) => x.account)).toEqual([account]);
    await raw.publish('ack', { commandId: cmd.payload['commandId'], ok: true, result: { accounts: 1 } });
    await eventually(async () => (await stateOf(saved.data!.id, first.id))?.state === 'delivered', 100);

    // A machine added to the customer afterwards is sent the list when it says hello.
    const later = await insertTestDevice(db(), org);
    const second = await joinLink(linked, later, { hello: (m) => m.hello() });
    const sent = await eventually(async () => second.received.find(isSetAccounts));
    expect((sent.payload['params'] as { accounts: Array<{ account: string }> }).accounts.map((x) => x.account)).toEqual([account]);
    const counts = (await api<DeviceAccountRow>('GET', `${API.detail}?id=${saved.data!.id}`)).data!.counts;
    expect(counts).toMatchObject({ total: 2, delivered: 1, pending: 1 });
  });
});

describe('device account counts', () => {
  /** The machine's list as sent by a command in `status` (or waiting, without one). */
  async function delivered(deviceId: number, orgId: number, status: string | null) {
    const commandId = status ? `cmd-${unique()}` : null;
    // An hour to answer: the sweep of unanswered commands leaves a pending one as it is.
    const deadline = new Date(Date.now() + 3_600_000);
    if (commandId)
      await db()
        .insert(deviceCommands)
        .values({ id: commandId, deviceId, orgId, type: 'setAccounts', status: status ?? 'pending', deadline });
    await db()
      .insert(deviceAccountDeliveries)
      .values({ deviceId, digest: 'd', state: commandId ? 'sent' : 'waiting', commandId })
      .onConflictDoUpdate({ target: deviceAccountDeliveries.deviceId, set: { state: commandId ? 'sent' : 'waiting', commandId } });
    return commandId;
  }
  /** The account's counts on the list page, and as its machines' own rows tally them. */
  async function counts(accountId: number, orgId: number) {
    const page = (await api<DeviceAccountRow[]>('GET', `${API.list}?orgId=${orgId}&limit=100`)).data!;
    const listed = page.find((r) => r.id === accountId)!.counts;
    const tally = { total: 0, pending: 0, delivered: 0, failed: 0 };
    for (const m of await machinesOf(accountId)) {
      tally.total++;
      tally[m.state]++;
    }
    expect(listed).toEqual(tally);
    return listed;
  }

  it('are kept exact as deliveries, command outcomes and machines change', async () => {
    const org = await ownCustomer();
    const other = await ownCustomer();
    const [m1, m2, m3, m4] = [
      await insertTestDevice(db(), org),
      await insertTestDevice(db(), org),
      await insertTestDevice(db(), org),
      await insertTestDevice(db(), org),
    ];
    const [account] = await db()
      .insert(deviceAccounts)
      .values({
        orgId: org,
        account: unique(),
        name: 'Counted',
        role: 'admin',
        status: 'enabled',
        machineScope: 'all',
        password: { algo: 'scrypt', N: 16384, r: 8, p: 1, keyLength: 32, salt: 's', hash: 'h' },
      })
      .returning({ id: deviceAccounts.id });
    const id = account!.id;
    expect(await counts(id, org)).toEqual({ total: 4, pending: 4, delivered: 0, failed: 0 });

    await delivered(m1!.id, org, 'succeeded');
    const refused = await delivered(m2!.id, org, 'pending');
    await delivered(m3!.id, org, null);
    expect(await counts(id, org)).toEqual({ total: 4, pending: 3, delivered: 1, failed: 0 });

    // The command's outcome arrives; then the machine is sent a newer list, waiting again.
    await db().update(deviceCommands).set({ status: 'timed_out' }).where(eq(deviceCommands.id, refused!));
    expect(await counts(id, org)).toEqual({ total: 4, pending: 2, delivered: 1, failed: 1 });
    await delivered(m2!.id, org, null);
    expect(await counts(id, org)).toEqual({ total: 4, pending: 3, delivered: 1, failed: 0 });

    // A machine that moves to another customer, one removed, one added.
    await db().update(devices).set({ orgId: other }).where(eq(devices.id, m1!.id));
    expect(await counts(id, org)).toEqual({ total: 3, pending: 3, delivered: 0, failed: 0 });
    await delivered(m4!.id, org, 'failed');
    await db().delete(devices).where(eq(devices.id, m4!.id));
    await insertTestDevice(db(), org);
    expect(await counts(id, org)).toEqual({ total: 3, pending: 3, delivered: 0, failed: 0 });
    await db().update(devices).set({ orgId: org }).where(eq(devices.id, m1!.id));
    expect(await counts(id, org)).toEqual({ total: 4, pending: 3, delivered: 1, failed: 0 });
  });
});
