import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseURL, launch, openAs, screenshot } from './browser.js';

/**
 * The operation log filtered and an entry's detail opened (request with the
 * secret masked, and the result); "clear all" asks first and empties the log.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('logs', () => {
  it('filters the operation log, opens a detail, and clears all after confirming', async () => {
    // Two operations to find: a failed password reset (secret in the body) and a dictionary refresh.
    const token = await apiToken('admin', 'admin123');
    // Whatever earlier test files logged would also match the filters below: start from an empty log.
    await api(token, 'DELETE', '/admin/monitor/operlog/clean');
    await api(token, 'PUT', '/admin/system/user/resetPwd', { userId: 999999, password: 'E2eSecret#1' });
    await api(token, 'DELETE', '/admin/system/dict/type/refreshCache');

    const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/log/operlog');
    try {
      const screen = page.getByTestId('operlog-page');
      await screen.locator('tbody tr.ant-table-row').first().waitFor();
      await expect.poll(() => screen.getByTestId('retention-hint').textContent()).toContain('Operation log retention (days)');
      await screenshot(page, 'logs-operlog-list');

      await screen.getByTestId('search-module').fill('user');
      await screen.getByTestId('search-status').click();
      await page.locator('.ant-select-item-option', { hasText: 'Failure' }).click();
      await screen.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => screen.locator('tbody tr.ant-table-row').count()).toBe(1);
      const row = screen.locator('tbody tr.ant-table-row').first();
      // Module, action and type by their names, not the codes user / resetPwd / PUT.
      expect(await row.textContent()).toContain('Accounts');
      expect(await row.textContent()).toContain('Reset password');
      expect(await row.getByTestId('oper-type').textContent()).toBe('Edit');

      await row.getByTestId('row-view').click();
      const detail = page.getByTestId('operlog-detail');
      await detail.waitFor();
      expect(await detail.textContent()).toContain('/admin/system/user/resetPwd');
      expect(await detail.textContent()).toContain('******');
      expect(await detail.textContent()).not.toContain('E2eSecret#1');
      await screenshot(page, 'logs-operlog-detail');
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // Clear all: a confirmation first; cancelling keeps everything.
      await screen.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => screen.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);
      await screen.getByTestId('clean-button').click();
      const confirm = page.locator('.ant-modal-confirm');
      await expect.poll(() => confirm.textContent()).toContain('Clear all data of the Operation log?');
      await page.waitForTimeout(500); // the dialog's opening animation, for the picture only
      await screenshot(page, 'logs-operlog-clean-confirm');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await screen.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);

      await screen.getByTestId('clean-button').click();
      await page.getByTestId('confirm-clean').click();
      await expect.poll(() => page.locator('.ant-message').textContent()).toMatch(/Log cleared: \d+ entries deleted\./);
      // The dialog closes with an animation: clicking Search through its mask would wait for ever.
      await expect.poll(() => page.locator('.ant-modal-mask:visible, .ant-modal-wrap:visible').count()).toBe(0);
      // Only the "clear" operation itself can be left (it is logged after it ran).
      await expect
        .poll(async () => {
          await screen.getByRole('button', { name: 'Search' }).click();
          return screen.locator('tbody tr.ant-table-row').count();
        })
        .toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('names module, action and type in the user’s language, on a desktop and on a phone', async () => {
    const token = await apiToken('admin', 'admin123');
    await api(token, 'POST', '/api/DeviceAppend/sendCmd', { deviceId: 999999, type: 'restart' });
    await api(token, 'DELETE', '/admin/system/role/999999');
    const languages = [
      { locale: 'en-US', lang: 'en', command: ['Device command', 'Send command', 'Other'], remove: ['Roles', 'Delete', 'Delete'] },
      { locale: 'zh-CN', lang: 'zh', command: ['设备指令', '发送指令', '其他'], remove: ['角色管理', '删除', '删除'] },
    ];
    for (const { locale, lang, command, remove } of languages) {
      for (const width of [1440, 390]) {
        const viewport = width > 576 ? { width, height: 900 } : { width, height: 844 };
        const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/log/operlog', { locale, viewport });
        try {
          const screen = page.getByTestId('operlog-page');
          await expect.poll(() => screen.textContent()).toContain(command[0]);
          const text = (await screen.textContent()) ?? '';
          for (const label of [...command, ...remove]) expect(text, `${lang} ${width}px`).toContain(label);
          expect(text).not.toContain('deviceCommand');
          if (width > 576) {
            const row = screen.locator('tbody tr.ant-table-row', { hasText: command[1]! }).first();
            expect(await row.getByTestId('oper-type').textContent()).toBe(command[2]);
            const removed = screen.locator('tbody tr.ant-table-row').filter({ hasText: remove[0]! }).filter({ hasText: remove[1]! });
            expect(await removed.first().getByTestId('oper-type').textContent()).toBe(remove[2]);
          }
          await page.waitForTimeout(300); // the last fonts and tags settle, for the picture only
          await screenshot(page, `logs-operlog-${lang}-${width}`);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('unlocks an account locked by failed sign-ins from the login log', async () => {
    const attempt = (password: string) =>
      fetch(`${baseURL()}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify({ username: 'demo.tech', password, code: '', uuid: '' }),
      }).then((r) => r.json() as Promise<{ status: number; result?: unknown }>);
    for (let i = 0; i < 5; i += 1) await attempt('wrong-password');
    expect(String((await attempt('tech12345')).result)).toMatch(/locked/);

    const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/log/logininfor');
    try {
      const screen = page.getByTestId('logininfor-page');
      await screen.getByTestId('search-userName').fill('demo.tech');
      await screen.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => screen.getByTestId('locked-tag').count()).toBeGreaterThan(0);
      await screenshot(page, 'logs-logininfor-locked');
      await screen.getByTestId('row-unlock').first().click();
      await expect.poll(() => page.locator('.ant-modal-confirm').textContent()).toContain('Unlock the account "demo.tech"?');
      await page.getByTestId('confirm-unlock').click();
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain('The account "demo.tech" is unlocked');
      await expect.poll(() => screen.getByTestId('locked-tag').count()).toBe(0);
      expect((await attempt('tech12345')).status).toBe(1001);
    } finally {
      await context.close();
    }
  });
});
