import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, openAs, SHOTS, screenshot, signedInWith } from './browser.js';

/**
 * An administrator forces out the session of a second browser; that browser's
 * next action gets the session-expired prompt, and confirming it leads to the sign-in page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('online users', () => {
  it('force logout of a second browser context: its next action shows the session-expired prompt', async () => {
    // Other test files share this server: end the ops sessions they left, so the list holds ours only.
    const adminToken = await apiToken('admin', 'admin123');
    const left = await api<{ sessionId: string }[]>(adminToken, 'GET', '/admin/monitor/online/list?userName=ops&limit=100');
    for (const s of left.data ?? []) await api(adminToken, 'DELETE', `/admin/monitor/online/${s.sessionId}`);
    const ops = await signedInWith(browser, 'ops', 'ops12345');
    const admin = await openAs(browser, 'admin', 'admin123', '/system/online');
    try {
      const screen = admin.page.getByTestId('online-page');
      await screen.waitFor();
      // Both sessions are listed; the administrator's own one is marked.
      await screen.locator('tbody tr', { hasText: 'Olivia Ops' }).waitFor();
      await expect.poll(() => screen.getByTestId('current-session').count()).toBe(1);
      await screenshot(admin.page, 'online-users-list');

      await screen.getByTestId('search-userName').fill('ops');
      await screen.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => screen.locator('tbody tr.ant-table-row').count()).toBe(1);
      const row = screen.locator('tbody tr.ant-table-row', { hasText: 'Olivia Ops' });
      await row.getByTestId('row-force-logout').click();
      await expect.poll(() => admin.page.locator('.ant-modal-confirm').textContent()).toContain('End the session of "Olivia Ops" now?');
      if (SHOTS) await admin.page.waitForTimeout(500); // the dialog's opening animation, for the picture only
      await screenshot(admin.page, 'online-users-confirm');
      await admin.page.getByTestId('confirm-force-logout').click();
      await expect.poll(() => admin.page.locator('.ant-message').textContent()).toContain('The session of "ops" has ended');
      await expect.poll(() => screen.locator('tbody tr.ant-table-row').count()).toBe(0);

      // The second browser's next action: opening its profile from the user menu.
      await ops.page.getByTestId('user-menu').click();
      await ops.page.getByTestId('profile').click();
      const prompt = ops.page.locator('.ant-modal-confirm');
      await expect.poll(() => prompt.textContent()).toContain('Your login session has expired. You can stay on this page or log in again.');
      if (SHOTS) await ops.page.waitForTimeout(500); // the dialog's opening animation, for the picture only
      await screenshot(ops.page, 'online-users-session-expired');
      await prompt.getByRole('button', { name: 'Log in again' }).click();
      await ops.page.waitForURL(/\/login/);
    } finally {
      await ops.context.close();
      await admin.context.close();
    }
  });
});
