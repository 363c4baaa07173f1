import { randomBytes } from 'node:crypto';
import { type DeviceOrder, PROTOCOL_VERSION, type UpKind, downTopic, upTopic } from '@vr/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import type { Database } from '../platform/db/database.js';
import { devices, hashDeviceSecret, newDeviceSecret } from '../modules/devices/index.js';

/** A device row with a fresh secret (tests of the protocol). */
export async function insertTestDevice(db: Database, orgId: number, code = `T${randomBytes(5).toString('hex').toUpperCase()}`) {
  const secret = newDeviceSecret();
  const [row] = await db
    .insert(devices)
    .values({ orgId, deviceCode: code, secretHash: hashDeviceSecret(secret), name: `Test ${code}` })
    .returning({ id: devices.id });
  return { id: row!.id, code, secret };
}

/** A simulated machine over MQTT: sign in, publish up messages, collect down messages. */
export class TestMachine {
  readonly received: Array<{ kind: string; payload: Record<string, unknown> }> = [];
  private constructor(
    readonly code: string,
    readonly client: MqttClient,
  ) {
    client.on('message', (topic, payload) => {
      this.received.push({ kind: topic.split('/').pop()!, payload: JSON.parse(payload.toString()) as Record<string, unknown> });
    });
  }

  static async connect(url: string, code: string, secret: string, opts: { subscribe?: boolean } = {}): Promise<TestMachine> {
    const client = await mqtt.connectAsync(url, {
      username: code,
      password: secret,
      clientId: `${code}-${randomBytes(3).toString('hex')}`,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      will: {
        topic: upTopic(code, 'status'),
        payload: Buffer.from(JSON.stringify({ v: 1, ts: Date.now(), online: false })),
        qos: 1,
        retain: false,
      },
    });
    const machine = new TestMachine(code, client);
    if (opts.subscribe !== false) {
      await client.subscribeAsync([downTopic(code, 'cmd'), downTopic(code, 'order-ack')], { qos: 1 });
    }
    return machine;
  }

  publish(kind: UpKind, body: Record<string, unknown>, code = this.code): Promise<unknown> {
    return this.client.publishAsync(upTopic(code, kind), JSON.stringify({ v: PROTOCOL_VERSION, ts: Date.now(), ...body }), { qos: 1 });
  }

  hello(heartbeatSeconds = 30, containers: Array<{ no: number; material: string; capacity: number }> = []) {
    return this.publish('hello', {
      model: 'VR-C1',
      firmware: { app: '2.1.0', mainboard: 'MB-7', dtu: 'DTU-3' },
      capacity: 120,
      heartbeatSeconds,
      containers,
    });
  }

  /** `force`: drop the connection without waiting for messages in flight. */
  end(force = false): Promise<void> {
    return this.client.endAsync(force);
  }
}

export function sampleOrder(orderCode: string, overrides: Partial<DeviceOrder> = {}): Omit<DeviceOrder, 'v' | 'ts'> & { ts?: number } {
  return {
    orderCode,
    type: 'ordinary',
    paymentMethod: 'wechat_pay',
    amounts: { payment: 12.5, received: 12.5, fee: 0, discount: 0 },
    discounts: {},
    items: [
      { goodsCode: 'LATTE', goodsName: 'Latte', cupSize: 'M', quantity: 1, price: 8, amount: 8, dispense: 'success' },
      { goodsCode: 'TEA', goodsName: 'Tea', quantity: 1, price: 4.5, amount: 4.5, dispense: 'failed' },
    ],
    ...overrides,
  };
}

/** Polls until `check` answers a truthy value (tests never assert timings; vitest's timeout bounds it). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, everyMs = 25): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
