// Runs on both engines: shares split to the cent, bills summed in SQL
import {
  ORDER_STATUS,
  EXPORT_TASK_STATE,
  SHARING_API,
  SHARING_EXPORT_KINDS,
  SHARING_APPLY_STATUS as A,
  SHARING_SIGN_STATUS as S,
  SHARING_STATUS,
  splitOrder,
} from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOfXlsx } from '../../test/excel.js';
import { exportThroughCentre } from '../../test/exports.js';
import { BMP, MB, PNG, uploadFile } from '../../test/uploads.js';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { paySandbox, refundSandbox } from '../../test/sandbox-payment.js';
import { insertTestDevice, storeTestOrder } from '../../test/order-intake.js';
import { publish } from '../../platform/wiring/index.js';
import { ordersDispensed } from '../orders/index.js';
import { payConfigs } from '../payments/index.js';
import { rebalance } from './ledger.js';
import { shrApplies, shrOrders } from './schema.js';
import { rebalanceRefund, settleShares } from './shares.js';

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let demo: number;
let payId: number;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
  // Alipay (pay type 3) of Demo Coffee Co.: no demo sharing configuration names it.
  const [pay] = await db()
    .select()
    .from(payConfigs)
    .where(and(eq(payConfigs.orgId, demo), eq(payConfigs.payType, 3)));
  payId = pay!.id;
});

async function upload(file: Buffer, filename: string) {
  const token = await t.login('admin', 'admin123');
  const res = await uploadFile(
    t.app,
    { dataEntity: 'sharing', dataField: 'attachment', file, filename, type: 'image/png' },
    { token, lang: 'en' },
  );
  return res.json() as { status: number; data: { url: string }; result: string };
}

const applyBody = (overrides: Record<string, unknown> = {}) => ({
  payConfigId: payId,
  orgCode: 'DEMO',
  name: 'Site owner',
  merchantNo: `19000${Math.random().toString().slice(2, 9)}`,
  contact: 'Wang',
  businessType: 2,
  attachments: [],
  ...overrides,
});

/** An application taken through review and signing to the state a configuration may name. */
async function signedJoiner(name: string): Promise<number> {
  const unique = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  const a = await admin('POST', SHARING_API.applySave, applyBody({ name: unique, merchantNo: `M-${unique}` }));
  expect(a.status).toBe(1001);
  expect((await admin('POST', SHARING_API.applyReview, { id: a.data.id, approve: true })).status).toBe(1001);
  expect((await admin('POST', SHARING_API.applySign, { id: a.data.id, signStatus: 2 })).status).toBe(1001);
  return a.data.id as number;
}

