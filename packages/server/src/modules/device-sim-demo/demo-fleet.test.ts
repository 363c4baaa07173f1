// Runs on both engines: the demo fleet npm start runs
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { type RunningDeviceLink, startDeviceLink } from '../device-gateway/index.js';
import { openTestDatabase, testConfig } from '../../test/harness.js';
import { devices } from '../devices/index.js';
import { goodsDeviceStates } from '../goods-deploy/index.js';
import { type DemoFleet, startDemoFleet } from './index.js';

/**
 * `npm start`'s live demo machines: the first SIM_DEVICES demo devices are re-keyed and run as
 * simulated machines against the embedded broker, and the gateway sees them come online.
 * A database of its own: the gateway writes asynchronously.
 */
let database: DatabaseHandle;
let link: RunningDeviceLink;
let demo: DemoFleet | null = null;
const log = pino({ level: 'silent' });
const endpoints = () => ({ mode: 'embedded', endpoints: [`mqtt://localhost:${link.ports.mqtt}`] });

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ mqttEnabled: true, mqttPort: 0, mqttWsPort: 0, host: '127.0.0.1' });
  link = (await startDeviceLink({
    config,
    db: database.db,
    log,
    tuning: { seenFlushMs: 100, orderFlushMs: 20, sweepMs: 200 },
  })) as RunningDeviceLink;
});

afterAll(async () => {
  await demo?.stop();
  await link?.close();
  await database?.close();
});

const rows = (codes: string[]) =>
  database.db
    .select({ code: devices.deviceCode, online: devices.online, appVersion: devices.appVersion, secretHash: devices.secretHash })
    .from(devices)
    .where(inArray(devices.deviceCode, codes));

describe('demo fleet', () => {
  it('starts nothing with SIM_DEVICES=0 or with an external broker', async () => {
    expect(
      await startDemoFleet({ db: database.db, config: testConfig({ simDevices: 0 }), link: endpoints(), log: () => undefined }),
    ).toBeNull();
    expect(
      await startDemoFleet({
        db: database.db,
        config: testConfig({ simDevices: 3 }),
        link: { mode: 'external', endpoints: ['mqtt://broker.example:1883'] },
        log: () => undefined,
      }),
    ).toBeNull();
  });

  it('re-keys the first demo devices in service and brings them online', async () => {
    const before = await rows(['VR10001', 'VR10002', 'VR10003']);
    const messages: string[] = [];
    demo = await startDemoFleet({
      db: database.db,
      config: testConfig({ simDevices: 3 }),
      link: endpoints(),
      log: (m) => messages.push(m),
    });
    expect(demo?.codes).toEqual(['VR10001', 'VR10002', 'VR10003']);
    // Machines start from the levels the back-office knew (VR10002's first container was seeded at
    // 15 %). Read at once: once running, a machine refills a container under a quarter now and then.
    const beans = demo!.fleet.state('VR10002').containers[0]!;
    expect(beans.level).toBeLessThanOrEqual(beans.capacity * 0.15);
    // New secrets: the seeded ones no longer open a connection.
    const after = await rows(demo!.codes);
    for (const row of after) expect(row.secretHash).not.toBe(before.find((b) => b.code === row.code)!.secretHash);

    await vi.waitFor(
      async () => {
        const live = await rows(demo!.codes);
        expect(live.map((r) => r.online)).toEqual([1, 1, 1]);
        expect(live.find((r) => r.code === 'VR10003')?.appVersion).toBe('VR-Tea 2.3.0');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(messages).toEqual([]);
    expect(demo!.fleet.counters().authFailures).toBe(0);

    // Their goods were deployed as version 1 by the demo data: each gets it at its first hello,
    // applies it and sells the products of its customer at their prices.
    await vi.waitFor(() => expect(demo!.codes.map((c) => demo!.fleet.state(c).goodsVersion)).toEqual([1, 1, 1]), {
      timeout: 15_000,
      interval: 100,
    });
    const tea = demo!.fleet.state('VR10003');
    expect(tea.goods.map((g) => g.productCode)).toEqual(['T-CLASSIC', 'T-JASMINE']);
    const order = demo!.fleet.sell('VR10003');
    expect(order).not.toBeNull();
    for (const item of order!.items) expect(['T-CLASSIC', 'T-JASMINE']).toContain(item.goodsCode);
    await vi.waitFor(
      async () => {
        const state = await database.db
          .select({ deviceId: goodsDeviceStates.deviceId, running: goodsDeviceStates.runningVersion })
          .from(goodsDeviceStates)
          .innerJoin(devices, eq(devices.id, goodsDeviceStates.deviceId))
          .where(inArray(devices.deviceCode, demo!.codes));
        expect(state.map((r) => r.running)).toEqual([1, 1, 1]);
      },
      { timeout: 15_000, interval: 100 },
    );

    await demo!.stop();
    demo = null;
    await vi.waitFor(async () => expect((await rows(['VR10001', 'VR10002', 'VR10003'])).map((r) => r.online)).toEqual([0, 0, 0]), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
