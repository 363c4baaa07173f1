import {
  DEVICE_GOODS_API,
  type DeviceGoodsDetail,
  type DeviceRecipeDetail,
  ORDER_API,
  ORDER_STATUS,
  ORG_API,
  type OrderRow,
  type OrgListRow,
  PAY_CONFIG_API,
  PAY_CONFIG_STATUS,
  PAY_STATUS,
  type PayConfigRow,
  SCAN_ORDER_API,
} from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_VARIANTS, api, apiToken, itShots, launch, newPage, rowAction, sessionContext, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';
import { testOnlyWechatMerchant } from '../packages/server/src/test/provider-emulators/test-only-keys.js';

/*
 * Scan to buy in a browser: a customer opens a simulated machine's order link on a phone (390 px),
 * chooses a drink with a taste, pays with WeChat Pay (the server talks to the WeChat Pay API v3
 * emulator global-setup.ts starts, with the test-only merchant keys entered here through the API),
 * sees the machine dispensing and then done, and the order is found in the back-office with its
 * fee. With SHOTS=1, pictures of the ordering page and of the device list's QR code dialog at 1440
 * and 390 px in English and Chinese.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });

let browser: Browser;
let sim: SimulatedDevices;
let token: string;
let deviceId: number;
let deviceCode: string;
/** The path of the machine's order link (/order/device/<token>). */
let linkPath: string;
let replacedPath: string;
let orderCode: string;
/** The demo customer's WeChat Pay configurations: its sandbox one (put back after) and the test's. */
const wechatConfigs = { sandbox: 0, wechatPay: 0 };

/**
 * The demo customer collects WeChat Pay through WeChat Pay itself (the emulator) while this file
 * runs: its sandbox configuration is disabled and one with the test-only merchant enabled, at 0.6 %.
 */
async function collectThroughWechatPay(): Promise<void> {
  const orgs = (await api<OrgListRow[]>(token, 'GET', `${ORG_API.list}?kind=customer&limit=100`)).data!;
  const orgId = orgs.find((o) => o.code === 'DEMO')!.orgId;
  const enabled = (await api<PayConfigRow[]>(token, 'GET', `${PAY_CONFIG_API.list}?orgId=${orgId}&payType=1`)).data!.find(
    (c) => c.status === PAY_CONFIG_STATUS.enabled,
  );
  if (enabled) {
    wechatConfigs.sandbox = enabled.id;
    await api(token, 'POST', PAY_CONFIG_API.changeStatus, { id: enabled.id, status: PAY_CONFIG_STATUS.disabled });
  }
  const merchant = testOnlyWechatMerchant();
  const saved = await api<{ id: number }>(token, 'POST', PAY_CONFIG_API.save, {
    orgId,
    provider: 'wechatPay',
    payType: 1,
    status: PAY_CONFIG_STATUS.enabled,
    // Not the demo's merchant name, which other files look their configuration up by.
    merchantName: 'E2E WeChat Pay merchant',
    appId: merchant.appid,
    merchantNo: merchant.mchid,
    signType: 'RSA2',
    rate: 0.6,
    ...merchant.settings,
  });
  expect(saved.status, JSON.stringify(saved)).toBe(1001);
  wechatConfigs.wechatPay = saved.data!.id;
}

/** Slot 1 of the machine sells a drink with two sizes and a sugar choice (its own recipe). */
async function stockMachine(): Promise<void> {
  const detail = (await api<DeviceGoodsDetail>(token, 'GET', `${DEVICE_GOODS_API.detail}?deviceId=${deviceId}`)).data!;
  const product = detail.candidates.find((c) => c.productType === 'fresh') ?? detail.candidates[0]!;
  const saved = await api<{ id: number }>(token, 'POST', DEVICE_GOODS_API.saveItem, {
    deviceId,
    slotNo: 1,
    productId: product.id,
    price: 12,
  });
  expect(saved.status, JSON.stringify(saved)).toBe(1001);
  const items = (await api<DeviceGoodsDetail>(token, 'GET', `${DEVICE_GOODS_API.detail}?deviceId=${deviceId}`)).data!.items;
  const item = items.find((i) => i.slotNo === 1)!;
  const recipe = (await api<DeviceRecipeDetail>(token, 'GET', `${DEVICE_GOODS_API.recipeDetail}?id=${item.id}`)).data!.recipe;
  const own = await api(token, 'POST', DEVICE_GOODS_API.recipeSave, {
    id: item.id,
    recipe: {
      ...recipe,
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
            { code: 'LESS', name: 'Less sugar', isDefault: false, extraPrice: 0.5 },
          ],
        },
      ],
    },
  });
  expect(own.status, JSON.stringify(own)).toBe(1001);
}

