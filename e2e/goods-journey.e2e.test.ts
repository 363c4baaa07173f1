import { PRODUCT_API, type ProductRow } from '@vr/contracts';
import type { FleetHandle } from '@vr/device-sim';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, chooseOption, launch, openAs, shot, SHOTS } from './browser.js';
import { runDemoMachine } from './devices.js';

/**
 * The whole goods journey on a running simulated machine: a new raw material, a product made of
 * it with a two-step recipe and two taste categories, put on the machine at the machine's own
 * price, deployed from the machine's goods tab, the new version reported by the machine, and an
 * order of that product at that price in the device detail.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 200 });
const CODE = 'VR10002';
const PRODUCT = 'E2E-SYRUP-LATTE';
const PRICE = 9.9;

let browser: Browser;
let fleet: FleetHandle;
let ops: string;
let deviceId: number;

beforeAll(async () => {
  browser = await launch();
  ops = await apiToken('ops', 'ops12345');
  ({ fleet, deviceId } = await runDemoMachine(CODE, 'CM-200'));
});

afterAll(async () => {
  await fleet?.stop();
  await browser?.close();
});

describe('goods, from a raw material to an order', () => {
  it('a new product at the machine’s own price is deployed, reported and sold', { timeout: 300_000 }, async () => {
    // The demo machine runs the demo's version 1 from its first hello.
    await poll(() => fleet.state(CODE).goodsVersion).toBe(1);

    // 1. A raw material, on its screen.
    const { context, page } = await openAs(browser, 'ops', 'ops12345', '/goods/material', { viewport: { width: 1440, height: 900 } });
    await page.getByTestId('add-button').click();
    await page.getByTestId('field-materialCode').fill('E2E-SYRUP');
    await page.getByTestId('field-nameEn').fill('E2E vanilla syrup');
    await page.getByTestId('field-nameZh').fill('E2E 香草糖浆');
    await page.getByTestId('form-submit').click();
    await page.locator('.ant-drawer').waitFor({ state: 'hidden' });

    // 2. A product made of it: two pour steps, two taste categories (its screen is tested in products.e2e).
    const latte = (await api<ProductRow[]>(ops, 'GET', `${PRODUCT_API.list}?keyword=C-LATTE`)).data![0]!;
    const saved = await api<{ id: number }>(ops, 'POST', PRODUCT_API.save, {
      productCode: PRODUCT,
      productName: 'E2E 香草拿铁',
      productNameEn: 'E2E vanilla latte',
      productType: 'fresh',
      sellingPrice: 18,
      modelIds: latte.modelIds,
      recipe: {
        steps: [
          { pourOrder: 1, materialCode: 'BEAN-ARABICA', water: 60, amount: 16 },
          { pourOrder: 2, materialCode: 'E2E-SYRUP', water: 0, amount: 10 },
        ],
        cupSizes: [{ size: 'M', extraPrice: 0 }],
        tastes: [
          {
            name: 'Sugar',
            required: true,
            options: [
              { code: 'S0', name: 'No sugar', isDefault: true },
              { code: 'S1', name: 'Less sugar' },
            ],
          },
          {
            name: 'Temperature',
            required: true,
            options: [
              { code: 'HOT', name: 'Hot', isDefault: true },
              { code: 'WARM', name: 'Warm' },
            ],
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved)).toBe(1001);

    // 3. On the machine at its own price, from the device detail's goods tab.
    await page.goto(`/deviceManage/detail/index/${deviceId}/products/2026-01-01/2099-12-31/${CODE}`);
    const goodsRows = page.getByTestId('goods-table').locator('tbody tr.ant-table-row');
    await poll(() => goodsRows.count()).toBeGreaterThan(0);
    const before = await goodsRows.count();
    await page.getByTestId('goods-add').click();
    await page.getByTestId('item-slot').waitFor();
    await chooseOption(page, 'item-product', 'E2E vanilla latte');
    await page.getByTestId('item-price').fill(String(PRICE));
    await page.getByTestId('item-save').click();
    await poll(() => goodsRows.count()).toBe(before + 1);
    await poll(() => page.getByTestId('deploy-bar-changes').textContent()).toMatch(/[1-9]/);
    await shot(page, 'goods-journey/en-1440-goods-changed');

    // 4. Deployed from the bar; the machine applies it and reports the new version.
    await page.getByTestId('deploy-bar-deploy').click();
    await page.getByTestId('confirm-ok').click();
    await poll(() => fleet.state(CODE).goodsVersion).toBe(2);
    await poll(() => page.getByTestId('deploy-bar-versions').textContent()).toMatch(/Running v2\b/);
    expect(fleet.state(CODE).goods.find((g) => g.productCode === PRODUCT)?.price).toBe(PRICE);
    await shot(page, 'goods-journey/en-1440-goods-deployed');

    // 5. The machine sells it at that price (its sizes and tastes cost nothing extra): an order of one
    // cup of it alone, without a discount (the row shows what was paid).
    let sold: { goodsName: string; price: number; quantity: number } | undefined;
    let soldCode = '';
    for (let i = 0; i < 400 && !sold; i++) {
      const order = fleet.sell(CODE);
      const only = order?.items.length === 1 ? order.items[0] : undefined;
      if (only?.goodsCode === PRODUCT && only.quantity === 1 && order!.amounts.discount === 0) [sold, soldCode] = [only, order!.orderCode];
    }
    expect(sold?.price).toBe(PRICE);
    await poll(() => fleet.state(CODE).pendingOrders).toEqual([]);
    // That very order's row (the loop may have sold the product before in orders of several items).
    await page.goto(`/deviceManage/detail/index/${deviceId}/orders/2026-01-01/2099-12-31/${CODE}`);
    const soldRow = page.getByTestId('tab-orders').locator('tbody tr', { hasText: soldCode });
    await poll(async () => {
      if ((await soldRow.count()) === 0) await page.reload();
      return soldRow
        .first()
        .textContent({ timeout: 5_000 })
        .catch(() => '');
    }).toContain('E2E vanilla latte');
    expect(await soldRow.first().textContent()).toContain(PRICE.toFixed(2));
    await page.getByTestId('tab-orders').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await shot(page, 'goods-journey/en-1440-order');
    await context.close();

    // The goods tab with its deploy bar, in English and Chinese, wide and narrow: pictures only (SHOTS=1).
    if (SHOTS) {
      const goodsTab = `/deviceManage/detail/index/${deviceId}/products/2026-01-01/2099-12-31/${CODE}`;
      for (const lang of ['en', 'zh'] as const) {
        for (const width of [1440, 390]) {
          const tab = await openAs(browser, 'ops', 'ops12345', goodsTab, {
            viewport: { width, height: width > 500 ? 900 : 844 },
            locale: lang === 'zh' ? 'zh-CN' : 'en-US',
          });
          await tab.page.getByTestId('deploy-bar-versions').waitFor();
          await tab.page.getByTestId('goods-table').locator('tbody tr.ant-table-row').first().waitFor();
          await tab.page.getByTestId('deploy-bar').scrollIntoViewIfNeeded();
          await tab.page.waitForTimeout(500);
          await shot(tab.page, `goods-journey/${lang}-${width}-goods-tab`);
          await tab.context.close();
        }
      }
    }
  });
});
