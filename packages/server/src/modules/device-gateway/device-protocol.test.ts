// Runs on both engines: orders recorded by hand-written SQL from a live device link
import { DEVICE_COMMAND_API, DEVICE_COMMAND_PERMS, Status, downTopic, upTopic } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { body } from '../../test/harness.js';
import { deviceAlarms } from '../alarms/index.js';
import { deviceCommands } from '../device-commands/index.js';
import { menus, roleMenus, roles, users } from '../../platform/identity/schema.js';
import { deviceContainers, deviceGrants, deviceNetworkLogs, devices } from '../devices/index.js';
import { orderItems, orders, ordersDispensed } from '../orders/index.js';
import { salesDaily } from '../reports/index.js';
import { deviceForgotten } from '../devices/index.js';
import { listen, publish } from '../../platform/wiring/index.js';
import { markSilentDevicesOffline } from './presence.js';
import { TestMachine, eventually, insertTestDevice, sampleOrder } from '../../test/test-devices.js';

/**
 * The device protocol against the embedded broker on a free port, with real MQTT clients as
 * machines. The gateway writes asynchronously, so this file has a database of its own (no
 * per-test rollback) and every device its own code.
 */
const linked = useLinkedApp();
const db = linked.db;
async function device(code?: string) {
  return insertTestDevice(db(), linked.demoOrg, code);
}
async function connect(d: { code: string; secret: string }) {
  const m = await TestMachine.connect(linked.url, d.code, d.secret);
  linked.machines.push(m);
  return m;
}
const row = async (id: number) => (await db().select().from(devices).where(eq(devices.id, id)))[0]!;
const ordersCoded = (code: string) => db().select().from(orders).where(eq(orders.orderCode, code));

describe('sign-in and topic rules', () => {
  it('refuses a device with a wrong secret, and an unknown device', async () => {
    const d = await device();
    await expect(TestMachine.connect(linked.url, d.code, 'not-the-secret')).rejects.toThrow(
      /bad user ?name or password|not authori[sz]ed/i,
    );
    await expect(TestMachine.connect(linked.url, 'NOSUCHDEVICE', d.secret)).rejects.toThrow(
      /bad user ?name or password|not authori[sz]ed/i,
    );
    expect((await row(d.id)).online).toBe(0);
  });

  it('accepts devices over WebSocket too', async () => {
    const d = await device();
    const m = await TestMachine.connect(`ws://127.0.0.1:${linked.link.ports.ws}`, d.code, d.secret);
    linked.machines.push(m);
    await m.publish('heartbeat', { signal: 5 });
    await eventually(async () => (await row(d.id)).online === 1);
    expect(linked.link.stats()).toMatchObject({ mode: 'embedded' });
    expect(linked.link.stats().connectedDevices).toBeGreaterThanOrEqual(1);
  });

  it('does not let a device publish under another device’s code', async () => {
    const a = await device();
    const b = await device();
    const ma = await connect(a);
    const closed = new Promise<void>((resolve) => ma.client.once('close', () => resolve()));
    // The broker drops the connection instead of acknowledging (MQTT 3.1.1 has no refusal code).
    void ma.publish('order', { ...sampleOrder(`X-${b.code}`) }, b.code).catch(() => undefined);
    await closed;
    await linked.link.gateway.settled();
    expect(await ordersCoded(`X-${b.code}`)).toHaveLength(0);
  });

  it('does not let a device subscribe to another device’s commands or to up topics', async () => {
    const a = await device();
    const b = await device();
    const ma = await connect(a);
    // mqtt.js turns a refused subscription (SUBACK 0x80) into an error.
    for (const topic of [downTopic(b.code, 'cmd'), upTopic(a.code, 'order'), 'vr/v1/#', '#']) {
      await expect(ma.client.subscribeAsync(topic, { qos: 1 })).rejects.toThrow();
    }
    const granted = await ma.client.subscribeAsync(downTopic(a.code, '+' as 'cmd'), { qos: 1 });
    expect(granted[0]?.qos).toBe(1);
  });
});

