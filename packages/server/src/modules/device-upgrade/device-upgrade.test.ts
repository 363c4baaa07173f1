// Runs on both engines: a live device link, the row locks of continue, retry and cancel
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  DEVICE_UPGRADE_API,
  DEVICE_UPGRADE_PERMS,
  Status,
  type UpgradeActionResult,
  type UpgradeMachineRow,
  type UpgradePackage,
  type UpgradeRow,
} from '@vr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { demoAccount, grantToRole, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { deviceGrants } from '../devices/index.js';
import { body } from '../../test/harness.js';
import { apiCaller, cm200Hello, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { PNG, multipartForm } from '../../test/uploads.js';

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
