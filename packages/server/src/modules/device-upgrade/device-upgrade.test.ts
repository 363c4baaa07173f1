// Runs on both engines: a live device link, the row locks of continue, retry and cancel
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  type ChangeLogRow,
  DEVICE_RECORD_API,
  DEVICE_UPGRADE_API,
  DEVICE_UPGRADE_PERMS,
  JOB_HANDLER_NAMES,
  Status,
  type UpgradeActionResult,
  type UpgradeMachineRow,
  type UpgradePackage,
  type UpgradeRow,
} from '@vr/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/schema.js';
import { type TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { demoAccount, grantToRole, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { deviceGrants, devices } from '../devices/index.js';
import { body } from '../../test/harness.js';
import { expectCountsOfMachines } from '../../test/state-counts.js';
import { apiCaller, cm200Hello, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { PNG, multipartForm } from '../../test/uploads.js';
import { upgradeDevices } from './schema.js';
import { failSilentMachines } from './sync.js';

/**
 * Upgrades against the embedded broker on a free port, with real MQTT clients as machines (the
 * gateway writes asynchronously, so this file has a database of its own and every machine its own code).
 */
const linked = useLinkedApp();
const db = linked.db;
let harborOrg: number;
let adminToken: string;

const SHA = 'ab'.repeat(32);
const byAddress = { packageUrl: 'https://downloads.example.com/app-2.2.0.zip', sha256: SHA, size: 1234 };

const api = apiCaller(linked, () => adminToken);

const UPGRADE_TOPICS = ['upgrade', 'upgrade-cancel'] as const;
const connect = (d: { code: string; secret: string }) => joinLink(linked, d, { topics: UPGRADE_TOPICS });
const hello = (m: TestMachine, app = '2.1.0') => cm200Hello(m, { app, mainboard: 'MB-7', dtu: 'DTU-3' });
/** A Demo Coffee machine, connected (and its hello handled) unless `offline`. */
async function machine(options: { offline?: boolean; orgId?: number } = {}) {
  const d = await insertTestDevice(db(), options.orgId ?? linked.demoOrg);
  if (options.offline) return { ...d, m: null };
  return { ...d, m: await joinLink(linked, d, { topics: UPGRADE_TOPICS, hello }) };
}
const upgradesOf = (m: TestMachine, kind = 'upgrade') => m.received.filter((r) => r.kind === kind).map((r) => r.payload);
const machines = async (id: number) => (await api<UpgradeMachineRow[]>('GET', `${DEVICE_UPGRADE_API.machines}?id=${id}&limit=100`)).data;
const rowOf = async (id: number, deviceId: number) => (await machines(id)).find((r) => r.deviceId === deviceId)!;
const detail = async (id: number) => (await api<UpgradeRow>('GET', `${DEVICE_UPGRADE_API.detail}?id=${id}`)).data;
const create = (payload: object, token = adminToken) => api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.create, payload, token);
/** Waits until the gateway handled what the machines sent so far. */
const settled = () => linked.link.gateway.settled();

beforeAll(async () => {
  harborOrg = await orgIdByCode(db(), 'HARBOR');
  adminToken = await signIn(linked.app, 'admin', 'admin123');
});

describe('an upgrade in two stages', () => {
  it('sends the first batch at once, continues to the rest, records progress, success and failure once each', async () => {
    const a = await machine();
    const b = await machine();
    const res = await create({ target: 'app', version: '2.2.0', ...byAddress, deviceIds: [b.id, a.id], firstDeviceIds: [a.id] });
    expect(res).toMatchObject({ status: Status.SUCCESS, data: { machines: 2, sent: 1 } });
    const id = res.data.id;
    const [command] = await eventually(async () => (upgradesOf(a.m!).length ? upgradesOf(a.m!) : null));
    expect(command).toMatchObject({
      v: 1,
      upgradeId: String(id),
      target: 'app',
      version: '2.2.0',
      ...{ url: byAddress.packageUrl },
      sha256: SHA,
      size: 1234,
    });
    expect(upgradesOf(b.m!)).toEqual([]);
    expect(await rowOf(id, a.id)).toMatchObject({ stage: 1, state: 'running', attempts: 1, percent: 0 });
    expect(await rowOf(id, b.id)).toMatchObject({ stage: 2, state: 'pending', attempts: 0 });
    expect(await detail(id)).toMatchObject({ status: 'staged', stage: 1, counts: { total: 2, running: 1, pending: 1 } });

    // Progress goes forward only; a repeated or older report changes nothing.
    await a.m!.publish('upgrade-progress', { upgradeId: String(id), percent: 40 });
    await a.m!.publish('upgrade-progress', { upgradeId: String(id), percent: 40 });
    await a.m!.publish('upgrade-progress', { upgradeId: String(id), percent: 10 });
    await settled();
    await eventually(async () => (await rowOf(id, a.id)).percent === 40);
    const before = await rowOf(id, a.id);
    await a.m!.publish('upgrade-progress', { upgradeId: String(id), percent: 40 });
    await settled();
    expect((await rowOf(id, a.id)).updatedAt).toBe(before.updatedAt);

    await a.m!.publish('upgrade-result', { upgradeId: String(id), ok: true });
    await settled();
    const done = await eventually(async () => {
      const row = await rowOf(id, a.id);
      return row.state === 'success' ? row : null;
    });
    expect(done).toMatchObject({ percent: 100, reason: null });
    // Told again (it heard no answer): nothing changes, not even the time.
    await a.m!.publish('upgrade-result', { upgradeId: String(id), ok: false, error: 'late' });
    await settled();
    expect(await rowOf(id, a.id)).toEqual(done);

    // The rest.
    const cont = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.continue, { id });
    expect(cont.data).toMatchObject({ machines: 1, sent: 1 });
    await eventually(async () => upgradesOf(b.m!).length === 1);
    expect((await api('POST', DEVICE_UPGRADE_API.continue, { id })).status).toBe(Status.BAD_REQUEST);
    await b.m!.publish('upgrade-result', { upgradeId: String(id), ok: false, error: 'checksum mismatch' });
    await settled();
    await eventually(async () => (await rowOf(id, b.id)).state === 'failed');
    expect(await rowOf(id, b.id)).toMatchObject({ reason: 'checksum mismatch', attempts: 1 });
    expect(await detail(id)).toMatchObject({ status: 'finished', stage: 2, counts: { success: 1, failed: 1 } });

    // Retry: sent again; the machine comes back with the new version in its hello.
    const retry = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.retry, { id });
    expect(retry.data).toMatchObject({ machines: 1, sent: 1 });
    await eventually(async () => upgradesOf(b.m!).length === 2);
    expect(await rowOf(id, b.id)).toMatchObject({ state: 'running', attempts: 2, reason: null });
    expect((await detail(id)).status).toBe('running');
    await hello(b.m!, '2.2.0');
    await settled();
    await eventually(async () => (await rowOf(id, b.id)).state === 'success');
    expect(await rowOf(id, b.id)).toMatchObject({ runningVersion: '2.2.0' });
    expect(await detail(id)).toMatchObject({ status: 'finished', counts: { success: 2, failed: 0 } });
    expect((await api('POST', DEVICE_UPGRADE_API.retry, { id })).status).toBe(Status.BAD_REQUEST);

    const list = await api<UpgradeRow[]>('GET', `${DEVICE_UPGRADE_API.list}?target=app&status=finished&version=2.2&limit=100`);
    expect(list.data.map((r) => r.id)).toContain(id);
    expect((await api<UpgradeRow[]>('GET', `${DEVICE_UPGRADE_API.list}?target=dtu&limit=100`)).data.map((r) => r.id)).not.toContain(id);
  });

  it('a first batch by count takes the first machines by code; an offline machine gets it at its hello', async () => {
    const online = await machine();
    const offline = await machine({ offline: true });
    const res = await create({ target: 'mainboard', version: 'MB-8', ...byAddress, deviceIds: [online.id, offline.id], firstCount: 5 });
    expect(res.data).toMatchObject({ machines: 2, sent: 1 });
    expect(await detail(res.data.id)).toMatchObject({ status: 'running', stage: 2 });
    expect(await rowOf(res.data.id, offline.id)).toMatchObject({ state: 'pending', attempts: 0 });
    const m = await connect(offline);
    await hello(m);
    await settled();
    await eventually(async () => upgradesOf(m).length === 1);
    expect(upgradesOf(m)[0]).toMatchObject({ target: 'mainboard', version: 'MB-8' });
    await eventually(async () => (await rowOf(res.data.id, offline.id)).state === 'running');
    // Restarted before it finished: the same upgrade again, still one attempt.
    await hello(m);
    await settled();
    await eventually(async () => upgradesOf(m).length === 2);
    expect(await rowOf(res.data.id, offline.id)).toMatchObject({ state: 'running', attempts: 1 });
  });

  it('cancels pending and running machines, tells the machines it sent it to, and ignores their late reports', async () => {
    const running = await machine();
    const waiting = await machine();
    const res = await create({
      target: 'dtu',
      version: 'DTU-4',
      ...byAddress,
      deviceIds: [running.id, waiting.id],
      firstDeviceIds: [running.id],
    });
    const id = res.data.id;
    await eventually(async () => upgradesOf(running.m!).length === 1);
    // One active upgrade per machine and software.
    const busy = await create({ target: 'dtu', version: 'DTU-5', ...byAddress, deviceIds: [running.id], firstCount: 1 });
    expect(busy.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(busy)).toMatch(new RegExp(`${running.code}.*DTU module`));

    const cancel = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.cancel, { id });
    expect(cancel.data).toMatchObject({ machines: 2, sent: 1 });
    await eventually(async () => upgradesOf(running.m!, 'upgrade-cancel').length === 1);
    expect(upgradesOf(running.m!, 'upgrade-cancel')[0]).toMatchObject({ upgradeId: String(id) });
    expect(upgradesOf(waiting.m!, 'upgrade-cancel')).toEqual([]);
    await running.m!.publish('upgrade-result', { upgradeId: String(id), ok: true });
    await settled();
    expect((await machines(id)).map((r) => r.state)).toEqual(['cancelled', 'cancelled']);
    expect((await detail(id)).status).toBe('cancelled');
    expect((await api('POST', DEVICE_UPGRADE_API.continue, { id })).status).toBe(Status.BAD_REQUEST);
    // Free again for another upgrade of the same software.
    expect((await create({ target: 'dtu', version: 'DTU-5', ...byAddress, deviceIds: [running.id], firstCount: 1 })).status).toBe(
      Status.SUCCESS,
    );
  });

  it('cancels one machine of a running upgrade', async () => {
    const a = await machine();
    const b = await machine();
    const { data } = await create({ target: 'app', version: '3.0.0', ...byAddress, deviceIds: [a.id, b.id], firstCount: 2 });
    const res = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.cancel, { id: data.id, deviceIds: [b.id] });
    expect(res.data).toMatchObject({ machines: 1 });
    expect(await rowOf(data.id, b.id)).toMatchObject({ state: 'cancelled' });
    expect(await detail(data.id)).toMatchObject({ status: 'running', counts: { running: 1, cancelled: 1 } });
  });
});