describe('presence', () => {
  it('a heartbeat brings the device online, with its signal; disconnecting takes it offline', async () => {
    const d = await device();
    const m = await connect(d);
    await m.hello(30, [{ no: 1, material: 'coffee-beans', capacity: 1000 }]);
    await m.publish('heartbeat', { signal: 4 });
    const online = await eventually(async () => {
      const r = await row(d.id);
      return r.online === 1 && r.signal === 4 ? r : null;
    });
    expect(online.lastOnlineAt).not.toBeNull();
    expect(online.appVersion).toBe('2.1.0');
    expect(online.heartbeatSeconds).toBe(30);

    await m.end();
    const offline = await eventually(async () => {
      const r = await row(d.id);
      return r.online === 0 ? r : null;
    });
    expect(offline.lastOfflineAt).not.toBeNull();
    const log = await db().select().from(deviceNetworkLogs).where(eq(deviceNetworkLogs.deviceId, d.id));
    expect(log.map((l) => l.event)).toEqual(expect.arrayContaining(['connect', 'disconnect', 'signal']));
    expect(log.find((l) => l.event === 'connect')?.ip).toBeTruthy();
  });

  it('marks a device offline after 3 missed heartbeats, and online again with its next message', async () => {
    const d = await device();
    const m = await connect(d);
    await m.hello(1); // a heartbeat every second: offline after 3 s of silence
    await eventually(async () => (await row(d.id)).online === 1);
    await eventually(async () => (await row(d.id)).online === 0, 100);
    const timeout = await db()
      .select()
      .from(deviceNetworkLogs)
      .where(and(eq(deviceNetworkLogs.deviceId, d.id), eq(deviceNetworkLogs.event, 'timeout')));
    expect(timeout).toHaveLength(1);
    await m.publish('heartbeat', { signal: 3 });
    await eventually(async () => (await row(d.id)).online === 1);
  });

  it('markSilentDevicesOffline takes silent devices offline (the scheduled job)', async () => {
    const d = await device();
    const long = new Date(Date.now() - 10 * 60_000);
    await db().update(devices).set({ online: 1, lastSeenAt: long, heartbeatSeconds: 30 }).where(eq(devices.id, d.id));
    const fresh = await device();
    await db().update(devices).set({ online: 1, lastSeenAt: new Date(), heartbeatSeconds: 30 }).where(eq(devices.id, fresh.id));
    const ids = await markSilentDevicesOffline(db(), new Date());
    expect(ids).toContain(d.id);
    expect(ids).not.toContain(fresh.id);
    expect((await row(d.id)).online).toBe(0);
    expect((await row(fresh.id)).online).toBe(1);
  });

  it('closes the live connection of a device whose secret changed', async () => {
    const d = await device();
    const m = await connect(d);
    await eventually(async () => (await row(d.id)).online === 1);
    const closed = new Promise<void>((resolve) => m.client.once('close', () => resolve()));
    await publish(db(), deviceForgotten, d.code);
    await closed;
    await eventually(async () => (await row(d.id)).online === 0);
  });
});

