// Runs on both engines: holds race on one card row (conditional updates, unique request ids), money in cents
import { ABNORMAL_STATUS, CARD_API, PAY_STATUS, REFUND_API, downTopic } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/harness.js';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { orderItems, orders } from '../orders/index.js';
import { releaseExpiredHolds } from './holds.js';
import { icCardChanges, icCardHolds, icCards } from './schema.js';

/**
 * A member card paying at machines over MQTT: card-auth holds, the order report settles, a failed
 * dispense or a cancel releases, and a retry never charges twice. The gateway writes outside any
 * test's transaction, so the file has its own database and every card and machine its own code.
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
const nextCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

/** A card made through the form-encoded save, as the screen makes it. */
async function newCard(fields: { orgId?: number; balance?: string; freeUses?: string; status?: string; icCode?: string } = {}) {
  const icCode = fields.icCode ?? nextCode('C');
  const form = new URLSearchParams({ icCode, orgId: String(fields.orgId ?? linked.demoOrg) });
  for (const key of ['balance', 'freeUses', 'status'] as const) if (fields[key] !== undefined) form.set(key, fields[key]);
  const res = await linked.app.inject({
    method: 'POST',
    url: CARD_API.save,
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const answer = body<{ id: number }>(res);
  expect(answer.status, res.body).toBe(1001);
  return { id: answer.data.id, icCode };
}

async function machine(orgId = linked.demoOrg) {
  const d = await insertTestDevice(db(), orgId);
  const m = await TestMachine.connect(linked.url, d.code, d.secret);
  await m.client.subscribeAsync(downTopic(d.code, 'card-answer'), { qos: 1 });
  linked.machines.push(m);
  return m;
}

const cardNow = async (id: number) => (await db().select().from(icCards).where(eq(icCards.id, id)))[0]!;
const orderOf = async (code: string) => (await db().select().from(orders).where(eq(orders.orderCode, code)))[0];
const changesOf = (id: number) => db().select().from(icCardChanges).where(eq(icCardChanges.cardId, id));

type Answer = { ok: boolean; reason?: string; message?: string; amount?: number; freeUse?: boolean; balance?: number };

/** Presents the card for a cart and waits for the answer to this request id. */
async function present(
  m: TestMachine,
  cardNo: string,
  amount: number,
  opts: { requestId?: string; orderCode?: string; cups?: number; lang?: string } = {},
) {
  const requestId = opts.requestId ?? nextCode('R');
  const orderCode = opts.orderCode ?? nextCode('O');
  const before = m.received.filter((r) => r.kind === 'card-answer' && r.payload['requestId'] === requestId).length;
  await m.publish('card-auth', { requestId, orderCode, cardNo, amount, cups: opts.cups ?? 2, ...(opts.lang ? { lang: opts.lang } : {}) });
  const answer = await eventually(async () => {
    const all = m.received.filter((r) => r.kind === 'card-answer' && r.payload['requestId'] === requestId);
    return all.length > before ? all[all.length - 1]!.payload : null;
  });
  return { requestId, orderCode, answer: answer as Answer };
}

/** The machine's order report of a cart paid by member card. */
function report(m: TestMachine, orderCode: string, amount: number, dispense: 'success' | 'failed' = 'success') {
  return m.publish('order', {
    orderCode,
    type: 'ordinary',
    paymentMethod: 'member_card',
    amounts: { payment: amount, received: amount, fee: 0, discount: 0 },
    items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: amount, amount, dispense }],
  });
}

const acked = (m: TestMachine, orderCode: string) =>
  eventually(async () => m.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === orderCode));