describe('sharing applications', () => {
  it('takes up to 6 pictures checked by content: png, bmp; refuses a 7th, a file not uploaded, and a renamed non-image', async () => {
    const png = await upload(PNG, 'a.png');
    const bmp = await upload(BMP, 'b.bmp');
    expect(png.status).toBe(1001);
    expect(bmp.status).toBe(1001);
    const renamed = await upload(Buffer.from('not an image at all, just text'), 'fake.png');
    expect(renamed.status).toBe(400);
    expect(renamed.result).toBe('Only PNG/JPG/BMP images are allowed');

    const six = [png.data.url, bmp.data.url, png.data.url, bmp.data.url, png.data.url, bmp.data.url];
    const ok = await admin('POST', SHARING_API.applySave, applyBody({ attachments: six }));
    expect(ok.status).toBe(1001);
    expect(ok.data).toMatchObject({ applyStatus: A.reviewing.code, signStatus: S.reviewing.code, attachments: six });

    const seven = await admin('POST', SHARING_API.applySave, applyBody({ attachments: [...six, png.data.url] }));
    expect(seven.status).toBe(400);
    expect(seven.data.errors[0]).toMatchObject({ field: 'attachments' });

    const foreign = await admin('POST', SHARING_API.applySave, applyBody({ attachments: ['/api/files/2026/01/nothing.png'] }));
    expect(foreign.status).toBe(400);
  });

  it('accepts a picture of exactly 2 MB and refuses 2 MB + 1 byte', async () => {
    const at = await upload(Buffer.concat([PNG, Buffer.alloc(2 * MB - PNG.length)]), 'max.png');
    expect(at.status).toBe(1001);
    const past = await upload(Buffer.concat([PNG, Buffer.alloc(2 * MB + 1 - PNG.length)]), 'over.png');
    expect(past.status).toBe(400);
  });

  it('refuses a customer code that is not the payment configuration’s customer', async () => {
    const res = await admin('POST', SHARING_API.applySave, applyBody({ orgCode: 'HARBOR' }));
    expect(res.status).toBe(400);
    expect(res.data.errors[0].field).toBe('orgCode');
  });

  it('walks every allowed transition and keeps its history', async () => {
    const a = (await admin('POST', SHARING_API.applySave, applyBody())).data;
    // Rejecting needs a reason.
    const noReason = await admin('POST', SHARING_API.applyReview, { id: a.id, approve: false });
    expect(noReason.status).toBe(400);
    expect(noReason.data.errors[0].field).toBe('reason');
    const rejected = await admin('POST', SHARING_API.applyReview, { id: a.id, approve: false, reason: 'Blurry licence' });
    expect(rejected.data).toMatchObject({ applyStatus: A.rejected.code, signStatus: S.notSigned.code, rejectReason: 'Blurry licence' });
    const again = await admin('POST', SHARING_API.applySave, applyBody({ id: a.id, name: 'Site owner (clear licence)' }));
    expect(again.data).toMatchObject({ applyStatus: A.reviewing.code, signStatus: S.reviewing.code, rejectReason: null });
    const approved = await admin('POST', SHARING_API.applyReview, { id: a.id, approve: true });
    expect(approved.data).toMatchObject({ applyStatus: A.approved.code, signStatus: S.pending.code });
    const failed = await admin('POST', SHARING_API.applySign, { id: a.id, signStatus: 1 });
    expect(failed.data).toMatchObject({ applyStatus: A.approved.code, signStatus: S.failed.code });
    const signed = await admin('POST', SHARING_API.applySign, { id: a.id, signStatus: 2 });
    expect(signed.data).toMatchObject({ applyStatus: A.approved.code, signStatus: S.success.code });
    expect(signed.data.history.map((h: { action: string }) => h.action)).toEqual([
      'apply',
      'reject',
      'resubmit',
      'approve',
      'signFailed',
      'signSuccess',
    ]);
    expect(signed.data.history[1]).toMatchObject({
      fromApply: 0,
      toApply: 2,
      fromSign: 4,
      toSign: 3,
      reason: 'Blurry licence',
      by: 'admin',
    });

    const b = (await admin('POST', SHARING_API.applySave, applyBody({ name: 'Cancel me' }))).data;
    expect((await admin('POST', SHARING_API.applyCancel, { id: b.id })).data).toMatchObject({
      applyStatus: A.cancelled.code,
      signStatus: S.notSigned.code,
    });
    const c = (await admin('POST', SHARING_API.applySave, applyBody({ name: 'Cancel after rejection' }))).data;
    await admin('POST', SHARING_API.applyReview, { id: c.id, approve: false, reason: 'No' });
    expect((await admin('POST', SHARING_API.applyCancel, { id: c.id })).data.applyStatus).toBe(A.cancelled.code);
  });

  it('refuses every transition the table does not allow, naming the states, and changes nothing', async () => {
    const a = (await admin('POST', SHARING_API.applySave, applyBody())).data;
    // Under review: no resubmit, no signing.
    const resubmit = await admin('POST', SHARING_API.applySave, applyBody({ id: a.id }));
    expect(resubmit.status).toBe(400);
    expect(resubmit.result).toBe('This application cannot be resubmitted: it is Under review / Under review.');
    expect((await admin('POST', SHARING_API.applySign, { id: a.id, signStatus: 2 })).status).toBe(400);
    await admin('POST', SHARING_API.applyReview, { id: a.id, approve: true });
    // Approved: no second review, no cancel, no resubmit.
    // A second session: the same call again within a second would be a repeat submit.
    const other = await apiAs(t, 'admin', 'admin123');
    const twice = await other('POST', SHARING_API.applyReview, { id: a.id, approve: true });
    expect(twice.status).toBe(400);
    expect(twice.result).toBe('This application cannot be approved: it is Approved / Pending signing.');
    const zh = await admin('POST', SHARING_API.applyCancel, { id: a.id }, 'zh');
    expect(zh.result).toBe('该申请当前为“已通过 / 待签约”，不能执行“取消”');
    expect((await admin('POST', SHARING_API.applyReview, { id: a.id, approve: false, reason: 'x' })).status).toBe(400);
    expect((await other('POST', SHARING_API.applySign, { id: a.id, signStatus: 2 })).status).toBe(1001);
    // Signed: no "failed" afterwards.
    expect((await admin('POST', SHARING_API.applySign, { id: a.id, signStatus: 1 })).status).toBe(400);
    // Cancelled: nothing more.
    const b = (await admin('POST', SHARING_API.applySave, applyBody({ name: 'B' }))).data;
    await admin('POST', SHARING_API.applyCancel, { id: b.id });
    for (const call of [
      () => other('POST', SHARING_API.applyCancel, { id: b.id }),
      () => admin('POST', SHARING_API.applyReview, { id: b.id, approve: true }),
      () => admin('POST', SHARING_API.applySave, applyBody({ id: b.id })),
    ])
      expect((await call()).status).toBe(400);
    const [row] = await db().select().from(shrApplies).where(eq(shrApplies.id, b.id));
    expect(row).toMatchObject({ applyStatus: A.cancelled.code, signStatus: S.notSigned.code });
    const detail = await admin('GET', `${SHARING_API.applyDetail}?id=${b.id}`);
    expect(detail.data.history).toHaveLength(2);
  });
});

