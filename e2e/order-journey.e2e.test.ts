import {
  type DeviceOrder,
  ORDER_API,
  ORDER_STATUS,
  type OrderRow,
  PAY_STATUS,
  REFUND_API,
  REFUND_RECORD_STATUS,
  REFUND_STATUS,
  type RefundableOrder,
} from '@vr/contracts';

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, launch, newPage, rowAction, SCREEN_VARIANTS, SHOTS, sessionContext, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/*
 * The whole journey of one sale in a browser: a simulated machine asks the back-office to pay for
 * a cart, a person opens the sandbox provider's pay page (the QR code's link) and pays, the machine
 * hears it is paid, dispenses and reports; a finance user finds the order in Orders → Transaction
 * orders by its code, sees its items in the detail drawer, opens its refund form from the row,
 * refunds one product partially with a reason and sees refund status 2 and the record, settled by
 * the sandbox. With SHOTS=1, screenshots at 1440 and 390 px in English and Chinese land in screenshots/order-journey.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 200 });
const REASON = 'Cup only half full';

let browser: Browser;
let sim: SimulatedDevices;
let token: string;
let code: string;
let sold: DeviceOrder;
let order: OrderRow;

beforeAll(async () => {
  browser = await launch();
  token = await apiToken('admin', 'admin123');
  // The machine asks for payment of its online sales; the customer is the test.
  sim = await startSimulatedDevices({ token, count: 1, behaviour: { payFlow: true, customerPays: false } });
  code = sim.devices[0]!.code;
}, 60_000);

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

/** Waits until the page has no request in flight and no spinner, so a shot shows what a person sees. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
};
/** A whole-page picture once the page has settled (SHOTS=1 only: the settling is for the picture). */
const picture = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await settled(page);
  await shot(page, `order-journey/${name}`, { fullPage: true });
};
const phone = (width: number) => width < 600;

/** Waits until the drawer has slid in (no animation or transition running inside it). */
const drawerStill = (page: Page) =>
  poll(() =>
    page.evaluate(
      () =>
        document.getAnimations().filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return a.playState === 'running' && target instanceof Element && target.closest('.ant-drawer') !== null;
        }).length,
    ),
  ).toBe(0);

/** The rows of the transaction orders: table rows on a desktop, cards on a phone. */
const orderRows = (page: Page): Locator =>
  page.locator('[data-testid="list-table-orders-transaction"] tbody tr.ant-table-row, [data-testid="list-card"]');

/** Filters the transaction orders by order code (on a phone the filters fold into a drawer). */
async function findOrder(page: Page, width: number, orderCode: string): Promise<Locator> {
  await page.goto('/order/transaction');
  await page.getByTestId('orders-transaction-page').waitFor();
  await orderRows(page).first().waitFor();
  const scope = phone(width) ? page.getByTestId('search-drawer') : page;
  if (phone(width)) await page.getByTestId('search-filters').click();
  await scope.getByTestId('search-orderCode').fill(orderCode);
  await scope.getByTestId('search-submit').click();
  await poll(() => orderRows(page).count()).toBe(1);
  await poll(() => orderRows(page).first().textContent()).toContain(orderCode);
  return orderRows(page).first();
}