beforeAll(async () => {
  browser = await launch();
  token = await apiToken('admin', 'admin123');
  sim = await startSimulatedDevices({ token, count: 1 });
  deviceId = sim.devices[0]!.id;
  deviceCode = sim.devices[0]!.code;
  await stockMachine();
  await collectThroughWechatPay();
  // Replaced once: the first link is a copied sticker's, the second the machine's.
  const remake = async () =>
    new URL((await api<{ link: string }>(token, 'GET', `${SCAN_ORDER_API.remake}?deviceId=${deviceId}`)).data!.link).pathname;
  replacedPath = await remake();
  linkPath = await remake();
}, 90_000);

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
  // The next files find the demo customer as it was.
  const restore = async (id: number, status: string) =>
    expect((await api(token, 'POST', PAY_CONFIG_API.changeStatus, { id, status })).status).toBe(1001);
  if (wechatConfigs.wechatPay) await restore(wechatConfigs.wechatPay, PAY_CONFIG_STATUS.disabled);
  if (wechatConfigs.sandbox) await restore(wechatConfigs.sandbox, PAY_CONFIG_STATUS.enabled);
});

/** The ordering page of the machine, in the browser's language, at `width`. */
async function orderingPage(locale: string, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, { locale, viewport: { width, height: 844 } });
  await page.goto(linkPath);
  await page.getByTestId('order-machine').waitFor();
  return { page, close: () => context.close() };
}