describe('the machines counted by state', () => {
  it('follow every writer: a removed machine leaves the counts, and every upgrade agrees with its machines', async () => {
    const [a, b, c] = [await machine({ offline: true }), await machine({ offline: true }), await machine({ offline: true })];
    const created = await create({ target: 'mainboard', version: '7.1.0', ...byAddress, deviceIds: [a.id, b.id, c.id], firstCount: 3 });
    expect(created.status, JSON.stringify(created)).toBe(Status.SUCCESS);
    const { data } = created;
    expect(await detail(data.id)).toMatchObject({ counts: { total: 3, pending: 3 } });
    await api('POST', DEVICE_UPGRADE_API.cancel, { id: data.id, deviceIds: [c.id] });
    expect(await detail(data.id)).toMatchObject({ counts: { total: 3, pending: 2, cancelled: 1 } });
    // Removing a machine removes its row of the upgrade: the counts follow.
    await db().delete(devices).where(eq(devices.id, b.id));
    expect(await detail(data.id)).toMatchObject({ counts: { total: 2, pending: 1, cancelled: 1 } });

    // Whatever the tests above and here did, the kept counts are the machines' own.
    await settled();
    const counted = await db()
      .select({ owner: upgradeDevices.upgradeId, state: upgradeDevices.state, n: count() })
      .from(upgradeDevices)
      .groupBy(upgradeDevices.upgradeId, upgradeDevices.state);
    expectCountsOfMachines((await api<UpgradeRow[]>('GET', `${DEVICE_UPGRADE_API.list}?limit=100`)).data, counted);
  });
});

