/*
 * The world a generated day happens in, made through the API where one exists: two new customers
 * (CNY and USD), their payment configurations (sandbox, with fee rates; automatic refund on some),
 * joiner merchants taken through review and signing, a sharing configuration with several
 * joiners, points and machines, and two finance accounts seeing exactly these two customers: one
 * with all their devices (reports read the per-organisation roll-ups) and one with the devices
 * granted to it (reports read the per-device roll-ups). Then the day is driven through the real
 * intake paths and the model follows each step.
 */
import { randomBytes } from 'node:crypto';
import {
  CUSTOMER_API,
  DATA_SCOPES,
  DEVICE_API,
  MENU_API,
  PAY_CONFIG_API,
  PAY_TYPE_OF_METHOD,
  PROTOCOL_VERSION,
  REFUND_API,
  ROLE_API,
  SHARING_API,
  USER_API,
  type UpKind,
} from '@vr/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import type { TestApp } from '../harness.js';
import { Gateway } from '../../modules/device-gateway/gateway.js';
import { deviceModels } from '../../modules/device-models/index.js';
import { devices, hashDeviceSecret, newDeviceSecret } from '../../modules/devices/index.js';
import { orderItems, orders } from '../../modules/orders/index.js';
import { sites } from '../../modules/points/index.js';
import { deliverDueNotices, type NoticeSender, settleDueRefunds } from '../../modules/payments/sandbox/ledger.js';
import { sbxNotifies } from '../../modules/payments/sandbox/schema.js';
import { settleShares } from '../../modules/sharing/index.js';
import { type GenDay, type GenDiscount, type GenItem, type GenRefund, DEVICES_PER_CUSTOMER, GOODS, KINDS } from './activity.js';
import { type Caller, signIn } from './calls.js';
import {
  type CustomerInfo,
  type DeviceInfo,
  type ItemState,
  type OrderState,
  type PayConfigInfo,
  type World,
  businessClock,
  feeOf,
  kindsOf,
  priceOf,
  refundedOf,
  shareOf,
  spread,
  statusOf,
} from './model.js';

const money = (cents: number) => Math.round(cents) / 100;
const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** The payment configurations of each customer: fee rates in basis points, automatic refund, whether shared. */
const PAY_CONFIGS = [
  { payType: 1, rateBps: [60, 125], autoRefund: true, shared: true }, // WeChat Pay, 0.6 % and 1.25 %
  { payType: 3, rateBps: [38, 55], autoRefund: false, shared: false }, // Alipay
  { payType: 5, rateBps: [0, 0], autoRefund: true, shared: false }, // member card
  { payType: 7, rateBps: [0, 0], autoRefund: false, shared: false }, // staff card
] as const;

/** The joiners of each customer's shared configuration, rates in percent (together at most 80 %). */
const JOINER_RATES = [
  [30, 20, 12.5],
  [35, 15.55],
];

export interface Viewers {
  /** Sees both customers, all their devices. */
  all: Caller;
  /** Sees both customers, only the devices granted to it (all of them). */
  selected: Caller;
}

async function customer(admin: Caller, index: 0 | 1, run: number): Promise<{ orgId: number; name: string; code: string }> {
  const code = `RCN${run}${index === 0 ? 'C' : 'U'}${unique()}`;
  const name = `Recon ${index === 0 ? 'Yuan' : 'Dollar'} ${code}`;
  const res = await admin.post(CUSTOMER_API.save, {
    customerName: name,
    cooperationMode: 1,
    orgCode: code,
    defaultCurrency: index === 0 ? 'CNY' : 'USD',
  });
  return { orgId: res.data.id as number, name, code };
}

async function signedJoiner(admin: Caller, payConfigId: number, orgCode: string, name: string): Promise<number> {
  const a = await admin.post(SHARING_API.applySave, {
    payConfigId,
    orgCode,
    name,
    merchantNo: `M${unique()}${randomBytes(2).toString('hex')}`,
    contact: 'Recon',
    businessType: 2,
    attachments: [],
  });
  await admin.post(SHARING_API.applyReview, { id: a.data.id, approve: true });
  await admin.post(SHARING_API.applySign, { id: a.data.id, signStatus: 2 });
  return a.data.id as number;
}