describe('orders', () => {
  it('stores an order sent 3 times once, with its items and sales, and acks each time after the commit', async () => {
    const d = await device();
    const m = await connect(d);
    const code = `O-${d.code}-1`;
    const sold = Date.now();
    for (let i = 0; i < 3; i++) await m.publish('order', { ...sampleOrder(code), ts: sold });
    await eventually(async () => m.received.filter((r) => r.kind === 'order-ack' && r.payload['orderCode'] === code).length >= 3);
    const stored = await ordersCoded(code);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      deviceId: d.id,
      orgId: linked.demoOrg,
      status: 11,
      receivedAmount: 12.5,
      paymentMethod: 'wechat_pay',
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, stored[0]!.id));
    expect(items.map((i) => [i.goodsCode, i.status, i.dispense]).sort()).toEqual([
      ['LATTE', 1, 'success'],
      ['TEA', 2, 'failed'],
    ]);
    // The demo customer refunds failed dispenses automatically: the tea (4.50) went back at once.
    await eventually(async () => (await db().select().from(salesDaily).where(eq(salesDaily.deviceId, d.id)))[0]?.amount === 8);
    const sales = await db().select().from(salesDaily).where(eq(salesDaily.deviceId, d.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ orderCount: 1, cupCount: 1, amount: 8 });
  });

  it('a machine replaying its unacknowledged orders after a reconnect creates no duplicates', async () => {
    const d = await device();
    const first = await connect(d);
    const codes = [1, 2, 3].map((n) => `R-${d.code}-${n}`);
    for (const c of codes) await first.publish('order', sampleOrder(c));
    await first.end();
    const again = await connect(d);
    for (const c of codes) await again.publish('order', sampleOrder(c));
    await eventually(async () => codes.every((c) => again.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === c)));
    const stored = await db().select().from(orders).where(eq(orders.deviceId, d.id));
    expect(stored.map((o) => o.orderCode).sort()).toEqual(codes);
    // The sales roll-ups count them a moment after they were stored.
    await eventually(async () => (await db().select().from(salesDaily).where(eq(salesDaily.deviceId, d.id)))[0]?.orderCount === 3);
  });

  it('acknowledges the next orders while the areas that hear of dispensed orders are still busy with earlier ones', async () => {
    const d = await device();
    const m = await connect(d);
    const acked = (code: string) => m.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === code);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // What the subscriber heard of this machine's orders (other tests' machines sell meanwhile).
    const heard: number[][] = [];
    const stopListening = listen(ordersDispensed, async (_db, dispensed) => {
      const ids = dispensed.map((o) => o.orderId);
      const mine = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.deviceId, d.id), inArray(orders.id, ids)));
      if (mine.length === 0) return;
      heard.push(mine.map((o) => o.id));
      await held;
    });
    try {
      await m.publish('order', sampleOrder(`SLOW-${d.code}-1`));
      await eventually(async () => heard.length === 1);
      await m.publish('order', sampleOrder(`SLOW-${d.code}-2`));
      await m.publish('order', sampleOrder(`SLOW-${d.code}-3`));
      // Stored and acknowledged although the first order's subscriber has not finished.
      await eventually(async () => acked(`SLOW-${d.code}-2`) && acked(`SLOW-${d.code}-3`));
      expect(heard).toHaveLength(1);
      const flushed = linked.link.gateway.flushOrders();
      release();
      await flushed;
      // The orders stored meanwhile are announced after it, together.
      const stored = await db().select({ id: orders.id }).from(orders).where(eq(orders.deviceId, d.id));
      expect(heard.flat().sort()).toEqual(stored.map((o) => o.id).sort());
    } finally {
      release();
      stopListening();
    }
  });

  it('counts an order on its business day (the platform time zone, Asia/Shanghai by default)', async () => {
    const d = await device();
    const m = await connect(d);
    const code = `TZ-${d.code}`;
    await m.publish('order', { ...sampleOrder(code), ts: Date.UTC(2026, 0, 1, 20, 30) }); // 04:30 on 2 Jan in Shanghai
    await eventually(async () => m.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === code));
    const sales = await eventually(async () => {
      const rows = await db().select().from(salesDaily).where(eq(salesDaily.deviceId, d.id));
      return rows.length > 0 && rows;
    });
    expect(sales.map((s) => s.day)).toEqual(['2026-01-02']);
  });

  it('refuses a malformed order and stores nothing', async () => {
    const d = await device();
    const m = await connect(d);
    await m.publish('order', { orderCode: `BAD-${d.code}`, items: [] });
    await m.publish('heartbeat', { signal: 5 });
    await linked.link.gateway.settled();
    expect(await ordersCoded(`BAD-${d.code}`)).toHaveLength(0);
    expect(m.received.some((r) => r.kind === 'order-ack')).toBe(false);
  });
});

