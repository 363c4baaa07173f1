// Runs on both engines: holds race on one card row (row locks, unique request ids), the month's reset in one statement
import { ABNORMAL_STATUS, PAY_STATUS, REFUND_API, STAFF_API, downTopic } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/harness.js';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { orderItems, orders } from '../orders/index.js';
import { releaseExpiredStaffHolds } from './holds.js';
import { resetStaffQuotas } from './job.js';
import { staffCards, staffHolds, staffRecords } from './schema.js';

/**
 * A staff card paying at machines over MQTT: card-auth (kind staff) holds the discounted price on
 * the month's quota, the order report settles, a failed dispense, a cancel or the timeout
 * releases, a refund gives back, and the month's reset. The gateway writes outside any test's
 * transaction, so the file has its own database and every card and machine its own number.
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;
let harborOrg: number;

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
  harborOrg = await orgIdByCode(db(), 'HARBOR');
});

let serial = 0;
const nextNo = () => `${Date.now() % 1_000_000}${String(++serial).padStart(3, '0')}`;
const nextCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

async function newCard(fields: { orgId?: number; monthlyLimit?: number; discount?: number; status?: string; employeeNo?: string } = {}) {
  const employeeNo = fields.employeeNo ?? nextNo();
  const res = await linked.app.inject({
    method: 'POST',
    url: STAFF_API.save,
    headers: { token },
    payload: {
      employeeName: 'Tester',
      employeeNo,
      orgId: fields.orgId ?? linked.demoOrg,
      monthlyLimit: fields.monthlyLimit ?? 100,
      discount: fields.discount ?? 0,
      status: fields.status ?? 'enabled',
    },
  });
  const answer = body<{ id: number }>(res);
  expect(answer.status, res.body).toBe(1001);
  return { id: answer.data.id, employeeNo };
}

async function machine(orgId = linked.demoOrg) {
  const d = await insertTestDevice(db(), orgId);
  const m = await TestMachine.connect(linked.url, d.code, d.secret);
  await m.client.subscribeAsync(downTopic(d.code, 'card-answer'), { qos: 1 });
  linked.machines.push(m);
  return m;
}

const cardNow = async (id: number) => (await db().select().from(staffCards).where(eq(staffCards.id, id)))[0]!;
const orderOf = async (code: string) => (await db().select().from(orders).where(eq(orders.orderCode, code)))[0];
const recordsOf = (id: number) => db().select().from(staffRecords).where(eq(staffRecords.cardId, id));

type Answer = {
  ok: boolean;
  reason?: string;
  message?: string;
  amount?: number;
  balance?: number;
  price?: number;
  discount?: number;
  kind?: string;
};

/** Presents the staff card for a cart priced `amount` and waits for the answer to this request id. */
async function present(
  m: TestMachine,
  cardNo: string,
  amount: number,
  opts: { requestId?: string; orderCode?: string; lang?: string } = {},
) {
  const requestId = opts.requestId ?? nextCode('R');
  const orderCode = opts.orderCode ?? nextCode('O');
  const before = m.received.filter((r) => r.kind === 'card-answer' && r.payload['requestId'] === requestId).length;
  await m.publish('card-auth', { requestId, orderCode, cardNo, amount, kind: 'staff', ...(opts.lang ? { lang: opts.lang } : {}) });
  const answer = await eventually(async () => {
    const all = m.received.filter((r) => r.kind === 'card-answer' && r.payload['requestId'] === requestId);
    return all.length > before ? all[all.length - 1]!.payload : null;
  });
  return { requestId, orderCode, answer: answer as Answer };
}

/** The machine's order report of a cart paid by staff card: `received` is what was held. */
function report(m: TestMachine, orderCode: string, price: number, received: number, dispense: 'success' | 'failed' = 'success') {
  return m.publish('order', {
    orderCode,
    type: 'ordinary',
    paymentMethod: 'staff_card',
    amounts: { payment: received, received, fee: 0, discount: Math.round((price - received) * 100) / 100 },
    items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price, amount: received, dispense }],
  });
}

const acked = (m: TestMachine, orderCode: string) =>
  eventually(async () => m.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === orderCode));

