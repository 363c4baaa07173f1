import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, rowAction, signedInWith } from './browser.js';

/** The machines are small and shared: give the UI time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const SHOTS = '/tmp/shots-materials';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const rows = (page: Page) => page.getByTestId('list-table-goods-material').locator('tbody tr.ant-table-row');

describe('Goods → Raw materials', () => {
  it('adds with a validation error next to the field, finds, edits and deletes with confirmation', { timeout: 120_000 }, async () => {
    // The customer's administrator account: its materials go to its own customer.
    const { context, page } = await signedInWith(browser, 'ops', 'ops12345', { viewport: { width: 1440, height: 900 } });
    await page.goto('/goods/material');
    await rows(page).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/en-1440-list.png` });

    await page.getByTestId('add-button').click();
    const drawer = page.locator('.ant-drawer');
    await page.getByTestId('field-materialCode').waitFor();
    await page.getByTestId('field-materialCode').fill('e2e bad');
    await page.getByTestId('field-nameEn').fill('E2E oat milk');
    await page.getByTestId('form-submit').click();
    await poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      expect.stringContaining('Material code may contain only capital letters'),
    ]);
    await page.screenshot({ path: `${SHOTS}/en-1440-form-error.png` });
    await page.getByTestId('field-materialCode').fill('E2E-OAT');
    await page.getByTestId('field-costPrice').fill('12.5');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId('search-keyword').fill('E2E-OAT');
    await page.getByTestId('search-submit').click();
    await poll(() => rows(page).count()).toBe(1);
    await poll(() => rows(page).first().textContent()).toContain('E2E oat milk');

    await rowAction(rows(page).first(), 'edit');
    await page.getByTestId('field-nameEn').fill('E2E oat drink');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });
    await poll(() => rows(page).first().textContent()).toContain('E2E oat drink');

    await rowAction(rows(page).first(), 'delete');
    await page.getByTestId('confirm-delete').click();
    await poll(() => rows(page).count()).toBe(0);
    const token = await apiToken('ops', 'ops12345');
    const left = await api<unknown[]>(token, 'GET', '/api/Material/getMaterialList?keyword=E2E-OAT');
    expect(left.data).toEqual([]);
    await context.close();
  });

  for (const [lang, locale] of [
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
  ] as const) {
    for (const width of [1440, 390]) {
      it(`shows the list in ${lang} at ${width} px`, { timeout: 60_000 }, async () => {
        const { context, page } = await signedInWith(browser, 'ops', 'ops12345', { locale, viewport: { width, height: 900 } });
        await page.goto('/goods/material');
        const list = width < 576 ? page.getByTestId('list-card').first() : rows(page).first();
        await list.waitFor();
        await page.screenshot({ path: `${SHOTS}/${lang}-${width}-materials.png` });
        await page.goto('/goods/materialClass');
        await page.getByTestId('material-class-page').waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${lang}-${width}-classes.png` });
        await context.close();
      });
    }
  }
});
