import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, keptPageAs, launch, SHOTS, windowShot } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('profile (/profile/index)', () => {
  it('shows the details, validates the forms and uploads an avatar checked by content', async () => {
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/profile/index');
    await page.getByTestId('profile-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('profile-card').textContent()).toContain('Olivia Ops');

    // Basic information: a bad phone is refused under the field.
    await page.getByTestId('field-phone').fill('call me');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toContain('Phone is not a valid phone number');
    await page.getByTestId('field-phone').fill('13900001234');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profile-card').textContent()).toContain('13900001234');

    // A text file named .png: the browser calls it image/png, the server reads the bytes.
    const input = page.getByTestId('profile-card').locator('input[type=file]');
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect.poll(() => page.locator('.ant-notification').textContent()).toContain('Only JPG/PNG/GIF images are allowed');

    // A real picture becomes the avatar at once.
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByTestId('profile-avatar').locator('img').getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/api\/files\/.+\.png$/);
    if (SHOTS) await page.waitForTimeout(800); // the upload list's closing animation, for the picture only
    await windowShot(page, 'uploads-profile');

    // Change password: the confirmation must match (shared schema), then the wrong current password is named.
    await page.getByRole('tab', { name: 'Change password' }).click();
    await page.getByTestId('field-oldPassword').fill('wrong-one');
    await page.getByTestId('field-newPassword').fill('abcde1');
    await page.getByTestId('field-confirmPassword').fill('abcde2');
    await page.getByTestId('password-save').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allTextContents())
      .toContain('Confirm password does not match the password');
    await page.getByTestId('field-confirmPassword').fill('abcde1');
    await page.getByTestId('password-save').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toContain('The current password is wrong.');
    await windowShot(page, 'uploads-profile-password');
  });
});

describe('System → Web pages', () => {
  it('lists the customers’ links, adds one with URL validation and deletes it', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/web-page');
    const rows = page.getByTestId('web-page-page').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(4);
    await windowShot(page, 'uploads-web-pages');

    await page.getByTestId('add-button').click();
    await page.getByTestId('field-pageName').fill('Menu board');
    await page.getByTestId('field-pageLink').fill('ftp://menu.example/');
    await page.getByTestId('form-submit').click();
    const dialog = page.locator('.ant-modal');
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents())
      .toContain('Page link must be a valid http:// or https:// address');
    await windowShot(page, 'uploads-web-page-dialog');
    // Without a customer the platform administrator is told to choose one (server field error).
    await page.getByTestId('field-pageLink').fill('https://menu.example/');
    await page.getByTestId('form-submit').click();
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents())
      .toContain('Choose the customer the link belongs to.');
    await dialog.locator('.ant-select').first().click();
    await page.locator('.ant-select-tree-title', { hasText: 'Harbor Drinks Ltd.' }).first().click();
    await page.getByTestId('form-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.count()).toBe(5);
    await windowShot(page, 'uploads-web-pages-added');

    const added = rows.filter({ hasText: 'Menu board' });
    await added.getByTestId('row-delete').click();
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => rows.count()).toBe(4);

    // The header dropdown offers the links too (ops: only Demo Coffee Co.'s).
  });
});

describe('System → Client error log', () => {
  it('lists reported errors with their details', async () => {
    const ops = await apiToken('ops', 'ops12345');
    await api(ops, 'POST', '/api/ClientError/report', {
      message: 'TypeError: Cannot read properties of undefined (reading "map")',
      stack: 'TypeError: Cannot read properties of undefined\n    at DeviceList (DeviceList.tsx:42:17)',
      componentStack: '\n    at DeviceList\n    at Suspense',
      url: 'http://localhost/device/list',
      source: 'boundary',
    });
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/client-error');
    const table = page.getByTestId('client-error-page');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await expect
      .poll(() => table.locator('tbody tr.ant-table-row').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Cannot read properties of undefined')]));
    await windowShot(page, 'uploads-client-errors');
    await table.locator('tbody tr.ant-table-row').first().getByTestId('row-view').click();
    await expect.poll(() => page.locator('.ant-modal').textContent()).toContain('DeviceList.tsx:42:17');
    if (SHOTS) await page.waitForTimeout(600); // the opening animation, for the picture only
    await windowShot(page, 'uploads-client-error-detail');
  });
});
