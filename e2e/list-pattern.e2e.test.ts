import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportThroughCentre, keptPageAs, launch, newPage, rowAction, screenshot, signIn } from './browser.js';

/** The machines are small and shared: give the UI time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The ids (first cell) of the rows the dictionary type table shows. */
async function firstColumn(page: Page, table: string): Promise<string[]> {
  return page.locator(`[data-testid="list-table-${table}"] tbody tr.ant-table-row td:nth-child(2)`).allTextContents();
}

describe('the list pattern on System → Dictionaries', () => {
  it('filters, pages, sorts, adds with a validation error, deletes with confirmation, exports', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/dict');
    const table = page.getByTestId('list-table-system-dict-type');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(10);
    await screenshot(page, 'list-pattern-dict-types');

    // Paging: page 2 shows other rows.
    const page1 = await firstColumn(page, 'system-dict-type');
    await table.locator('.ant-pagination-item-2').click();
    await poll(async () => (await firstColumn(page, 'system-dict-type')).join(',')).not.toBe(page1.join(','));

    // Sorting by ID, descending (click twice).
    const idHeader = table.locator('th', { hasText: 'ID' }).first();
    await idHeader.click();
    await idHeader.click();
    await expect
      .poll(async () => {
        const ids = (await firstColumn(page, 'system-dict-type')).map(Number);
        return ids.length > 1 && ids.every((v, i) => i === 0 || v < ids[i - 1]!);
      })
      .toBe(true);

    // Filtering by type.
    await page.getByTestId('search-dictType').fill('refund');
    await page.getByTestId('search-submit').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);
    await page.getByTestId('search-reset').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(10);

    // Add with a validation error, then fix it.
    await page.getByTestId('add-button').click();
    await page.getByTestId('field-dictName').fill('Cup size');
    await page.getByTestId('field-dictType').fill('9cup');
    await page.getByTestId('form-submit').click();
    const drawer = page.locator('.ant-drawer');
    await expect
      .poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents())
      .toEqual(
        expect.arrayContaining([expect.stringContaining('must start with a letter'), expect.stringContaining('Remark is required')]),
      );
    await screenshot(page, 'list-pattern-drawer-validation');
    await page.getByTestId('field-dictType').fill('cup_size_e2e');
    await page.getByTestId('field-remark').fill('Sizes of a cup');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('search-dictType').fill('cup_size_e2e');
    await page.getByTestId('search-submit').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);

    // Export of the filtered rows.
    const download = await exportThroughCentre(page);
    expect(download.suggestedFilename()).toMatch(/_\d{14}\.xlsx$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');

    // A batch action with nothing selected asks to select data to operate on.
    await page.getByTestId('batch-delete').click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('Select the data to operate on first.');

    // Delete with confirmation.
    await rowAction(table.locator('tbody tr.ant-table-row').first(), 'delete');
    await page.getByTestId('confirm-delete').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(0);
  });

  it('dictionary data: hidden route, coloured tags, import with row errors', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/dict');
    const types = page.getByTestId('list-table-system-dict-type');
    await page.getByTestId('search-dictType').fill('audit_status');
    await page.getByTestId('search-submit').click();
    await poll(() => types.locator('tbody tr.ant-table-row').count()).toBe(1);
    await types.getByRole('link', { name: 'audit_status' }).click();
    await page.waitForURL(/\/system\/dict-data\/index\/\d+$/);
    const table = page.getByTestId('list-table-system-dict-data');
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);
    expect(await table.locator('.ant-tag-error').first().textContent()).toBe('Rejected');
    await screenshot(page, 'list-pattern-dict-data');

    // Import: a file with a bad row is refused with the row listed.
    await page.getByTestId('import-button').click();
    const { xlsx } = await import('./xlsx-fixture.js');
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([
        ['Dictionary type', 'Data label', 'Data value'],
        ['audit_status', 'On hold', '4'],
        ['audit_status', '', '5'],
      ]),
    });
    await page.getByTestId('import-submit').click();
    const errors = page.getByTestId('import-row-errors');
    await poll(() => errors.locator('tbody tr').first().textContent()).toBe('3Data labelData label is required');
    expect(await page.getByTestId('import-failure').textContent()).toContain('Nothing was imported.');
    // Nothing was written: the good row (4 "On hold") is not in the list.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);
    await screenshot(page, 'list-pattern-import-errors');
  });

  it('parameters: list and a built-in one cannot be deleted', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/config');
    const table = page.getByTestId('list-table-system-config');
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(5);
    expect(await table.getByTestId('row-delete').first().isDisabled()).toBe(true);
    await table.getByTestId('row-edit').first().click();
    await page.getByTestId('field-configKey').waitFor();
    expect(await page.getByTestId('field-configKey').isDisabled()).toBe(true);
    await page.getByText('Edit parameter').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'list-pattern-config-edit');
  });

  it('speaks the browser language: screen texts and dictionary labels in Chinese', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto('/login');
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/system/dict');
    const table = page.getByTestId('list-table-system-dict-type');
    await poll(() => table.locator('.ant-tag').first().textContent()).toBe('正常');
    expect(await page.getByTestId('search-submit').textContent()).toContain('搜索');
    await screenshot(page, 'list-pattern-dict-types-zh');
    await context.close();
  });
});
