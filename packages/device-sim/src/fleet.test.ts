import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import {
  type DownKind,
  ackSchema,
  cardAuthSchema,
  downTopic,
  freeCollectSchema,
  helloSchema,
  heartbeatSchema,
  orderSchema,
  parseTopic,
} from '@vr/contracts';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FleetHandle, startFleet } from './fleet.js';
import { catalogGoodsPackage } from './goods.js';
import { mp4Seconds } from './recording.js';

/**
 * The fleet against a real broker (aedes on a free port) that checks device secrets, with a
 * stand-in back-office client that records what devices publish and answers when told.
 */
const secrets = new Map<string, string>([
  ['SIMA1', 'secret-a1'],
  ['SIMA2', 'secret-a2'],
  ['SIMB1', 'secret-b1'],
]);
let broker: Aedes;
let server: net.Server;
let url: string;
let office: MqttClient;
const received: { code: string; kind: string; body: Record<string, unknown> }[] = [];
const fleets: FleetHandle[] = [];

beforeAll(async () => {
  broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      if (username === 'office') return done(null, true);
      const ok = username !== undefined && client.id === username && secrets.get(username) === password?.toString();
      done(ok ? null : Object.assign(new Error('bad credentials'), { returnCode: 4 as const }), ok);
    },
  });
  server = net.createServer(broker.handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  office = await mqtt.connectAsync(url, { clientId: 'office', username: 'office', password: 'x' });
  await office.subscribeAsync('vr/v1/+/up/#', { qos: 1 });
  office.on('message', (topic, payload) => {
    const t = parseTopic(topic);
    if (t?.direction === 'up') received.push({ code: t.deviceCode, kind: t.kind, body: JSON.parse(payload.toString()) });
  });
});

afterEach(async () => {
  await Promise.all(fleets.splice(0).map((f) => f.stop()));
  received.length = 0;
});

afterAll(async () => {
  await office.endAsync();
  await new Promise<void>((r) => broker.close(() => r()));
  await new Promise<void>((r) => server.close(() => r()));
});

const fleet = (codes: string[], options: Partial<Parameters<typeof startFleet>[0]> = {}) => {
  const f = startFleet({
    url,
    devices: codes.map((code) => ({ code, secret: secrets.get(code) ?? 'wrong', model: 'CM-200' })),
    ordersPerHour: 0,
    randomEvents: false,
    refills: false,
    commandFailureRate: 0,
    commandDelayMs: [5, 30],
    reconnectMs: [100, 200],
    rampMs: 0,
    seed: 1,
    factoryGoods: true,
    ...options,
  });
  fleets.push(f);
  return f;
};

const of = (code: string, kind: string) => received.filter((m) => m.code === code && m.kind === kind);
const publishDown = (code: string, kind: DownKind, body: unknown) =>
  office.publishAsync(downTopic(code, kind), JSON.stringify(body), { qos: 1 });