export async function buildWorld(t: TestApp, admin: Caller, run: number): Promise<{ world: World; viewers: Viewers }> {
  const db = t.database.db;
  const timeZone = await businessTimeZone(db);
  const models = await db.select({ id: deviceModels.id, code: deviceModels.code, names: deviceModels.names }).from(deviceModels).limit(2);
  const modelName = (m: (typeof models)[number]) => {
    const names = m.names as unknown as Record<string, string | undefined>;
    return names['en'] ?? m.code;
  };
  const customers: CustomerInfo[] = [];
  const deviceList: DeviceInfo[] = [];
  for (const index of [0, 1] as const) {
    const c = await customer(admin, index, run);
    const configs: PayConfigInfo[] = [];
    for (const p of PAY_CONFIGS) {
      const saved = await admin.post(PAY_CONFIG_API.save, {
        orgId: c.orgId,
        provider: 'sandbox',
        payType: p.payType,
        status: '0',
        autoRefund: p.autoRefund,
        merchantName: `${c.code} ${p.payType}`,
        appId: `app${c.code}${p.payType}`,
        merchantNo: `MN${c.code}${p.payType}`,
        signType: 'HMAC-SHA256',
        rate: p.rateBps[index] / 100,
        merchantKey: randomBytes(24).toString('base64url'),
      });
      configs.push({
        id: saved.data.id as number,
        payType: p.payType,
        merchantNo: `MN${c.code}${p.payType}`,
        rateBps: p.rateBps[index],
        autoRefund: p.autoRefund,
        joiners: [],
      });
    }
    const shared = configs[0]!;
    for (const [i, rate] of JOINER_RATES[index]!.entries()) {
      const name = `Joiner ${c.code} ${i + 1}`;
      shared.joiners.push({ applyId: await signedJoiner(admin, shared.id, c.code, name), name, bps: Math.round(rate * 100) });
    }
    await admin.post(SHARING_API.configSave, {
      payConfigId: shared.id,
      status: '0',
      sharingType: 1,
      businessType: 1,
      allDevices: true,
      deviceIds: [],
      joiners: shared.joiners.map((j) => ({ applyId: j.applyId, rate: j.bps / 100 })),
    });
    customers.push({ index, orgId: c.orgId, name: c.name, currency: index === 0 ? 'CNY' : 'USD', configs });
    // Two points, three machines: one at each point (each of a model), one at none.
    const points = await db
      .insert(sites)
      .values([1, 2].map((n) => ({ orgId: c.orgId, name: `Point ${c.code}-${n}`, code: `P${n}` })))
      .returning({ id: sites.id, name: sites.name });
    for (let d = 0; d < DEVICES_PER_CUSTOMER; d++) {
      const code = `${c.code}D${d}`;
      const site = points[d] ?? null;
      const model = models[d] ?? null;
      const [row] = await db
        .insert(devices)
        .values({
          orgId: c.orgId,
          deviceCode: code,
          secretHash: hashDeviceSecret(newDeviceSecret()),
          name: `Machine ${code}`,
          siteId: site?.id ?? null,
          modelId: model?.id ?? null,
        })
        .returning({ id: devices.id });
      deviceList.push({
        id: row!.id,
        code,
        name: `Machine ${code}`,
        customer: index,
        siteId: site?.id ?? null,
        siteName: site?.name ?? null,
        modelName: model ? modelName(model) : '',
      });
    }
  }
  const world: World = { timeZone, customers: customers as [CustomerInfo, CustomerInfo], devices: deviceList };

  // A platform role seeing exactly these two customers, with every screen and button.
  const menus = (await admin.get(MENU_API.list)).data as Array<{ id: number }>;
  const role = await admin.post(ROLE_API.base, {
    roleName: `Recon ${run}${unique()}`,
    roleKey: `recon${run}${unique()}`,
    roleSort: 90,
    dataScope: DATA_SCOPES.CUSTOM,
    deptIds: customers.map((c) => c.orgId),
    menuIds: menus.map((m) => m.id),
  });
  // The accounts belong to the CNY customer: the export centre lists a task to its requester only within the requester's data scope.
  const home = customers[0]!.orgId;
  const account = async (deviceScope: 'all' | 'selected') => {
    const username = `rcn${run}${deviceScope[0]}${unique()}`.toLowerCase();
    const user = await admin.post(USER_API.base, {
      username,
      password: 'recon12345',
      confirmPassword: 'recon12345',
      employeeName: `Recon ${deviceScope}`,
      orgId: home,
      roleIds: [role.data.roleId ?? role.data.id],
      deviceScope,
    });
    if (deviceScope === 'selected') {
      await admin.post(DEVICE_API.grants, { userId: user.data.userId ?? user.data.id, deviceIds: deviceList.map((d) => d.id) });
    }
    return signIn(t, username, 'recon12345');
  };
  return { world, viewers: { all: await account('all'), selected: await account('selected') } };
}