describe('sharing configuration rules', () => {
  const configBody = async (joiners: Array<[number, number]>, extra: Record<string, unknown> = {}) => {
    const device = await insertTestDevice(db(), demo);
    return {
      payConfigId: payId,
      status: '0',
      sharingType: 1,
      businessType: 1,
      deviceIds: [device.id],
      joiners: joiners.map(([applyId, rate]) => ({ applyId, rate })),
      ...extra,
    };
  };
  const saveConfig = async (joiners: Array<[number, number]>, extra: Record<string, unknown> = {}) =>
    admin('POST', SHARING_API.configSave, await configBody(joiners, extra));

  it('takes each rate from 1 to 100 and refuses 0 and 101, next to the field', async () => {
    const j = await signedJoiner('Rates');
    for (const [rate, ok] of [
      [0, false],
      [0.5, false],
      [1, true],
      [100, true],
      [101, false],
    ] as const) {
      const agreement = rate > 80 ? (await upload(PNG, 'agreement.png')).data.url : null;
      const res = await saveConfig([[j, rate]], { agreementFile: agreement });
      expect(res.status, `rate ${rate}`).toBe(ok ? 1001 : 400);
      if (!ok) expect(res.data.errors[0].field).toBe('joiners.0.rate');
    }
    const zero = await saveConfig([[j, 0]]);
    expect(zero.data.errors[0].message).toContain('must be above 0');
  });

  it('takes a total of 100 % and refuses 100.01 %; above 80 % only with the agreement', async () => {
    const a = await signedJoiner('A');
    const b = await signedJoiner('B');
    const agreement = (await upload(PNG, 'agreement.png')).data.url;
    /** Saves a configuration sharing `rateA` % with A and `rateB` % with B. */
    const shareAB = (rateA: number, rateB: number, extra: Record<string, unknown> = {}) =>
      saveConfig(
        [
          [a, rateA],
          [b, rateB],
        ],
        extra,
      );
    const at = await shareAB(60, 40, { agreementFile: agreement });
    expect(at.status).toBe(1001);
    const past = await shareAB(60, 40.01, { agreementFile: agreement });
    expect(past.status).toBe(400);
    expect(past.data.errors[0]).toMatchObject({ field: 'joiners' });

    expect((await shareAB(50, 30)).status).toBe(1001);
    const noAgreement = await shareAB(50, 30.01);
    expect(noAgreement.status).toBe(400);
    expect(noAgreement.data.errors[0]).toMatchObject({ field: 'agreementFile' });
    const withAgreement = await shareAB(50, 30.01, { agreementFile: agreement });
    expect(withAgreement.status).toBe(1001);
    expect(withAgreement.data).toMatchObject({
      feeRate: 0.6,
      joiners: [
        { applyId: a, rate: 50 },
        { applyId: b, rate: 30.01 },
      ],
    });
  });

  it('names only approved and signed applications of the customer', async () => {
    const pending = (await admin('POST', SHARING_API.applySave, applyBody({ name: 'Pending' }))).data.id;
    const res = await saveConfig([[pending, 10]]);
    expect(res.status).toBe(400);
    expect(res.data.errors[0].field).toBe('joiners.0.applyId');
    const usable = await admin('GET', `${SHARING_API.configJoiners}?payId=${payId}`);
    expect(usable.data.map((j: { applyId: number }) => j.applyId)).not.toContain(pending);
  });

  it('keeps a device under one enabled configuration (a database constraint behind the check)', async () => {
    const j = await signedJoiner('One device');
    const body = await configBody([[j, 10]]);
    expect((await admin('POST', SHARING_API.configSave, body)).status).toBe(1001);
    // The other payment configuration of the customer (WeChat Pay) may not take the same device while enabled.
    const [wechat] = await db()
      .select()
      .from(payConfigs)
      .where(and(eq(payConfigs.orgId, demo), eq(payConfigs.payType, 1)));
    const taken = await admin('POST', SHARING_API.configSave, { ...body, payConfigId: wechat!.id, joiners: [{ applyId: j, rate: 10 }] });
    expect(taken.status).toBe(400);
    expect(taken.data?.errors?.[0]?.field ?? 'deviceIds').toBe('deviceIds');
  });
});