describe('authorising a staff card at the machine', () => {
  it('50 machines at once on a card whose quota covers 10 carts: exactly 10 approved, the quota ends at 0', async () => {
    const card = await newCard({ monthlyLimit: 30 });
    const fleet = await Promise.all(Array.from({ length: 50 }, () => machine()));
    const answers = await Promise.all(fleet.map((m) => present(m, card.employeeNo, 3)));
    expect(answers.filter((a) => a.answer.ok)).toHaveLength(10);
    expect(answers.filter((a) => !a.answer.ok).every((a) => a.answer.reason === 'insufficientBalance')).toBe(true);
    expect((await cardNow(card.id)).quotaCents).toBe(0);
    const swipes = (await recordsOf(card.id)).filter((r) => r.kind === 'swipe');
    expect(swipes).toHaveLength(10);
    expect(swipes.every((r) => r.quotaAfter >= 0 && r.quotaBefore - r.quotaAfter === 300)).toBe(true);
  });

  it('a retried request is charged once; the repeated order report settles once', async () => {
    const card = await newCard({ monthlyLimit: 20, discount: 10 });
    const m = await machine();
    const first = await present(m, card.employeeNo, 5);
    const again = await present(m, card.employeeNo, 5, { requestId: first.requestId, orderCode: first.orderCode });
    expect(first.answer).toMatchObject({ ok: true, kind: 'staff', price: 5, discount: 10, amount: 4.5, balance: 15.5 });
    expect(again.answer).toMatchObject({ ok: true, amount: 4.5, balance: 15.5 });
    await report(m, first.orderCode, 5, 4.5);
    await acked(m, first.orderCode);
    await report(m, first.orderCode, 5, 4.5);
    await eventually(
      async () => m.received.filter((r) => r.kind === 'order-ack' && r.payload['orderCode'] === first.orderCode).length === 2,
    );
    expect((await cardNow(card.id)).quotaCents).toBe(1550);
    const [hold] = await db().select().from(staffHolds).where(eq(staffHolds.orderCode, first.orderCode));
    expect(hold).toMatchObject({ status: 'settled', settledCents: 450, priceCents: 500, discountTenths: 100 });
    expect(await orderOf(first.orderCode)).toMatchObject({ payStatus: PAY_STATUS.paid.code, abnormalStatus: ABNORMAL_STATUS.none.code });
    const swipe = (await recordsOf(card.id)).filter((r) => r.kind === 'swipe');
    expect(swipe).toMatchObject([{ priceCents: 500, discountTenths: 100, amountCents: -450, quotaBefore: 2000, quotaAfter: 1550 }]);
    expect((await present(m, card.employeeNo, 1, { orderCode: first.orderCode })).answer).toMatchObject({
      ok: false,
      reason: 'orderExists',
    });
  });

  it('the quota at its limit pays, one cent past is refused; discounts 0, 33.3 and 100', async () => {
    const m = await machine();
    const exact = await newCard({ monthlyLimit: 10 });
    expect((await present(m, exact.employeeNo, 10)).answer).toMatchObject({ ok: true, amount: 10, balance: 0 });
    const past = await newCard({ monthlyLimit: 10 });
    expect((await present(m, past.employeeNo, 10.01)).answer).toMatchObject({ ok: false, reason: 'insufficientBalance' });
    expect((await cardNow(past.id)).quotaCents).toBe(1000);

    const third = await newCard({ monthlyLimit: 10, discount: 33.3 });
    expect((await present(m, third.employeeNo, 10)).answer).toMatchObject({ ok: true, amount: 6.67, balance: 3.33, discount: 33.3 });
    const free = await newCard({ monthlyLimit: 0, discount: 100 });
    const sale = await present(m, free.employeeNo, 8);
    expect(sale.answer).toMatchObject({ ok: true, amount: 0, balance: 0 });
    await report(m, sale.orderCode, 8, 0);
    await acked(m, sale.orderCode);
    expect(await orderOf(sale.orderCode)).toMatchObject({ payStatus: PAY_STATUS.paid.code });
    // No allowance and no full discount: nothing is paid.
    const none = await newCard({ monthlyLimit: 0, discount: 50 });
    expect((await present(m, none.employeeNo, 1)).answer).toMatchObject({ ok: false, reason: 'insufficientBalance' });
  });

  it('a card of another customer never pays, even under the same number; a disabled card is refused in the machine’s language', async () => {
    const shared = nextNo();
    const harborCard = await newCard({ orgId: harborOrg, employeeNo: shared, monthlyLimit: 50 });
    const harborOnly = await newCard({ orgId: harborOrg, monthlyLimit: 50 });
    const m = await machine();
    expect((await present(m, harborOnly.employeeNo, 1)).answer).toMatchObject({ ok: false, reason: 'unknownCard' });
    expect((await present(m, shared, 1)).answer).toMatchObject({ ok: false, reason: 'unknownCard' });
    expect((await cardNow(harborCard.id)).quotaCents).toBe(5000);
    const disabled = await newCard({ status: 'disabled' });
    expect((await present(m, disabled.employeeNo, 1, { lang: 'zh' })).answer).toMatchObject({
      ok: false,
      reason: 'cardDisabled',
      message: '此员工卡已禁用。',
    });
  });

  it('nothing dispensed, a cancel and the timeout give the hold back once; an order nobody authorised is unpaid and abnormal', async () => {
    const card = await newCard({ monthlyLimit: 10 });
    const m = await machine();
    const failed = await present(m, card.employeeNo, 6);
    await report(m, failed.orderCode, 6, 6, 'failed');
    await acked(m, failed.orderCode);
    expect((await cardNow(card.id)).quotaCents).toBe(1000);
    expect(await orderOf(failed.orderCode)).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, abnormalStatus: ABNORMAL_STATUS.none.code });

    const cancelled = await present(m, card.employeeNo, 2);
    await m.publish('card-cancel', { requestId: cancelled.requestId, orderCode: cancelled.orderCode, kind: 'staff' });
    await m.publish('card-cancel', { requestId: cancelled.requestId, orderCode: cancelled.orderCode, kind: 'staff' });
    await eventually(async () => (await cardNow(card.id)).quotaCents === 1000);
    const forgotten = await present(m, card.employeeNo, 3);
    expect(await releaseExpiredStaffHolds(db(), new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredStaffHolds(db(), new Date(Date.now() + 11 * 60_000))).toBe(0);
    expect((await cardNow(card.id)).quotaCents).toBe(1000);
    expect(
      (await recordsOf(card.id))
        .filter((r) => r.kind === 'release')
        .map((r) => r.detail)
        .sort(),
    ).toEqual(['cancelled', 'nothingDispensed', 'timeout']);
    await report(m, forgotten.orderCode, 3, 3);
    await acked(m, forgotten.orderCode);
    expect(await orderOf(forgotten.orderCode)).toMatchObject({
      payStatus: PAY_STATUS.unpaid.code,
      abnormalReason: 'staffCardNotAuthorised',
    });

    const code = nextCode('O');
    await report(m, code, 4, 4);
    await acked(m, code);
    expect(await orderOf(code)).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, abnormalStatus: ABNORMAL_STATUS.open.code });
  });

  it('a refund of the order goes back to the quota, once per refund', async () => {
    const card = await newCard({ monthlyLimit: 10 });
    const m = await machine();
    const sale = await present(m, card.employeeNo, 6);
    await report(m, sale.orderCode, 6, 6);
    await acked(m, sale.orderCode);
    const order = (await orderOf(sale.orderCode))!;
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const refund = async (amount: number) =>
      body(
        await linked.app.inject({
          method: 'POST',
          url: REFUND_API.refund,
          headers: { token },
          payload: {
            orderId: order.id,
            refundItems: [{ itemId: item!.id, refundAmount: amount }],
            refundAmount: amount,
            refundReason: 'Cold',
          },
        }),
      );
    expect((await refund(2.5)).status).toBe(1001);
    await eventually(async () => (await cardNow(card.id)).quotaCents === 650);
    expect((await refund(3.5)).status).toBe(1001);
    await eventually(async () => (await cardNow(card.id)).quotaCents === 1000);
    expect(
      (await recordsOf(card.id))
        .filter((r) => r.kind === 'refund')
        .map((r) => r.amountCents)
        .sort(),
    ).toEqual([250, 350]);
  });

  it('the month turns in the business time zone (Asia/Shanghai): the reset runs once however late or often', async () => {
    const card = await newCard({ monthlyLimit: 10 });
    await db().update(staffCards).set({ quotaCents: 100, quotaMonth: '2030-01' }).where(eq(staffCards.id, card.id));
    // 23:30 on 31 January in Shanghai: still January.
    await resetStaffQuotas(db(), new Date('2030-01-31T15:30:00Z'));
    expect(await cardNow(card.id)).toMatchObject({ quotaCents: 100, quotaMonth: '2030-01' });
    // 00:30 on 1 February in Shanghai (still 31 January in UTC): the new month.
    expect(await resetStaffQuotas(db(), new Date('2030-01-31T16:30:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await cardNow(card.id)).toMatchObject({ quotaCents: 1000, quotaMonth: '2030-02' });
    expect(await resetStaffQuotas(db(), new Date('2030-02-03T10:00:00Z'))).toBe(0);
    const resets = (await recordsOf(card.id)).filter((r) => r.kind === 'reset');
    expect(resets).toMatchObject([{ quotaBefore: 100, quotaAfter: 1000, detail: '2030-02' }]);
  });
});
