import { ABNORMAL_STATUS, ORDER_API, type OrderRow } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, keptPageAs, launch, rowAction, screenshot, sessionContext } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });

let browser: Browser;
let token: string;
let sim: SimulatedDevices;
let sold: OrderRow;

/** Waits until the page has no request in flight (dictionaries, totals), so a shot shows what a person sees. */
const settled = (page: Page) => page.waitForLoadState('networkidle');

const rows = (page: Page, kind: string) => page.getByTestId(`list-table-orders-${kind}`).locator('tbody tr.ant-table-row');

beforeAll(async () => {
  browser = await launch();
  token = await apiToken('admin', 'admin123');
  sim = await startSimulatedDevices({ token, count: 1 });
  const code = sim.devices[0]!.code;
  sim.fleet.sell(code);
  for (let tries = 0; tries < 120 && !sold; tries++) {
    const r = await api<OrderRow[]>(token, 'GET', `${ORDER_API.list}?deviceCode=${code}`);
    if (r.data?.length) sold = r.data[0]!;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(sold).toBeTruthy();
}, 60_000);
afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

describe('Orders → transaction orders', () => {
  it(
    'a machine’s sale is listed with its items; a filter narrows the list and its totals; the detail drawer shows items and history',
    { timeout: 120_000 },
    async () => {
      const { page } = await keptPageAs(browser, 'admin', 'admin123', '/order/transaction', {
        viewport: { width: 1440, height: 900 },
      });
      await rows(page, 'transaction').first().waitFor();
      await page.getByTestId('order-totals-CNY').waitFor();
      await screenshot(page, 'orders-transaction-1440-en');

      await page.getByTestId('search-orderCode').fill(sold.orderCode);
      await page.getByTestId('search-submit').click();
      await poll(() => rows(page, 'transaction').count()).toBe(1);
      await poll(() => page.getByTestId('order-totals-CNY').textContent()).toContain('1 order');
      expect(await rows(page, 'transaction').first().textContent()).toContain(sold.goods.split(',')[0]!.replace(/ ×\d+$/, ''));

      await rowAction(rows(page, 'transaction').first(), 'detail');
      const drawer = page.getByTestId('order-detail');
      await drawer.waitFor();
      await poll(() => drawer.textContent()).toContain(sold.orderCode);
      await poll(() => page.getByTestId('order-items').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
      expect(await drawer.textContent()).toMatch(/Dispense history/);
      await screenshot(page, 'orders-detail-1440-en');
      await page.keyboard.press('Escape');

      // The export asks first (with the columns to choose).
      await page.getByTestId('export-button').click();
      await page.locator('.ant-modal').getByText('Export the orders that match the filters?').waitFor();
      await page.getByTestId('export-columns').waitFor();
      await screenshot(page, 'orders-export-confirm-1440-en');
      await page.locator('.ant-modal').getByRole('button', { name: 'Cancel' }).click();

      // The order's own page: every status of the order is a dictionary tag, none a bare code.
      await page.goto(`/report/report/self_takeOut/index/${sold.id}`);
      await page.getByTestId('order-detail-page').waitFor();
      await poll(() => page.getByTestId('order-detail').locator('.ant-descriptions [data-dict-value]').count()).toBeGreaterThanOrEqual(7);
    },
  );
});

describe('Orders → abnormal orders', () => {
  it('lifts an open exception after a confirmation; the row shows who lifted it', { timeout: 120_000 }, async () => {
    const open = await api<OrderRow[]>(token, 'GET', `${ORDER_API.abnormalList}?abnormalStatus=${ABNORMAL_STATUS.open.code}`);
    const target = open.data![0]!;
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/order/abnormal', { viewport: { width: 1440, height: 900 } });
    await page.getByTestId('search-orderCode').fill(target.orderCode);
    await page.getByTestId('search-submit').click();
    await poll(() => rows(page, 'abnormal').count()).toBe(1);
    await rowAction(rows(page, 'abnormal').first(), 'lift');
    await page.locator('.ant-modal-confirm').getByText(target.orderCode, { exact: false }).waitFor();
    await screenshot(page, 'orders-abnormal-lift-confirm-1440-en');
    await page.getByTestId('confirm-ok').click();
    await poll(() => rows(page, 'abnormal').first().textContent()).toContain('admin');
    expect(await rows(page, 'abnormal').first().textContent()).toContain('Resolved');
    const after = await api<OrderRow[]>(token, 'GET', `${ORDER_API.abnormalList}?orderCode=${target.orderCode}`);
    expect(after.data![0]!.abnormalStatus).toBe(ABNORMAL_STATUS.lifted.code);
  });
});

/** Pictures: the checks are the layout pass's (the list screens) and the first test's (the order's own page). */
describe('every order screen at 1440 and 390 px, in English and Chinese', () => {
  itShots('shows its rows without raw codes', { timeout: 240_000 }, async () => {
    const screens = ['transaction', 'freePayment', 'cart', 'abnormal', 'test'];
    for (const locale of ['en-US', 'zh-CN']) {
      const lang = locale.slice(0, 2);
      for (const width of [1440, 390]) {
        const { context, page } = await sessionContext(browser, 'admin', 'admin123', { viewport: { width, height: 900 }, locale });
        for (const s of screens) {
          await page.goto(`/order/${s}`);
          await page.getByTestId(`orders-${s === 'freePayment' ? 'free' : s}-page`).waitFor();
          await page.locator('.ant-table-row, .ant-list-item, [data-testid="list-card"]').first().waitFor();
          await settled(page);
          await screenshot(page, `orders-${s}-${width}-${lang}`);
        }
        await page.goto(`/report/report/self_takeOut/index/${sold.id}`);
        await page.getByTestId('order-detail-page').waitFor();
        await settled(page);
        // Every status of the order is a dictionary tag, none a bare code.
        await poll(() => page.getByTestId('order-detail').locator('.ant-descriptions [data-dict-value]').count()).toBeGreaterThanOrEqual(7);
        await screenshot(page, `orders-detail-page-${width}-${lang}`);
        await context.close();
      }
    }
  });
});