// ————— driving the day —————

const wireItem = (it: ItemState) => ({
  goodsCode: it.goodsCode,
  goodsName: it.goodsName,
  cupSize: it.size,
  quantity: it.quantity,
  price: money(it.priceCents),
  amount: money(it.amountCents),
});

const discountsWire = (o: OrderState): Record<string, number> =>
  Object.fromEntries(KINDS.filter((k) => o.kinds[k] > 0).map((k) => [k, money(o.kinds[k])]));

function itemsOf(gen: GenItem[], currency: CustomerInfo['currency']): ItemState[] {
  return gen.map((g) => {
    const priceCents = priceOf(g.goods, g.size, currency);
    return {
      goodsCode: GOODS[g.goods]!.code,
      goodsName: GOODS[g.goods]!.name,
      size: g.size,
      quantity: g.quantity,
      priceCents,
      amountCents: priceCents * g.quantity,
      dispensed: g.dispensed,
      shareCents: 0,
      refundedCents: 0,
    };
  });
}

function discountOf(d: GenDiscount, listCents: number): { cents: number; named: boolean } {
  if (d.mode === 'none') return { cents: 0, named: false };
  const cents = Math.min(listCents - 1, Math.floor((listCents * d.percent) / 100));
  return { cents: Math.max(0, cents), named: d.mode === 'kinds' };
}

/** A new order of the model (not yet stored). */
function newOrder(
  world: World,
  code: string,
  c: 0 | 1,
  device: number,
  gen: GenItem[],
  method: string,
  d: GenDiscount,
  createdAt: Date,
  online: boolean,
): OrderState {
  const customer = world.customers[c];
  const items = itemsOf(gen, customer.currency);
  const listCents = items.reduce((n, i) => n + i.amountCents, 0);
  const discount = discountOf(d, listCents);
  const payType = PAY_TYPE_OF_METHOD[method] ?? null;
  const clock = businessClock(createdAt, world.timeZone);
  return {
    code,
    customer,
    device: world.devices.filter((x) => x.customer === c)[device]!,
    method,
    payType,
    online,
    paid: !online,
    createdAt,
    ...clock,
    items,
    discountCents: discount.cents,
    kinds: kindsOf(discount.cents, discount.named ? d.kinds : []),
    paymentCents: listCents - discount.cents,
    receivedCents: 0,
    feeCents: 0,
    abnormal: false,
    refunds: [],
    config: online ? (customer.configs.find((x) => x.payType === payType) ?? null) : null,
    shares: [],
  };
}

/** The order is paid: it receives its payment (spread over its items once their stored order is known). */
function receive(o: OrderState, feeCents: number): void {
  o.paid = true;
  o.receivedCents = o.paymentCents;
  o.feeCents = feeCents;
}

/** What the order received, spread over its items in their stored order. */
function shareItems(o: OrderState): void {
  const shares = spread(
    o.receivedCents,
    o.items.map((i) => i.amountCents),
  );
  o.items.forEach((it, i) => (it.shareCents = shares[i]!));
}

