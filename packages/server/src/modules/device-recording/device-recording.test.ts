// Runs on both engines: a live device link, machines over MQTT, the machine's upload over HTTP
import { DEVICE_RECORDING_API, DEVICE_RECORDING_PERMS, type RecordingRow, Status } from '@vr/contracts';
import { type FleetHandle, mp4Seconds, recordedVideo, startFleet } from '@vr/device-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { demoAccount, grantToRole, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { body } from '../../test/harness.js';
import { apiCaller, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { MB, PNG, multipartForm } from '../../test/uploads.js';
import { devices } from '../devices/index.js';
import { recordings } from './schema.js';

/**
 * Camera playback against the embedded broker on a free port: machines are MQTT clients (and, at
 * the end, the simulator), the upload is the machine's HTTP POST to the address it was sent.
 */
const linked = useLinkedApp();
const db = linked.db;
let adminToken: string;
let opsToken: string;
let harborOrg: number;
let fleet: FleetHandle | null = null;
let mp4: Buffer;

const api = apiCaller(linked, () => adminToken);

/** A machine with a camera (unless `camera` is null), connected unless `offline`. */
async function machine(options: { offline?: boolean; orgId?: number; camera?: string | null } = {}) {
  const d = await insertTestDevice(db(), options.orgId ?? linked.demoOrg);
  const camera = options.camera === undefined ? '1' : options.camera;
  await db().update(devices).set({ cameraNo: camera }).where(eq(devices.id, d.id));
  if (options.offline) return { ...d, m: null };
  return { ...d, m: await joinLink(linked, d, { topics: ['recording'], hello: (m) => m.hello() }) };
}

const asked = (m: TestMachine) => m.received.filter((r) => r.kind === 'recording').map((r) => r.payload);
const detail = async (id: number, token = adminToken) =>
  api<RecordingRow>('GET', `${DEVICE_RECORDING_API.detail}?id=${id}`, undefined, token);
const request = (deviceId: number, startTime: string, endTime: string, token = adminToken) =>
  api<RecordingRow>('POST', DEVICE_RECORDING_API.request, { deviceId, startTime, endTime }, token);

/** The machine's upload of `file` to the address it was sent. */
function upload(uploadUrl: string, file: Buffer, filename = 'camera.mp4') {
  const { payload, contentType } = multipartForm([
    { name: 'dataEntity', value: 'device' },
    { name: 'dataField', value: 'video' },
    { name: 'file', value: file, filename, type: 'video/mp4' },
  ]);
  return linked.app.inject({ method: 'POST', url: new URL(uploadUrl).pathname, payload, headers: { 'content-type': contentType } });
}

beforeAll(async () => {
  harborOrg = await orgIdByCode(db(), 'HARBOR');
  adminToken = await signIn(linked.app, 'admin', 'admin123');
  await demoAccount(db(), 'camops', 'all');
  await grantToRole(db(), 'maintenance', [DEVICE_RECORDING_PERMS.playback]);
  opsToken = await signIn(linked.app, 'camops', 'pass12345');
  mp4 = Buffer.from(await recordedVideo({ seconds: 3 }));
});
afterAll(async () => {
  await fleet?.stop();
});

describe('the range', () => {
  it('refuses a range across days with the spec’s message, and other bad ranges, never with a 5xx', async () => {
    const a = await machine({ offline: true });
    const across = await request(a.id, '2026-11-29 23:50:00', '2026-11-30 00:10:00');
    expect(across.status).toBe(Status.BAD_REQUEST);
    expect(across.result).toContain('a recording cannot span days');
    const backwards = await request(a.id, '2026-11-29 10:00:00', '2026-11-29 09:00:00');
    expect(backwards.status).toBe(Status.BAD_REQUEST);
    expect(backwards.result).toContain('must be after the start time');
    const long = await request(a.id, '2026-11-29 08:00:00', '2026-11-29 09:00:01');
    expect(long.status).toBe(Status.BAD_REQUEST);
    for (const bad of [
      { deviceId: a.id, startTime: 'yesterday', endTime: '2026-11-29 09:00:00' },
      { deviceId: a.id, startTime: '2026-02-30 08:00:00', endTime: '2026-02-30 08:01:00' },
      { deviceId: 'x', startTime: 1, endTime: null },
      { deviceId: 99999999999, startTime: '2026-11-29 08:00:00', endTime: '2026-11-29 08:01:00' },
      {},
    ]) {
      expect((await api('POST', DEVICE_RECORDING_API.request, bad)).status).toBe(Status.BAD_REQUEST);
    }
    for (const q of ['deviceId=abc', '', 'deviceId=1&page=-1']) {
      expect((await api('GET', `${DEVICE_RECORDING_API.list}?${q}`)).status).toBe(Status.BAD_REQUEST);
    }
    expect((await api('GET', `${DEVICE_RECORDING_API.detail}?id=x`)).status).toBe(Status.BAD_REQUEST);
    expect(await db().select().from(recordings).where(eq(recordings.deviceId, a.id))).toEqual([]);
  });

  it('refuses a machine without a camera, and an offline machine at once, keeping nothing', async () => {
    const none = await machine({ camera: null });
    const noCamera = await request(none.id, '2026-11-29 08:00:00', '2026-11-29 08:01:00');
    expect(noCamera).toMatchObject({ status: Status.BAD_REQUEST, result: 'This machine has no camera.' });
    const off = await machine({ offline: true });
    const offline = await request(off.id, '2026-11-29 08:00:00', '2026-11-29 08:01:00');
    expect(offline).toMatchObject({ status: Status.BAD_REQUEST, result: 'Device offline cannot read or set' });
    expect(await db().select().from(recordings).where(eq(recordings.deviceId, off.id))).toEqual([]);
  });
});

describe('permission and data scope', () => {
  it('answers 403 without the permission', async () => {
    const a = await machine({ offline: true });
    await revokeFromRole(db(), 'maintenance', [DEVICE_RECORDING_PERMS.playback]);
    try {
      const token = await signIn(linked.app, 'camops', 'pass12345');
      for (const res of [
        await request(a.id, '2026-11-29 08:00:00', '2026-11-29 08:01:00', token),
        await api('GET', `${DEVICE_RECORDING_API.list}?deviceId=${a.id}`, undefined, token),
        await detail(1, token),
      ]) {
        expect(res.http).toBe(403);
        expect(res.status).toBe(Status.FORBIDDEN);
      }
    } finally {
      await grantToRole(db(), 'maintenance', [DEVICE_RECORDING_PERMS.playback]);
    }
  });

  it('shows another customer’s machine and recordings to no one of Demo Coffee Co.', async () => {
    const h = await machine({ orgId: harborOrg });
    const mine = await request(h.id, '2026-11-29 08:00:00', '2026-11-29 08:01:00');
    expect(mine.status).toBe(Status.SUCCESS);
    opsToken = await signIn(linked.app, 'camops', 'pass12345');
    expect((await detail(mine.data.id, opsToken)).status).toBe(Status.NOT_FOUND);
    const list = await api<RecordingRow[]>('GET', `${DEVICE_RECORDING_API.list}?deviceId=${h.id}`, undefined, opsToken);
    expect(list).toMatchObject({ status: Status.SUCCESS, data: [], total: 0 });
    expect((await request(h.id, '2026-11-29 09:00:00', '2026-11-29 09:01:00', opsToken)).status).toBe(Status.NOT_FOUND);
    await linked.link.gateway.settled();
    // The administrator's ask reaches the machine over the broker, in its own time; the refused one never does.
    await eventually(async () => (asked(h.m!).length ? true : null));
    expect(asked(h.m!)).toHaveLength(1);
  });
});

describe('a recording request', () => {
  it('goes requested → uploading → ready; the video is served as mp4 and the address takes nothing more', async () => {
    const a = await machine();
    const made = await request(a.id, '2026-11-29 08:00:00', '2026-11-29 08:00:30', opsToken);
    expect(made.status, String(made.result)).toBe(Status.SUCCESS);
    expect(made.data).toMatchObject({
      deviceId: a.id,
      camera: '1',
      startTime: '2026-11-29 08:00:00',
      endTime: '2026-11-29 08:00:30',
      state: 'requested',
      percent: 0,
      videoUrl: null,
    });
    const [command] = await eventually(async () => (asked(a.m!).length ? asked(a.m!) : null));
    expect(command).toMatchObject({ v: 1, recordingId: String(made.data.id), camera: '1', maxBytes: 100 * MB });
    expect((command!['to'] as number) - (command!['from'] as number)).toBe(30_000);

    await a.m!.publish('recording-progress', { recordingId: String(made.data.id), percent: 40 });
    await a.m!.publish('recording-progress', { recordingId: String(made.data.id), percent: 20 });
    await linked.link.gateway.settled();
    await eventually(async () => (await detail(made.data.id)).data.percent === 40);
    expect((await detail(made.data.id)).data.state).toBe('uploading');

    const uploaded = body<{ url: string }>(await upload(command!['uploadUrl'] as string, mp4));
    expect(uploaded.status, String(uploaded.result)).toBe(Status.SUCCESS);
    const ready = (await detail(made.data.id, opsToken)).data;
    expect(ready).toMatchObject({ state: 'ready', percent: 100, reason: null, size: mp4.length });
    const video = await linked.app.inject({ method: 'GET', url: ready.videoUrl! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(mp4)).toBe(true);

    // The address was good for one upload; a late failure changes nothing.
    expect(body(await upload(command!['uploadUrl'] as string, mp4))).toMatchObject({
      status: Status.BAD_REQUEST,
      result: 'This upload address is no longer valid.',
    });
    await a.m!.publish('recording-result', { recordingId: String(made.data.id), ok: false, error: 'late' });
    await linked.link.gateway.settled();
    expect((await detail(made.data.id)).data.state).toBe('ready');
    const list = await api<RecordingRow[]>('GET', `${DEVICE_RECORDING_API.list}?deviceId=${a.id}`, undefined, opsToken);
    expect(list.data.map((r) => r.id)).toEqual([made.data.id]);
  });

  it('fails with the machine’s reason; another machine cannot speak of it', async () => {
    const a = await machine();
    const other = await machine();
    const made = await request(a.id, '2026-11-29 10:00:00', '2026-11-29 10:05:00');
    const id = String(made.data.id);
    await eventually(async () => asked(a.m!).length === 1);
    await other.m!.publish('recording-result', { recordingId: id, ok: false, error: 'not mine' });
    await linked.link.gateway.settled();
    expect((await detail(made.data.id)).data.state).toBe('requested');
    await a.m!.publish('recording-result', { recordingId: id, ok: false, error: 'camera not connected' });
    await linked.link.gateway.settled();
    await eventually(async () => (await detail(made.data.id)).data.state === 'failed');
    expect((await detail(made.data.id)).data).toMatchObject({ reason: 'camera not connected', videoUrl: null });
    const late = body(await upload(asked(a.m!)[0]!['uploadUrl'] as string, mp4));
    expect(late.status).toBe(Status.BAD_REQUEST);
  });

  it('fails a file that is not an mp4 by content, or too large, with the server’s reason', async () => {
    const a = await machine();
    const first = await request(a.id, '2026-11-29 11:00:00', '2026-11-29 11:01:00');
    const second = await request(a.id, '2026-11-29 12:00:00', '2026-11-29 12:01:00');
    const [c1, c2] = await eventually(async () => (asked(a.m!).length === 2 ? asked(a.m!) : null));

    const png = body(await upload(c1!['uploadUrl'] as string, PNG, 'camera.mp4'));
    expect(png).toMatchObject({ status: Status.BAD_REQUEST });
    expect((await detail(first.data.id)).data).toMatchObject({ state: 'failed', reason: png.result });

    const huge = Buffer.concat([mp4.subarray(0, 32), Buffer.alloc(100 * MB + 1 - 32)]);
    const tooLarge = body(await upload(c2!['uploadUrl'] as string, huge));
    expect(tooLarge).toMatchObject({ status: Status.BAD_REQUEST, result: 'File size must not exceed 100 MB!' });
    const failed = await api<RecordingRow>('GET', `${DEVICE_RECORDING_API.detail}?id=${second.data.id}`, undefined, adminToken);
    expect(failed.data).toMatchObject({ state: 'failed', reason: 'File size must not exceed 100 MB!' });

    expect(body(await upload(`http://x${DEVICE_RECORDING_API.upload}/nosuchtoken`, mp4)).status).toBe(Status.BAD_REQUEST);
    const plain = await linked.app.inject({ method: 'POST', url: `${DEVICE_RECORDING_API.upload}/abc`, payload: { a: 1 } });
    expect(plain.statusCode).toBeLessThan(500);
  });

  it('has failed when the machine said nothing for ten minutes', async () => {
    const a = await machine();
    const made = await request(a.id, '2026-11-29 13:00:00', '2026-11-29 13:01:00');
    await db()
      .update(recordings)
      .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(recordings.id, made.data.id));
    expect((await detail(made.data.id)).data).toMatchObject({ state: 'failed', reason: 'The machine did not answer in time.' });
  });
});

describe('the simulator', () => {
  it('answers with a playable mp4 of the requested length, or its reason when told to fail', async () => {
    await linked.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await insertTestDevice(db(), linked.demoOrg);
    await db().update(devices).set({ cameraNo: 'CAM-7' }).where(eq(devices.id, a.id));
    fleet = startFleet({
      url: linked.url,
      devices: [{ code: a.code, secret: a.secret, model: 'CM-200' }],
      ordersPerHour: 0,
      randomEvents: false,
      refills: false,
      rampMs: 0,
      seed: 3,
    });
    await fleet.waitConnected();
    await eventually(async () => linked.link.gateway.directory.cached(a.code)?.online === true);

    const made = await request(a.id, '2026-11-29 14:00:00', '2026-11-29 14:00:20');
    const ready = await eventually(async () => {
      const row = (await detail(made.data.id)).data;
      return row.state === 'ready' ? row : null;
    }, 100);
    const video = await linked.app.inject({ method: 'GET', url: ready.videoUrl! });
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4Seconds(video.rawPayload)).toBeCloseTo(20, 0);

    fleet.failRecordings(a.code, 'camera lens blocked');
    const failing = await request(a.id, '2026-11-29 15:00:00', '2026-11-29 15:00:10');
    const failed = await eventually(async () => {
      const row = (await detail(failing.data.id)).data;
      return row.state === 'failed' ? row : null;
    }, 100);
    expect(failed.reason).toBe('camera lens blocked');
  });
});
