// Runs on both engines: a live device link, simulated machines and a raw test machine
import {
  type ChangeLogRow,
  LANGS,
  type Lang,
  DEVICE_RECORD_API,
  APPLET_COLOR_API,
  type AppletColorView,
  DEVICE_SCREEN_API as API,
  SCREEN_DEFAULTS,
  type ScreenConfigRow,
  type ScreenMachineRow,
  type ScreenSaveResult,
  Status,
} from '@vr/contracts';
import { type FleetHandle, startFleet } from '@vr/device-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, insertTestDevice } from '../../test/device-machines.js';
import { apiCaller, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { deviceModels } from '../device-models/index.js';
import { devices } from '../devices/index.js';
import { appletColorsOf } from './index.js';

/**
 * Interface configurations the whole way: a model's configuration reaches the simulated machines
 * (one offline until it returns), a machine named by its own configuration takes that one and
 * refuses it with its reason, an edit is a new revision in each machine's change log, and a
 * removal brings the model's configuration back.
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;
let fleet: FleetHandle | null = null;
let modelId: number;

const api = apiCaller(linked, () => token);

async function machine() {
  const d = await insertTestDevice(db(), linked.demoOrg);
  await db().update(devices).set({ modelId }).where(eq(devices.id, d.id));
  return d;
}

const online = async (id: number) =>
  (await db().select({ online: devices.online }).from(devices).where(eq(devices.id, id)))[0]?.online === 1;
const machinesOf = async (id: number) => (await api<ScreenMachineRow[]>('GET', `${API.machines}?id=${id}&limit=100`)).data!;
const stateOf = async (id: number, deviceId: number) => (await machinesOf(id)).find((r) => r.deviceId === deviceId);
const config = (values: Record<string, unknown>) => ({ ...SCREEN_DEFAULTS, ...values });

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
  // A model of its own, so that no other machine of the database takes its configuration.
  const [model] = await db()
    .insert(deviceModels)
    .values({
      code: `SCR-${Date.now()}`,
      names: Object.fromEntries(LANGS.map((lang) => [lang, 'Screen'])) as Record<Lang, string>,
      kind: 'coffee',
    })
    .returning({ id: deviceModels.id });
  modelId = model!.id;
});
afterAll(async () => {
  await fleet?.stop();
});

describe('interface configuration rules', () => {
  it('names every wrong field at once, in the caller’s language', async () => {
    const res = await api<{ errors: Array<{ field: string; message: string }> }>(
      'POST',
      API.add,
      {
        name: '',
        appliesTo: 'model',
        homeLayout: 'tiles',
        banners: ['/api/files/ab.png', 'https://evil.example/x.png'],
        bannerSeconds: 2,
        idleEnabled: true,
        idleSeconds: 3601,
        language: 'fr',
        primaryColor: 'red',
        backgroundColor: '#fff',
        textColor: '#000000',
      },
      token,
      'zh',
    );
    expect(res.status).toBe(Status.BAD_REQUEST);
    const fields = res.data!.errors.map((e) => e.field);
    for (const field of ['name', 'modelId', 'homeLayout', 'bannerSeconds', 'idleSeconds', 'language', 'primaryColor', 'backgroundColor'])
      expect(fields, field).toContain(field);
    // A banner must be a file this product stored: an address elsewhere is refused.
    expect(fields.some((f) => f.startsWith('banners'))).toBe(true);
    const many = await api<{ errors: Array<{ field: string }> }>(
      'POST',
      API.add,
      config({ name: 'x', appliesTo: 'model', modelId: 1, banners: Array(6).fill('/api/files/ab.png') }),
    );
    expect(many.data!.errors.map((e) => e.field)).toEqual(['banners']);
    expect(fields).not.toContain('textColor');
    expect(res.data!.errors.find((e) => e.field === 'modelId')!.message).toMatch(/[\u4e00-\u9fff]/);
    const noMachines = await api<{ errors: Array<{ field: string }> }>(
      'POST',
      API.add,
      config({ name: 'x', appliesTo: 'devices', deviceIds: [] }),
    );
    expect(noMachines.data!.errors.map((e) => e.field)).toContain('deviceIds');
    expect((await api('POST', API.add, config({ name: 'x', appliesTo: 'devices', deviceIds: [2_000_000_000] }))).status).toBe(
      Status.NOT_FOUND,
    );
  });
});

describe('interface configuration delivered to machines', () => {
  it('reaches online machines now and offline ones at their return, is acknowledged or refused, and is logged per revision', async () => {
    const a = await machine();
    const b = await machine();
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
      seed: 11,
    });
    await fleet.waitConnected();
    await eventually(async () => (await online(a.id)) && (await online(b.id)), 100);
    await fleet.disconnect(b.code);
    await eventually(async () => !(await online(b.id)), 100);

    // A model's configuration: the machine online is sent it now, the one offline waits.
    const lobby = await api<ScreenSaveResult>(
      'POST',
      API.add,
      config({ name: 'Lobby', orgId: linked.demoOrg, appliesTo: 'model', modelId, banners: ['/api/files/ab12.png'] }),
    );
    expect(lobby.status, JSON.stringify(lobby)).toBe(Status.SUCCESS);
    expect(lobby.data).toMatchObject({ machines: 2, sent: 1 });
    const lobbyId = lobby.data!.id;
    await eventually(async () => (await stateOf(lobbyId, a.id))?.state === 'delivered', 100);
    expect(fleet.state(a.code).screen).toMatchObject({ configId: lobbyId, revision: 1, screen: { banners: ['/api/files/ab12.png'] } });
    expect(await stateOf(lobbyId, b.id)).toMatchObject({ state: 'pending', sentAt: null });
    // The same model for the same organisation has one configuration.
    const twice = await api<{ errors: Array<{ field: string; message: string }> }>(
      'POST',
      API.add,
      config({ name: 'Again', orgId: linked.demoOrg, appliesTo: 'model', modelId }),
    );
    expect(twice.data!.errors).toEqual([expect.objectContaining({ field: 'modelId', message: expect.stringContaining('Lobby') })]);

    fleet.reconnect(b.code);
    await eventually(async () => (await stateOf(lobbyId, b.id))?.state === 'delivered', 100);
    expect(fleet.state(b.code).screen).toMatchObject({ configId: lobbyId, revision: 1 });

    // A machine that comes later gets its model's configuration at its hello.
    const c = await machine();
    const raw = await joinLink(linked, c);
    await raw.hello();
    const first = await eventually(async () => raw.received.find((r) => r.kind === 'cmd' && r.payload['type'] === 'setScreen'));
    expect(first.payload['params']).toMatchObject({ configId: lobbyId, revision: 1, screen: { homeLayout: 'grid' } });
    await raw.publish('ack', { commandId: first.payload['commandId'], ok: true });
    await eventually(async () => (await stateOf(lobbyId, c.id))?.state === 'delivered', 100);

    // Named by a configuration of its own, it takes that one instead, and refuses it with its reason.
    const corner = await api<ScreenSaveResult>(
      'POST',
      API.add,
      config({ name: 'Corner', appliesTo: 'devices', deviceIds: [c.id], homeLayout: 'list' }),
    );
    expect(corner.data).toMatchObject({ machines: 1, sent: 1 });
    const cornerCmd = await eventually(async () =>
      raw.received.find((r) => r.kind === 'cmd' && (r.payload['params'] as { configId?: number }).configId === corner.data!.id),
    );
    await raw.publish('ack', { commandId: cornerCmd.payload['commandId'], ok: false, error: 'screen panel locked' });
    await eventually(async () => (await stateOf(corner.data!.id, c.id))?.state === 'failed', 100);
    expect(await stateOf(corner.data!.id, c.id)).toMatchObject({ reason: 'screen panel locked', revision: 1 });
    const twiceNamed = await api<{ errors: Array<{ field: string }> }>(
      'POST',
      API.add,
      config({ name: 'Also', appliesTo: 'devices', deviceIds: [c.id] }),
    );
    expect(twiceNamed.data!.errors).toEqual([expect.objectContaining({ field: 'deviceIds' })]);

    // An edit is a new revision: every machine of the model is sent it again.
    const edited = await api<ScreenSaveResult>(
      'POST',
      API.edit,
      config({ id: lobbyId, name: 'Lobby', orgId: linked.demoOrg, appliesTo: 'model', modelId, primaryColor: '#aa0000' }),
    );
    expect(edited.data).toMatchObject({ machines: 2, sent: 2 });
    await eventually(async () => fleet!.state(a.code).screen?.revision === 2 && fleet!.state(b.code).screen?.revision === 2, 100);
    expect(fleet.state(a.code).screen?.screen?.primaryColor).toBe('#aa0000');
    const listed = await api<ScreenConfigRow[]>('GET', `${API.list}?name=obb`);
    expect(listed.data!.find((r) => r.id === lobbyId)).toMatchObject({
      revision: 2,
      primaryColor: '#aa0000',
      modelName: 'Screen',
      appliesTo: 'model',
    });
    await eventually(async () => {
      const row = (await api<ScreenConfigRow>('GET', `${API.detail}?id=${lobbyId}`)).data!;
      return row.counts.delivered === 2 && row.counts.total === 2;
    }, 100);

    const log = await api<ChangeLogRow[]>('GET', `${DEVICE_RECORD_API.changeLogList}?device=${a.code}&kind=settings`);
    expect(log.data!.map((r) => [r.before, r.after])).toEqual([
      ['Interface configuration: Lobby (r1)', 'Interface configuration: Lobby (r2)'],
      ['Interface configuration: none', 'Interface configuration: Lobby (r1)'],
    ]);
    expect(log.data![0]).toMatchObject({ summary: expect.stringContaining('Interface configuration'), actorName: expect.any(String) });

    // Removed, the machine's own configuration gives way to its model's.
    const removed = await api<ScreenSaveResult>('POST', API.remove, { id: corner.data!.id });
    expect(removed.data).toMatchObject({ machines: 1, sent: 1 });
    const back = await eventually(async () =>
      raw.received.find((r) => r.kind === 'cmd' && (r.payload['params'] as { revision?: number }).revision === 2),
    );
    expect(back.payload['params']).toMatchObject({ configId: lobbyId, screen: { primaryColor: '#aa0000' } });
    expect((await api('GET', `${API.detail}?id=${corner.data!.id}`)).status).toBe(Status.NOT_FOUND);
  });
});

describe('mini-program colour', () => {
  it('is saved per customer, checked, and is what its machines’ ordering page shows', async () => {
    const before = await api<AppletColorView>('GET', `${APPLET_COLOR_API.detail}?orgId=${linked.demoOrg}`);
    expect(before.data).toMatchObject({ customerId: linked.demoOrg, saved: false, primaryColor: '#1677ff' });
    const wrong = await api<{ errors: Array<{ field: string }> }>('POST', APPLET_COLOR_API.save, {
      orgId: linked.demoOrg,
      primaryColor: 'blue',
      backgroundColor: '#12345',
    });
    expect(wrong.data!.errors.map((e) => e.field).sort()).toEqual(['backgroundColor', 'primaryColor']);
    // The platform's own organisation is no customer's.
    const noCustomer = await api<{ errors: Array<{ field: string }> }>('POST', APPLET_COLOR_API.save, {
      primaryColor: '#000000',
      backgroundColor: '#ffffff',
    });
    expect(noCustomer.data!.errors).toEqual([expect.objectContaining({ field: 'orgId' })]);
    const saved = await api<AppletColorView>('POST', APPLET_COLOR_API.save, {
      orgId: linked.demoOrg,
      primaryColor: '#AA3300',
      backgroundColor: '#fffbe6',
    });
    expect(saved.data).toMatchObject({ saved: true, primaryColor: '#aa3300', backgroundColor: '#fffbe6', updatedBy: expect.any(String) });
    expect(await appletColorsOf(db(), linked.demoOrg)).toEqual({ primaryColor: '#aa3300', backgroundColor: '#fffbe6' });
  });
});