describe('sharing orders', () => {
  /** A paid order of 12.50 on a new device of a configuration with two joiners (30 % and 20 %). */
  async function sharedOrder() {
    const a = await signedJoiner('Owner');
    const b = await signedJoiner('Partner');
    const { order, device } = await storeTestOrder(db(), demo);
    const saved = await admin('POST', SHARING_API.configSave, {
      payConfigId: payId,
      status: '0',
      sharingType: 1,
      businessType: 1,
      deviceIds: [device.id],
      joiners: [
        { applyId: a, rate: 30 },
        { applyId: b, rate: 20 },
      ],
    });
    expect(saved.status).toBe(1001);
    await paySandbox(db(), order, payId, 12.5);
    await publish(db(), ordersDispensed, [
      { orderId: order.id, orgId: order.orgId, status: ORDER_STATUS.partlyDispensed.code, payType: 3 },
    ]);
    const rows = await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id)).orderBy(shrOrders.splitIndex);
    return { order, device, rows, a, b };
  }

  it('splits a paid order to the cent after the provider’s fee, and settles the shares through the sandbox', async () => {
    const { rows, order, device } = await sharedOrder();
    // 1250 cents; fee 0.6 % = 7.5 → 8 (half up); 1242 left: 30 % = 372.6 → 372, 20 % = 248.4 → 248; 622 remain.
    expect(rows.map((r) => [r.feeCents, r.shareCents, r.status])).toEqual([
      [8, 372, SHARING_STATUS.pending.code],
      [8, 248, SHARING_STATUS.pending.code],
    ]);
    // Heard again, nothing more.
    await publish(db(), ordersDispensed, [
      { orderId: order.id, orgId: order.orgId, status: ORDER_STATUS.partlyDispensed.code, payType: 3 },
    ]);
    expect(await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id))).toHaveLength(2);

    await settleShares(db());
    const asked = await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id));
    expect(asked.every((r) => r.status === SHARING_STATUS.inProgress.code && r.providerNo)).toBe(true);
    // The sandbox settles a moment later; the next round a little later finds them settled.
    await db().execute(`update sbx_share set settle_at = now() - interval '1 second'`);
    await settleShares(db(), new Date(Date.now() + 60_000));
    const done = await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id));
    expect(done.every((r) => r.status === SHARING_STATUS.success.code && r.settledAt)).toBe(true);

    const list = await admin('GET', `${SHARING_API.orderList}?deviceId=${device.id}`);
    expect(list.total).toBe(2);
    expect(list.data[0]).toMatchObject({ orderCents: 1250, currency: expect.any(String) });
    const bill = await admin('GET', `${SHARING_API.deviceBill}?payConfigId=${payId}&deviceId=${device.id}`);
    expect(bill.data).toEqual([
      expect.objectContaining({
        key: device.id,
        orders: 1,
        orderCents: 1250,
        feeCents: 8,
        sharedCents: 620,
        reversedCents: 0,
        netCents: 620,
      }),
    ]);
    const merchants = await admin('GET', `${SHARING_API.merchantBill}?deviceId=${device.id}`);
    expect(merchants.data.map((l: { netCents: number }) => l.netCents).sort()).toEqual([248, 372]);
    // One order shared with two joiners: on both joiners' lines, once in the bill's totals.
    expect(merchants.data.map((l: { orders: number }) => l.orders)).toEqual([1, 1]);
    expect(merchants.result.totals[0]).toMatchObject({ sharedCents: 620, orders: 1, orderCents: 1250, feeCents: 8 });
  });

  it('shares each order of one dispensed batch, taking a refund settled before its shares into account', async () => {
    const a = await signedJoiner('Owner');
    const b = await signedJoiner('Partner');
    const first = await storeTestOrder(db(), demo);
    const second = await storeTestOrder(db(), demo);
    const saved = await admin('POST', SHARING_API.configSave, {
      payConfigId: payId,
      status: '0',
      sharingType: 1,
      businessType: 1,
      deviceIds: [first.device.id, second.device.id],
      joiners: [
        { applyId: a, rate: 30 },
        { applyId: b, rate: 20 },
      ],
    });
    expect(saved.status).toBe(1001);
    await paySandbox(db(), first.order, payId, 12.5);
    await paySandbox(db(), second.order, payId, 12.5);
    await refundSandbox(db(), second.order.id, `RF${second.order.id}E`, 450);
    await publish(
      db(),
      ordersDispensed,
      [first, second].map(({ order }) => ({ orderId: order.id, orgId: order.orgId, status: ORDER_STATUS.completed.code, payType: 3 })),
    );
    const net = async (orderId: number) =>
      (await db().select().from(shrOrders).where(eq(shrOrders.orderId, orderId)).orderBy(shrOrders.splitIndex)).map((r) => [
        r.shareCents - r.reversedCents,
        r.feeCents,
      ]);
    expect(await net(first.order.id)).toEqual([
      [372, 8],
      [248, 8],
    ]);
    // 4.50 refunded before: split on 8.00 (fee 4.8 → 5; 795 left: 238.5 → 238, 159).
    expect(await net(second.order.id)).toEqual([
      [238, 5],
      [159, 5],
    ]);
  });

  it('reverses the shares proportionally when refunds settle, cent-exact', async () => {
    const { rows, order } = await sharedOrder();
    await settleShares(db());
    // 4.50 refunded: net 800; fee 4.8 → 5; 795 left: 238.5 → 238, 159.
    await refundSandbox(db(), order.id, `RF${order.id}A`, 450);
    await rebalanceRefund(db(), `RF${order.id}A`);
    let now = await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id)).orderBy(shrOrders.splitIndex);
    expect(now.map((r) => [r.shareCents - r.reversedCents, r.feeCents])).toEqual([
      [238, 5],
      [159, 5],
    ]);
    expect(now[0]!.reversedCents).toBe(rows[0]!.shareCents - 238);
    // The rest refunded: every share back to zero, fee zero.
    await refundSandbox(db(), order.id, `RF${order.id}B`, 800);
    await rebalanceRefund(db(), `RF${order.id}B`);
    now = await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id));
    expect(now.map((r) => r.shareCents - r.reversedCents)).toEqual([0, 0]);
    expect(now.every((r) => r.feeCents === 0)).toBe(true);
  });

  it('a bill asked again at once after its shares settle or are reversed shows the change, not the answer of a moment ago', async () => {
    const { order, device } = await sharedOrder();
    const url = `${SHARING_API.deviceBill}?deviceId=${device.id}`;
    const pending = await admin('GET', url);
    expect(pending.data[0].byStatus).toMatchObject({ '1': 620, '3': 0 });
    await settleShares(db());
    await db().execute(`update sbx_share set settle_at = now() - interval '1 second'`);
    await settleShares(db(), new Date(Date.now() + 60_000));
    const settled = await admin('GET', url);
    expect(settled.data[0].byStatus).toMatchObject({ '1': 0, '3': 620 });
    await refundSandbox(db(), order.id, `RF${order.id}G`, 450);
    await rebalanceRefund(db(), `RF${order.id}G`);
    const reversed = await admin('GET', url);
    expect(reversed.data[0]).toMatchObject({ reversedCents: 620 - 238 - 159, netCents: 238 + 159 });
  });

  it('a share not yet asked of the provider just shrinks, and is cancelled when nothing is left', async () => {
    const { order } = await sharedOrder();
    await refundSandbox(db(), order.id, `RF${order.id}X`, 1250);
    await rebalanceRefund(db(), `RF${order.id}X`);
    await settleShares(db());
    const now = await db().select().from(shrOrders).where(eq(shrOrders.orderId, order.id));
    expect(now.map((r) => r.status)).toEqual([SHARING_STATUS.cancelled.code, SHARING_STATUS.cancelled.code]);
  });

  it('exports the sharing orders, the merchant bill and the device bill through the export centre, as the lists show them', async () => {
    const { device } = await sharedOrder();
    await sharedOrder();
    const token = await t.login('admin', 'admin123');
    const filter = { payConfigId: payId };
    const cases = [
      { kind: SHARING_EXPORT_KINDS.orders, list: SHARING_API.orderList, first: 'Order number', columns: 12 },
      { kind: SHARING_EXPORT_KINDS.merchantBill, list: SHARING_API.merchantBill, first: 'Joiner merchant', columns: 9 },
      { kind: SHARING_EXPORT_KINDS.deviceBill, list: SHARING_API.deviceBill, first: 'Device', columns: 9 },
    ];
    for (const c of cases) {
      const listed = await admin('GET', `${c.list}?payConfigId=${payId}&limit=1`);
      expect(listed.total, c.kind).toBeGreaterThanOrEqual(2);
      const { created, task, file } = await exportThroughCentre(t, token, { kind: c.kind, query: filter });
      expect(created.status, JSON.stringify(created)).toBe(1001);
      expect(task?.state, c.kind).toBe(EXPORT_TASK_STATE.done.code);
      const rows = await rowsOfXlsx(file!.rawPayload);
      expect(rows[0]![0], c.kind).toBe(c.first);
      expect(rows[0], c.kind).toHaveLength(c.columns);
      expect(rows.length - 1, c.kind).toBe(listed.total);
      expect(task!.rowCount, c.kind).toBe(listed.total);
    }
    // The user's choice of columns, in their order; one device's orders only.
    const picked = await exportThroughCentre(t, token, {
      kind: SHARING_EXPORT_KINDS.orders,
      query: { deviceId: device.id },
      columns: ['shareCents', 'joinerName'],
    });
    expect(picked.task?.state, JSON.stringify(picked.task ?? picked.created)).toBe(EXPORT_TASK_STATE.done.code);
    const file = picked.file;
    const rows = await rowsOfXlsx(file!.rawPayload);
    expect(rows[0]).toEqual(['Share', 'Joiner merchant']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([2.48, 3.72]);
  });
});