describe('telemetry and events', () => {
  it('writes container levels and raises low material under the warning value, out under the alarm value', async () => {
    const d = await device();
    const m = await connect(d);
    await m.hello(30, [
      { no: 1, material: 'beans', capacity: 1000 },
      { no: 2, material: 'milk', capacity: 500 },
    ]);
    await eventually(async () => (await db().select().from(deviceContainers).where(eq(deviceContainers.deviceId, d.id))).length === 2);
    await db().update(deviceContainers).set({ warnValue: 200, alarmValue: 50 }).where(eq(deviceContainers.deviceId, d.id));
    const telemetry = (beans: number) => ({
      materials: [
        { no: 1, material: 'beans', level: beans },
        { no: 2, material: 'milk', level: 400 },
      ],
      temperatures: { hotWater: 92.5 },
      water: { source: 'tap' },
    });
    await m.publish('telemetry', telemetry(150));
    await eventually(async () => (await row(d.id)).materialState === 1);
    const r = await row(d.id);
    expect(r.temperatures).toEqual({ hotWater: 92.5 });
    expect(r.waterSource).toBe('tap');
    await m.publish('telemetry', telemetry(20));
    await eventually(async () => (await row(d.id)).materialState === 2);
    await m.publish('telemetry', telemetry(900));
    await eventually(async () => (await row(d.id)).materialState === 0);
    const [beans] = await db()
      .select()
      .from(deviceContainers)
      .where(and(eq(deviceContainers.deviceId, d.id), eq(deviceContainers.no, 1)));
    expect(beans?.level).toBe(900);
  });

  it('turns a fault into an alarm record, not released → released, counted on the device', async () => {
    const d = await device();
    const m = await connect(d);
    const fault = { eventId: 'E1', kind: 'fault', code: 'F07', level: 2, message: 'grinder jammed' };
    await m.publish('event', { ...fault, state: 'raised' });
    await m.publish('event', { ...fault, state: 'raised' }); // repeated: stored once
    await eventually(async () => (await row(d.id)).faultCount === 1);
    const [open] = await db().select().from(deviceAlarms).where(eq(deviceAlarms.deviceId, d.id));
    expect(open).toMatchObject({ kind: 'fault', code: 'F07', level: 2, state: 0, orgId: linked.demoOrg });
    await m.publish('event', { ...fault, state: 'released' });
    await eventually(async () => (await row(d.id)).faultCount === 0);
    const all = await db().select().from(deviceAlarms).where(eq(deviceAlarms.deviceId, d.id));
    expect(all).toHaveLength(1);
    expect(all[0]!.state).toBe(1);
    expect(all[0]!.releasedAt).not.toBeNull();
  });
});

