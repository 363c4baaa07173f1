import { type Material, MATERIAL_API, type PurchasableMaterial, type PurchaseOrderDetail, SUPPLY_API } from '@vr/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, keptPageAs, launch, openAs, rowAction, SCREEN_VARIANTS, shot } from './browser.js';

/**
 * The supply chain's journey: a Demo Coffee Co. account orders a raw material at the price its
 * supplier set (the demo seed's price list), pays on the sandbox provider's page, and ships the
 * order with a logistics number; an order it no longer wants is cancelled unpaid.
 */
const STAMP = Date.now().toString(36).toUpperCase();
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 250 });

let browser: Browser;
let material: Material;
/** The material's price in force today for Demo Coffee Co., in cents. */
let priceCents: number;
/** An order placed before the journey's, to be cancelled. */
let unwanted: PurchaseOrderDetail;

beforeAll(async () => {
  browser = await launch();
  const admin = await apiToken('admin', 'admin123');
  const ops = await apiToken('ops', 'ops12345');
  material = (await api<Material[]>(admin, 'GET', `${MATERIAL_API.list}?limit=1000`)).data!.find((m) => m.orgName === 'Demo Coffee Co.')!;
  const offered = (await api<PurchasableMaterial[]>(ops, 'GET', SUPPLY_API.priceInForce)).data!;
  priceCents = offered.find((m) => m.materialId === material.id)!.priceCents;
  unwanted = (
    await api<PurchaseOrderDetail>(ops, 'POST', SUPPLY_API.purchaseCreate, {
      items: [{ materialId: material.id, quantity: 1 }],
      payType: 1,
      consignee: `Unwanted ${STAMP}`,
      phone: '13800000000',
      address: '1 Nanjing West Road, Shanghai',
    })
  ).data!;
});

afterAll(async () => {
  await browser?.close();
});

describe('purchase orders', () => {
  it('are placed at the price in force, paid on the provider’s page and shipped with a logistics number', { timeout: 60_000 }, async () => {
    expect(unwanted.state).toBe('pendingPayment');
    const { context, page } = await keptPageAs(browser, 'ops', 'ops12345', '/supply/purchase');
    await page.getByTestId('supply-purchase-page').waitFor();
    await page.getByTestId('add-purchase').click();
    const drawer = page.getByTestId('form-drawer');
    await drawer.getByTestId('item-material-0').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: material.materialCode }).first().click();
    await drawer.getByTestId('item-quantity-0').fill('2');
    // The total follows the quantity as soon as the form has taken it in.
    await poll(() => drawer.getByTestId('purchase-total').textContent()).toContain(((2 * priceCents) / 100).toFixed(2));
    await drawer.getByTestId('field-consignee').fill(`Olivia ${STAMP}`);
    await drawer.getByTestId('field-phone').fill('13800000000');
    await drawer.getByTestId('field-address').fill('1 Nanjing West Road, Shanghai');
    await shot(page, 'supply/purchase-form-1440-en');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });

    const row = page.locator('tr', { hasText: `Olivia ${STAMP}` });
    await row.getByText('Pending payment').waitFor();
    await rowAction(row, 'pay');
    const [payPage] = await Promise.all([context.waitForEvent('page'), page.getByTestId('open-pay-page').click()]);
    await payPage.getByTestId('sandbox-pay').click();
    await payPage.getByTestId('sandbox-state').waitFor();
    await payPage.close();
    await page.keyboard.press('Escape');
    // The sandbox tells the server; the list follows the order until it is paid.
    await row.getByText('To be shipped', { exact: true }).waitFor({ timeout: 20_000 });

    await rowAction(row, 'ship');
    await page.getByTestId('field-logisticsNo').fill(`SF${STAMP}`);
    await page.getByTestId('form-submit').click();
    await row.getByText('Shipped', { exact: true }).waitFor();
    await poll(() => row.textContent()).toContain(`SF${STAMP}`);

    // The order no longer wanted is cancelled unpaid, with a remark.
    const other = page.locator('tr', { hasText: `Unwanted ${STAMP}` });
    await rowAction(other, 'cancel');
    await page.getByTestId('field-remark').fill('Ordered twice');
    await shot(page, 'supply/cancel-1440-en');
    await page.getByTestId('form-submit').click();
    await other.getByText('Cancelled', { exact: true }).waitFor();
  });

  for (const { lang, locale, width } of SCREEN_VARIANTS) {
    itShots(`shows the purchase orders and the prices in ${lang} at ${width} px`, { timeout: 60_000 }, async () => {
      for (const screen of ['purchase', 'price']) {
        const { context, page } = await openAs(browser, 'ops', 'ops12345', `/supply/${screen}`, {
          locale,
          viewport: { width, height: 900 },
        });
        await page.getByTestId(`supply-${screen}-page`).waitFor();
        await (width < 576 ? page.getByTestId('list-card') : page.locator('.ant-table-row')).first().waitFor();
        await shot(page, `supply/${screen}-${width}-${lang}`);
        if (screen === 'purchase') {
          await rowAction((width < 576 ? page.getByTestId('list-card') : page.locator('.ant-table-row')).first(), 'refund');
          await page.getByTestId('field-refundAmount').waitFor();
          await shot(page, `supply/refund-${width}-${lang}`);
        }
        await context.close();
      }
    });
  }
});
