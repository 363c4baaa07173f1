// Runs on both engines: an order placed on the phone and its payment are opened in one transaction of their own, and its money is read back from each driver
import {
  ORDER_SOURCE,
  PAY_STATUS,
  type PlacedScanOrder,
  SCAN_ORDER_API,
  SCAN_ORDER_PERMS,
  SHIP_STATUS,
  ORDER_STATUS,
  type ScanMenu,
  type ScanOrderProgress,
  type Recipe,
} from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { body, useTestApp } from '../../test/harness.js';
import { sandboxTick } from '../../test/pay-flow.js';
import { deliverThrough } from '../../test/pay-machines.js';
import { deviceGoods, readDeviceGoods } from '../device-goods/index.js';
import { devices, saleLinks as saleLinksPort } from '../devices/index.js';
import { phoneOrderCart } from '../device-gateway/index.js';
import { orders } from '../orders/index.js';
import { payPayments } from '../payments/index.js';
import { saleLinks } from './schema.js';

/*
 * Scan to buy through the API: the machine's QR code and its link, the public menu (nothing but
 * the menu), the machine's state, the cart's limits and prices decided by the server, and an
 * order's progress from its payment to its dispense.
 */
const t = useTestApp();
const db = (): Database => t.database.db;

/** Each public call from its own address, so the per-address rate limit belongs to the test that tests it. */
let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const publicGet = async <T>(url: string, lang = 'en') =>
  body<T>(await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang }, remoteAddress: nextAddress() }));
const menuOf = (link: string, lang = 'en') => publicGet<ScanMenu>(`${SCAN_ORDER_API.menu}?link=${link}`, lang);
const place = async (payload: unknown, lang = 'en') =>
  body<PlacedScanOrder>(
    await t.app.inject({
      method: 'POST',
      url: SCAN_ORDER_API.place,
      payload: payload as object,
      headers: { 'accept-language': lang },
      remoteAddress: nextAddress(),
    }),
  );
const progressOf = (link: string, orderCode: string) =>
  publicGet<ScanOrderProgress>(`${SCAN_ORDER_API.progress}?link=${link}&orderCode=${orderCode}`);

const admin = async () => {
  const token = await t.login('admin', 'admin123');
  return (method: 'GET', url: string) => t.app.inject({ method, url, headers: { token, lang: 'en' } });
};

/** A size and two taste categories on the machine's first slot: M 0, L +3; sugar (required, one), extras (any). */
const RECIPE_PARTS: Pick<Recipe, 'cupSizes' | 'tastes'> = {
  cupSizes: [
    { size: 'M', extraPrice: 0 },
    { size: 'L', extraPrice: 3 },
  ],
  tastes: [
    {
      name: 'Sugar',
      required: true,
      multiple: false,
      sort: 0,
      options: [
        { code: 'NONE', name: 'No sugar', isDefault: true, extraPrice: 0 },
        { code: 'LESS', name: 'Less sugar', isDefault: false, extraPrice: 0 },
      ],
    },
    {
      name: 'Extras',
      required: false,
      multiple: true,
      sort: 1,
      options: [{ code: 'SHOT', name: 'Extra shot', isDefault: false, extraPrice: 2.5 }],
    },
  ],
};

/**
 * Demo Coffee's machine VR10005, online, open all day, without limits, slot 1 at 12.00 with the
 * recipe parts above; answers its id and current link.
 */
async function openMachine(more: Partial<typeof devices.$inferInsert> = {}) {
  const [d] = await db().select().from(devices).where(eq(devices.deviceCode, 'VR10005'));
  await db()
    .update(devices)
    .set({ online: 1, status: 0, faultCount: 0, businessHours: null, cartLimit: null, minOrderAmount: null, ...more })
    .where(eq(devices.id, d!.id));
  const goods = (await readDeviceGoods(db(), [d!.id])).get(d!.id)!;
  const first = goods[0]!;
  await db()
    .update(deviceGoods)
    .set({ price: 12, recipe: { ...first.recipe, ...RECIPE_PARTS } })
    .where(eq(deviceGoods.id, first.id));
  const links = await saleLinksPort.get()(db(), [d!.id]);
  return { id: d!.id, slotNo: first.slotNo, link: links.get(d!.id)! };
}

