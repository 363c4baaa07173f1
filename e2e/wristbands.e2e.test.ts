import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, openAs, SCREEN_VARIANTS, shot, itShots, keptPageAs } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';
import { xlsx } from './xlsx-fixture.js';

/** The machines are small and shared: give the UI time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 150 });

let browser: Browser;
let sim: SimulatedDevices | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

const rows = (page: Page) => page.getByTestId('list-table-wristband').locator('tbody tr.ant-table-row');
const header = ['Wristband number', 'Tier', 'Duration', 'Unit', 'Reusable'];

describe('Cards → Bracelet information', () => {
  it(
    'imports wristbands (the bad row named next to its row, then the fixed file), a machine uses one, its activation record follows',
    { timeout: 120_000 },
    async () => {
      const no = `E2E-${String(Date.now()).slice(-8)}`;
      // The customer's administrator account: its bands go to its own customer.
      const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/braceletInformation/recordList', {
        viewport: { width: 1440, height: 900 },
      });
      await page.getByTestId('wristband-page').waitFor();
      await page.getByTestId('import-button').click();
      const dialog = page.locator('.ant-modal');
      await dialog.getByTestId('import-submit').waitFor();
      const upload = async (body: unknown[][]) =>
        dialog.locator('input[type=file]').setInputFiles({
          name: 'wristbands.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await xlsx([header, ...body]),
        });
      await upload([
        [no, 'VIP', 2, 'Days', 'Yes'],
        [`${no}-2`, 'VIP', 2, 'Weeks', 'No'],
      ]);
      await dialog.getByTestId('import-submit').click();
      const errorRow = dialog.getByTestId('import-row-errors').locator('tbody tr.ant-table-row').first();
      await poll(() => errorRow.textContent()).toContain('must be Hours or Days');
      expect(await errorRow.locator('td').first().textContent()).toBe('3');
      await shot(page, 'wristbands/en-1440-import-errors');
      const token = await apiToken('ops', 'ops12345');
      expect((await api<unknown[]>(token, 'GET', `/api/Wristband/list?wristbandNo=${no}`)).data).toEqual([]);

      await upload([
        [no, 'VIP', 2, 'Days', 'Yes'],
        [`${no}-2`, 'VIP', 12, 'Hours', 'No'],
      ]);
      await dialog.getByTestId('import-submit').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('search-wristbandNo').fill(no);
      await page.getByTestId('search-submit').click();
      await poll(() => rows(page).count()).toBe(2);
      expect(await rows(page).first().textContent()).toContain('Not activated');

      // A machine of the customer sells with the band: the first use activates it.
      sim = await startSimulatedDevices({ token: await apiToken('admin', 'admin123'), count: 1, behaviour: { wristbands: [no] } });
      const code = sim.devices[0]!.code;
      const sold = sim.fleet.sell(code, 'wristband')!;
      expect(sold).not.toBeNull();
      await poll(() => sim!.fleet.counters().cardApproved).toBe(1);
      await page.reload();
      await page.getByTestId('search-wristbandNo').fill(no);
      await page.getByTestId('search-submit').click();
      const band = rows(page).filter({ hasText: 'Days' });
      await poll(() => band.textContent()).toContain('Activated');
      expect(await band.textContent()).toContain(code);
      await shot(page, 'wristbands/en-1440-list');

      await band.getByTestId('row-records').click();
      await page.getByTestId('wristband-record-page').waitFor();
      expect(page.url()).toMatch(/\/braceletInformation\/record\/index\/\d+$/);
      const activation = page.getByTestId('list-table-wristband-record').locator('tbody tr.ant-table-row').filter({ hasText: 'Activated' });
      await poll(() => activation.textContent()).toContain(code);
      expect(await activation.textContent()).toContain(sold.orderCode.slice(0, 12));
      await shot(page, 'wristbands/en-1440-records');
    },
  );

  itShots('pictures of the list and the records in English and Chinese at 1440 and 390 px', { timeout: 180_000 }, async () => {
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      for (const [path, testId, name] of [
        ['/braceletInformation/recordList', 'wristband-page', 'list'],
        ['/braceletInformation/record/index/0', 'wristband-record-page', 'records'],
      ] as const) {
        const { context, page } = await openAs(browser, 'admin', 'admin123', path, { locale, viewport: { width, height: 900 } });
        await page.getByTestId(testId).waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `wristbands/${lang}-${width}-${name}`);
        await context.close();
      }
    }
  });
});