describe('authorising a member card at the machine', () => {
  it('50 machines at once on a card with the balance for 10 carts: exactly 10 approved, the balance ends at 0', async () => {
    const card = await newCard({ balance: '30' });
    const fleet = await Promise.all(Array.from({ length: 50 }, () => machine()));
    const answers = await Promise.all(fleet.map((m) => present(m, card.icCode, 3)));
    expect(answers.filter((a) => a.answer.ok)).toHaveLength(10);
    expect(answers.filter((a) => !a.answer.ok).every((a) => a.answer.reason === 'insufficientBalance')).toBe(true);
    expect((await cardNow(card.id)).balanceCents).toBe(0);
    const charges = (await changesOf(card.id)).filter((c) => c.kind === 'charge');
    expect(charges).toHaveLength(10);
    expect(charges.every((c) => c.balanceAfter >= 0 && c.balanceBefore - c.balanceAfter === 300)).toBe(true);
  });

  it('a retried request (same id) is held once and answered the same; the repeated order report settles once', async () => {
    const card = await newCard({ balance: '20' });
    const m = await machine();
    const first = await present(m, card.icCode, 4.5);
    const again = await present(m, card.icCode, 4.5, { requestId: first.requestId, orderCode: first.orderCode });
    expect(first.answer).toMatchObject({ ok: true, amount: 4.5, balance: 15.5 });
    expect(again.answer).toMatchObject({ ok: true, amount: 4.5, balance: 15.5 });
    await report(m, first.orderCode, 4.5);
    await acked(m, first.orderCode);
    await report(m, first.orderCode, 4.5);
    await eventually(
      async () => m.received.filter((r) => r.kind === 'order-ack' && r.payload['orderCode'] === first.orderCode).length === 2,
    );
    expect((await cardNow(card.id)).balanceCents).toBe(1550);
    const [hold] = await db().select().from(icCardHolds).where(eq(icCardHolds.orderCode, first.orderCode));
    expect(hold).toMatchObject({ status: 'settled', settledCents: 450 });
    expect(await orderOf(first.orderCode)).toMatchObject({ payStatus: PAY_STATUS.paid.code, abnormalStatus: ABNORMAL_STATUS.none.code });
    // A second request for the same order is refused: an order is held once.
    const other = await present(m, card.icCode, 4.5, { orderCode: first.orderCode });
    expect(other.answer).toMatchObject({ ok: false, reason: 'orderExists' });
  });

  it('a refund of the order goes back to the card, once per refund', async () => {
    const card = await newCard({ balance: '10' });
    const m = await machine();
    const sale = await present(m, card.icCode, 6);
    await report(m, sale.orderCode, 6);
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
            refundReason: 'Cold coffee',
          },
        }),
      );
    expect((await refund(2.5)).status).toBe(1001);
    await eventually(async () => (await cardNow(card.id)).balanceCents === 650);
    expect((await refund(3.5)).status).toBe(1001);
    await eventually(async () => (await cardNow(card.id)).balanceCents === 1000);
    const refunds = (await changesOf(card.id)).filter((c) => c.kind === 'refund');
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([250, 350]);
    // Nothing more to refund: the card keeps its balance.
    expect((await refund(0.01)).status).not.toBe(1001);
    expect((await cardNow(card.id)).balanceCents).toBe(1000);
  });

  it('nothing dispensed: the hold goes back to the card and the order is stored unpaid', async () => {
    const card = await newCard({ balance: '10' });
    const m = await machine();
    const sale = await present(m, card.icCode, 6);
    expect((await cardNow(card.id)).balanceCents).toBe(400);
    await report(m, sale.orderCode, 6, 'failed');
    await acked(m, sale.orderCode);
    expect((await cardNow(card.id)).balanceCents).toBe(1000);
    expect(await orderOf(sale.orderCode)).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, abnormalStatus: ABNORMAL_STATUS.none.code });
    expect((await changesOf(card.id)).map((c) => [c.kind, c.amountCents, c.reason])).toEqual(
      expect.arrayContaining([
        ['charge', -600, null],
        ['release', 600, 'nothingDispensed'],
      ]),
    );
  });

  it('a cancel or the timeout releases the hold once', async () => {
    const card = await newCard({ balance: '10' });
    const m = await machine();
    const cancelled = await present(m, card.icCode, 2);
    await m.publish('card-cancel', { requestId: cancelled.requestId, orderCode: cancelled.orderCode });
    await m.publish('card-cancel', { requestId: cancelled.requestId, orderCode: cancelled.orderCode });
    await eventually(async () => (await cardNow(card.id)).balanceCents === 1000);
    const forgotten = await present(m, card.icCode, 3);
    expect(forgotten.answer.ok).toBe(true);
    expect(await releaseExpiredHolds(db(), new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredHolds(db(), new Date(Date.now() + 11 * 60_000))).toBe(0);
    expect((await cardNow(card.id)).balanceCents).toBe(1000);
    expect((await changesOf(card.id)).filter((c) => c.kind === 'release')).toHaveLength(2);
    // The order reported after its hold timed out is not taken as paid.
    await report(m, forgotten.orderCode, 3);
    await acked(m, forgotten.orderCode);
    expect(await orderOf(forgotten.orderCode)).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, abnormalReason: 'cardNotAuthorised' });
    expect((await cardNow(card.id)).balanceCents).toBe(1000);
  });

  it('a card of another customer never pays, even under the same number; a disabled card is refused in the machine’s language', async () => {
    const shared = nextCode('S');
    const harborCard = await newCard({ orgId: harborOrg, icCode: shared, balance: '50' });
    const demoCard = await newCard({ icCode: shared, balance: '5' });
    const harborOnly = await newCard({ orgId: harborOrg, balance: '50' });
    const m = await machine();
    expect((await present(m, harborOnly.icCode, 1)).answer).toMatchObject({ ok: false, reason: 'unknownCard' });
    expect((await present(m, shared, 6)).answer).toMatchObject({ ok: false, reason: 'insufficientBalance' });
    expect((await present(m, shared, 5)).answer).toMatchObject({ ok: true, balance: 0 });
    expect((await cardNow(harborCard.id)).balanceCents).toBe(5000);
    expect((await cardNow(demoCard.id)).balanceCents).toBe(0);

    const disabled = await newCard({ balance: '10', status: 'disabled' });
    expect((await present(m, disabled.icCode, 1, { lang: 'zh' })).answer).toMatchObject({
      ok: false,
      reason: 'cardDisabled',
      message: '此卡已停用。',
    });
    expect((await cardNow(disabled.id)).balanceCents).toBe(1000);
  });

  it('a member-card order nobody authorised is stored unpaid and abnormal; a free use pays a one-cup cart', async () => {
    const m = await machine();
    const code = nextCode('O');
    await report(m, code, 8);
    await acked(m, code);
    expect(await orderOf(code)).toMatchObject({
      payStatus: PAY_STATUS.unpaid.code,
      abnormalStatus: ABNORMAL_STATUS.open.code,
      abnormalReason: 'cardNotAuthorised',
      paidAt: null,
    });

    const card = await newCard({ balance: '1', freeUses: '1' });
    const free = await present(m, card.icCode, 8, { cups: 1 });
    expect(free.answer).toMatchObject({ ok: true, freeUse: true, amount: 0 });
    await report(m, free.orderCode, 0);
    await acked(m, free.orderCode);
    expect(await cardNow(card.id)).toMatchObject({ balanceCents: 100, freeUses: 0 });
    expect(await orderOf(free.orderCode)).toMatchObject({ payStatus: PAY_STATUS.paid.code });
    // No free use left: the next one-cup cart is paid from the balance.
    expect((await present(m, card.icCode, 8, { cups: 1 })).answer).toMatchObject({ ok: false, reason: 'insufficientBalance' });
  });
});
