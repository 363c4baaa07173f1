import fs from 'node:fs';
import { EXPORT_TASK_STATE } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itShots, launch, openAs, rowAction, screenshot } from './browser.js';

/*
 * An order export from the transaction orders screen: the columns are chosen, the export runs in
 * the background, the notification leads to Reports → Export download, the task finishes there
 * and its file downloads. Screenshots of the export centre at 1440 and 390 px in English and
 * Chinese, and of the column chooser.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });
const rows = (page: Page) => page.getByTestId('export-centre-page').locator('tbody tr.ant-table-row');

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('Reports → Export download', () => {
  it(
    'an order export started on the transaction orders screen finishes in the export centre and downloads',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await openAs(browser, 'admin', 'admin123', '/order/transaction', {
        viewport: { width: 1440, height: 900 },
      });
      await page.getByTestId('export-button').click();
      const chooser = page.getByTestId('export-columns');
      await chooser.waitFor();
      // The question of the export stays, above the columns (label, key) to choose from.
      await page.locator('.ant-modal').getByText('Export the orders that match the filters?').waitFor();
      await chooser.getByText('Phone', { exact: true }).click();
      await screenshot(page, 'export-columns-1440-en');
      await page.getByTestId('export-columns-ok').click();

      const link = page.getByTestId('export-centre-link');
      await link.waitFor();
      await link.click();
      await page.waitForURL(/\/report\/exportTask$/);
      const first = rows(page).first();
      await first.waitFor();
      // The list refreshes itself while the task runs: no reload.
      await poll(() => first.getByTestId('export-state').getAttribute('data-code')).toBe(String(EXPORT_TASK_STATE.done.code));
      expect(await first.textContent()).toContain('Transaction orders');
      await screenshot(page, 'export-centre-1440-en');

      const [download] = await Promise.all([page.waitForEvent('download'), rowAction(first, 'download')]);
      expect(download.suggestedFilename()).toMatch(/^Transaction orders_\d{14}\.xlsx$/);
      const file = fs.readFileSync((await download.path())!);
      expect(file.subarray(0, 2).toString()).toBe('PK');
      await context.close();
    },
  );

  itShots('reads well in English and Chinese, on a desktop and a phone', { timeout: 180_000 }, async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      for (const width of [1440, 390]) {
        const lang = locale.slice(0, 2);
        const { context, page } = await openAs(browser, 'admin', 'admin123', '/report/exportTask', {
          viewport: { width, height: 900 },
          locale,
        });
        // A table row on a desktop, a card on a phone.
        await page.getByTestId('export-state').first().waitFor();
        await screenshot(page, `export-centre-${width}-${lang}`);
        await context.close();
      }
    }
  });
});