/**
 * The dispense result stored: an order whose dispense failed, wholly or in part, is refunded by the
 * system (its items not dispensed, each its share) when its customer's configuration for its
 * payment type refunds automatically, else left abnormal; a paid online order of a shared
 * configuration is split among its joiners.
 */
function dispensed(o: OrderState): void {
  const status = statusOf(o);
  if (status === 10 || status === 11) {
    const config = o.customer.configs.find((x) => x.payType === o.payType);
    const missed = o.items.filter((i) => !i.dispensed);
    const cents = Math.min(
      missed.reduce((n, i) => n + i.shareCents, 0),
      o.receivedCents - refundedOf(o),
    );
    if (config?.autoRefund && cents > 0) {
      missed.forEach((i) => (i.refundedCents += i.shareCents));
      o.refunds.push({ amountCents: cents, source: 'system', settled: !o.online });
    } else o.abnormal = true;
  }
  if (o.online && o.config && o.config.joiners.length > 0) {
    o.shares = o.config.joiners.map((joiner) => ({ joiner, shareCents: shareOf(o.receivedCents, o.config!.rateBps, joiner.bps) }));
  }
}

/** The gateway of the device protocol in this process, its down messages captured (no broker). */
function inProcessGateway(t: TestApp) {
  const down: Array<{ code: string; kind: string; payload: Record<string, unknown> }> = [];
  const gateway = new Gateway({
    db: t.database.db,
    log: t.app.log,
    mode: 'external',
    onAck: async () => undefined,
    // Flushed by hand: nothing runs behind the test's back.
    seenFlushMs: 3_600_000,
    sweepMs: 3_600_000,
    orderFlushMs: 3_600_000,
  });
  const send = (code: string, kind: UpKind, body: Record<string, unknown>, ts: number) =>
    gateway.handle(code, kind, Buffer.from(JSON.stringify({ v: PROTOCOL_VERSION, ts, ...body })));
  return { gateway, down, send };
}

