import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { PROTOCOL_VERSION, downTopic, upTopic } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { type RunningDeviceLink, startDeviceLink } from './device-link.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { openTestDatabase, testConfig } from '../../test/harness.js';
import { deviceCommands } from '../device-commands/index.js';
import { devices } from '../devices/index.js';
import { orders } from '../orders/index.js';
import { eventually, insertTestDevice, sampleOrder } from '../../test/test-devices.js';
import { wireAreas } from '../../platform/wiring/index.js';
import { AREAS } from '../index.js';

/**
 * External-broker mode (MQTT_URL) against the machine's Mosquitto: only the back-office side.
 * The gateway subscribes with a shared subscription; a plain client plays the device (device
 * sign-in is the broker's job in this mode). Skipped when Mosquitto is not reachable.
 */
const BROKER = process.env['TEST_MQTT_URL'] ?? 'mqtt://127.0.0.1:1883';

async function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 1883) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const available = await reachable(BROKER);
if (!available) console.warn(`external-broker tests skipped: no MQTT broker at ${BROKER} (start Mosquitto or set TEST_MQTT_URL)`);

// The device link runs without an app here: the areas are wired as the server's start wires them.
beforeAll(() => wireAreas(AREAS));

describe.skipIf(!available)('external broker (shared subscription)', () => {
  let database: DatabaseHandle;
  let link: RunningDeviceLink;
  let device: MqttClient;
  let d: { id: number; code: string };
  const received: Array<{ topic: string; payload: Record<string, unknown> }> = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    link = (await startDeviceLink({
      config: testConfig({ mqttEnabled: true, mqttUrl: BROKER }),
      db: database.db,
      log: pino({ level: 'silent' }),
      // A group of this run's own, so gateways of other runs on the same broker do not take its messages.
      tuning: { seenFlushMs: 100, orderFlushMs: 20, sweepMs: 200, sharedGroup: `vr-test-${randomBytes(4).toString('hex')}` },
    })) as RunningDeviceLink;
    d = await insertTestDevice(database.db, await orgIdByCode(database.db, 'DEMO'));
    device = await mqtt.connectAsync(BROKER, { clientId: `dev-${d.code}`, reconnectPeriod: 0 });
    device.on('message', (topic, payload) => received.push({ topic, payload: JSON.parse(payload.toString()) as Record<string, unknown> }));
    await device.subscribeAsync(`vr/v1/${d.code}/down/#`, { qos: 1 });
  });

  afterAll(async () => {
    await device?.endAsync(true);
    await link?.close();
    await database?.close();
  });

  const publish = (kind: 'hello' | 'order' | 'status' | 'ack' | 'heartbeat', body: Record<string, unknown>) =>
    device.publishAsync(upTopic(d.code, kind), JSON.stringify({ v: PROTOCOL_VERSION, ts: Date.now(), ...body }), { qos: 1 });

  it('reports the external mode', () => {
    expect(link.stats().mode).toBe('external');
    expect(link.stats().endpoints[0]).toContain('127.0.0.1');
  });

  it('stores an order a device publishes once, however often, and acknowledges it', async () => {
    const code = `EXT-${d.code}`;
    for (let i = 0; i < 3; i++) await publish('order', sampleOrder(code));
    await eventually(
      async () => received.filter((r) => r.topic === downTopic(d.code, 'order-ack') && r.payload['orderCode'] === code).length >= 3,
    );
    expect(await database.db.select().from(orders).where(eq(orders.orderCode, code))).toHaveLength(1);
  });

  it('takes presence from hello, heartbeats and the last will', async () => {
    const helloTs = Date.now();
    await device.publishAsync(
      upTopic(d.code, 'hello'),
      JSON.stringify({
        v: 1,
        ts: helloTs,
        model: 'VR-C1',
        firmware: { app: '1', mainboard: '1', dtu: '1' },
        capacity: 80,
        heartbeatSeconds: 30,
      }),
      { qos: 1 },
    );
    await eventually(async () => (await database.db.select().from(devices).where(eq(devices.id, d.id)))[0]?.online === 1);
    // A will of an older connection does not count …
    await device.publishAsync(upTopic(d.code, 'status'), JSON.stringify({ v: 1, ts: helloTs - 60_000, online: false }), { qos: 1 });
    await publish('heartbeat', { signal: 2 });
    await link.gateway.settled();
    expect((await database.db.select().from(devices).where(eq(devices.id, d.id)))[0]?.online).toBe(1);
    // … the current one does.
    await device.publishAsync(upTopic(d.code, 'status'), JSON.stringify({ v: 1, ts: helloTs, online: false }), { qos: 1 });
    await eventually(async () => (await database.db.select().from(devices).where(eq(devices.id, d.id)))[0]?.online === 0);
  });

  it('sends a command through the broker and takes the ack', async () => {
    await publish('heartbeat', { signal: 3 });
    await eventually(async () => (await database.db.select().from(devices).where(eq(devices.id, d.id)))[0]?.online === 1);
    const sent = await link.send({ deviceId: d.id, type: 'clean', sender: { userId: 1, username: 'admin' } });
    const cmd = await eventually(async () =>
      received.find((r) => r.topic === downTopic(d.code, 'cmd') && r.payload['commandId'] === sent.id),
    );
    await publish('ack', { commandId: cmd.payload['commandId'], ok: true });
    const done = await eventually(async () => {
      const [c] = await database.db.select().from(deviceCommands).where(eq(deviceCommands.id, sent.id));
      return c?.status === 'succeeded' ? c : null;
    });
    expect(done.completedAt).not.toBeNull();
  });
});

describe.skipIf(!available)('two API processes on one external broker', () => {
  let database: DatabaseHandle;
  const links: RunningDeviceLink[] = [];
  let device: MqttClient;

  beforeAll(async () => {
    database = await openTestDatabase();
    const group = `vr-test-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      links.push(
        (await startDeviceLink({
          config: testConfig({ mqttEnabled: true, mqttUrl: BROKER }),
          db: database.db,
          log: pino({ level: 'silent' }),
          tuning: { orderFlushMs: 20, sharedGroup: group },
        })) as RunningDeviceLink,
      );
    }
    device = await mqtt.connectAsync(BROKER, { clientId: `dev-${randomBytes(4).toString('hex')}`, reconnectPeriod: 0 });
  });

  afterAll(async () => {
    await device?.endAsync(true);
    for (const l of links) await l.close();
    await database?.close();
  });

  it('hands each message to one of them, and every order is stored once', async () => {
    const d = await insertTestDevice(database.db, await orgIdByCode(database.db, 'DEMO'));
    const acks: string[] = [];
    device.on('message', (_topic, payload) => acks.push(String((JSON.parse(payload.toString()) as { orderCode: string }).orderCode)));
    await device.subscribeAsync(downTopic(d.code, 'order-ack'), { qos: 1 });
    const codes = Array.from({ length: 20 }, (_, i) => `SH-${d.code}-${i}`);
    for (const c of codes) {
      await device.publishAsync(upTopic(d.code, 'order'), JSON.stringify({ v: PROTOCOL_VERSION, ts: Date.now(), ...sampleOrder(c) }), {
        qos: 1,
      });
    }
    await eventually(async () => codes.every((c) => acks.includes(c)));
    expect(links[0]!.stats().messagesTotal + links[1]!.stats().messagesTotal).toBe(codes.length);
    expect(await database.db.select().from(orders).where(eq(orders.deviceId, d.id))).toHaveLength(codes.length);
  });
});