describe('commands', () => {
  const admin = () => signIn(linked.app, 'admin', 'admin123');

  it('refuses a command to an offline device at once, and stores nothing', async () => {
    const d = await device();
    const token = await admin();
    const res = await linked.app.inject({
      method: 'POST',
      url: DEVICE_COMMAND_API.send,
      headers: { token, lang: 'en' },
      payload: { deviceId: d.id, type: 'clean' },
    });
    const b = body(res);
    expect(b.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(b)).toContain('Device offline cannot read or set');
    expect(await db().select().from(deviceCommands).where(eq(deviceCommands.deviceId, d.id))).toHaveLength(0);
  });

  it('honours the account’s "selected devices" permission', async () => {
    const d = await device();
    const [role] = await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'maintenance'));
    const [menu] = await db()
      .insert(menus)
      .values({ name: 'test-grant-command', titles: { en: 'x' }, menuType: 'F', perms: DEVICE_COMMAND_PERMS.send })
      .returning({ id: menus.id });
    await db().insert(roleMenus).values({ roleId: role!.id, menuId: menu!.id });
    await db().update(users).set({ deviceScope: 'selected' }).where(eq(users.username, 'ops'));
    const token = await signIn(linked.app, 'ops', 'ops12345');
    // Different operations each time: the same POST within a second is refused as a repeat (601).
    const send = async (type: string) =>
      body(
        await linked.app.inject({
          method: 'POST',
          url: DEVICE_COMMAND_API.send,
          headers: { token, lang: 'en' },
          payload: { deviceId: d.id, type },
        }),
      );
    expect((await send('restart')).status).toBe(Status.NOT_FOUND);
    const [ops] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
    await db().insert(deviceGrants).values({ userId: ops!.id, deviceId: d.id });
    // Granted: now it gets as far as the device, which is offline.
    const granted = await send('reset');
    expect(granted.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(granted)).toContain('Device offline cannot read or set');
    await db().update(users).set({ deviceScope: 'all' }).where(eq(users.username, 'ops'));
  });

  it('shows a read as "reading in progress" until the device answers it', async () => {
    const d = await device();
    const m = await connect(d);
    await eventually(async () => (await row(d.id)).online === 1);
    const sent = await linked.link.send({ deviceId: d.id, type: 'readParams', sender: { userId: 1, username: 'admin' } });
    const token = await admin();
    const detail = async () =>
      body<{ status: string; statusText: string; result: unknown }>(
        await linked.app.inject({ method: 'GET', url: `${DEVICE_COMMAND_API.detail}?id=${sent.id}`, headers: { token, lang: 'en' } }),
      ).data;
    expect(await detail()).toMatchObject({ status: 'pending', statusText: 'Reading in progress' });
    const cmd = await eventually(async () => m.received.find((r) => r.kind === 'cmd' && r.payload['commandId'] === sent.id));
    expect(cmd.payload).toMatchObject({ type: 'readParams', v: 1 });
    await m.publish('ack', { commandId: sent.id, ok: true, result: { cupLimit: 200 } });
    const done = await eventually(async () => {
      const v = await detail();
      return v.status !== 'pending' ? v : null;
    });
    expect(done).toMatchObject({ status: 'succeeded', result: { cupLimit: 200 } });
  });

  it('a command the device never acknowledges times out', async () => {
    const d = await device();
    await connect(d);
    await eventually(async () => (await row(d.id)).online === 1);
    const sent = await linked.link.send({ deviceId: d.id, type: 'restart', timeoutMs: 300, sender: { userId: 1, username: 'admin' } });
    expect(sent.status).toBe('pending');
    const done = await eventually(async () => {
      const [c] = await db().select().from(deviceCommands).where(eq(deviceCommands.id, sent.id));
      return c?.status !== 'pending' ? c : null;
    });
    expect(done?.status).toBe('timed_out');
  });

  it('a command is delivered, acknowledged by the device, and logged with who sent it', async () => {
    const d = await device();
    const m = await connect(d);
    m.client.on('message', (topic, payload) => {
      if (!topic.endsWith('/down/cmd')) return;
      const cmd = JSON.parse(payload.toString()) as { commandId: string; type: string };
      void m.publish('ack', { commandId: cmd.commandId, ok: true, result: { cleaned: cmd.type === 'clean' } });
    });
    await eventually(async () => (await row(d.id)).online === 1);
    const token = await admin();
    const res = await linked.app.inject({
      method: 'POST',
      url: DEVICE_COMMAND_API.send,
      headers: { token, lang: 'zh' },
      payload: { deviceId: d.id, type: 'clean', wait: true },
    });
    const b = body<{ id: string; status: string; result: unknown; sentByName: string; statusText: string }>(res);
    expect(b.status).toBe(Status.SUCCESS);
    expect(b.data).toMatchObject({ status: 'succeeded', result: { cleaned: true }, sentByName: 'admin', statusText: '执行成功' });

    const list = body<Array<{ id: string }>>(
      await linked.app.inject({ method: 'GET', url: `${DEVICE_COMMAND_API.list}?deviceId=${d.id}`, headers: { token } }),
    );
    expect(list.total).toBe(1);
    expect(list.data[0]!.id).toBe(b.data.id);

    // A device cannot answer another device's command.
    const other = await device();
    const mo = await connect(other);
    const pending = await linked.link.send({
      deviceId: other.id,
      type: 'reset',
      timeoutMs: 60_000,
      sender: { userId: 1, username: 'admin' },
    });
    await m.publish('ack', { commandId: pending.id, ok: true });
    await linked.link.gateway.settled();
    const [still] = await db().select().from(deviceCommands).where(eq(deviceCommands.id, pending.id));
    expect(still?.status).toBe('pending');
    await mo.publish('ack', { commandId: pending.id, ok: false, error: 'door open' });
    const failed = await eventually(async () => {
      const [c] = await db().select().from(deviceCommands).where(eq(deviceCommands.id, pending.id));
      return c?.status === 'failed' ? c : null;
    });
    expect(failed.error).toBe('door open');
  });
});