describe('fleet on a broker', () => {
  it('connects with the secrets and says hello; a wrong secret is refused', async () => {
    const f = fleet(['SIMA1', 'SIMA2', 'SIMX9']);
    await vi.waitFor(() => expect(of('SIMA1', 'hello')).toHaveLength(1));
    await vi.waitFor(() => expect(of('SIMA2', 'hello')).toHaveLength(1));
    await vi.waitFor(() => expect(f.counters().authFailures).toBeGreaterThan(0));
    const hello = helloSchema.parse(of('SIMA1', 'hello')[0]!.body);
    expect(hello.model).toBe('CM-200');
    expect(f.counters().connected).toBe(2);
    expect(f.state('SIMX9').connected).toBe(false);
    expect(of('SIMX9', 'hello')).toHaveLength(0);
  });

  it('heartbeats on its own, faster under time compression', async () => {
    fleet(['SIMA1'], { timeScale: 300 });
    await vi.waitFor(() => expect(of('SIMA1', 'heartbeat').length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(heartbeatSchema.parse(of('SIMA1', 'heartbeat')[0]!.body).signal).toBeGreaterThanOrEqual(1);
    expect(helloSchema.parse(of('SIMA1', 'hello')[0]!.body).heartbeatSeconds).toBe(1);
  });

  it('answers every command, failures included, and readParams with parameters', async () => {
    const f = fleet(['SIMA1'], { commandFailureRate: 0.5 });
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMA1', 'hello')).toHaveLength(1));
    const ids = Array.from({ length: 20 }, (_, i) => `cmd-${i}`);
    for (const id of ids)
      await publishDown('SIMA1', 'cmd', { v: 1, ts: Date.now(), commandId: id, type: 'clean', params: {}, deadline: Date.now() + 30_000 });
    await publishDown('SIMA1', 'cmd', { v: 1, ts: Date.now(), commandId: 'bad-1', type: 'selfDestruct', params: {}, deadline: 0 });
    await vi.waitFor(() => expect(of('SIMA1', 'ack')).toHaveLength(21), { timeout: 10_000 });
    const acks = of('SIMA1', 'ack').map((a) => ackSchema.parse(a.body));
    expect(new Set(acks.map((a) => a.commandId))).toEqual(new Set([...ids, 'bad-1']));
    expect(acks.find((a) => a.commandId === 'bad-1')).toMatchObject({ ok: false, error: 'invalid command' });
    expect(acks.some((a) => a.ok)).toBe(true);
    expect(acks.some((a) => !a.ok && a.commandId !== 'bad-1')).toBe(true);

    received.length = 0;
    // readParams may fail at random too (rate 0.5 here): ask until one succeeds.
    for (let i = 0; i < 20 && !of('SIMA1', 'ack').some((a) => a.body['ok']); i++) {
      await publishDown('SIMA1', 'cmd', {
        v: 1,
        ts: Date.now(),
        commandId: `read-${i}`,
        type: 'readParams',
        params: {},
        deadline: Date.now() + 30_000,
      });
      await vi.waitFor(() => expect(of('SIMA1', 'ack')).toHaveLength(i + 1));
    }
    const read = ackSchema.parse(of('SIMA1', 'ack').find((a) => a.body['ok'])!.body);
    expect(read.result).toMatchObject({ model: 'CM-200', hotWaterUpper: 92 });
  });

  it('keeps unacknowledged orders and sends them again after a reconnect until order-ack', async () => {
    const f = fleet(['SIMB1']);
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMB1', 'hello')).toHaveLength(1));
    const first = f.sell('SIMB1')!;
    await vi.waitFor(() => expect(of('SIMB1', 'order')).toHaveLength(1));
    expect(orderSchema.parse(of('SIMB1', 'order')[0]!.body).orderCode).toBe(first.orderCode);

    // The network drops before the back-office answers; the broker publishes the last will.
    await f.disconnect('SIMB1');
    await vi.waitFor(() => expect(of('SIMB1', 'status')).toHaveLength(1));
    // The will carries the time of its connection, the same as that connection's hello.
    expect(of('SIMB1', 'status')[0]!.body).toMatchObject({ online: false, ts: of('SIMB1', 'hello')[0]!.body['ts'] });
    const offline = f.sell('SIMB1')!;
    expect(f.state('SIMB1').pendingOrders).toEqual([first.orderCode, offline.orderCode]);

    received.length = 0;
    f.reconnect('SIMB1');
    await vi.waitFor(() => expect(of('SIMB1', 'order')).toHaveLength(2));
    expect(of('SIMB1', 'order').map((o) => o.body['orderCode'])).toEqual([first.orderCode, offline.orderCode]);
    expect(f.counters().ordersResent).toBe(1);

    await publishDown('SIMB1', 'order-ack', { v: 1, ts: Date.now(), orderCode: first.orderCode });
    await publishDown('SIMB1', 'order-ack', { v: 1, ts: Date.now(), orderCode: offline.orderCode });
    await vi.waitFor(() => expect(f.state('SIMB1').pendingOrders).toEqual([]));
    expect(f.counters()).toMatchObject({ ordersAcked: 2, ordersPending: 0 });

    // Acknowledged orders are not sent again after the next reconnect.
    received.length = 0;
    await f.disconnect('SIMB1', { graceful: true });
    f.reconnect('SIMB1');
    await vi.waitFor(() => expect(of('SIMB1', 'hello')).toHaveLength(1));
    expect(of('SIMB1', 'order')).toHaveLength(0);
  });

  it('re-sends an order that stays unacknowledged while connected', async () => {
    const f = fleet(['SIMA2'], { timeScale: 120, orderRetrySeconds: 60 });
    await f.waitConnected();
    const order = f.sell('SIMA2')!;
    await vi.waitFor(() => expect(of('SIMA2', 'order').length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(new Set(of('SIMA2', 'order').map((o) => o.body['orderCode']))).toEqual(new Set([order.orderCode]));
  });

  it('sells nothing until a goods package arrives, acknowledges it, reports its version and sells it', async () => {
    const f = fleet(['SIMA2'], { factoryGoods: false });
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMA2', 'hello')).toHaveLength(1));
    expect(helloSchema.parse(of('SIMA2', 'hello')[0]!.body).goodsVersion).toBe(0);
    expect(f.sell('SIMA2')).toBeNull();
    const pkg = catalogGoodsPackage('CM-200', { version: 4 });
    pkg.goods = pkg.goods.slice(0, 1).map((g) => ({ ...g, productCode: 'DEPLOYED', price: 12.3, recipe: { ...g.recipe, tastes: [] } }));
    await publishDown('SIMA2', 'goods', { ...pkg, ts: Date.now() });
    await vi.waitFor(() => expect(of('SIMA2', 'goods-ack')).toHaveLength(1));
    expect(of('SIMA2', 'goods-ack')[0]!.body).toMatchObject({ version: 4, ok: true });
    f.report('SIMA2');
    await vi.waitFor(() => expect(of('SIMA2', 'heartbeat').length).toBeGreaterThanOrEqual(1));
    expect(heartbeatSchema.parse(of('SIMA2', 'heartbeat').at(-1)!.body).goodsVersion).toBe(4);
    const order = f.sell('SIMA2')!;
    const size = (s: string | undefined) => pkg.goods[0]!.recipe.cupSizes.find((c) => c.size === s)?.extraPrice ?? 0;
    for (const item of order.items) {
      expect(item.goodsCode).toBe('DEPLOYED');
      expect(item.price).toBe(Math.round((12.3 + size(item.cupSize)) * 100) / 100);
    }
    // An older package is refused, with the reason.
    await publishDown('SIMA2', 'goods', { ...pkg, version: 3, ts: Date.now() });
    await vi.waitFor(() => expect(of('SIMA2', 'goods-ack')).toHaveLength(2));
    expect(of('SIMA2', 'goods-ack')[1]!.body).toMatchObject({ version: 3, ok: false });
    expect(f.state('SIMA2').goodsVersion).toBe(4);
  });

  it('pays with a member card: asks the back-office first, reports the order once approved, sells nothing when refused', async () => {
    const f = fleet(['SIMA1'], { memberCards: ['MC-1'], language: 'zh' });
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMA1', 'hello')).toHaveLength(1));
    const sale = f.sell('SIMA1', 'member_card')!;
    await vi.waitFor(() => expect(of('SIMA1', 'card-auth')).toHaveLength(1));
    const ask = cardAuthSchema.parse(of('SIMA1', 'card-auth')[0]!.body);
    expect(ask).toMatchObject({ orderCode: sale.orderCode, cardNo: 'MC-1', amount: sale.amounts.payment, lang: 'zh' });
    expect(ask.cups).toBe(sale.items.reduce((n, i) => n + i.quantity, 0));
    expect(of('SIMA1', 'order')).toHaveLength(0);
    const answer = { v: 1, ts: Date.now(), requestId: ask.requestId, orderCode: ask.orderCode };
    await publishDown('SIMA1', 'card-answer', {
      ...answer,
      ok: true,
      amount: ask.amount,
      freeUse: false,
      currency: 'CNY',
      balance: 10,
      freeUses: 0,
      expiresAt: Date.now() + 600_000,
    });
    await vi.waitFor(() => expect(of('SIMA1', 'order')).toHaveLength(1));
    expect(orderSchema.parse(of('SIMA1', 'order')[0]!.body)).toMatchObject({
      orderCode: sale.orderCode,
      paymentMethod: 'member_card',
      amounts: { payment: sale.amounts.payment, received: sale.amounts.payment },
    });

    // A free use: the order costs nothing; a refusal: nothing is sold.
    const free = f.sell('SIMA1', 'member_card')!;
    await vi.waitFor(() => expect(of('SIMA1', 'card-auth')).toHaveLength(2));
    const freeAsk = cardAuthSchema.parse(of('SIMA1', 'card-auth')[1]!.body);
    await publishDown('SIMA1', 'card-answer', {
      ...answer,
      requestId: freeAsk.requestId,
      orderCode: free.orderCode,
      ok: true,
      amount: 0,
      freeUse: true,
      currency: 'CNY',
      balance: 10,
      freeUses: 0,
      expiresAt: Date.now() + 600_000,
    });
    await vi.waitFor(() => expect(of('SIMA1', 'order')).toHaveLength(2));
    expect(orderSchema.parse(of('SIMA1', 'order')[1]!.body).amounts).toMatchObject({ payment: 0, received: 0 });
    const refused = f.sell('SIMA1', 'member_card')!;
    await vi.waitFor(() => expect(of('SIMA1', 'card-auth')).toHaveLength(3));
    const refusedAsk = cardAuthSchema.parse(of('SIMA1', 'card-auth')[2]!.body);
    await publishDown('SIMA1', 'card-answer', {
      ...answer,
      requestId: refusedAsk.requestId,
      orderCode: refused.orderCode,
      ok: false,
      reason: 'insufficientBalance',
      message: '卡内余额不足。',
    });
    await vi.waitFor(() => expect(f.counters().cardRefused).toBe(1));
    expect(f.counters()).toMatchObject({ cardRequested: 3, cardApproved: 2 });
    expect(of('SIMA1', 'order')).toHaveLength(2);
  });

  it('pays with a staff card: asks with the price before the staff discount, reports what the quota paid', async () => {
    const f = fleet(['SIMA2'], { staffCards: ['1001'] });
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMA2', 'hello')).toHaveLength(1));
    const sale = f.sell('SIMA2', 'staff_card')!;
    await vi.waitFor(() => expect(of('SIMA2', 'card-auth')).toHaveLength(1));
    const ask = cardAuthSchema.parse(of('SIMA2', 'card-auth')[0]!.body);
    expect(ask).toMatchObject({ orderCode: sale.orderCode, cardNo: '1001', kind: 'staff', amount: sale.amounts.payment });
    const charged = Math.round(ask.amount * 80) / 100;
    await publishDown('SIMA2', 'card-answer', {
      v: 1,
      ts: Date.now(),
      requestId: ask.requestId,
      orderCode: ask.orderCode,
      ok: true,
      kind: 'staff',
      amount: charged,
      freeUse: false,
      currency: 'CNY',
      balance: 100,
      freeUses: 0,
      expiresAt: Date.now() + 600_000,
      price: ask.amount,
      discount: 20,
    });
    await vi.waitFor(() => expect(of('SIMA2', 'order')).toHaveLength(1));
    const order = orderSchema.parse(of('SIMA2', 'order')[0]!.body);
    expect(order).toMatchObject({ paymentMethod: 'staff_card', amounts: { payment: charged, received: charged } });
    expect(order.discounts.employee).toBeCloseTo(ask.amount - charged, 2);
  });

  it('sells a shopping cart of several items, and a password-free order whose payment it collects after the order-ack', async () => {
    const f = fleet(['SIMA1'], { timeScale: 200, dispenseFailureRate: 0, memberCards: ['MC-1'] });
    await f.waitConnected();
    const cart = f.sell('SIMA1', 'cash', { cartItems: 3 })!;
    expect(cart).toMatchObject({ cart: true });
    expect(cart.items).toHaveLength(3);
    await vi.waitFor(() => expect(of('SIMA1', 'order')).toHaveLength(1));
    expect(orderSchema.parse(of('SIMA1', 'order')[0]!.body)).toMatchObject({ orderCode: cart.orderCode, cart: true });
    // A cart paid by card asks for it as a cart, with its total before discounts (the machine's minimum applies to it).
    const carded = f.sell('SIMA1', 'member_card', { cartItems: 2 })!;
    await vi.waitFor(() => expect(of('SIMA1', 'card-auth')).toHaveLength(1));
    const cartAsk = cardAuthSchema.parse(of('SIMA1', 'card-auth')[0]!.body);
    expect(cartAsk).toMatchObject({ orderCode: carded.orderCode, cart: true, cups: carded.items.reduce((n, i) => n + i.quantity, 0) });
    expect(cartAsk.subtotal).toBeCloseTo(carded.amounts.payment + carded.amounts.discount, 2);

    const free = f.sell('SIMA1', 'cash', { passwordFree: true })!;
    // Collected by an online provider: dispensed first, reported unpaid.
    expect(['wechat_pay', 'alipay']).toContain(free.paymentMethod);
    expect(free).toMatchObject({ passwordFree: true, amounts: { received: 0 } });
    expect(free.paidAt).toBeUndefined();
    await vi.waitFor(() => expect(f.state('SIMA1').pendingCollections).toEqual([free.orderCode]));
    // The collection waits for the order to be stored.
    expect(of('SIMA1', 'free-collect')).toHaveLength(0);
    await publishDown('SIMA1', 'order-ack', { v: 1, ts: Date.now(), orderCode: free.orderCode });
    await vi.waitFor(() => expect(of('SIMA1', 'free-collect').length).toBeGreaterThan(0));
    // Sent again (the same report) only until its order-ack.
    expect(new Set(of('SIMA1', 'free-collect').map((c) => JSON.stringify(c.body)))).toHaveProperty('size', 1);
    const collect = freeCollectSchema.parse(of('SIMA1', 'free-collect')[0]!.body);
    expect(collect.orderCode).toBe(free.orderCode);
    if (collect.ok) expect(collect.received).toBe(free.amounts.payment);
    await publishDown('SIMA1', 'order-ack', { v: 1, ts: Date.now(), orderCode: free.orderCode });
    await vi.waitFor(() => expect(f.state('SIMA1').pendingCollections).toEqual([]));
  });

  it('makes a test dispense on command and reports it as a test order marked with the command', async () => {
    const f = fleet(['SIMA2'], { dispenseFailureRate: 0 });
    await f.waitConnected();
    const goodsCode = f.state('SIMA2').goods[0]!.productCode;
    const cmd = (commandId: string, params: Record<string, unknown>) =>
      publishDown('SIMA2', 'cmd', { v: 1, ts: Date.now(), commandId, type: 'testDispense', params, deadline: Date.now() + 30_000 });
    await cmd('test-1', { goodsCode });
    await cmd('test-2', { goodsCode: 'NOT-SOLD-HERE' });
    await vi.waitFor(() => expect(of('SIMA2', 'ack')).toHaveLength(2));
    const acks = of('SIMA2', 'ack').map((a) => ackSchema.parse(a.body));
    expect(acks.find((a) => a.commandId === 'test-2')).toMatchObject({ ok: false });
    const ok = acks.find((a) => a.commandId === 'test-1')!;
    expect(ok).toMatchObject({ ok: true, result: { dispense: 'success' } });
    await vi.waitFor(() => expect(of('SIMA2', 'order')).toHaveLength(1));
    expect(orderSchema.parse(of('SIMA2', 'order')[0]!.body)).toMatchObject({
      orderCode: ok.result!['orderCode'],
      test: { commandId: 'test-1' },
      amounts: { payment: 0, received: 0 },
      items: [{ goodsCode, quantity: 1 }],
    });
  });

  it('takes cash instead of a member card when it knows no card number', async () => {
    const f = fleet(['SIMA2']);
    await f.waitConnected();
    const sale = f.sell('SIMA2', 'member_card')!;
    await vi.waitFor(() => expect(of('SIMA2', 'order')).toHaveLength(1));
    expect(of('SIMA2', 'order')[0]!.body).toMatchObject({ orderCode: sale.orderCode, paymentMethod: 'cash' });
    expect(of('SIMA2', 'card-auth')).toHaveLength(0);
  });

  it('measures an order burst by its order-acks', async () => {
    const acker = (topic: string, payload: Buffer) => {
      const t = parseTopic(topic);
      if (t?.kind !== 'order') return;
      const { orderCode } = JSON.parse(payload.toString()) as { orderCode: string };
      void publishDown(t.deviceCode, 'order-ack', { v: 1, ts: Date.now(), orderCode });
    };
    office.on('message', acker);
    try {
      const f = fleet(['SIMA1', 'SIMA2', 'SIMB1']);
      await f.waitConnected();
      const result = await f.burst({ ordersPerSecond: 100, durationSeconds: 1, drainSeconds: 10 });
      expect(result.sent).toBe(100);
      expect(result.acked).toBe(100);
      expect(result.latencyMs.p95).toBeGreaterThanOrEqual(0);
      expect(f.counters().ordersPending).toBe(0);
    } finally {
      office.off('message', acker);
    }
  });

  it('reports low material and temperature excursions in telemetry at once, on command, and their end', async () => {
    const f = fleet(['SIMA1']);
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMA1', 'telemetry').length).toBeGreaterThanOrEqual(1));
    const before = of('SIMA1', 'telemetry').length;
    const drained = f.drain('SIMA1', 1)!;
    const capacity = f.state('SIMA1').containers[0]!.capacity;
    expect(drained.level).toBeLessThan(capacity * 0.1);
    await vi.waitFor(() => expect(of('SIMA1', 'telemetry').length).toBe(before + 1));
    const low = of('SIMA1', 'telemetry').at(-1)!.body as { materials: Array<{ no: number; level: number }> };
    expect(low.materials.find((m) => m.no === 1)!.level).toBeLessThan(capacity * 0.1);
    expect(f.state('SIMA1').drainedContainers).toEqual([1]);

    const out = f.startExcursion('SIMA1', { sensor: 'hotWater' })!;
    await vi.waitFor(() => expect(of('SIMA1', 'telemetry').length).toBe(before + 2));
    const hot = of('SIMA1', 'telemetry').at(-1)!.body as { temperatures: { hotWater: number } };
    expect(hot.temperatures.hotWater).toBeLessThan(out.band[0]);

    f.refill('SIMA1', 1);
    expect(f.endExcursion('SIMA1')).toEqual(['hotWater']);
    await vi.waitFor(() => expect(of('SIMA1', 'telemetry').length).toBe(before + 4));
    const back = of('SIMA1', 'telemetry').at(-1)!.body as {
      materials: Array<{ no: number; level: number }>;
      temperatures: { hotWater: number };
    };
    expect(back.materials.find((m) => m.no === 1)!.level).toBe(capacity);
    expect(back.temperatures.hotWater).toBeGreaterThanOrEqual(out.band[0]);
    expect(f.state('SIMA1')).toMatchObject({ drainedContainers: [], excursions: [] });
  });

  it('raises alarms at the configured rates by itself', async () => {
    const f = fleet(['SIMA1'], {
      randomEvents: true,
      telemetrySeconds: 60,
      timeScale: 600,
      faultsPerHour: 0,
      warningsPerHour: 0,
      lowMaterialPerHour: 600,
      temperaturePerHour: 600,
      episodeMinutes: 1000,
    });
    await f.waitConnected();
    await vi.waitFor(
      () => expect(f.state('SIMA1')).toMatchObject({ drainedContainers: [expect.any(Number)], excursions: [expect.any(String)] }),
      {
        timeout: 5000,
      },
    );
    expect(f.state('SIMA1').openEvents).toEqual([]);
  });
});

describe('remote upgrades', () => {
  const image = Buffer.from('new app image '.repeat(500));
  const sha256 = createHash('sha256').update(image).digest('hex');
  let files: http.Server;
  let base: string;
  /** Responses of /slow held open after their first bytes, ended by the test. */
  const held: http.ServerResponse[] = [];

  beforeAll(async () => {
    files = http.createServer((req, res) => {
      if (req.url === '/app.pkg') return void res.end(image);
      if (req.url === '/slow.pkg') {
        res.writeHead(200, { 'content-length': image.length });
        res.write(image.subarray(0, 10));
        held.push(res);
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(files.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    files.closeAllConnections();
    await new Promise<void>((r) => files.close(() => r()));
  });

  const command = (upgradeId: string, overrides: Record<string, unknown> = {}) => ({
    v: 1,
    ts: Date.now(),
    upgradeId,
    target: 'app',
    version: 'VR-Coffee 3.9.0',
    url: `${base}/app.pkg`,
    sha256,
    size: image.length,
    ...overrides,
  });
  const results = (code: string) => of(code, 'upgrade-result').map((m) => m.body);
  const percents = (code: string, id: string) =>
    of(code, 'upgrade-progress')
      .filter((m) => m.body['upgradeId'] === id)
      .map((m) => m.body['percent']);

  it('downloads over HTTP, checks the SHA-256, reports progress, restarts and says hello with the new version', async () => {
    const f = fleet(['SIMA1']);
    await f.waitConnected();
    await vi.waitFor(() => expect(of('SIMA1', 'hello')).toHaveLength(1));
    expect(helloSchema.parse(of('SIMA1', 'hello')[0]!.body).firmware.app).toBe('VR-Coffee 3.8.2');
    await publishDown('SIMA1', 'upgrade', command('11'));
    await vi.waitFor(() => expect(results('SIMA1')).toEqual([expect.objectContaining({ upgradeId: '11', ok: true })]));
    // Each quarter of the download it crossed (one chunk may cross several), checking, installed.
    const seen = percents('SIMA1', '11') as number[];
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[0]).toBe(0);
    expect(seen.slice(-3)).toEqual([80, 90, 100]);
    await vi.waitFor(() => expect(of('SIMA1', 'hello')).toHaveLength(2));
    expect(helloSchema.parse(of('SIMA1', 'hello')[1]!.body).firmware).toMatchObject({ app: 'VR-Coffee 3.9.0', mainboard: 'MB-C 2.4.1' });
    // Already at it: answered at once, no download, no restart.
    await publishDown('SIMA1', 'upgrade', command('12'));
    await vi.waitFor(() => expect(results('SIMA1')).toHaveLength(2));
    expect(results('SIMA1')[1]).toMatchObject({ upgradeId: '12', ok: true });
    expect(percents('SIMA1', '12')).toEqual([]);
  });

  it('fails on a checksum or size mismatch, or when told to, with the reason; keeps its version', async () => {
    const f = fleet(['SIMA2']);
    await f.waitConnected();
    await publishDown('SIMA2', 'upgrade', command('21', { sha256: 'f'.repeat(64) }));
    await vi.waitFor(() => expect(results('SIMA2')).toHaveLength(1));
    expect(results('SIMA2')[0]).toMatchObject({ upgradeId: '21', ok: false, error: 'checksum mismatch' });
    await publishDown('SIMA2', 'upgrade', command('22', { size: image.length + 1 }));
    await vi.waitFor(() => expect(results('SIMA2')).toHaveLength(2));
    expect(results('SIMA2')[1]).toMatchObject({ ok: false, error: expect.stringMatching(/^size mismatch/) });
    await publishDown('SIMA2', 'upgrade', command('23', { url: `${base}/missing.pkg` }));
    await vi.waitFor(() => expect(results('SIMA2')).toHaveLength(3));
    expect(results('SIMA2')[2]).toMatchObject({ ok: false, error: 'download failed: HTTP 404' });
    f.failUpgrades('SIMA2', 'flash write error');
    await publishDown('SIMA2', 'upgrade', command('24'));
    await vi.waitFor(() => expect(results('SIMA2')).toHaveLength(4));
    expect(results('SIMA2')[3]).toMatchObject({ ok: false, error: 'flash write error' });
    expect(f.state('SIMA2').firmware.app).toBe('VR-Coffee 3.8.2');
    expect(of('SIMA2', 'hello')).toHaveLength(1);
  });

  it('fails upgrades at the configured rate', async () => {
    const f = fleet(['SIMB1'], { upgradeFailureRate: 1 });
    await f.waitConnected();
    await publishDown('SIMB1', 'upgrade', command('31'));
    await vi.waitFor(() => expect(results('SIMB1')).toHaveLength(1));
    expect(results('SIMB1')[0]).toMatchObject({ ok: false, error: expect.stringMatching(/^install failed/) });
  });

  it('stops a download when cancelled, ignores the same upgrade sent again meanwhile, and says nothing more', async () => {
    const f = fleet(['SIMA1']);
    await f.waitConnected();
    await publishDown('SIMA1', 'upgrade', command('41', { url: `${base}/slow.pkg` }));
    await vi.waitFor(() => expect(f.state('SIMA1').upgrading).toBe('41'));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await publishDown('SIMA1', 'upgrade', command('41', { url: `${base}/slow.pkg` }));
    await publishDown('SIMA1', 'upgrade-cancel', { v: 1, ts: Date.now(), upgradeId: '41' });
    await vi.waitFor(() => expect(f.state('SIMA1').upgrading).toBeNull());
    await new Promise((r) => setTimeout(r, 200));
    expect(held).toHaveLength(1);
    expect(results('SIMA1')).toEqual([]);
    expect(f.state('SIMA1').firmware.app).toBe('VR-Coffee 3.8.2');
  });
});

describe('camera recordings', () => {
  /** A stand-in upload endpoint: keeps each upload's file part and answers as told. */
  async function uploadSink(answer: { status: number; result?: string }) {
    const files: Buffer[] = [];
    const sink = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const boundary = `--${/boundary=(.+)$/.exec(req.headers['content-type'] ?? '')![1]}`;
        const part = raw.indexOf('name="file"');
        const start = raw.indexOf('\r\n\r\n', part) + 4;
        files.push(raw.subarray(start, raw.indexOf(`\r\n${boundary}`, start)));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(sink.address() as net.AddressInfo).port}`;
    return { files, base, close: () => new Promise<void>((r) => sink.close(() => r())) };
  }
  const ask = (code: string, recordingId: string, uploadUrl: string, seconds: number) =>
    publishDown(code, 'recording', {
      v: 1,
      ts: Date.now(),
      recordingId,
      camera: '1',
      from: Date.UTC(2026, 10, 30, 8, 0, 0),
      to: Date.UTC(2026, 10, 30, 8, 0, seconds),
      uploadUrl,
      maxBytes: 100 * 1024 * 1024,
    });

  it('uploads a playable H.264 mp4 of the requested length, with progress', async () => {
    const sink = await uploadSink({ status: 1001 });
    try {
      const f = fleet(['SIMA1']);
      await f.waitConnected();
      await ask('SIMA1', '41', `${sink.base}/up/abc`, 12);
      await vi.waitFor(() => expect(of('SIMA1', 'recording-result')).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(of('SIMA1', 'recording-result')[0]!.body).toMatchObject({ recordingId: '41', ok: true });
      expect(of('SIMA1', 'recording-progress').map((m) => m.body['percent'])).toEqual([10, 50, 100]);
      const file = sink.files[0]!;
      expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(file.includes(Buffer.from('avc1'))).toBe(true);
      expect(mp4Seconds(file)).toBeCloseTo(12, 0);
      expect(file.length).toBeLessThan(200_000);
    } finally {
      await sink.close();
    }
  });

  it('reports the reason when told to fail, and when the back-office refuses the file', async () => {
    const sink = await uploadSink({ status: 400, result: 'Only MP4 videos are allowed' });
    try {
      const f = fleet(['SIMA1']);
      await f.waitConnected();
      f.failRecordings('SIMA1', 'camera not connected');
      await ask('SIMA1', '42', `${sink.base}/up/a`, 5);
      await vi.waitFor(() => expect(of('SIMA1', 'recording-result')).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(of('SIMA1', 'recording-result')[0]!.body).toMatchObject({ ok: false, error: 'camera not connected' });
      expect(sink.files).toHaveLength(0);

      f.failRecordings('SIMA1', null);
      await ask('SIMA1', '43', `${sink.base}/up/b`, 5);
      await vi.waitFor(() => expect(of('SIMA1', 'recording-result')).toHaveLength(2), { timeout: 10_000, interval: 50 });
      expect(of('SIMA1', 'recording-result')[1]!.body).toMatchObject({
        recordingId: '43',
        ok: false,
        error: 'upload refused: Only MP4 videos are allowed',
      });
    } finally {
      await sink.close();
    }
  });
});

describe('advertising', () => {
  const picture = Buffer.from('an ad picture '.repeat(100));
  let files: http.Server;
  let base: string;
  let downloads = 0;

  beforeAll(async () => {
    files = http.createServer((req, res) => {
      if (req.url === '/ad.png') {
        downloads += 1;
        return void res.end(picture);
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(files.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    files.closeAllConnections();
    await new Promise<void>((r) => files.close(() => r()));
  });

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const item = (releaseId: string, overrides: Record<string, unknown> = {}) => ({
    releaseId,
    adId: `m${releaseId}`,
    kind: 'image',
    url: `${base}/ad.png`,
    size: picture.length,
    seconds: 10,
    from: today,
    to: '2999-12-31',
    hourFrom: '00:00',
    hourTo: '24:00',
    order: 1,
    ...overrides,
  });
  const acks = (code: string) => of(code, 'ads-ack').map((m) => m.body['results']);
  const reports = (code: string) => of(code, 'ads-report').map((m) => m.body);

  it('downloads each file once, acknowledges each release, shows them in turn, fails when told or when a file is wrong, drops a withdrawn one', async () => {
    const f = fleet(['SIMA1']);
    await f.waitConnected();
    await publishDown('SIMA1', 'ads', { v: 1, ts: Date.now(), items: [item('7', { order: 2 }), item('8', { adId: 'm7', order: 1 })] });
    await vi.waitFor(() => expect(acks('SIMA1')).toHaveLength(1));
    // In their order; one file for both releases of the same material.
    expect(acks('SIMA1')[0]).toEqual([
      { releaseId: '8', ok: true },
      { releaseId: '7', ok: true },
    ]);
    expect(downloads).toBe(1);
    await vi.waitFor(() => expect(reports('SIMA1')).toHaveLength(1));
    expect(reports('SIMA1')[0]).toMatchObject({ showing: '8', plays: [{ releaseId: '8', count: 1 }] });
    expect(f.state('SIMA1').ads).toEqual({ releases: ['8', '7'], ready: ['8', '7'], showing: '8' });

    // Outside its days it is held but not shown; a file of another size or address fails with the reason.
    await publishDown('SIMA1', 'ads', {
      v: 1,
      ts: Date.now(),
      items: [
        item('8', { adId: 'm7' }),
        item('9', { from: '2999-01-01' }),
        item('10', { adId: 'm10', size: picture.length + 1 }),
        item('11', { adId: 'm11', url: `${base}/missing.png` }),
      ],
    });
    await vi.waitFor(() => expect(acks('SIMA1')).toHaveLength(2));
    expect(acks('SIMA1')[1]).toEqual([
      { releaseId: '8', ok: true },
      { releaseId: '9', ok: true },
      { releaseId: '10', ok: false, error: `size mismatch: got ${picture.length} bytes, expected ${picture.length + 1}` },
      { releaseId: '11', ok: false, error: 'download failed: HTTP 404' },
    ]);
    // Release 7 is gone from the playlist (withdrawn); the screen shows what it may.
    await vi.waitFor(() => expect(reports('SIMA1')).toHaveLength(2));
    expect(reports('SIMA1')[1]).toMatchObject({ showing: '8' });
    expect(f.state('SIMA1').ads.releases).toEqual(['8', '9', '10', '11']);

    // Told to fail: every release of the next playlist fails with that reason.
    f.failAds('SIMA1', 'screen broken');
    await publishDown('SIMA1', 'ads', { v: 1, ts: Date.now(), items: [item('12', { adId: 'm12' })] });
    await vi.waitFor(() => expect(acks('SIMA1')).toHaveLength(3));
    expect(acks('SIMA1')[2]).toEqual([{ releaseId: '12', ok: false, error: 'screen broken' }]);
    await vi.waitFor(() => expect(reports('SIMA1')).toHaveLength(3));
    expect(reports('SIMA1')[2]).toMatchObject({ showing: null });

    // An empty playlist: nothing shown, nothing held.
    f.failAds('SIMA1', null);
    await publishDown('SIMA1', 'ads', { v: 1, ts: Date.now(), items: [] });
    await vi.waitFor(() => expect(acks('SIMA1')).toHaveLength(4));
    expect(acks('SIMA1')[3]).toEqual([]);
    expect(f.state('SIMA1').ads).toEqual({ releases: [], ready: [], showing: null });
  });
});