/** A large cup with less sugar and an extra shot: 12 + 3 + 2.50 = 17.50 a cup. */
const latte = (slotNo: number, quantity = 1) => ({
  slotNo,
  cupSize: 'L',
  tastes: [
    { category: 'Sugar', option: 'LESS' },
    { category: 'Extras', option: 'SHOT' },
  ],
  quantity,
});

describe('the machine’s order QR code', () => {
  it('is a PNG of 8 cm at 300 dpi under 2 MB, and its link stays until it is replaced', async () => {
    const api = await admin();
    const m = await openMachine();
    const res = await api('GET', `${SCAN_ORDER_API.qrCode}?deviceId=${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    expect(png.readUInt32BE(16)).toBe(945);
    expect(png.readUInt32BE(20)).toBe(945);
    // pHYs right after IHDR: 11 811 dots a metre is 300 dpi, 945 dots are 8 cm.
    expect(png.subarray(37, 41).toString('ascii')).toBe('pHYs');
    expect(png.readUInt32BE(41)).toBe(11811);
    // The same link however often the image is asked for: one current link per machine.
    await api('GET', `${SCAN_ORDER_API.qrCode}?deviceId=${m.id}`);
    const current = await db()
      .select()
      .from(saleLinks)
      .where(and(eq(saleLinks.deviceId, m.id)));
    expect(current.map((l) => l.token)).toEqual([m.link]);
  });

  it('is replaced by remake: the old link answers “replaced”, the new one the menu, and the batch export takes the new one', async () => {
    const api = await admin();
    const m = await openMachine();
    const remade = body(await api('GET', `${SCAN_ORDER_API.remake}?deviceId=${m.id}`));
    expect(remade.status).toBe(1001);
    expect((remade.data as { link: string }).link).toMatch(/\/order\/device\/[A-Za-z0-9_-]{22}$/);
    const [fresh] = await db()
      .select({ token: saleLinks.token })
      .from(saleLinks)
      .where(and(eq(saleLinks.deviceId, m.id), eq(saleLinks.token, (await saleLinksPort.get()(db(), [m.id])).get(m.id)!)));
    expect(fresh!.token).not.toBe(m.link);
    const old = await menuOf(m.link);
    expect(old.status).toBe(410);
    expect(old.result).toBe('This code was replaced: scan the QR code on the machine itself.');
    expect((await menuOf(m.link, 'zh')).result).toBe('此二维码已被替换：请扫描设备上的二维码。');
    expect((await menuOf(fresh!.token)).data?.machineCode).toBe('VR10005');
    // An unknown link is no machine; a malformed one is bad input.
    expect((await menuOf('A'.repeat(22))).status).toBe(404);
    expect((await menuOf('not-a-link')).status).toBe(400);
    // A copied sticker cannot order either.
    expect((await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 })).status).toBe(410);
  });

  it('is refused without the permission and for a machine outside the caller’s scope', async () => {
    const api = await admin();
    expect((await api('GET', `${SCAN_ORDER_API.qrCode}?deviceId=2147483647`)).statusCode).toBe(404);
    expect(SCAN_ORDER_PERMS.qrCode).toBe('device:device:saleQr');
  });
});

describe('the public menu', () => {
  it('answers only the machine’s public menu, in the customer’s language', async () => {
    const m = await openMachine({ cartLimit: 3, minOrderAmount: 5 });
    const menu = await menuOf(m.link);
    expect(menu.status).toBe(1001);
    const data = menu.data!;
    expect(Object.keys(data).sort()).toEqual(
      [
        'businessHours',
        'cartLimit',
        'colors',
        'currency',
        'goods',
        'machineCode',
        'machineName',
        'minOrderAmount',
        'payMethods',
        'pointName',
        'state',
      ].sort(),
    );
    expect(data).toMatchObject({
      machineName: 'Pudong office',
      machineCode: 'VR10005',
      state: 'open',
      cartLimit: 3,
      minOrderAmount: 5,
      currency: 'CNY',
    });
    expect(data.payMethods).toEqual(['wechat_pay', 'alipay']);
    // The customer's mini-program colours (the defaults until it saves its own).
    expect(data.colors).toEqual({
      primaryColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      backgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    for (const g of data.goods) {
      expect(Object.keys(g).sort()).toEqual(['cupSizes', 'name', 'picture', 'price', 'slotNo', 'tastes']);
      for (const taste of g.tastes)
        for (const o of taste.options) expect(Object.keys(o).sort()).toEqual(['code', 'extraPrice', 'isDefault', 'name']);
    }
    const first = data.goods.find((g) => g.slotNo === m.slotNo)!;
    expect(first).toMatchObject({ price: 12, cupSizes: RECIPE_PARTS.cupSizes });
    expect(first.tastes.map((x) => x.name)).toEqual(['Sugar', 'Extras']);
    // Nothing that names rows: no ids of the machine, its organisation, its products or slots' stock.
    const text = JSON.stringify(data);
    for (const secret of ['"id"', 'deviceId', 'orgId', 'productId', 'stock', 'steps', 'secret', 'online'])
      expect(text).not.toContain(secret);
  });

  it('tells an offline, out-of-service, closed or busy machine, and takes no order from it', async () => {
    const cases: Array<[Partial<typeof devices.$inferInsert>, ScanMenu['state'], string]> = [
      [{ online: 0 }, 'offline', 'The machine is offline: orders cannot be taken right now.'],
      [{ status: 1 }, 'unavailable', 'The machine is out of service right now.'],
      [{ faultCount: 1 }, 'unavailable', 'The machine is out of service right now.'],
    ];
    // Closed: open only in a minute that is not now, in the business time zone.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    const other = String((hour + 12) % 24).padStart(2, '0');
    cases.push([
      { businessHours: `${other}:00-${other}:30` },
      'closed',
      `The machine is closed now. Opening hours: ${other}:00-${other}:30.`,
    ]);
    for (const [change, state, message] of cases) {
      const m = await openMachine(change);
      expect((await menuOf(m.link)).data?.state, state).toBe(state);
      const refused = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 });
      expect(refused.status).toBe(400);
      expect(refused.result).toBe(message);
    }
    // Busy: another phone order paid a moment ago and not dispensed yet.
    const m = await openMachine();
    const placed = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 });
    await db()
      .update(orders)
      .set({ payStatus: PAY_STATUS.paid.code, paidAt: new Date() })
      .where(eq(orders.orderCode, placed.data!.orderCode));
    expect((await menuOf(m.link)).data?.state).toBe('busy');
    const busy = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 }, 'ja');
    expect(busy.result).toBe('機械は別のご注文を作っています。少し待ってからもう一度お試しください。');
  });

  it('is rate limited per address', async () => {
    const m = await openMachine();
    const from = '10.200.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: 'POST', url: SCAN_ORDER_API.place, payload: { link: m.link }, remoteAddress: from });
      answers.push(body(res).status);
    }
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('placing an order', () => {
  it('keeps to the cart limit and the minimum amount on the server', async () => {
    const m = await openMachine({ cartLimit: 2, minOrderAmount: 20 });
    const tooMany = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo, 3)], expectedAmount: 52.5 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toEqual({ errors: [{ field: 'items', message: 'At most 2 cups in one order.' }] });
    const tooLittle = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 });
    expect(tooLittle.data).toEqual({ errors: [{ field: 'items', message: 'An order must come to at least 20.00 CNY.' }] });
    const enough = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo, 2)], expectedAmount: 35 });
    expect(enough.status).toBe(1001);
  });

  it('refuses choices the menu does not offer', async () => {
    const m = await openMachine();
    const noSugar = await place({
      link: m.link,
      paymentMethod: 'wechat_pay',
      items: [{ slotNo: m.slotNo, cupSize: 'L', tastes: [], quantity: 1 }],
      expectedAmount: 15,
    });
    expect(noSugar.data).toEqual({ errors: [{ field: 'items.0.tastes', message: 'Choose a cup size and tastes the menu offers.' }] });
    const noSize = await place({
      link: m.link,
      paymentMethod: 'wechat_pay',
      items: [{ ...latte(m.slotNo), cupSize: 'XL' }],
      expectedAmount: 15,
    });
    expect(noSize.data).toEqual({ errors: [{ field: 'items.0.cupSize', message: 'Choose a cup size and tastes the menu offers.' }] });
    const noSlot = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [{ ...latte(999) }], expectedAmount: 15 });
    expect(noSlot.data).toEqual({ errors: [{ field: 'items.0.slotNo', message: 'A drink of your order is no longer on the menu.' }] });
  });

  it('charges the server’s price: a changed price is refused with the new total, a tampered client price is ignored', async () => {
    const m = await openMachine();
    // The price went up since the page loaded: the customer is told the new total, nothing is stored.
    await db()
      .update(deviceGoods)
      .set({ price: 13 })
      .where(and(eq(deviceGoods.deviceId, m.id), eq(deviceGoods.slotNo, m.slotNo)));
    const stale = await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 });
    expect(stale.data).toEqual({
      errors: [{ field: 'expectedAmount', message: 'The prices changed: your order now comes to 18.50 CNY. Check it and pay again.' }],
    });
    expect(
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.deviceId, m.id), eq(orders.source, ORDER_SOURCE.phone.code))),
    ).toEqual([]);
    // A client that sends its own price and amount gets the server's.
    const tampered = await place({
      link: m.link,
      paymentMethod: 'alipay',
      items: [{ ...latte(m.slotNo, 2), price: 0.01, amount: 0.02 }],
      expectedAmount: 37,
    });
    expect(tampered.status).toBe(1001);
    expect(tampered.data).toMatchObject({ amount: 37, currency: 'CNY' });
    const [order] = await db().select().from(orders).where(eq(orders.orderCode, tampered.data!.orderCode));
    expect(order).toMatchObject({ paymentAmount: 37, payType: 3, source: ORDER_SOURCE.phone.code, payStatus: PAY_STATUS.unpaid.code });
    const [payment] = await db().select().from(payPayments).where(eq(payPayments.orderId, order!.id));
    expect(payment!.amount).toBe(37);
  });

  it('follows the order: waiting for payment, dispensing once paid (the machine is told the cart), done or failed with its refund', async () => {
    const m = await openMachine();
    const placed = (await place({ link: m.link, paymentMethod: 'wechat_pay', items: [latte(m.slotNo)], expectedAmount: 17.5 })).data!;
    const waiting = (await progressOf(m.link, placed.orderCode)).data!;
    expect(waiting).toMatchObject({ stage: 'awaitingPayment', refund: 'none', amount: 17.5, currency: 'CNY', payUrl: placed.payUrl });
    expect(waiting.items).toEqual([
      { name: expect.any(String), cupSize: 'L', tastes: ['Less sugar', 'Extra shot'], quantity: 1, amount: 17.5 },
    ]);

    // The customer pays on the sandbox page; its notification pays the order.
    const paid = await t.app.inject({ method: 'POST', url: new URL(placed.payUrl).pathname, payload: { action: 'pay' } });
    expect(paid.statusCode).toBe(303);
    await sandboxTick(db(), deliverThrough(t));
    expect((await progressOf(m.link, placed.orderCode)).data).toMatchObject({ stage: 'dispensing', payUrl: null });

    // The paid message tells the machine what to make: the cart of a phone order; none for its own.
    const cart = await phoneOrderCart(db(), m.id, placed.orderCode);
    expect(cart).toMatchObject({
      paymentMethod: 'wechat_pay',
      amounts: { payment: 17.5, discount: 0 },
      items: [
        {
          cupSize: 'L',
          tastes: [
            { category: 'Sugar', option: 'Less sugar' },
            { category: 'Extras', option: 'Extra shot' },
          ],
          quantity: 1,
          price: 17.5,
          amount: 17.5,
        },
      ],
    });
    expect(await phoneOrderCart(db(), m.id, 'NOT-A-PHONE-ORDER')).toBeUndefined();

    await db()
      .update(orders)
      .set({ shipStatus: SHIP_STATUS.success.code, status: ORDER_STATUS.completed.code })
      .where(eq(orders.orderCode, placed.orderCode));
    expect((await progressOf(m.link, placed.orderCode)).data?.stage).toBe('done');
    await db()
      .update(orders)
      .set({ shipStatus: SHIP_STATUS.failed.code, status: ORDER_STATUS.dispenseFailed.code })
      .where(eq(orders.orderCode, placed.orderCode));
    // The demo customer refunds failed dispenses automatically.
    expect((await progressOf(m.link, placed.orderCode)).data).toMatchObject({ stage: 'failed', refund: 'refunding' });

    // Another machine's link does not answer this order.
    const [other] = await db().select({ id: devices.id }).from(devices).where(eq(devices.deviceCode, 'VR10001'));
    const otherLink = (await saleLinksPort.get()(db(), [other!.id])).get(other!.id)!;
    expect((await progressOf(otherLink, placed.orderCode)).status).toBe(404);
  });
});