async function until<T>(what: string, check: () => T | undefined | null | false, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The sandbox's background work a moment later: refunds due settle, and every notification due is delivered to the notify route. */
async function sandboxLater(db: Database, deliver: NoticeSender, merchants: string[], seconds: number): Promise<void> {
  const at = new Date(Date.now() + seconds * 1000);
  await settleDueRefunds(db, at);
  while ((await deliverDueNotices(db, deliver, at)).delivered > 0);
  const left = await db
    .select({ id: sbxNotifies.id, error: sbxNotifies.lastError })
    .from(sbxNotifies)
    .where(and(inArray(sbxNotifies.merchantNo, merchants), isNull(sbxNotifies.deliveredAt)));
  expect(left, 'sandbox notifications the notify route did not take').toEqual([]);
}

/**
 * Drives the day through the real intake paths: pay-requests, payments on the sandbox page and
 * the provider's notifications, machine orders and dispense reports through the device gateway,
 * refunds through the refunds API (the form first), the provider's settlement; answers the
 * orders as they should now stand.
 */
export async function driveDay(t: TestApp, world: World, day: GenDay, run: number, finance: Caller): Promise<OrderState[]> {
  const db = t.database.db;
  const now = Date.now();
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000);
  const { gateway, down, send } = inProcessGateway(t);
  await gateway.start({
    publish: async (code, kind, payload) => void down.push({ code, kind, payload: payload as Record<string, unknown> }),
  });
  const deliver: NoticeSender = async (to, headers, payload) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(to).pathname, headers, payload });
    const answer = res.json() as { status: number; data?: { code?: string } };
    return answer.status === 1001 && answer.data?.code === 'SUCCESS';
  };
  const merchants = world.customers.flatMap((c) => c.configs.map((x) => x.merchantNo));
  const ledger: OrderState[] = [];
  try {
    // The pay flow: each cart asked for, paid on the sandbox page (or never), the provider's notice to the notify route.
    const payOrders = day.pay.map((p, i) => {
      const o = newOrder(world, `RC${run}P${i}${unique()}`, p.customer, p.device, p.items, p.method, p.discount, at(p.secondsAgo), true);
      // Kinds named only in a dispense report never arrive for an order never paid (nor dispensed): its discount stays "other".
      if (!p.paid && p.kindsIn === 'report') o.kinds = kindsOf(o.discountCents, []);
      ledger.push(o);
      return { gen: p, o };
    });
    for (const { gen, o } of payOrders) {
      const named = gen.kindsIn === 'request' && KINDS.some((k) => o.kinds[k] > 0);
      await send(
        o.device.code,
        'pay-request',
        {
          orderCode: o.code,
          paymentMethod: o.method,
          amounts: { payment: money(o.paymentCents), discount: money(o.discountCents) },
          ...(named ? { discounts: discountsWire(o) } : {}),
          items: o.items.map(wireItem),
        },
        o.createdAt.getTime(),
      );
    }
    for (const { gen, o } of payOrders) {
      const answer = await until(`the pay answer of ${o.code}`, () =>
        down.find((d) => d.kind === 'pay' && d.payload['orderCode'] === o.code),
      );
      expect(answer.payload, `pay-request ${o.code}`).toMatchObject({ ok: true });
      if (!gen.paid) continue;
      const page = await t.app.inject({
        method: 'POST',
        url: new URL(answer.payload['payUrl'] as string).pathname,
        payload: { action: 'pay' },
      });
      expect(page.statusCode, `sandbox page of ${o.code}`).toBe(303);
      // The fee of the configuration that collected it: rate × received, half up.
      receive(o, feeOf(o.paymentCents, o.config!.rateBps));
    }
    await sandboxLater(db, deliver, merchants, 0);

    // The machines report: orders paid at the machine, and the dispense results of the orders paid online.
    const reported: string[] = [];
    for (const [i, m] of day.machine.entries()) {
      const o = newOrder(world, `RC${run}M${i}${unique()}`, m.customer, m.device, m.items, m.method, m.discount, at(m.secondsAgo), false);
      receive(o, Math.min(m.feeCents, o.paymentCents));
      ledger.push(o);
      await send(
        o.device.code,
        'order',
        {
          orderCode: o.code,
          paymentMethod: o.method,
          amounts: {
            payment: money(o.paymentCents),
            received: money(o.receivedCents),
            fee: money(o.feeCents),
            discount: money(o.discountCents),
          },
          discounts: discountsWire(o),
          items: o.items.map((it) => ({ ...wireItem(it), dispense: it.dispensed ? 'success' : 'failed' })),
        },
        o.createdAt.getTime(),
      );
      reported.push(o.code);
    }
    for (const { gen, o } of payOrders) {
      if (!o.paid) continue;
      const inReport = gen.kindsIn === 'report' && KINDS.some((k) => o.kinds[k] > 0);
      await send(
        o.device.code,
        'order',
        {
          orderCode: o.code,
          paymentMethod: o.method,
          amounts: { payment: money(o.paymentCents), received: money(o.paymentCents), discount: money(o.discountCents) },
          discounts: inReport ? discountsWire(o) : {},
          items: o.items.map((it) => ({ ...wireItem(it), dispense: it.dispensed ? 'success' : 'failed' })),
        },
        Date.now(),
      );
      reported.push(o.code);
    }
    expect(gateway.rejectedTotal, 'messages the gateway refused').toBe(0);
    await gateway.flushOrders();
    await gateway.flushPresence();
    const acked = new Set(down.filter((d) => d.kind === 'order-ack').map((d) => d.payload['orderCode']));
    expect(
      reported.filter((c) => !acked.has(c)),
      'orders the gateway did not store',
    ).toEqual([]);
    // The stored ids, and each order's items in the order they were stored (not always the machine's: see below).
    const rows = await db
      .select({ id: orders.id, code: orders.orderCode })
      .from(orders)
      .where(
        inArray(
          orders.orderCode,
          ledger.map((o) => o.code),
        ),
      );
    const idOf = new Map(rows.map((r) => [r.code, r.id]));
    for (const o of ledger) o.id = idOf.get(o.code);
    const itemRows = await db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        goodsCode: orderItems.goodsCode,
        cupSize: orderItems.cupSize,
        quantity: orderItems.quantity,
        status: orderItems.status,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(orderItems.id);
    // Items in their stored order, which the received amount's rounding follows (its cents left go to the earlier item on a tie);
    // a machine's order may be stored in another order than it listed its items.
    for (const o of ledger) {
      const left = [...o.items];
      o.items = itemRows
        .filter((r) => r.orderId === o.id)
        .map((r) => {
          const at = left.findIndex(
            (it) =>
              it.goodsCode === r.goodsCode &&
              it.size === r.cupSize &&
              it.quantity === r.quantity &&
              (!o.paid || (r.status === 1) === it.dispensed),
          );
          expect(at, `stored item ${r.id} of ${o.code} is one the machine sent`).toBeGreaterThanOrEqual(0);
          return { ...left.splice(at, 1)[0]!, id: r.id };
        });
      expect(left, `items of ${o.code} not stored`).toEqual([]);
      if (o.paid) shareItems(o);
      if (o.paid) dispensed(o);
    }

    if (day.askSharesFirst) await settleShares(db);

    // Refunds through the refunds API, the refund form read first; then the provider settles them.
    for (const r of day.refunds) await refund(finance, ledger, r);
    await sandboxLater(db, deliver, merchants, 5);
    for (const o of ledger) for (const r of o.refunds) r.settled = true;
    if (day.askSharesFirst) await settleShares(db, new Date(Date.now() + 60_000));
  } finally {
    await gateway.close();
  }
  return ledger;
}

