import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, launch, openAs, rowAction, SCREEN_VARIANTS, SHOTS, shot, signedInWith } from './browser.js';

/** The machines are small and shared: give the UI time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const PRODUCT_INFO = '/commodityManagement/commodityManagement/productInfoManagement';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const rows = (page: Page) => page.getByTestId('list-table-goods-product').locator('tbody tr.ant-table-row');

/** Opens an antd select, searches `text` and picks the first option that contains it. */
async function choose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  // The list is virtual: searching brings the option into view.
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first().click();
}

describe('Goods → Product information', () => {
  it(
    'creates a product with a two-step recipe and two taste categories after the errors next to a duplicate pour order, the empty cup sizes and a taken code; finds, edits the price, deletes another',
    { timeout: 180_000 },
    async () => {
      const token = await apiToken('ops', 'ops12345');
      const models = await api<Array<{ id: number; modelCode: string }>>(token, 'GET', '/api/v1/device/selectDeviceModelByOrgId');
      const cm200 = models.data!.find((m) => m.modelCode === 'CM-200')!.id;
      const spare = await api<{ id: number }>(token, 'POST', '/api/CoffeeGoodsManager/save', {
        productCode: 'E2E-SPARE',
        productName: 'E2E spare',
        productType: 'finished',
        sellingPrice: 3,
        modelIds: [cm200],
      });
      expect(spare.status).toBe(1001);

      const { context, page } = await signedInWith(browser, 'ops', 'ops12345', { viewport: { width: 1440, height: 900 } });
      // The product screen is in the Goods menu at its fixed address.
      await page.getByRole('menuitem', { name: 'Goods' }).click();
      await page.getByRole('menuitem', { name: 'Product information' }).click();
      await page.waitForURL((url) => url.pathname === PRODUCT_INFO);
      await rows(page).first().waitFor();

      await page.getByTestId('add-button').click();
      const drawer = page.locator('.ant-drawer');
      await page.getByTestId('field-productCode').waitFor();
      await page.getByTestId('field-productCode').fill('E2E-LATTE');
      await page.getByTestId('field-productName').fill('端到端拿铁');
      await page.getByTestId('field-productNameEn').fill('E2E latte');
      await page.getByTestId('field-sellingPrice').fill('18');
      await choose(page, drawer.getByTestId('field-modelIds'), 'CM-200');
      await page.keyboard.press('Escape');
      await drawer.getByTestId('field-description').fill('A latte made by the end-to-end test.');
      await drawer.locator('input[type=file]').first().setInputFiles({ name: 'latte.png', mimeType: 'image/png', buffer: PNG });

      // Step 1 is there already; a second step with the same pour order.
      await choose(page, drawer.getByTestId('step-0-material'), 'BEAN-ARABICA');
      await page.getByTestId('step-0-amount').fill('9');
      await page.getByTestId('step-0-water').fill('120');
      await page.getByTestId('add-step').click();
      await choose(page, drawer.getByTestId('step-1-material'), 'MILK-POWDER');
      await page.getByTestId('step-1-pourOrder').fill('1');
      await page.getByTestId('step-1-amount').fill('12');

      for (const [i, name, options] of [
        [
          0,
          'Sugar',
          [
            ['NONE', 'No sugar'],
            ['HALF', 'Half sugar'],
          ],
        ],
        [
          1,
          'Temperature',
          [
            ['HOT', 'Hot'],
            ['WARM', 'Warm'],
          ],
        ],
      ] as const) {
        await page.getByTestId('add-taste').click();
        await page.getByTestId(`taste-${i}-name`).fill(name);
        for (const [j, [code, label]] of options.entries()) {
          if (j > 0) await page.getByTestId(`taste-${i}-add-option`).click();
          await page.getByTestId(`taste-${i}-option-${j}-code`).fill(code);
          await page.getByTestId(`taste-${i}-option-${j}-name`).fill(label);
        }
      }

      // Without a cup size the list itself says so.
      await page.getByTestId('recipe-cup-sizes').getByRole('button', { name: 'Remove' }).click();

      await page.getByTestId('form-submit').click();
      await poll(() => page.getByTestId('recipe-cup-sizes').locator('.ant-form-item-explain-error').allTextContents()).toEqual([
        expect.stringContaining('needs at least one cup size'),
      ]);
      const stepError = drawer.getByTestId('step-1').locator('.ant-form-item-explain-error');
      await poll(() => stepError.allTextContents()).toEqual([expect.stringContaining('is used by another step of this recipe')]);
      await stepError.first().scrollIntoViewIfNeeded();
      await shot(page, 'products/en-1440-form-error');
      // The server refuses the same body with the same words on the same field.
      const refused = await api<{ errors: Array<{ field: string; message: string }> }>(token, 'POST', '/api/CoffeeGoodsManager/save', {
        productCode: 'E2E-DUP',
        productName: 'Dup',
        productType: 'fresh',
        sellingPrice: 1,
        modelIds: [cm200],
        recipe: {
          steps: [
            { pourOrder: 1, materialCode: 'BEAN-ARABICA', water: 0, amount: 1 },
            { pourOrder: 1, materialCode: 'MILK-POWDER', water: 0, amount: 1 },
          ],
          cupSizes: [{ size: 'M' }],
        },
      });
      expect(refused.data?.errors[0]).toMatchObject({ field: 'recipe.steps.1.pourOrder' });
      expect(await stepError.first().textContent()).toContain(refused.data!.errors[0]!.message);

      await page.getByTestId('step-1-pourOrder').fill('2');
      await page.getByTestId('add-cup-size').click();
      // A code the customer already has: only the server knows, and its error stands next to the field.
      await page.getByTestId('field-productCode').fill('C-LATTE');
      await page.getByTestId('form-submit').click();
      const codeItem = drawer.locator('.ant-form-item').filter({ has: page.getByTestId('field-productCode') });
      await poll(() => codeItem.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
        'The customer already has a product with code C-LATTE.',
      ]);
      await codeItem.scrollIntoViewIfNeeded();
      await shot(page, 'products/en-1440-form-server-error');
      await page.getByTestId('field-productCode').fill('E2E-LATTE');
      await page.getByTestId('form-submit').click();
      await drawer.waitFor({ state: 'hidden' });

      await page.getByTestId('search-keyword').fill('E2E-LATTE');
      await page.getByTestId('search-submit').click();
      await poll(() => rows(page).count()).toBe(1);
      await poll(() => rows(page).first().textContent()).toContain('E2E latte');
      await poll(() => rows(page).first().locator('img').count()).toBe(1);
      const saved = await api<Array<{ id: number }>>(token, 'GET', '/api/GoodsCoffee/newlist?keyword=E2E-LATTE');
      const detail = await api<{ recipe: { steps: unknown[]; tastes: Array<{ name: string; options: unknown[] }> } }>(
        token,
        'GET',
        `/api/CoffeeGoodsManager/detail?id=${saved.data![0]!.id}`,
      );
      expect(detail.data!.recipe.steps).toHaveLength(2);
      expect(detail.data!.recipe.tastes.map((c) => [c.name, c.options.length])).toEqual([
        ['Sugar', 2],
        ['Temperature', 2],
      ]);
      await shot(page, 'products/en-1440-found');

      await rowAction(rows(page).first(), 'edit');
      await page.getByTestId('field-sellingPrice').waitFor();
      await poll(() => page.getByTestId('taste-1-name').inputValue()).toBe('Temperature');
      if (SHOTS) await page.waitForTimeout(800); // the drawer slides in, for the picture only
      await shot(page, 'products/en-1440-form-edit');
      await page.getByTestId('field-sellingPrice').fill('21.5');
      await page.getByTestId('form-submit').click();
      await drawer.waitFor({ state: 'hidden' });
      await poll(() => rows(page).first().textContent()).toContain('21.50');

      await page.getByTestId('search-keyword').fill('E2E-SPARE');
      await page.getByTestId('search-submit').click();
      await poll(() => rows(page).count()).toBe(1);
      await rowAction(rows(page).first(), 'delete');
      await page.getByTestId('confirm-delete').click();
      await poll(() => rows(page).count()).toBe(0);
      const left = await api<unknown[]>(token, 'GET', '/api/GoodsCoffee/newlist?keyword=E2E-SPARE');
      expect(left.data).toEqual([]);
      await api(token, 'POST', '/api/CoffeeGoodsManager/delete', { ids: [saved.data![0]!.id] });
      await context.close();
    },
  );

  it(
    'the platform admin creates a product for Harbor Drinks; category, models and materials follow the customer',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openAs(browser, 'admin', 'admin123', PRODUCT_INFO, { viewport: { width: 1440, height: 900 } });
      await rows(page).first().waitFor();
      await page.getByTestId('add-button').click();
      const drawer = page.locator('.ant-drawer');
      await page.getByTestId('field-productCode').waitFor();
      // Saved empty, the form marks every missing field at once, the customer and model pickers too
      // (one needed by the server only, the other by a rule over the whole product)…
      const marked = () => drawer.locator('.ant-form-item-has-error .ant-form-item-label label').allTextContents();
      await page.getByTestId('form-submit').click();
      await poll(marked).toEqual(
        expect.arrayContaining(['Customer', 'Product code', 'Product name', 'Applicable models', 'Selling price']),
      );
      await shot(page, 'products/en-1440-admin-empty-submit');
      await page.getByTestId('field-productCode').fill('E2E-HARBOR');
      await page.getByTestId('field-productName').fill('E2E harbor espresso');
      await page.getByTestId('field-sellingPrice').fill('9');
      await drawer.locator('.ant-form-item').filter({ hasText: 'Customer' }).locator('.ant-select').first().click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: 'Harbor Drinks Ltd.' }).first().click();
      // …and a corrected field loses its mark at once, the others keeping theirs.
      await poll(marked).not.toContain('Customer');
      expect(await marked()).toContain('Applicable models');
      // Only Harbor's four categories are offered, not the Demo customer's as well.
      await drawer.getByTestId('field-productClassId').click();
      await poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(4);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await choose(page, drawer.getByTestId('field-modelIds'), 'CM-200');
      await page.keyboard.press('Escape');
      await shot(page, 'products/en-1440-admin-customer');
      await choose(page, drawer.getByTestId('step-0-material'), 'BEAN-ARABICA');
      await page.getByTestId('step-0-amount').fill('8');
      await shot(page, 'products/en-1440-admin-form');
      await page.getByTestId('form-submit').click();
      await drawer.waitFor({ state: 'hidden' });

      const admin = await apiToken('admin', 'admin123');
      const saved = await api<Array<{ id: number; orgId: number; productClassId: number | null }>>(
        admin,
        'GET',
        '/api/GoodsCoffee/newlist?keyword=E2E-HARBOR',
      );
      expect(saved.data).toHaveLength(1);
      const product = saved.data![0]!;
      const classes = await api<Array<{ id: number; orgId: number }>>(admin, 'GET', '/api/GoodsClass/list?limit=1000');
      expect(classes.data!.find((c) => c.id === product.productClassId)?.orgId).toBe(product.orgId);
      // The Demo customer's account does not see it.
      const ops = await apiToken('ops', 'ops12345');
      expect((await api<unknown[]>(ops, 'GET', '/api/GoodsCoffee/newlist?keyword=E2E-HARBOR')).data).toEqual([]);
      await api(admin, 'POST', '/api/CoffeeGoodsManager/delete', { ids: [product.id] });

      // The classification form has the same customer field.
      await page.goto('/goods/productClass');
      await page.getByTestId('product-class-page').waitFor();
      await page.getByTestId('add-button').click();
      await page.getByTestId('field-productClassCode').fill('E2E-HARBOR-CLASS');
      await page.getByTestId('field-productClassName').fill('E2E harbor class');
      await drawer.locator('.ant-form-item').filter({ hasText: 'Customer' }).locator('.ant-select').first().click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: 'Harbor Drinks Ltd.' }).first().click();
      await page.getByTestId('form-submit').click();
      await drawer.waitFor({ state: 'hidden' });
      const made = await api<Array<{ id: number; orgId: number }>>(admin, 'GET', '/api/GoodsClass/list?keyword=E2E-HARBOR-CLASS');
      expect(made.data!.map((c) => c.orgId)).toEqual([product.orgId]);
      await api(admin, 'POST', '/api/GoodsClass/delete', { ids: [made.data![0]!.id] });
      await context.close();
    },
  );

  for (const { lang, locale, width } of SCREEN_VARIANTS) {
    itShots(`shows the list, the form and the classification in ${lang} at ${width} px`, { timeout: 90_000 }, async () => {
      const { context, page } = await openAs(browser, 'ops', 'ops12345', PRODUCT_INFO, { locale, viewport: { width, height: 900 } });
      const list = width < 576 ? page.getByTestId('list-card').first() : rows(page).first();
      await list.waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `products/${lang}-${width}-products`);
      await page.getByTestId('add-button').click();
      await page.getByTestId('field-productCode').waitFor();
      await page.waitForLoadState('networkidle');
      // The drawer slides in.
      await page.waitForTimeout(800);
      await shot(page, `products/${lang}-${width}-form`);
      await page.getByTestId('recipe-tastes').scrollIntoViewIfNeeded();
      await shot(page, `products/${lang}-${width}-form-recipe`);
      await page.goto('/goods/productClass');
      await page.getByTestId('product-class-page').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `products/${lang}-${width}-classes`);
      await context.close();
    });
  }
});