describe('sharing bills', () => {
  it('names each line with the currency of its own customer', async () => {
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const row = (orgId: number, applyId: number, deviceId: number) => ({
      shareCode: `SHCUR${orgId}J${applyId}`,
      orderId: 990_000 + orgId,
      orderCode: `CUR${orgId}`,
      paymentCode: `PAYCUR${orgId}`,
      deviceId,
      orgId,
      payConfigId: payId,
      configId: 1,
      applyId,
      joinerName: `Currency joiner ${orgId}`,
      merchantNo: `19CUR${orgId}`,
      rateBps: 1000,
      feeBps: 60,
      splitBps: [1000],
      splitIndex: 0,
      primaryRow: true,
      orderCents: 1000,
      feeCents: 6,
      shareCents: 99,
      orderTime: new Date('2020-01-02T03:00:00Z'),
    });
    await db()
      .insert(shrOrders)
      .values([row(harbor, 990_001, 990_001), row(demo, 990_002, 990_002)]);
    const period = 'beginTime=2020-01-01&endTime=2020-01-03';
    const merchant = await admin('GET', `${SHARING_API.merchantBill}?${period}`);
    expect(merchant.data.map((l: { key: number; currency: string }) => [l.key, l.currency]).sort()).toEqual([
      [990_001, 'USD'],
      [990_002, 'CNY'],
    ]);
    const device = await admin('GET', `${SHARING_API.deviceBill}?${period}`);
    expect(device.data.map((l: { key: number; currency: string }) => [l.key, l.currency]).sort()).toEqual([
      [990_001, 'USD'],
      [990_002, 'CNY'],
    ]);
    await db()
      .delete(shrOrders)
      .where(eq(shrOrders.orderCode, `CUR${harbor}`));
    await db()
      .delete(shrOrders)
      .where(eq(shrOrders.orderCode, `CUR${demo}`));
  });
});

