import { DEVICE_DETAIL_API, type DeviceOrderRow, ORDER_STATUS, PAY_STATUS } from '@vr/contracts';
import type { FleetHandle } from '@vr/device-sim';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, newPage, openAs, screenshot, SHOTS, windowShot, SCREEN_VARIANTS } from './browser.js';
import { runDemoMachine } from './devices.js';

/**
 * The pay flow in a browser: a simulated machine sells a WeChat Pay cup and asks the back-office
 * for the payment, a person opens the sandbox's pay page (the QR code's link) and pays, the
 * machine hears it is paid, dispenses and reports; the order is paid and completed. And the
 * payment configuration screen, on a desktop and a phone, in English and Chinese.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 200 });
const CODE = 'VR10005';

let browser: Browser;
let fleet: FleetHandle;
let deviceId: number;
let admin: string;

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  ({ fleet, deviceId } = await runDemoMachine(CODE, 'CM-200', { payFlow: true, customerPays: false }));
});

afterAll(async () => {
  await fleet?.stop();
  await browser?.close();
});

const ordersOf = async () =>
  (await api<DeviceOrderRow[]>(admin, 'GET', `${DEVICE_DETAIL_API.orders}?id=${deviceId}&page=1&limit=50`)).data ?? [];

describe('the pay flow in a browser', () => {
  it('a person pays on the sandbox page, the machine dispenses, the order is paid and completed', { timeout: 120_000 }, async () => {
    await poll(() => fleet.state(CODE).goodsVersion).toBeGreaterThan(0);
    const sold = fleet.sell(CODE, 'wechat_pay');
    expect(sold).not.toBeNull();
    const orderCode = sold!.orderCode;
    await poll(() => fleet.awaitingPayment(CODE).find((w) => w.orderCode === orderCode)?.payUrl).toBeTruthy();
    const payUrl = fleet.awaitingPayment(CODE).find((w) => w.orderCode === orderCode)!.payUrl!;
    // The order waits unpaid while the QR code shows.
    await poll(async () => (await ordersOf()).find((o) => o.orderCode === orderCode)?.payStatus).toBe(PAY_STATUS.unpaid.code);

    for (const lang of ['en', 'zh'] as const) {
      const { context, page } = await newPage(browser, {
        viewport: { width: 390, height: 844 },
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
      });
      await page.goto(`${payUrl}${payUrl.includes('?') ? '&' : '?'}lang=${lang}`);
      await page.getByTestId('sandbox-pay').waitFor();
      await expect(page.getByTestId('sandbox-amount').textContent()).resolves.toContain(sold!.amounts.payment.toFixed(2));
      await screenshot(page, `sandbox-pay-390-${lang}`);
      if (lang === 'zh') {
        await page.getByTestId('sandbox-pay').click();
        await page.getByTestId('sandbox-state').waitFor();
        await expect(page.getByTestId('sandbox-state').getAttribute('data-state')).resolves.toBe('paid');
        await screenshot(page, `sandbox-paid-390-${lang}`);
      }
      await context.close();
    }

    // The notification reaches the back-office, the machine hears "paid", dispenses and reports.
    await poll(() => fleet.awaitingPayment(CODE).some((w) => w.orderCode === orderCode)).toBe(false);
    await poll(() => fleet.state(CODE).pendingOrders.includes(orderCode)).toBe(false);
    const order = (await ordersOf()).find((o) => o.orderCode === orderCode)!;
    expect(order.payStatus).toBe(PAY_STATUS.paid.code);
    const dispensedAll = sold!.items.every((i) => i.dispense === 'success');
    expect(order.status).toEqual(dispensedAll ? ORDER_STATUS.completed.code : expect.any(Number));
    expect(order.receivedAmount).toBe(sold!.amounts.payment);
  });
});

describe('payment configuration screen', () => {
  it(
    'lists the customers’ providers with masked keys, and refuses a second enabled provider next to the field',
    { timeout: 120_000 },
    async () => {
      // CI checks the English desktop and phone; the Chinese ones are pictures (the layout pass checks the screen in Chinese).
      for (const { lang, locale, width } of SHOTS ? SCREEN_VARIANTS : SCREEN_VARIANTS.filter((v) => v.lang === 'en')) {
        const { context, page } = await openAs(browser, 'admin', 'admin123', '/finance/payConfig', {
          viewport: { width, height: width > 600 ? 900 : 844 },
          locale,
        });
        await page.getByTestId('pay-config-page').waitFor();
        // On a phone the rows are cards of their main columns; the masked key is a desktop column.
        await page
          .getByText(width > 600 ? '••••' : 'Harbor Drinks Ltd.', { exact: false })
          .first()
          .waitFor();
        await windowShot(page, `pay-config-${width}-${lang}`);
        if (width === 1440 && lang === 'en') {
          await page.getByTestId('add-button').click();
          const drawer = page.locator('.ant-drawer');
          await drawer.locator('.ant-form-item').filter({ hasText: 'Customer' }).locator('.ant-select').first().click();
          await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: 'Demo Coffee Co.' }).first().click();
          await page.getByTestId('field-merchantName').fill('Second sandbox');
          await page.getByTestId('field-appId').fill('app-2');
          await page.getByTestId('field-merchantNo').fill('no-2');
          await page.getByTestId('field-merchantKey').fill('another-key-5678');
          await drawer.locator('.ant-form-item').filter({ hasText: 'Payment type' }).locator('.ant-select').first().click();
          await page.keyboard.type('WeChat');
          await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'WeChat Pay' }).first().click();
          await drawer.getByText('Normal', { exact: true }).click();
          await page.getByTestId('form-submit').click();
          await poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toContain(
            'This customer already has an enabled provider for this payment type: disable it first.',
          );
          await windowShot(page, `pay-config-form-error-${width}-${lang}`);
          await page.locator('.ant-drawer-close').click();
        }
        if (SHOTS || (width === 1440 && lang === 'en')) {
          // A WeChat Pay configuration asks for its keys and certificate serial, every error next to its field at once.
          await page.getByTestId('add-button').click();
          const drawer = page.locator('.ant-drawer:visible');
          const zh = lang === 'zh';
          await page.getByTestId('field-provider').click();
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ hasText: zh ? '微信支付' : 'WeChat Pay' })
            .first()
            .click();
          await page.getByTestId('form-submit').click();
          await poll(async () => (await drawer.locator('.ant-form-item-explain-error').allTextContents()).length).toBeGreaterThanOrEqual(7);
          if (!zh) {
            const errors = await drawer.locator('.ant-form-item-explain-error').allTextContents();
            for (const field of ['Private key', 'Provider public key', 'Certificate serial', 'Merchant key'])
              expect(errors).toContain(`${field} is required for this provider`);
            expect(errors).toContain('Sign type must be RSA2 for WeChat Pay and Alipay');
          }
          await windowShot(page, `pay-config-wechat-form-${width}-${lang}`);
          // The keys' part of the form, with their hints and errors.
          await drawer.getByTestId('field-platformKey').scrollIntoViewIfNeeded();
          await windowShot(page, `pay-config-wechat-keys-${width}-${lang}`);
        }
        await context.close();
      }
    },
  );
});