describe('an order from the customer’s payment to its refund', () => {
  it(
    'a person pays on the sandbox page, the machine dispenses, finance finds the order and refunds one product partially',
    { timeout: 240_000 },
    async () => {
      // A sale paid online whose every cup will pour (the machine decides that when it sells).
      for (let tries = 0; tries < 20; tries++) {
        const s = sim.fleet.sell(code, 'wechat_pay');
        if (s && s.amounts.payment > 0 && s.items.every((i) => i.dispense === 'success')) {
          sold = s;
          break;
        }
      }
      expect(sold).toBeTruthy();
      const orderCode = sold.orderCode;
      await poll(() => sim.fleet.awaitingPayment(code).find((w) => w.orderCode === orderCode)?.payUrl).toBeTruthy();
      const payUrl = sim.fleet.awaitingPayment(code).find((w) => w.orderCode === orderCode)!.payUrl!;

      // The customer scans the QR code on a phone and pays.
      {
        const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
        await page.goto(`${payUrl}${payUrl.includes('?') ? '&' : '?'}lang=en`);
        await page.getByTestId('sandbox-pay').waitFor();
        expect(await page.getByTestId('sandbox-amount').textContent()).toContain(sold.amounts.payment.toFixed(2));
        await picture(page, 'sandbox-pay-390-en');
        await page.getByTestId('sandbox-pay').click();
        await page.getByTestId('sandbox-state').waitFor();
        expect(await page.getByTestId('sandbox-state').getAttribute('data-state')).toBe('paid');
        await context.close();
      }

      // The notification pays the order, the machine hears it, dispenses and reports.
      await poll(() => sim.fleet.awaitingPayment(code).some((w) => w.orderCode === orderCode)).toBe(false);
      await poll(() => sim.fleet.state(code).pendingOrders.includes(orderCode)).toBe(false);
      await poll(async () => (await api<OrderRow[]>(token, 'GET', `${ORDER_API.list}?orderCode=${orderCode}`)).data?.[0]?.status).toBe(
        ORDER_STATUS.completed.code,
      );
      order = (await api<OrderRow[]>(token, 'GET', `${ORDER_API.list}?orderCode=${orderCode}`)).data![0]!;
      expect(order).toMatchObject({ payStatus: PAY_STATUS.paid.code, refundStatus: REFUND_STATUS.notRefunded.code });
      expect(order.receivedAmount).toBe(sold.amounts.payment);

      // Finance finds it by its code and looks at its items.
      const { context, page } = await sessionContext(browser, 'admin', 'admin123', { viewport: { width: 1440, height: 900 } });
      const row = await findOrder(page, 1440, orderCode);
      await rowAction(row, 'detail');
      const drawer = page.getByTestId('order-detail');
      await drawer.waitFor();
      await poll(() => drawer.textContent()).toContain(orderCode);
      const items = page.getByTestId('order-items').locator('tbody tr.ant-table-row');
      await poll(() => items.count()).toBe(sold.items.length);
      for (const item of sold.items) expect(await page.getByTestId('order-items').textContent()).toContain(item.goodsName);
      await page.keyboard.press('Escape');
      await page.getByTestId('order-detail-drawer').waitFor({ state: 'hidden' });

      // The row's Refund action opens the refund form.
      await rowAction(row, 'refund');
      await page.waitForURL(new RegExp(`/report/report/refundEdit/index/${order.id}$`));
      await page.getByTestId('refund-edit-page').waitFor();
      await poll(() => page.getByTestId('order-refund-status').getAttribute('data-code')).toBe(String(REFUND_STATUS.notRefunded.code));
      const form = (await api<RefundableOrder>(token, 'GET', `${REFUND_API.order}?orderId=${order.id}`)).data!;
      const item = form.items.find((i) => i.refundableAmount > 0.01)!;
      const partial = Math.max(0.01, Math.floor(item.refundableAmount * 50) / 100);
      await page.locator(`tr[data-row-key="${item.itemId}"] .ant-checkbox-input`).check();
      await page.getByTestId(`refund-item-amount-${item.itemId}`).fill(partial.toFixed(2));
      await page.getByTestId('refund-reason').fill(REASON);
      await page.getByTestId('refund-submit').click();
      await page.getByTestId('refund-confirm-ok').click();

      await poll(() => page.getByTestId('order-refund-status').getAttribute('data-code')).toBe(String(REFUND_STATUS.partlyRefunded.code));
      expect(await page.getByTestId('order-refund-status').textContent()).toBe('Partially refunded');
      const cny = new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(partial);
      await poll(() => page.getByTestId('order-refunded').textContent()).toBe(cny);
      const records = page.getByTestId('refund-records').locator('tbody tr.ant-table-row');
      await poll(() => records.count()).toBe(1);
      expect(await records.first().textContent()).toContain(REASON);
      expect(await records.first().textContent()).toContain(partial.toFixed(2));

      // The sandbox settles the refund a moment later; "query refund status" asks it (or the page shows it settled).
      const refundCode = (await api<RefundableOrder>(token, 'GET', `${REFUND_API.order}?orderId=${order.id}`)).data!.records[0]!.refundCode;
      const query = page.getByTestId(`refund-query-${refundCode}`);
      if ((await query.count()) > 0) {
        await query.click();
        await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      }
      // What the page shows once the provider has settled it (asked above, or told by its notification).
      await poll(async () => {
        if (((await records.first().textContent()) ?? '').includes('Success')) return 'Success';
        await page.reload();
        await page.getByTestId('refund-edit-page').waitFor();
        await records.first().waitFor();
        return (await records.first().textContent()) ?? '';
      }).toContain('Success');
      const after = (await api<RefundableOrder>(token, 'GET', `${REFUND_API.order}?orderId=${order.id}`)).data!;
      expect(after).toMatchObject({ refundStatus: REFUND_STATUS.partlyRefunded.code, refundedAmount: partial });
      expect(after.records).toEqual([
        expect.objectContaining({ refundCode, status: REFUND_RECORD_STATUS.success.code, amount: partial, reason: REASON }),
      ]);
      await context.close();
    },
  );

  for (const { lang, locale, width } of SCREEN_VARIANTS) {
    // CI keeps the Chinese phone: the labels in the reader's language, the filters in their drawer, the detail
    // drawer and the refund form without a sideways scroll (the journey above is the English desktop). The
    // other variants are pictures.
    const test = lang === 'zh' && width === 390 ? it : itShots;
    test(
      `shows the order list, its detail and the refund form with the record in ${lang} at ${width} px`,
      { timeout: 120_000 },
      async () => {
        expect(order, 'the journey ran first').toBeTruthy();
        const { context, page } = await sessionContext(browser, 'admin', 'admin123', { locale, viewport: { width, height: 900 } });
        const row = await findOrder(page, width, order.orderCode);
        // Refund status 2 shows in the list as its label, not its code.
        await poll(() => row.textContent()).toContain(REFUND_STATUS.partlyRefunded.labels[lang]);
        await picture(page, `${lang}-${width}-list`);

        await rowAction(row, 'detail');
        await page.getByTestId('order-detail').waitFor();
        await poll(() => page.getByTestId('order-items').locator('tbody tr.ant-table-row').count()).toBe(sold.items.length);
        await drawerStill(page);
        await picture(page, `${lang}-${width}-detail`);
        // The drawer scrolls inside: its payment, refund and dispense histories further down.
        await page
          .locator('.ant-drawer-body')
          .filter({ has: page.getByTestId('order-detail') })
          .evaluate((body) => body.scrollTo(0, body.scrollHeight));
        await picture(page, `${lang}-${width}-detail-history`);
        await page.keyboard.press('Escape');

        await page.goto(`/report/report/refundEdit/index/${order.id}`);
        await page.getByTestId('refund-edit-page').waitFor();
        await poll(() => page.getByTestId('order-refund-status').textContent()).toBe(REFUND_STATUS.partlyRefunded.labels[lang]);
        await poll(() => page.getByTestId('refund-records').locator('tbody tr.ant-table-row').count()).toBe(1);
        expect(await page.getByTestId('refund-records').textContent()).toContain(REFUND_RECORD_STATUS.success.labels[lang]);
        await picture(page, `${lang}-${width}-refund`);
        // The page scrolls inside the shell: the records further down on a phone.
        await page.getByTestId('refund-records').scrollIntoViewIfNeeded();
        await picture(page, `${lang}-${width}-refund-records`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'the refund form scrolls sideways').toBeLessThanOrEqual(0);
        await context.close();
      },
    );
  }
});