describe('bill figures and period', () => {
  // 22 orders of 12.50 on one machine, each shared with two joiners (30 % and 20 %), as
  // `createShares` stores them: two rows an order, the first its primary row. One order had 4.50
  // refunded: net 800, fee 5, shares 238 and 159 (134 and 89 reversed).
  const DEVICE = 980_101;
  const JOINERS = [
    { applyId: 980_201, rateBps: 3000, share: 372, reversed: 134 },
    { applyId: 980_202, rateBps: 2000, share: 248, reversed: 89 },
  ];
  const ORDERS = 22;
  // The first order at 17:30 UTC on 1 March (already 2 March in UTC+8), the last on 22 March.
  const timeOf = (i: number) => new Date(Date.UTC(2019, 2, 1 + i, 17, 30) - (i === ORDERS - 1 ? 7.5 * 3600_000 : 0));
  const dayIn = (time: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);

  beforeAll(async () => {
    const rows = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const refunded = i === 0;
      for (const [j, joiner] of JOINERS.entries())
        rows.push({
          shareCode: `SHBILL${i}J${j}`,
          orderId: 980_001 + i,
          orderCode: `BILL${i}`,
          paymentCode: `PAYBILL${i}`,
          deviceId: DEVICE,
          orgId: demo,
          payConfigId: payId,
          configId: 1,
          applyId: joiner.applyId,
          joinerName: `Bill joiner ${j}`,
          merchantNo: `19BILL${j}`,
          rateBps: joiner.rateBps,
          feeBps: 60,
          splitBps: JOINERS.map((x) => x.rateBps),
          splitIndex: j,
          primaryRow: j === 0,
          orderCents: 1250,
          refundedCents: refunded ? 450 : 0,
          feeCents: refunded ? 5 : 8,
          shareCents: joiner.share,
          reversedCents: refunded ? joiner.reversed : 0,
          status: SHARING_STATUS.success.code,
          orderTime: timeOf(i),
        });
    }
    await db().insert(shrOrders).values(rows);
  });

  const march = 'beginTime=2019-03-01&endTime=2019-03-31';
  const orderNet = ORDERS * 1250 - 450;
  const fee = (ORDERS - 1) * 8 + 5;

  it('counts an order once in the merchant bill’s totals, however many joiners share it', async () => {
    const bill = await admin('GET', `${SHARING_API.merchantBill}?${march}&deviceId=${DEVICE}`);
    expect(bill.status).toBe(1001);
    // Each joiner's line: its own 22 orders.
    expect(bill.data.map((l: { orders: number; orderCents: number; feeCents: number }) => [l.orders, l.orderCents, l.feeCents])).toEqual([
      [ORDERS, orderNet, fee],
      [ORDERS, orderNet, fee],
    ]);
    // The bill: 22 orders, not 44, and their amount and fee once.
    expect(bill.result.totals).toEqual([
      {
        currency: 'CNY',
        orders: ORDERS,
        orderCents: orderNet,
        feeCents: fee,
        sharedCents: 22 * 620,
        reversedCents: 223,
        netCents: 22 * 620 - 223,
      },
    ]);
    // One joiner's bill: its orders once each.
    const one = await admin('GET', `${SHARING_API.merchantBill}?${march}&deviceId=${DEVICE}&applyId=${JOINERS[1]!.applyId}`);
    expect(one.result.totals[0]).toMatchObject({ orders: ORDERS, orderCents: orderNet, feeCents: fee, sharedCents: 22 * 248 });
  });

  it('counts an order once in the device bill, also when it is asked for one joiner', async () => {
    const bill = await admin('GET', `${SHARING_API.deviceBill}?${march}&deviceId=${DEVICE}`);
    expect(bill.data).toEqual([expect.objectContaining({ key: DEVICE, orders: ORDERS, orderCents: orderNet, feeCents: fee })]);
    expect(bill.result.totals[0]).toMatchObject({ orders: ORDERS, orderCents: orderNet, feeCents: fee });
    // The second joiner's rows hold none of the orders' primary rows: still 22 orders, their amount and fee.
    const second = await admin('GET', `${SHARING_API.deviceBill}?${march}&deviceId=${DEVICE}&applyId=${JOINERS[1]!.applyId}`);
    expect(second.data).toEqual([
      expect.objectContaining({ orders: ORDERS, orderCents: orderNet, feeCents: fee, sharedCents: 22 * 248, reversedCents: 89 }),
    ]);
  });

  it('nets the shares of what refunds took back: net = shared − reversed, the sum of net by status', async () => {
    for (const url of [SHARING_API.merchantBill, SHARING_API.deviceBill]) {
      const bill = await admin('GET', `${url}?${march}&deviceId=${DEVICE}`);
      for (const l of bill.data as Array<{
        sharedCents: number;
        reversedCents: number;
        netCents: number;
        byStatus: Record<string, number>;
      }>) {
        expect(l.netCents, url).toBe(l.sharedCents - l.reversedCents);
        expect(l.netCents, url).not.toBe(l.sharedCents);
        expect(
          Object.values(l.byStatus).reduce((s, x) => s + x, 0),
          url,
        ).toBe(l.netCents);
      }
      const t0 = bill.result.totals[0];
      expect(t0.netCents, url).toBe(22 * 620 - 223);
      // What stays with the payment merchant: the order amount less the fee less the net shares, never negative.
      expect(t0.orderCents - t0.feeCents - t0.netCents, url).toBe(orderNet - fee - (22 * 620 - 223));
    }
  });

  it('states the period it covers: the days picked, else the days of its first and last order, else all time', async () => {
    for (const url of [SHARING_API.merchantBill, SHARING_API.deviceBill]) {
      const picked = await admin('GET', `${url}?${march}&deviceId=${DEVICE}`);
      expect(picked.result.period, url).toEqual({ from: '2019-03-01', to: '2019-03-31', timeZone: expect.any(String) });
      const timeZone = picked.result.period.timeZone as string;
      const rows = await admin('GET', `${url}?deviceId=${DEVICE}`);
      expect(rows.result.period, url).toEqual({ from: dayIn(timeOf(0), timeZone), to: dayIn(timeOf(ORDERS - 1), timeZone), timeZone });
      const fromOnly = await admin('GET', `${url}?deviceId=${DEVICE}&beginTime=2019-03-05 08:00:00`);
      expect(fromOnly.result.period, url).toEqual({ from: '2019-03-05 08:00:00', to: dayIn(timeOf(ORDERS - 1), timeZone), timeZone });
      const none = await admin('GET', `${url}?deviceId=${DEVICE + 1}`);
      expect(none.result.period, url).toEqual({ from: null, to: null, timeZone });
    }
  });

  it('states the period in the bills’ exports', async () => {
    const token = await t.login('admin', 'admin123');
    for (const kind of [SHARING_EXPORT_KINDS.merchantBill, SHARING_EXPORT_KINDS.deviceBill]) {
      const picked = await exportThroughCentre(t, token, {
        kind,
        query: { beginTime: '2019-03-01', endTime: '2019-03-31', deviceId: DEVICE },
      });
      expect(picked.task?.state, kind).toBe(EXPORT_TASK_STATE.done.code);
      const rows = await rowsOfXlsx(picked.file!.rawPayload);
      const at = rows[0]!.indexOf('Period');
      expect(at, kind).toBeGreaterThanOrEqual(0);
      expect(rows[1]![at], kind).toMatch(/^2019-03-01 – 2019-03-31 \(.+\)$/);
      const all = await exportThroughCentre(t, token, { kind, query: { deviceId: DEVICE } });
      const allRows = await rowsOfXlsx(all.file!.rawPayload);
      expect(allRows[1]![allRows[0]!.indexOf('Period')], kind).toMatch(/^2019-03-0[12] – 2019-03-22 \(.+\)$/);
    }
  });
});

