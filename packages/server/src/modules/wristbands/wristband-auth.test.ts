// Runs on both engines: uses race on one band's row (row locks, unique request ids and order codes), the expiry job in one statement
import { ABNORMAL_STATUS, type CardAuthRequest, PAY_STATUS, WRISTBAND_API, downTopic } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/harness.js';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { orders } from '../orders/index.js';
import { expireWristbands } from './job.js';
import { authoriseWristband } from './machine.js';
import { wristbandRecords, wristbands } from './schema.js';

/**
 * A wristband paying at machines: the first use activates it (its duration starts), an expired
 * band is refused whether the job has run or not, a band that is not reusable pays once, another
 * customer's band is unknown, and a retried request uses the band once. Over MQTT for the
 * machine's round trip, by the gateway's call for the rules (with a clock of its own).
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
const next = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;
const HOUR = 3_600_000;

async function newBand(fields: Partial<typeof wristbands.$inferInsert> = {}) {
  const wristbandNo = fields.wristbandNo ?? next('WB').toUpperCase();
  const [row] = await db()
    .insert(wristbands)
    .values({ orgId: linked.demoOrg, wristbandNo, duration: 2, durationUnit: 'hour', reusable: true, ...fields })
    .returning();
  return row!;
}
const bandNow = async (id: number) => (await db().select().from(wristbands).where(eq(wristbands.id, id)))[0]!;
const recordsOf = (id: number) =>
  db().select().from(wristbandRecords).where(eq(wristbandRecords.wristbandId, id)).orderBy(wristbandRecords.id);

async function device(orgId = linked.demoOrg) {
  const d = await insertTestDevice(db(), orgId);
  return { id: d.id, orgId, code: d.code, secret: d.secret };
}

const request = (cardNo: string, fields: Partial<CardAuthRequest> = {}): CardAuthRequest => ({
  v: 1,
  ts: Date.now(),
  requestId: next('R'),
  orderCode: next('O'),
  cardNo,
  amount: 12.5,
  kind: 'wristband',
  cups: 1,
  ...fields,
});

describe('authorising a wristband at the machine', () => {
  it('over MQTT: the first use activates the band; the retried request is answered again and uses it once; the order is stored paid', async () => {
    const band = await newBand({ reusable: false });
    const d = await device();
    const m = await TestMachine.connect(linked.url, d.code, d.secret);
    linked.machines.push(m);
    await m.client.subscribeAsync(downTopic(d.code, 'card-answer'), { qos: 1 });
    const requestId = next('R');
    const orderCode = next('O');
    const ask = () =>
      m.publish('card-auth', { requestId, orderCode, cardNo: band.wristbandNo, amount: 8, kind: 'wristband', user: 'Guest 7' });
    await ask();
    await ask();
    const answers = await eventually(async () => {
      const all = m.received.filter((r) => r.kind === 'card-answer' && r.payload['requestId'] === requestId);
      return all.length === 2 ? all.map((a) => a.payload) : null;
    });
    expect(answers[0]).toMatchObject({ ok: true, kind: 'wristband', amount: 8, orderCode });
    expect(answers[1]).toEqual({ ...answers[0], ts: expect.any(Number) });
    const after = await bandNow(band.id);
    expect(after).toMatchObject({ status: 1, uses: 1, lastUser: 'Guest 7' });
    expect(after.expiresAt!.getTime() - after.activatedAt!.getTime()).toBe(2 * HOUR);
    expect(answers[0]!['expiresAt']).toBe(after.expiresAt!.getTime());
    expect(await recordsOf(band.id)).toMatchObject([{ kind: 'activate', deviceId: d.id, orderCode, userName: 'Guest 7' }]);

    await m.publish('order', {
      orderCode,
      type: 'ordinary',
      paymentMethod: 'wristband',
      amounts: { payment: 8, received: 8, fee: 0, discount: 0 },
      items: [{ goodsCode: 'BEER', goodsName: 'Beer', quantity: 1, price: 8, amount: 8, dispense: 'success' }],
    });
    const stored = await eventually(async () => (await db().select().from(orders).where(eq(orders.orderCode, orderCode)))[0] ?? null);
    expect(stored).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.none.code, payStatus: PAY_STATUS.paid.code });

    // The band's records on the record screen's call, by machine.
    const listed = body<Array<{ kind: string; deviceCode: string }>>(
      await linked.app.inject({
        method: 'GET',
        url: `${WRISTBAND_API.records}?wristbandId=${band.id}&deviceCode=${d.code}`,
        headers: { token },
      }),
    );
    expect(listed.data).toMatchObject([{ kind: 'activate', deviceCode: d.code }]);
  });

  it('an order no approved use announced, one announced at another machine, or one above the approved amount is stored unpaid and abnormal, never a sale', async () => {
    const band = await newBand();
    const [a, b] = [await device(), await device()];
    const [ma, mb] = [await TestMachine.connect(linked.url, a.code, a.secret), await TestMachine.connect(linked.url, b.code, b.secret)];
    linked.machines.push(ma, mb);
    const announced = request(band.wristbandNo, { amount: 8 });
    const overdrawn = request(band.wristbandNo, { amount: 8 });
    const under = request(band.wristbandNo, { amount: 8 });
    for (const r of [announced, overdrawn, under]) expect((await authoriseWristband(db(), a, r)).ok).toBe(true);
    // The use keeps the approved amount: a retry is answered with it, whatever amount the retry names.
    expect(await authoriseWristband(db(), a, { ...overdrawn, amount: 80 })).toMatchObject({ ok: true, amount: 8 });
    const order = (orderCode: string, received = 8) => ({
      orderCode,
      type: 'ordinary',
      paymentMethod: 'wristband',
      amounts: { payment: received, received, fee: 0, discount: 0 },
      items: [{ goodsCode: 'BEER', goodsName: 'Beer', quantity: 1, price: received, amount: received, dispense: 'success' }],
    });
    const unannounced = next('O');
    await ma.publish('order', order(unannounced));
    // The announced order reported by another machine than the one the band was used at.
    await mb.publish('order', order(announced.orderCode));
    // One cent more than the use approved; and less, which is paid as received.
    await ma.publish('order', order(overdrawn.orderCode, 8.01));
    await ma.publish('order', order(under.orderCode, 7.5));
    const underRow = await eventually(
      async () => (await db().select().from(orders).where(eq(orders.orderCode, under.orderCode)))[0] ?? null,
    );
    expect(underRow).toMatchObject({ payStatus: PAY_STATUS.paid.code, abnormalStatus: ABNORMAL_STATUS.none.code, receivedAmount: 7.5 });
    for (const orderCode of [unannounced, announced.orderCode, overdrawn.orderCode]) {
      const row = await eventually(async () => (await db().select().from(orders).where(eq(orders.orderCode, orderCode)))[0] ?? null);
      expect(row).toMatchObject({
        payStatus: PAY_STATUS.unpaid.code,
        abnormalStatus: ABNORMAL_STATUS.open.code,
        abnormalReason: 'wristbandNotAuthorised',
        paidAt: null,
      });
    }
    // Acknowledged all the same, so the machines' outboxes empty.
    await eventually(async () => ma.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === unannounced));
    await eventually(async () => mb.received.some((r) => r.kind === 'order-ack' && r.payload['orderCode'] === announced.orderCode));
  });

  it('nothing dispensed, a cancel or an order above the approved amount gives the use back once: a band that pays once pays again', async () => {
    const band = await newBand({ reusable: false });
    const d = await device();
    const m = await TestMachine.connect(linked.url, d.code, d.secret);
    linked.machines.push(m);
    const report = (orderCode: string, received: number, dispense: 'success' | 'failed' = 'success') =>
      m.publish('order', {
        orderCode,
        type: 'ordinary',
        paymentMethod: 'wristband',
        amounts: { payment: received, received, fee: 0, discount: 0 },
        items: [{ goodsCode: 'BEER', goodsName: 'Beer', quantity: 1, price: received, amount: received, dispense }],
      });
    const acked = (orderCode: string) => m.received.filter((r) => r.kind === 'order-ack' && r.payload['orderCode'] === orderCode).length;
    const stored = (orderCode: string) =>
      eventually(async () => (await db().select().from(orders).where(eq(orders.orderCode, orderCode)))[0] ?? null);

    // Nothing dispensed, reported twice: unpaid, not abnormal, the use given back once.
    const failed = request(band.wristbandNo, { amount: 8 });
    expect((await authoriseWristband(db(), d, failed)).ok).toBe(true);
    await report(failed.orderCode, 8, 'failed');
    await report(failed.orderCode, 8, 'failed');
    await eventually(async () => acked(failed.orderCode) === 2);
    expect(await stored(failed.orderCode)).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, abnormalStatus: ABNORMAL_STATUS.none.code });
    expect(await bandNow(band.id)).toMatchObject({ uses: 0, status: 1 });
    // Its request is closed; the band is presented again with a new one.
    expect(await authoriseWristband(db(), d, failed)).toMatchObject({ ok: false, reason: 'requestClosed' });

    // The machine cancels the cart (twice): given back once.
    const cancelled = request(band.wristbandNo, { amount: 8 });
    expect((await authoriseWristband(db(), d, cancelled)).ok).toBe(true);
    const cancel = { requestId: cancelled.requestId, orderCode: cancelled.orderCode, kind: 'wristband' };
    await m.publish('card-cancel', cancel);
    await m.publish('card-cancel', cancel);
    await eventually(async () => (await bandNow(band.id)).uses === 0);

    // More than approved: not authorised, and the use goes back.
    const greedy = request(band.wristbandNo, { amount: 8 });
    expect((await authoriseWristband(db(), d, greedy)).ok).toBe(true);
    await report(greedy.orderCode, 8.5);
    expect(await stored(greedy.orderCode)).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, abnormalReason: 'wristbandNotAuthorised' });
    await eventually(async () => (await bandNow(band.id)).uses === 0);

    // Settled: paid, the band used; a repeated report and a late cancel change nothing.
    const sold = request(band.wristbandNo, { amount: 8 });
    expect((await authoriseWristband(db(), d, sold)).ok).toBe(true);
    await report(sold.orderCode, 8);
    await eventually(async () => acked(sold.orderCode) === 1);
    await m.publish('card-cancel', { requestId: sold.requestId, orderCode: sold.orderCode, kind: 'wristband' });
    await report(sold.orderCode, 8);
    await eventually(async () => acked(sold.orderCode) === 2);
    expect(await stored(sold.orderCode)).toMatchObject({ payStatus: PAY_STATUS.paid.code, abnormalStatus: ABNORMAL_STATUS.none.code });
    expect(await bandNow(band.id)).toMatchObject({ uses: 1 });
    expect(await authoriseWristband(db(), d, request(band.wristbandNo))).toMatchObject({ ok: false, reason: 'alreadyUsed' });
    expect((await recordsOf(band.id)).map((r) => r.kind)).toEqual(['activate', 'release', 'use', 'release', 'use', 'release', 'use']);
  });

  it('a band that is not reusable pays once; a reusable one keeps paying until it expires, at use time even before the job runs', async () => {
    const d = await device();
    const once = await newBand({ reusable: false });
    expect((await authoriseWristband(db(), d, request(once.wristbandNo))).ok).toBe(true);
    expect(await authoriseWristband(db(), d, request(once.wristbandNo, { lang: 'zh' }))).toMatchObject({
      ok: false,
      reason: 'alreadyUsed',
      message: '该手环已使用过。',
    });

    const reusable = await newBand({ duration: 1, durationUnit: 'day' });
    const t0 = new Date();
    expect(await authoriseWristband(db(), d, request(reusable.wristbandNo), t0)).toMatchObject({
      ok: true,
      expiresAt: t0.getTime() + 24 * HOUR,
    });
    const almost = new Date(t0.getTime() + 24 * HOUR - 1);
    expect((await authoriseWristband(db(), d, request(reusable.wristbandNo), almost)).ok).toBe(true);
    expect(await bandNow(reusable.id)).toMatchObject({ status: 1, uses: 2 });
    const due = new Date(t0.getTime() + 24 * HOUR);
    expect(await authoriseWristband(db(), d, request(reusable.wristbandNo), due)).toMatchObject({ ok: false, reason: 'expired' });
    expect(await bandNow(reusable.id)).toMatchObject({ status: 2, uses: 2 });
    expect((await recordsOf(reusable.id)).map((r) => r.kind)).toEqual(['activate', 'use', 'expire']);
    expect(await authoriseWristband(db(), d, request(reusable.wristbandNo), due)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('the expiry job expires activated bands whose duration has run out, once, and leaves the others', async () => {
    const d = await device();
    const short = await newBand({ duration: 1, durationUnit: 'hour' });
    const long = await newBand({ duration: 5, durationUnit: 'day' });
    const fresh = await newBand();
    const t0 = new Date();
    await authoriseWristband(db(), d, request(short.wristbandNo), t0);
    await authoriseWristband(db(), d, request(long.wristbandNo), t0);
    const later = new Date(t0.getTime() + 2 * HOUR);
    expect(await expireWristbands(db(), later)).toBeGreaterThanOrEqual(1);
    expect((await bandNow(short.id)).status).toBe(2);
    expect((await bandNow(long.id)).status).toBe(1);
    expect((await bandNow(fresh.id)).status).toBe(0);
    await expireWristbands(db(), later);
    expect((await recordsOf(short.id)).map((r) => r.kind)).toEqual(['activate', 'expire']);
    expect(await authoriseWristband(db(), d, request(short.wristbandNo), later)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('another customer’s band never pays, even under the same number; a disabled band is refused; one order is paid once', async () => {
    const d = await device();
    const harborBand = await newBand({ orgId: harborOrg });
    expect(await authoriseWristband(db(), d, request(harborBand.wristbandNo))).toMatchObject({ ok: false, reason: 'unknownCard' });
    const harborDevice = await device(harborOrg);
    expect((await authoriseWristband(db(), harborDevice, request(harborBand.wristbandNo))).ok).toBe(true);
    expect((await bandNow(harborBand.id)).uses).toBe(1);

    const off = await newBand({ enabled: false });
    expect(await authoriseWristband(db(), d, request(off.wristbandNo, { lang: 'es' }))).toMatchObject({
      ok: false,
      reason: 'cardDisabled',
      message: 'Esta pulsera está deshabilitada.',
    });
    expect((await bandNow(off.id)).status).toBe(0);

    const band = await newBand();
    const first = request(band.wristbandNo);
    expect((await authoriseWristband(db(), d, first)).ok).toBe(true);
    const otherRequest = await authoriseWristband(db(), d, request(band.wristbandNo, { orderCode: first.orderCode }));
    expect(otherRequest).toMatchObject({ ok: false, reason: 'orderExists' });
    expect((await bandNow(band.id)).uses).toBe(1);
  });

  it('20 requests at once for a band that pays once: exactly one approved', async () => {
    const band = await newBand({ reusable: false });
    const fleet = await Promise.all(Array.from({ length: 5 }, () => device()));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => authoriseWristband(db(), fleet[i % fleet.length]!, request(band.wristbandNo))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.reason === 'alreadyUsed')).toBe(true);
    expect(await bandNow(band.id)).toMatchObject({ uses: 1, status: 1 });
  });
});
