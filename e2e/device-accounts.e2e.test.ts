import { DEVICE_ACCOUNT_API, type DeviceAccountRow } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { SCREEN_VARIANTS, api, itShots, openAs, rowAction, shot } from './browser.js';
import { withBrowserAndDevices } from './devices.js';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });

/** The browser, the administrator's token and one simulated machine of Demo Coffee Co. */
const env = withBrowserAndDevices();

describe('Devices → device account', () => {
  it(
    'adds an account for a chosen simulated machine (a short password refused first) and sees it delivered',
    { timeout: 120_000 },
    async () => {
      const machine = env.sim.devices[0]!;
      const account = `e2e${Date.now().toString(36)}`;
      const { context, page } = await openAs(env.browser, 'admin', 'admin123', '/deviceManage/deviceAccount', {
        viewport: { width: 1440, height: 900 },
      });
      await page.getByTestId('device-account-page').getByTestId('add-button').click();
      const dialog = page.locator('.ant-modal');
      await dialog.locator('.ant-form-item').filter({ hasText: 'Customer' }).locator('.ant-select').first().click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: 'Demo Coffee Co.' }).first().click();
      await page.getByTestId('field-account').fill(account);
      await page.getByTestId('field-name').fill('E2E Technician');
      await page.getByTestId('field-password').fill('12345');
      await dialog.getByLabel('Chosen machines').check();
      // The machine found by its code; a click on the dialog's title closes the list (Escape would close the dialog).
      await page.getByTestId('field-deviceIds').click();
      await page.keyboard.type(machine.code);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: machine.code }).first().click();
      await dialog.locator('.ant-modal-title').click();
      await page.getByTestId('form-submit').click();
      await poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('exactly 6 characters')]),
      );
      await shot(page, 'device-accounts/en-1440-form-error', { fullPage: true });
      await page.getByTestId('field-password').fill('246810');
      await page.getByTestId('form-submit').click();
      await dialog.waitFor({ state: 'hidden' });

      // The machine holds the account (never its password) and acknowledged it: the drawer says delivered.
      await poll(() => env.sim.fleet.state(machine.code).accounts.map((a) => a.account)).toEqual([account]);
      await page.getByTestId('search-account').fill(account);
      await page.getByTestId('search-submit').click();
      const row = page.getByTestId('list-table-device-account').locator('tbody tr.ant-table-row', { hasText: account });
      await poll(() => row.textContent()).toContain('1/1');
      await shot(page, 'device-accounts/en-1440-list');
      await rowAction(row, 'machines');
      const drawer = page.getByTestId('device-account-drawer');
      await poll(() => drawer.locator('tbody tr.ant-table-row', { hasText: machine.code }).textContent()).toContain('Delivered');
      await shot(page, 'device-accounts/en-1440-machines');
      await context.close();

      const listed = await api<DeviceAccountRow[]>(env.token, 'GET', `${DEVICE_ACCOUNT_API.list}?account=${account}`);
      await api(env.token, 'POST', DEVICE_ACCOUNT_API.remove, { id: listed.data![0]!.id });
    },
  );

  itShots('pictures of the list in English and Chinese, desktop and phone', async () => {
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      const { context, page } = await openAs(env.browser, 'admin', 'admin123', '/deviceManage/deviceAccount', {
        viewport: { width, height: 900 },
        locale,
      });
      await page.getByTestId('device-account-page').waitFor();
      await page.waitForTimeout(800);
      await shot(page, `device-accounts/${lang}-${width}-list-only`);
      await context.close();
    }
  });
});