describe('cent-exact reconciliation', () => {
  it('shares + fee + remainder equal the net amount after any sequence of partial refunds (thousands of random orders)', () => {
    const order = fc.record({
      cents: fc.integer({ min: 0, max: 5_000_000 }),
      feeBps: fc.integer({ min: 0, max: 1000 }),
      rates: fc
        .array(fc.integer({ min: 100, max: 10_000 }), { minLength: 1, maxLength: 6 })
        .filter((r) => r.reduce((s, x) => s + x, 0) <= 10_000),
      refunds: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(order, ({ cents, feeBps, rates, refunds }) => {
        const first = splitOrder(cents, feeBps, rates);
        expect(first.fee + first.shares.reduce((s, x) => s + x, 0) + first.remainder).toBe(cents);
        expect(first.remainder).toBeGreaterThanOrEqual(0);
        const stored = first.shares.map((s) => ({ shareCents: s, reversedCents: 0 }));
        let refunded = 0;
        for (const r of refunds) {
          refunded = Math.min(cents, refunded + r);
          const next = rebalance(cents, refunded, feeBps, rates, stored);
          next.reverse.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(0);
            stored[i]!.reversedCents += d;
          });
          const kept = stored.reduce((s, x) => s + x.shareCents - x.reversedCents, 0);
          expect(kept + next.fee + next.remainder).toBe(cents - refunded);
          expect(next.remainder).toBeGreaterThanOrEqual(0);
          stored.forEach((s, i) => expect(s.shareCents - s.reversedCents).toBe(next.shares[i]));
        }
      }),
      { seed: 17, numRuns: 5000 },
    );
  });
});
