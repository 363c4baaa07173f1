import { DEVICE_DETAIL_API, type DeviceOrderRow, REFUND_API, type RefundableOrder } from '@vr/contracts';
import { PAY_CONFIG_API, type PayConfigRow, SHARING_API, SHARING_STATUS, type SharingBillRow, type SharingOrderRow } from '@vr/contracts';
import type { FleetHandle } from '@vr/device-sim';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, openAs, SHOTS, windowShot, SCREEN_VARIANTS } from './browser.js';
import { runDemoMachine } from './devices.js';

/**
 * Profit sharing in a browser: a person configures sharing for a device with two joiners (whose
 * applications were approved and signed), a simulated machine sells a WeChat Pay cup paid through
 * the sandbox, and the sharing orders and the device bill show the shares settled.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 300 });
const CODE = 'VR10006';

let browser: Browser;
let fleet: FleetHandle;
let deviceId: number;
let admin: string;
let payId: number;
const joiners: Array<{ id: number; name: string }> = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const configs = await api<PayConfigRow[]>(admin, 'GET', `${PAY_CONFIG_API.list}?limit=100`);
  payId = configs.data!.find((c) => c.merchantName === 'Demo Coffee Co.' && c.payType === 1)!.id;
  const run = Math.random().toString(36).slice(2, 6).toUpperCase();
  for (const name of [`Pudong Gym Owner ${run}`, `East Franchise Co. ${run}`]) {
    const applied = await api<{ id: number }>(admin, 'POST', SHARING_API.applySave, {
      payConfigId: payId,
      orgCode: 'DEMO',
      name,
      merchantNo: `1900${Math.floor(Math.random() * 1e6)}`,
      contact: 'E2E',
      businessType: 2,
      attachments: [],
    });
    const id = applied.data!.id;
    await api(admin, 'POST', SHARING_API.applyReview, { id, approve: true });
    await api(admin, 'POST', SHARING_API.applySign, { id, signStatus: 2 });
    joiners.push({ id, name });
  }
  ({ fleet, deviceId } = await runDemoMachine(CODE, 'WS-20', { payFlow: true, customerPays: true, walkAwayRate: 0 }));
});

afterAll(async () => {
  await fleet?.stop();
  await browser?.close();
});

describe('profit sharing', () => {
  it(
    'configure a device with two joiners, sell through the simulator, see the sharing orders and the device bill',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openAs(browser, 'admin', 'admin123', `/operate/finance/sharing/config/index/${payId}`, {
        viewport: { width: 1440, height: 900 },
        locale: 'en-US',
      });
      await page.getByTestId('sharing-config-page').waitFor();
      await page.getByTestId('sharing-fee').waitFor();
      // The demo configuration of this payment configuration names two other machines; add this one.
      const devices = page.locator('.ant-form-item').filter({ has: page.locator('#deviceIds') });
      await devices.waitFor();
      if ((await devices.locator('.ant-select-selection-item', { hasText: CODE }).count()) === 0) {
        await page.locator('#deviceIds').click();
        await page.keyboard.type(CODE);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: CODE }).first().click();
        await page.keyboard.press('Escape');
      }
      // Replace the joiners by the two new ones: 30 % and 25 %.
      for (let i = 0; i < 2; i += 1) {
        if ((await page.locator(`#joiners_${i}_applyId`).count()) === 0) await page.getByTestId('add-joiner').click();
        await page.locator(`#joiners_${i}_applyId`).click();
        await page.keyboard.type(joiners[i]!.name);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: joiners[i]!.name }).first().click();
        await page.locator(`#joiners_${i}_rate`).fill(i === 0 ? '30' : '25');
      }
      await poll(() => page.getByTestId('sharing-total').textContent()).toContain('55');
      await windowShot(page, 'sharing-config-1440-en');
      await page.getByTestId('config-save').click();
      await page.getByTestId('sharing-config-list-page').waitFor();
      const view = await api<{ deviceIds: number[]; joiners: Array<{ applyId: number; rate: number }> }>(
        admin,
        'GET',
        `${SHARING_API.configDetail}?payId=${payId}`,
      );
      expect(view.data!.deviceIds).toContain(deviceId);
      expect(view.data!.joiners.map((j) => j.rate)).toEqual([30, 25]);

      // The machine sells a WeChat Pay cup; the simulated customer pays on the sandbox page.
      await poll(() => fleet.state(CODE).goodsVersion).toBeGreaterThan(0);
      const sold = fleet.sell(CODE, 'wechat_pay');
      expect(sold).not.toBeNull();
      const orderCode = sold!.orderCode;
      const sharesOf = async () =>
        (await api<SharingOrderRow[]>(admin, 'GET', `${SHARING_API.orderList}?deviceId=${deviceId}&orderCode=${orderCode}&limit=10`))
          .data ?? [];
      await poll(async () => (await sharesOf()).length).toBe(2);
      await poll(async () =>
        (await sharesOf()).every((s) => s.status === SHARING_STATUS.success.code || s.shareCents - s.reversedCents === 0),
      ).toBe(true);
      const shares = await sharesOf();
      const cents = shares[0]!.orderCents;
      // The shares were split when the order was paid: the whole amount less its fee (0.6 %, half
      // up). A cup the machine failed to make may have been refunded since, which lowers the fee
      // the row shows now (and reverses part of the shares) but not the shares as split.
      const fee = Math.floor((cents * 60 + 5000) / 10000);
      expect(shares.map((s) => s.shareCents).sort((a, b) => a - b)).toEqual(
        [Math.floor(((cents - fee) * 2500) / 10000), Math.floor(((cents - fee) * 3000) / 10000)].sort((a, b) => a - b),
      );

      // A partial refund through the sandbox reverses the shares: what they keep is the split of the net amount.
      const orders = await api<DeviceOrderRow[]>(admin, 'GET', `${DEVICE_DETAIL_API.orders}?id=${deviceId}&page=1&limit=50`);
      const orderId = orders.data!.find((o) => o.orderCode === orderCode)!.id;
      const refundable = (await api<RefundableOrder>(admin, 'GET', `${REFUND_API.order}?orderId=${orderId}`)).data!;
      // Half of what is still refundable of one item, within what is still refundable of the order
      // (a cup the machine failed to make may already have been refunded).
      const item = refundable.items.find((i) => Math.min(i.refundableAmount, refundable.refundableAmount) >= 0.02);
      if (item) {
        const part = Math.floor(Math.min(item.refundableAmount, refundable.refundableAmount) * 50) / 100;
        const refunded = await api(admin, 'POST', REFUND_API.refund, {
          orderId,
          refundItems: [{ itemId: item.itemId, refundAmount: part }],
          refundAmount: part,
          refundReason: 'Sharing e2e',
        });
        expect(refunded.status, JSON.stringify(refunded)).toBe(1001);
        const net = cents - Math.round((refundable.refundedAmount + part) * 100);
        const netFee = Math.floor((net * 60 + 5000) / 10000);
        const expected = [3000, 2500].map((bps) => Math.floor(((net - netFee) * bps) / 10000)).reduce((a, b) => a + b, 0);
        await poll(async () => (await sharesOf()).reduce((sum, s) => sum + s.shareCents - s.reversedCents, 0)).toBe(expected);
      }

      // The sharing orders and the device bill, on a desktop and a phone, in English and Chinese (CI: the Chinese phone;
      // the other variants are pictures).
      await context.close();
      const sharingOrders = `/sharing/finance/report/order/index/${deviceId}/2000-01-01/2099-12-31/${payId}`;
      for (const { lang, locale, width } of SHOTS ? SCREEN_VARIANTS : SCREEN_VARIANTS.filter((v) => v.lang === 'zh' && v.width === 390)) {
        const shot = await openAs(browser, 'admin', 'admin123', sharingOrders, {
          viewport: { width, height: width > 600 ? 900 : 844 },
          locale,
        });
        await shot.page.getByTestId('sharing-order-page').waitFor();
        await shot.page.getByText(joiners[0]!.name).first().waitFor();
        await windowShot(shot.page, `sharing-orders-${width}-${lang}`);
        await shot.page.goto(`/sharing/finance/report/device/index/${payId}/2000-01-01/2099-12-31`);
        await shot.page.getByTestId('sharing-device-bill-page').waitFor();
        await shot.page.getByTestId('bill-totals').waitFor();
        await windowShot(shot.page, `sharing-device-bill-${width}-${lang}`);
        for (const [path, testId, name] of [
          ['/finance/sharingApply', 'sharing-apply-page', 'sharing-applies'],
          ['/finance/sharingConfig', 'sharing-config-list-page', 'sharing-config-list'],
          ['/finance/merchantBill', 'sharing-merchant-bill-page', 'sharing-merchant-bill'],
          [`/operate/finance/sharing/config/index/${payId}`, 'sharing-config-page', 'sharing-config'],
          [`/operate/finance/apply/index/${payId}/DEMO`, 'sharing-apply-form', 'sharing-apply-form'],
        ] as const) {
          await shot.page.goto(path);
          await shot.page.getByTestId(testId).waitFor();
          await shot.page.waitForLoadState('networkidle');
          await windowShot(shot.page, `${name}-${width}-${lang}`);
        }
        await shot.context.close();
      }
      const bill = await api<SharingBillRow[]>(admin, 'GET', `${SHARING_API.deviceBill}?payConfigId=${payId}&deviceId=${deviceId}`);
      expect(bill.data![0]).toMatchObject({ key: deviceId, orders: 1, sharedCents: shares.reduce((s, x) => s + x.shareCents, 0) });
      expect(bill.data![0]!.netCents).toBe(bill.data![0]!.sharedCents - bill.data![0]!.reversedCents);
    },
  );
});
