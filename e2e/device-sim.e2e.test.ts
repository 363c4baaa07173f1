import { DEVICE_API, DEVICE_COMMAND_API, type DeviceRow } from '@vr/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, apiToken } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/**
 * The simulator against the real server: devices created through the API connect to the embedded
 * broker with the secrets it answered, come online, sell (orders acknowledged after the commit),
 * answer commands, drop off and come back.
 */
let token: string;
let sim: SimulatedDevices;

const row = async (code: string): Promise<DeviceRow | undefined> => {
  const res = await api<DeviceRow[]>(token, 'GET', `${DEVICE_API.list}?deviceCode=${code}&limit=10`);
  return res.data?.find((d) => d.deviceCode === code);
};

beforeAll(async () => {
  token = await apiToken('admin', 'admin123');
  sim = await startSimulatedDevices({ token, count: 2, model: 'MT-100' });
});

afterAll(async () => {
  await sim?.stop();
});

describe('simulated devices on the real server', () => {
  it('come online with what their hello said', async () => {
    for (const d of sim.devices) {
      await vi.waitFor(async () => expect(await row(d.code)).toMatchObject({ online: 1, appVersion: 'VR-Tea 2.3.0' }), { timeout: 15_000 });
    }
  });

  it('have their orders stored and acknowledged, also those sold while offline', async () => {
    const code = sim.devices[0]!.code;
    const sold = sim.fleet.sell(code)!;
    expect(sold.items[0]!.goodsCode).toMatch(/^T-/);
    await vi.waitFor(() => expect(sim.fleet.state(code).pendingOrders).toEqual([]), { timeout: 15_000 });

    await sim.disconnect(code);
    await vi.waitFor(async () => expect((await row(code))?.online).toBe(0), { timeout: 15_000 });
    const offline = sim.fleet.sell(code)!;
    expect(sim.fleet.state(code).pendingOrders).toEqual([offline.orderCode]);
    sim.reconnect(code);
    await vi.waitFor(() => expect(sim.fleet.state(code).pendingOrders).toEqual([]), { timeout: 15_000 });
    expect((await row(code))?.online).toBe(1);
    expect(sim.fleet.counters().ordersAcked).toBe(2);
  });

  it('answer a command sent from the back-office', async () => {
    const d = sim.devices[1]!;
    const res = await api<{ status: string; result: unknown }>(token, 'POST', DEVICE_COMMAND_API.send, {
      deviceId: d.id,
      type: 'lock',
      wait: true,
    });
    expect(res.status).toBe(1001);
    expect(res.data).toMatchObject({ status: 'succeeded', result: { locked: true } });
    expect(sim.fleet.state(d.code).locked).toBe(true);
    expect(sim.fleet.sell(d.code)).toBeNull();
  });
});