describe('packages', () => {
  // Every upload its own url, so none counts as a repeat.
  let uploads = 0;
  const upload = async (file: Buffer, filename: string, token = adminToken) => {
    const { payload, contentType } = multipartForm([{ name: 'file', value: file, filename, type: 'application/octet-stream' }]);
    const res = await linked.app.inject({
      method: 'POST',
      url: `${DEVICE_UPGRADE_API.upload}?n=${++uploads}`,
      payload,
      headers: { 'content-type': contentType, token, lang: 'en' },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    return body<UpgradePackage>(res);
  };

  it('stores an archive with its SHA-256 and size, serves it to machines, and the address wins over it', async () => {
    const content = gzipSync(Buffer.from('firmware image '.repeat(100)));
    const res = await upload(content, 'app-2.3.0.tar.gz');
    expect(res.data).toMatchObject({
      name: 'app-2.3.0.tar.gz',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });

    const a = await machine();
    const made = await create({ target: 'app', version: '2.3.0', packageId: res.data.id, deviceIds: [a.id], firstCount: 1 });
    expect(made.status).toBe(Status.SUCCESS);
    const upgrade = await detail(made.data.id);
    expect(upgrade).toMatchObject({ fileName: 'app-2.3.0.tar.gz', sha256: res.data.sha256, size: content.length });
    const path = new URL(upgrade.packageUrl).pathname;
    expect(path.startsWith(`${DEVICE_UPGRADE_API.download}/`)).toBe(true);
    const download = await linked.app.inject({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect((await linked.app.inject({ method: 'GET', url: `${DEVICE_UPGRADE_API.download}/nope.pkg` })).statusCode).toBe(404);

    const b = await machine();
    const both = await create({ target: 'app', version: '2.3.1', packageId: res.data.id, ...byAddress, deviceIds: [b.id], firstCount: 1 });
    expect(await detail(both.data.id)).toMatchObject({ packageUrl: byAddress.packageUrl, sha256: SHA, size: 1234, fileName: null });
  });

  it('serves a byte range of a package, so a download resumes; a range past its end is refused', async () => {
    const content = gzipSync(Buffer.from(Array.from({ length: 4000 }, (_, i) => `chunk ${i};`).join('')));
    const res = await upload(content, 'mainboard-9.tar.gz');
    const a = await machine({ offline: true });
    const made = await create({ target: 'mainboard', version: 'MB-9', packageId: res.data.id, deviceIds: [a.id], firstCount: 1 });
    const url = new URL((await detail(made.data.id)).packageUrl).pathname;
    const get = (headers: Record<string, string> = {}) => linked.app.inject({ method: 'GET', url, headers });
    const size = content.length;
    const etag = `"${res.data.sha256}"`;

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', etag, 'content-length': String(size) });
    expect(whole.rawPayload.equals(content)).toBe(true);

    const middle = await get({ range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers).toMatchObject({ 'content-range': `bytes 10-19/${size}`, 'content-length': '10', 'accept-ranges': 'bytes' });
    expect(middle.rawPayload.equals(content.subarray(10, 20))).toBe(true);
    // Resuming after the first 100 bytes, with the package's validator.
    const rest = await get({ range: 'bytes=100-', 'if-range': etag });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(Buffer.concat([content.subarray(0, 100), rest.rawPayload]).equals(content)).toBe(true);
    const last = await get({ range: 'bytes=-5' });
    expect(last.rawPayload.equals(content.subarray(size - 5))).toBe(true);
    // Past the end: cut to the end.
    expect((await get({ range: `bytes=${size - 2}-${size + 100}` })).rawPayload.equals(content.subarray(size - 2))).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const refused = await get({ range });
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range'], range).toBe(`bytes */${size}`);
    }
    // Another validator, a malformed or multiple range, another unit: the whole package.
    const servedWhole: Array<Record<string, string>> = [
      { range: 'bytes=0-9', 'if-range': '"other"' },
      { range: 'bytes=x-y' },
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-9' },
    ];
    for (const headers of servedWhole) {
      const full = await get(headers);
      expect(full.statusCode, JSON.stringify(headers)).toBe(200);
      expect(full.rawPayload.equals(content), JSON.stringify(headers)).toBe(true);
    }
    expect(
      (await linked.app.inject({ method: 'GET', url: `${DEVICE_UPGRADE_API.download}/nope.pkg`, headers: { range: 'bytes=0-1' } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses what is not an archive, by content, and an empty file', async () => {
    const image = await upload(PNG, 'looks-like.zip');
    expect(image.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(image)).toMatch(/zip, apk, tar/);
    expect((await upload(Buffer.from('just text'), 'app.bin')).status).toBe(Status.BAD_REQUEST);
    expect((await upload(Buffer.alloc(0), 'app.zip')).status).toBe(Status.BAD_REQUEST);
    expect((await create({ target: 'app', version: '1', packageId: 999999, deviceIds: [1], firstCount: 1 })).status).toBe(
      Status.BAD_REQUEST,
    );
  });
});

describe('input', () => {
  it('answers every field error at once, and never a server error', async () => {
    const res = await api<{ errors: Array<{ field: string }> }>('POST', DEVICE_UPGRADE_API.create, { target: 'tv', version: '' });
    expect(res.status).toBe(Status.BAD_REQUEST);
    expect(res.data.errors.map((e) => e.field).sort()).toEqual(['deviceIds', 'firstCount', 'packageUrl', 'target', 'version']);
    const noSum = await api<{ errors: Array<{ field: string }> }>('POST', DEVICE_UPGRADE_API.create, {
      target: 'app',
      version: '1',
      packageUrl: 'ftp://x',
      deviceIds: [1],
      firstCount: 1,
    });
    expect(noSum.data.errors.map((e) => e.field).sort()).toEqual(['packageUrl', 'sha256', 'size']);
    for (const payload of [
      { target: 'app', version: 'x'.repeat(51), ...byAddress, deviceIds: [2_147_483_648], firstCount: 0 },
      { target: 'app', version: '1', ...byAddress, sha256: 'zz', modelId: 'abc', firstDeviceIds: [] },
      { target: 'app', version: '1', ...byAddress, modelId: 999999, firstCount: 1 },
      { target: 'app', version: '1', ...byAddress, deviceIds: [999999], firstCount: 1 },
      [],
      { id: 'x' },
    ]) {
      expect((await api('POST', DEVICE_UPGRADE_API.create, payload)).status).not.toBe(Status.SUCCESS);
    }
    for (const url of [
      `${DEVICE_UPGRADE_API.list}?status=done&beginTime=yesterday`,
      `${DEVICE_UPGRADE_API.machines}?id=0`,
      `${DEVICE_UPGRADE_API.machines}?id=999999`,
      `${DEVICE_UPGRADE_API.detail}?id=-1`,
    ]) {
      expect((await api('GET', url)).status).not.toBe(Status.SUCCESS);
    }
    for (const path of [DEVICE_UPGRADE_API.continue, DEVICE_UPGRADE_API.retry, DEVICE_UPGRADE_API.cancel]) {
      expect((await api('POST', path, { id: 999999 })).status).toBe(Status.NOT_FOUND);
      expect((await api('POST', path, { id: 'x', deviceIds: 'y' })).status).toBe(Status.BAD_REQUEST);
    }
  });
});

describe('access', () => {
  it('lets an account limited to some machines cancel only those, never the whole upgrade', async () => {
    const mine = await machine({ offline: true });
    const theirs = await machine({ offline: true });
    const { data } = await create({ target: 'app', version: '6.0.0', ...byAddress, deviceIds: [mine.id, theirs.id], firstCount: 2 });
    await grantToRole(db(), 'maintenance', Object.values(DEVICE_UPGRADE_PERMS));
    const userId = await demoAccount(db(), 'upgpicky', 'selected');
    await db().insert(deviceGrants).values({ userId, deviceId: mine.id });
    const picky = await signIn(linked.app, 'upgpicky', 'pass12345');
    const whole = await api('POST', DEVICE_UPGRADE_API.cancel, { id: data.id }, picky);
    expect(whole).toMatchObject({ status: Status.BAD_REQUEST });
    expect(JSON.stringify(whole)).toContain('machines you cannot see');
    expect((await machines(data.id)).map((r) => r.state)).toEqual(['pending', 'pending']);
    const own = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.cancel, { id: data.id, deviceIds: [mine.id] }, picky);
    expect(own.data).toMatchObject({ machines: 1 });
    expect((await rowOf(data.id, mine.id)).state).toBe('cancelled');
    expect((await rowOf(data.id, theirs.id)).state).toBe('pending');
  });

  it('refuses without the permission, and another customer’s upgrades and machines are out of sight', async () => {
    const harbor = await machine({ orgId: harborOrg, offline: true });
    const { data } = await create({ target: 'app', version: '5.0.0', ...byAddress, deviceIds: [harbor.id], firstCount: 1 });
    await revokeFromRole(db(), 'maintenance', Object.values(DEVICE_UPGRADE_PERMS));
    let ops = await signIn(linked.app, 'ops', 'ops12345');
    expect((await api('GET', DEVICE_UPGRADE_API.list, undefined, ops)).status).toBe(Status.FORBIDDEN);
    expect((await create({ target: 'app', version: '5', ...byAddress, deviceIds: [harbor.id], firstCount: 1 }, ops)).status).toBe(
      Status.FORBIDDEN,
    );
    expect((await api('POST', DEVICE_UPGRADE_API.cancel, { id: data.id }, ops)).status).toBe(Status.FORBIDDEN);
    await grantToRole(db(), 'maintenance', Object.values(DEVICE_UPGRADE_PERMS));
    ops = await signIn(linked.app, 'ops', 'ops12345');
    const seen = await api<UpgradeRow[]>('GET', `${DEVICE_UPGRADE_API.list}?limit=1000`, undefined, ops);
    expect(seen.status).toBe(Status.SUCCESS);
    expect(seen.data.map((r) => r.id)).not.toContain(data.id);
    expect((await api('GET', `${DEVICE_UPGRADE_API.machines}?id=${data.id}`, undefined, ops)).status).toBe(Status.NOT_FOUND);
    expect((await api('POST', DEVICE_UPGRADE_API.cancel, { id: data.id }, ops)).status).toBe(Status.NOT_FOUND);
    expect((await create({ target: 'mainboard', version: '5', ...byAddress, deviceIds: [harbor.id], firstCount: 1 }, ops)).status).toBe(
      Status.NOT_FOUND,
    );
    expect((await rowOf(data.id, harbor.id)).state).toBe('pending');
  });
});

/** A moment strictly after everything written so far and before anything written next. */
async function moment(): Promise<Date> {
  await new Promise((r) => setTimeout(r, 5));
  const at = new Date();
  await new Promise((r) => setTimeout(r, 5));
  return at;
}
const MINUTE = 60_000;

// Last in the file: the sweep fails every silent running machine of the file's database.
describe('the deadline of a machine that never reports', () => {
  it('fails a machine silent since it was sent, in the reader’s language; one that reported or reconnected stays running', async () => {
    // The machines the file's other tests left running fail first.
    await failSilentMachines(db(), new Date(Date.now() + 30 * MINUTE), 30);
    const silent = await machine();
    const reporting = await machine();
    const reconnecting = await machine();
    const { data } = await create({
      target: 'app',
      version: '7.0.0',
      ...byAddress,
      deviceIds: [silent.id, reporting.id, reconnecting.id],
      firstCount: 3,
    });
    const id = data.id;
    expect(data.sent).toBe(3);
    // The three were sent at once.
    const sent = new Date((await rowOf(id, silent.id)).sentAt!);
    await moment();
    // After the sending: a progress message (even one that does not move the percent) and a reconnect
    // (the upgrade sent again) count the deadline from then.
    await reporting.m!.publish('upgrade-progress', { upgradeId: String(id), percent: 0 });
    await hello(reconnecting.m!);
    await settled();
    await eventually(async () => upgradesOf(reconnecting.m!).length === 2);

    // 30 minutes after the sending: nobody fails yet.
    expect(await failSilentMachines(db(), new Date(sent.getTime() + 30 * MINUTE), 30)).toBe(0);
    expect((await machines(id)).map((r) => r.state)).toEqual(['running', 'running', 'running']);

    // Past them, the silent one alone.
    expect(await failSilentMachines(db(), new Date(sent.getTime() + 30 * MINUTE + 1), 30)).toBe(1);
    expect(await rowOf(id, silent.id)).toMatchObject({
      state: 'failed',
      reason: 'No report from the machine within 30 minutes.',
      attempts: 1,
    });
    expect(await rowOf(id, reporting.id)).toMatchObject({ state: 'running', reason: null });
    expect(await rowOf(id, reconnecting.id)).toMatchObject({ state: 'running', attempts: 1 });
    const zh = await api<UpgradeMachineRow[]>('GET', `${DEVICE_UPGRADE_API.machines}?id=${id}&state=failed`, undefined, adminToken, 'zh');
    expect(zh.data.map((r) => r.reason)).toEqual(['设备在 30 分钟内没有上报。']);
    expect(await detail(id)).toMatchObject({ status: 'running', counts: { failed: 1, running: 2 } });

    // A report after the deadline changes nothing; the machine is tried again by a retry.
    const failed = await rowOf(id, silent.id);
    await silent.m!.publish('upgrade-progress', { upgradeId: String(id), percent: 50 });
    await silent.m!.publish('upgrade-result', { upgradeId: String(id), ok: true });
    await settled();
    expect(await rowOf(id, silent.id)).toEqual(failed);
    const retry = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.retry, { id, deviceIds: [silent.id] });
    expect(retry.data).toMatchObject({ machines: 1, sent: 1 });
    expect(await rowOf(id, silent.id)).toMatchObject({ state: 'running', attempts: 2, reason: null });
    await silent.m!.publish('upgrade-result', { upgradeId: String(id), ok: true });
    await settled();
    await eventually(async () => (await rowOf(id, silent.id)).state === 'success');

    // The others end as usual: one fails silent later, the last one's result finishes the upgrade.
    const later = await moment();
    await reporting.m!.publish('upgrade-result', { upgradeId: String(id), ok: true });
    await settled();
    await eventually(async () => (await rowOf(id, reporting.id)).state === 'success');
    expect(await failSilentMachines(db(), new Date(later.getTime() + 30 * MINUTE), 30)).toBe(1);
    expect(await rowOf(id, reconnecting.id)).toMatchObject({ state: 'failed' });
    expect(await detail(id)).toMatchObject({ status: 'finished', counts: { success: 2, failed: 1 } });
  });

  it('runs every minute as a built-in job, with the minutes the server is configured with', async () => {
    const a = await machine();
    const { data } = await create({ target: 'dtu', version: 'DTU-9', ...byAddress, deviceIds: [a.id], firstCount: 1 });
    expect(data.sent).toBe(1);
    // Its last report 31 minutes ago.
    await db()
      .update(upgradeDevices)
      .set({ lastReportAt: new Date(Date.now() - 31 * MINUTE) })
      .where(and(eq(upgradeDevices.upgradeId, data.id), eq(upgradeDevices.deviceId, a.id)));
    const [job] = await db().select().from(jobs).where(eq(jobs.invokeTarget, JOB_HANDLER_NAMES.failSilentUpgrades));
    expect(job).toMatchObject({ builtInKey: 'failSilentUpgrades', cronExpression: '0 * * * * ?' });
    const run = await linked.app.inject({
      method: 'PUT',
      url: '/admin/monitor/job/run',
      payload: { jobId: job!.id },
      headers: { token: adminToken, lang: 'en' },
    });
    expect(body<{ log: { exceptionInfo: string | null; jobMessage: string } }>(run).data.log).toMatchObject({
      exceptionInfo: null,
      jobMessage: expect.stringMatching(/^[1-9]\d* machines? failed for want of a report$/),
    });
    expect(await rowOf(data.id, a.id)).toMatchObject({ state: 'failed', reason: 'No report from the machine within 30 minutes.' });
    expect((await detail(data.id)).status).toBe('finished');
  });
});

describe('the device change log', () => {
  const changes = async (code: string, lang = 'en') =>
    (
      await api<ChangeLogRow[]>(
        'GET',
        `${DEVICE_RECORD_API.changeLogList}?device=${code}&kind=upgrade&limit=50`,
        undefined,
        adminToken,
        lang,
      )
    ).data;

  it('records each machine sent an upgrade, and its success or failure, by who started it', async () => {
    const ok = await machine();
    const silent = await machine();
    const broken = await machine();
    const later = await machine({ offline: true });
    const { data } = await create({
      target: 'app',
      version: '8.0.0',
      ...byAddress,
      deviceIds: [ok.id, silent.id, broken.id, later.id],
      firstCount: 4,
    });
    const id = data.id;
    const starter = (await detail(id)).createdBy;
    expect(starter).toBeTruthy();
    const sent = await moment();
    await ok.m!.publish('upgrade-result', { upgradeId: String(id), ok: true });
    await broken.m!.publish('upgrade-result', { upgradeId: String(id), ok: false, error: 'disk full' });
    await settled();
    await eventually(async () => (await rowOf(id, broken.id)).state === 'failed');
    await failSilentMachines(db(), new Date(sent.getTime() + 30 * MINUTE), 30);

    const entries = await eventually(async () => {
      const rows = await changes(ok.code);
      return rows.length === 2 ? rows : null;
    });
    // Newest first.
    expect(
      entries.map((r) => ({ kind: r.kind, actor: r.actor, actorName: r.actorName, summary: r.summary, before: r.before, after: r.after })),
    ).toEqual([
      { kind: 'upgrade', actor: 'user', actorName: starter, summary: `Upgrade #${id} succeeded`, before: null, after: 'App: 8.0.0' },
      {
        kind: 'upgrade',
        actor: 'user',
        actorName: starter,
        summary: `Upgrade #${id} sent to the machine`,
        before: 'App: 2.1.0',
        after: 'App: 8.0.0',
      },
    ]);
    expect((await changes(broken.code)).map((r) => r.summary)).toEqual([
      `Upgrade #${id} failed: disk full`,
      `Upgrade #${id} sent to the machine`,
    ]);
    const silentEntries = await eventually(async () => {
      const rows = await changes(silent.code, 'ja');
      return rows.length === 2 ? rows : null;
    });
    expect(silentEntries[0]!.summary).toBe(`アップグレード #${id} 失敗：端末から 30 分以内に報告がありませんでした。`);

    // An offline machine's entry comes when it is sent the upgrade, at its hello.
    expect(await changes(later.code)).toEqual([]);
    const m = await connect(later);
    await hello(m);
    await settled();
    await eventually(async () => (await changes(later.code)).length === 1);
    expect((await changes(later.code))[0]).toMatchObject({ actorName: starter, summary: `Upgrade #${id} sent to the machine` });
    // A reconnect while running sends it again but is no new entry.
    await hello(m);
    await settled();
    await eventually(async () => upgradesOf(m).length === 2);
    expect(await changes(later.code)).toHaveLength(1);
  });

  it('records a cancel on each machine it stopped, by who cancelled it, the machine keeping its version', async () => {
    const running = await machine();
    const waiting = await machine({ offline: true });
    const { data } = await create({ target: 'app', version: '8.1.0', ...byAddress, deviceIds: [running.id, waiting.id], firstCount: 2 });
    await eventually(async () => upgradesOf(running.m!).length === 1);
    await grantToRole(db(), 'maintenance', Object.values(DEVICE_UPGRADE_PERMS));
    try {
      await demoAccount(db(), 'upgstopper', 'all');
      const stopper = await signIn(linked.app, 'upgstopper', 'pass12345');
      expect((await api('POST', DEVICE_UPGRADE_API.cancel, { id: data.id }, stopper)).status).toBe(Status.SUCCESS);
    } finally {
      await revokeFromRole(db(), 'maintenance', Object.values(DEVICE_UPGRADE_PERMS));
    }
    const starter = (await detail(data.id)).createdBy;
    const [cancelled] = await eventually(async () => {
      const rows = await changes(running.code);
      return rows.length === 2 ? rows : null;
    });
    expect(cancelled).toMatchObject({ kind: 'upgrade', actor: 'user', summary: `Upgrade #${data.id} cancelled`, after: 'App: 2.1.0' });
    expect(cancelled!.actorName).not.toBe(starter);
    expect(cancelled!.actorName).toBeTruthy();
    // A machine never sent it has only the cancel.
    const never = await eventually(async () => {
      const rows = await changes(waiting.code, 'zh');
      return rows.length === 1 ? rows : null;
    });
    expect(never[0]).toMatchObject({ summary: `升级 #${data.id} 已取消` });
  });
});
