// Runs on both engines: a live device link and the simulator downloading from the server
import { gzipSync } from 'node:zlib';
import {
  DEVICE_UPGRADE_API,
  Status,
  type UpgradeActionResult,
  type UpgradeMachineRow,
  type UpgradePackage,
  type UpgradeRow,
} from '@vr/contracts';
import type { FleetHandle } from '@vr/device-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, insertTestDevice } from '../../test/device-machines.js';
import { body } from '../../test/harness.js';
import { apiCaller, signIn, startQuietFleet, useLinkedApp } from '../../test/linked-app.js';
import { multipartForm } from '../../test/uploads.js';

/**
 * The whole way with the simulator: a package uploaded, two machines upgraded in two stages over
 * the embedded broker, each downloading the package from the server over HTTP; one fails and is
 * retried; both come back with the new version in their hello.
 */
const linked = useLinkedApp();
let token: string;
let fleet: FleetHandle | null = null;

const api = apiCaller(linked, () => token);

beforeAll(async () => {
  // Machines download from the server's own address.
  await linked.app.listen({ port: 0, host: '127.0.0.1' });
  token = await signIn(linked.app, 'admin', 'admin123');
});
afterAll(async () => {
  await fleet?.stop();
});

describe('the simulator upgraded through the back-office', () => {
  it('uploads, upgrades two machines in two stages, one fails and is retried, both report the new version', async () => {
    const a = await insertTestDevice(linked.db(), linked.demoOrg);
    const b = await insertTestDevice(linked.db(), linked.demoOrg);
    fleet = await startQuietFleet(linked, [a, b]);

    const image = gzipSync(Buffer.from('VR-Coffee 4.0.0 '.repeat(2000)));
    const { payload, contentType } = multipartForm([
      { name: 'file', value: image, filename: 'app-4.0.0.tar.gz', type: 'application/gzip' },
    ]);
    const uploaded = body<UpgradePackage>(
      await linked.app.inject({ method: 'POST', url: DEVICE_UPGRADE_API.upload, payload, headers: { 'content-type': contentType, token } }),
    );
    expect(uploaded.status).toBe(Status.SUCCESS);

    fleet.failUpgrades(b.code, 'flash write error');
    const made = await api<UpgradeActionResult>('POST', DEVICE_UPGRADE_API.create, {
      target: 'app',
      version: 'VR-Coffee 4.0.0',
      packageId: uploaded.data.id,
      deviceIds: [a.id, b.id],
      firstDeviceIds: [a.id],
    });
    expect(made.data).toMatchObject({ machines: 2, sent: 1 });
    const id = made.data.id;
    const row = async (deviceId: number) =>
      (await api<UpgradeMachineRow[]>('GET', `${DEVICE_UPGRADE_API.machines}?id=${id}`)).data.find((r) => r.deviceId === deviceId)!;

    await eventually(async () => (await row(a.id)).runningVersion === 'VR-Coffee 4.0.0', 100);
    expect(await row(a.id)).toMatchObject({ state: 'success', percent: 100, attempts: 1 });
    expect(fleet.state(a.code).firmware.app).toBe('VR-Coffee 4.0.0');
    expect(await row(b.id)).toMatchObject({ state: 'pending' });

    await api('POST', DEVICE_UPGRADE_API.continue, { id });
    await eventually(async () => (await row(b.id)).state === 'failed', 100);
    expect(await row(b.id)).toMatchObject({ reason: 'flash write error', attempts: 1 });
    expect((await api<UpgradeRow>('GET', `${DEVICE_UPGRADE_API.detail}?id=${id}`)).data.status).toBe('finished');

    fleet.failUpgrades(b.code, null);
    await api('POST', DEVICE_UPGRADE_API.retry, { id, deviceIds: [b.id] });
    await eventually(async () => (await row(b.id)).runningVersion === 'VR-Coffee 4.0.0', 100);
    expect(await row(b.id)).toMatchObject({ state: 'success', attempts: 2, reason: null });
    expect((await api<UpgradeRow>('GET', `${DEVICE_UPGRADE_API.detail}?id=${id}`)).data).toMatchObject({
      status: 'finished',
      counts: { total: 2, success: 2, failed: 0 },
    });
  });
});