/**
 * The day's last refund, of an order paid online, left under way: made once every day of the
 * suite is driven (the sandbox settles whatever refund is due whenever it runs).
 */
export async function refundLeftUnderWay(finance: Caller, ledger: OrderState[], r: GenRefund): Promise<void> {
  await refund(
    finance,
    ledger.filter((o) => o.online),
    r,
  );
}

/**
 * One refund through the API as the refund form makes it: the products chosen, each an amount of
 * at most what is left of it. Skipped when nothing is left of the chosen products.
 */
async function refund(finance: Caller, ledger: OrderState[], r: GenRefund): Promise<void> {
  const paid = ledger.filter((o) => o.paid && o.receivedCents > refundedOf(o));
  if (paid.length === 0) return;
  const o = paid[r.target % paid.length]!;
  const form = await finance.get(`${REFUND_API.order}?orderId=${o.id}`);
  expect(
    (form.data.items as Array<{ itemId: number; refundableAmount: number }>).map((i) => [i.itemId, Math.round(i.refundableAmount * 100)]),
    `GET ${REFUND_API.order} refundable per item of ${o.code}`,
  ).toEqual(o.items.map((i) => [i.id, i.shareCents - i.refundedCents]));
  expect(Math.round(form.data.refundableAmount * 100), `GET ${REFUND_API.order} refundable of ${o.code}`).toBe(
    o.receivedCents - refundedOf(o),
  );
  const chosen = o.items.filter((_, i) => (r.itemMask & (1 << i)) !== 0);
  const parts = (chosen.length ? chosen : [o.items[0]!])
    .map((it) => {
      const left = it.shareCents - it.refundedCents;
      const cents = left <= 0 ? 0 : r.portion === 'full' ? left : r.portion === 'half' ? Math.max(1, Math.floor(left / 2)) : 1;
      return { it, cents };
    })
    .filter((p) => p.cents > 0);
  if (parts.length === 0) return;
  const total = parts.reduce((n, p) => n + p.cents, 0);
  const res = await finance.post(REFUND_API.refund, {
    orderId: o.id,
    refundItems: parts.map((p) => ({ itemId: p.it.id, refundAmount: money(p.cents) })),
    refundAmount: money(total),
    refundReason: 'Reconciliation',
  });
  for (const p of parts) p.it.refundedCents += p.cents;
  o.refunds.push({ amountCents: total, source: 'pc', settled: !o.online, code: res.data.refundCode as string });
}