describe('scan to buy', () => {
  it(
    'a customer orders a drink with a taste on a phone, pays with WeChat Pay, sees it dispensing then done; the back-office shows its fee',
    { timeout: 120_000 },
    async () => {
      const { page, close } = await orderingPage('en-US', 390);
      expect(await page.getByTestId('order-state').getAttribute('data-state')).toBe('open');
      // The page fits the phone: no sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const drink = page.locator('[data-testid="order-goods-item"][data-slot="1"]');
      await drink.getByTestId('order-add').click();
      const choices = drink.getByTestId('order-choices');
      await choices.getByText('L +', { exact: false }).click();
      await choices.getByText('Less sugar', { exact: false }).click();
      // 12.00 + 3.00 for a large cup + 0.50 for less sugar.
      await poll(() => choices.getByTestId('order-choice-add').textContent()).toContain('15.50');
      await choices.getByTestId('order-choice-add').click();
      await poll(() => page.getByTestId('order-total').textContent()).toContain('15.50');
      expect(await page.getByTestId('order-cart-line').first().textContent()).toContain('Less sugar');

      const wechat = page.locator('input[name="method"][value="wechat_pay"]');
      await page.locator('label.so-chip', { has: wechat }).click();
      expect(await wechat.isChecked()).toBe(true);
      await page.getByTestId('order-pay').click();
      await page.getByTestId('order-open-pay').waitFor();
      orderCode = ((await page.getByTestId('order-code').textContent()) ?? '').trim().split(/\s+/).pop()!;
      expect(orderCode).toMatch(/^SO[0-9A-Z]+$/);
      expect(await page.getByTestId('order-stage').textContent()).toBe('Waiting for your payment');

      // WeChat Pay's page for phones (H5) opens beside the ordering page; the customer pays there,
      // and WeChat Pay sends its signed, encrypted notification to the server.
      const [payPage] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('order-open-pay').click()]);
      await payPage.getByTestId('wechat-emulator-pay').waitFor();
      expect(payPage.url()).toContain('/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=');
      expect(await payPage.getByTestId('wechat-emulator-amount').textContent()).toContain('15.50');
      await payPage.getByTestId('wechat-emulator-pay').click();
      const paid = payPage.getByTestId('wechat-emulator-state');
      await paid.waitFor();
      expect([await paid.getAttribute('data-state'), await paid.getAttribute('data-notified')]).toEqual(['paid', '200']);
      await payPage.close();

      // Back on the ordering page: paid, the machine makes it, then done.
      await poll(() => page.getByTestId('order-progress').getAttribute('data-stage')).toMatch(/dispensing|done/);
      // The stage, its step and its text read at one instant: the machine may finish in between two reads.
      const seen = await page.evaluate(() => {
        const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
        return {
          stage: byId('order-progress')?.getAttribute('data-stage'),
          paidOn: byId('order-step-paid')?.getAttribute('data-on'),
          text: byId('order-stage')?.textContent,
        };
      });
      if (seen.stage === 'dispensing') {
        expect(seen.paidOn).toBe('true');
        expect(seen.text).toBe('Paid. The machine is making your drink…');
      }
      await poll(() => page.getByTestId('order-progress').getAttribute('data-stage')).toBe('done');
      expect(await page.getByTestId('order-stage').textContent()).toBe('Done: take your drink. Enjoy!');
      expect(await page.getByTestId('order-step-done').getAttribute('data-on')).toBe('true');
      await close();

      // The back-office has it: paid through WeChat Pay, completed, at the machine, with WeChat Pay's
      // fee of 0.6 %: 9.3 cents of 15.50, 0.09 rounded half up.
      const rows = (await api<OrderRow[]>(token, 'GET', `${ORDER_API.list}?orderCode=${orderCode}`)).data!;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        payStatus: PAY_STATUS.paid.code,
        status: ORDER_STATUS.completed.code,
        receivedAmount: 15.5,
        feeAmount: 0.09,
      });
      const { context, page: office } = await sessionContext(browser, 'admin', 'admin123', { viewport: { width: 1440, height: 900 } });
      await office.goto('/order/transaction');
      await office.getByTestId('orders-transaction-page').waitFor();
      await office.getByTestId('search-orderCode').fill(orderCode);
      await office.getByTestId('search-submit').click();
      const row = office.locator('[data-testid="list-table-orders-transaction"] tbody tr.ant-table-row');
      await poll(() => row.count()).toBe(1);
      expect(await row.first().textContent()).toContain(orderCode);
      expect(await row.first().textContent()).toContain(deviceCode);
      await rowAction(row.first(), 'detail');
      const drawer = office.getByTestId('order-detail');
      await drawer.waitFor();
      const fee = drawer.locator('th.ant-descriptions-item-label', { hasText: /^Fee$/ }).locator('xpath=following-sibling::td[1]');
      await poll(() => fee.textContent()).toContain('0.09');
      await context.close();
    },
  );

  for (const { lang, locale, width } of SCREEN_VARIANTS) {
    itShots(`pictures of the ordering page and the QR code dialog in ${lang} at ${width} px`, { timeout: 120_000 }, async () => {
      const { page, close } = await orderingPage(locale, width);
      const drink = page.locator('[data-testid="order-goods-item"][data-slot="1"]');
      await drink.getByTestId('order-add').click();
      await drink.getByTestId('order-choice-add').click();
      await drink.getByTestId('order-add').click();
      await shot(page, `scan-order/${lang}-${width}-menu`, { fullPage: true });
      if (orderCode) {
        await page.evaluate(([key, code]) => sessionStorage.setItem(key!, code!), [`vr-order:${linkPath.split('/').pop()}`, orderCode]);
        await page.reload();
        await page.getByTestId('order-progress').waitFor();
        await poll(() => page.getByTestId('order-progress').getAttribute('data-stage')).toBe('done');
        await shot(page, `scan-order/${lang}-${width}-done`, { fullPage: true });
      }
      await close();

      const replaced = await newPage(browser, { locale, viewport: { width, height: 844 } });
      await replaced.page.goto(replacedPath);
      await replaced.page.getByTestId('order-failure').waitFor();
      expect(await replaced.page.getByTestId('order-failure').getAttribute('data-status')).toBe('410');
      await shot(replaced.page, `scan-order/${lang}-${width}-replaced`);
      await replaced.context.close();

      const office = await sessionContext(browser, 'admin', 'admin123', { locale, viewport: { width, height: 900 } });
      await office.page.goto(`/deviceManage/device?keyword=${deviceCode}`);
      await office.page.getByTestId(`sale-qr-${deviceCode}`).first().click();
      await office.page.getByTestId('sale-qr-image').waitFor();
      await shot(office.page, `scan-order/${lang}-${width}-qr-dialog`);
      await office.context.close();
    });
  }
});
