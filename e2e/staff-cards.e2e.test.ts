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

const rows = (page: Page) => page.getByTestId('list-table-staff-card').locator('tbody tr.ant-table-row');
const header = ['Employee number', 'Employee name', 'Status', 'Monthly limit', 'Discount (%)'];

describe('Cards → Employee card swiping', () => {
  it(
    'imports staff cards (the bad row named next to its row, then the fixed file), a machine sells with one, the quota and the swipe record follow',
    { timeout: 180_000 },
    async () => {
      const no = String(Date.now()).slice(-9);
      // The customer's administrator account: its cards go to its own customer.
      const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/card/staff', { viewport: { width: 1440, height: 900 } });
      await page.getByTestId('staff-card-page').waitFor();
      await page.getByTestId('import-button').click();
      const dialog = page.locator('.ant-modal');
      await dialog.getByTestId('import-submit').waitFor();
      const upload = async (body: unknown[][]) =>
        dialog.locator('input[type=file]').setInputFiles({
          name: 'staff.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await xlsx([header, ...body]),
        });
      await upload([
        [no, 'E2E Staff', 'Enabled', 50, 20],
        [`${no}1`, 'E2E Other', 'Maybe', 10, 0],
      ]);
      await dialog.getByTestId('import-submit').click();
      const errorRow = dialog.getByTestId('import-row-errors').locator('tbody tr.ant-table-row').first();
      await poll(() => errorRow.textContent()).toContain('must be Enabled or Disabled');
      expect(await errorRow.locator('td').first().textContent()).toBe('3');
      await shot(page, 'staff-cards/en-1440-import-errors');
      const token = await apiToken('ops', 'ops12345');
      expect((await api<unknown[]>(token, 'GET', `/api/Staff/list?employeeNo=${no}`)).data).toEqual([]);

      await upload([
        [no, 'E2E Staff', 'Enabled', 50, 20],
        [`${no}1`, 'E2E Other', 'Disabled', 10, 0],
      ]);
      await dialog.getByTestId('import-submit').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('search-employeeNo').fill(no);
      await page.getByTestId('search-submit').click();
      await poll(() => rows(page).count()).toBe(2);

      // A machine of the customer sells with the card: the back-office takes 20 % off and holds the rest on the quota.
      sim = await startSimulatedDevices({ token: await apiToken('admin', 'admin123'), count: 1, behaviour: { staffCards: [no] } });
      const code = sim.devices[0]!.code;
      const sold = sim.fleet.sell(code, 'staff_card')!;
      expect(sold).not.toBeNull();
      await poll(() => sim!.fleet.counters().cardApproved).toBe(1);
      await poll(() => sim!.fleet.state(code).pendingOrders).toEqual([]);
      const charged = Math.round((Math.round(sold.amounts.payment * 100) * 800) / 1000);
      const left = ((5000 - charged) / 100).toFixed(2);
      const quota = async () =>
        (await api<Array<{ quotaCents: number }>>(token, 'GET', `/api/Staff/list?employeeNo=${no}&status=enabled`)).data?.[0]?.quotaCents;
      await poll(quota).toBe(5000 - charged);
      await page.reload();
      await page.getByTestId('search-employeeNo').fill(no);
      await page.getByTestId('search-submit').click();
      await poll(() => rows(page).filter({ hasText: 'E2E Staff' }).textContent()).toContain(left);
      await shot(page, 'staff-cards/en-1440-list');

      await page.goto(`/staffSwipe/record?employeeNo=${no}`);
      await page.getByTestId('staff-card-record-page').waitFor();
      const swipe = page.getByTestId('list-table-staff-card-record').locator('tbody tr.ant-table-row').filter({ hasText: 'Swipe' });
      await poll(() => swipe.textContent()).toContain(sold.orderCode.slice(0, 12));
      expect(await swipe.textContent()).toContain(left);
      await shot(page, 'staff-cards/en-1440-records');
    },
  );

  itShots('pictures of the list and the record in English and Chinese at 1440 and 390 px', { timeout: 180_000 }, async () => {
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      for (const [path, testId, name] of [
        ['/card/staff', 'staff-card-page', 'list'],
        ['/staffSwipe/record', 'staff-card-record-page', 'records'],
      ] as const) {
        const { context, page } = await openAs(browser, 'admin', 'admin123', path, { locale, viewport: { width, height: 900 } });
        await page.getByTestId(testId).waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `staff-cards/${lang}-${width}-${name}`);
        await context.close();
      }
    }
  });
});
