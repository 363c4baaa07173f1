import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, newPage, openAs, signIn } from './browser.js';

/** The product title in tab titles and on the sign-in page; a customer's theme at sign-in. */
let browser: Browser;
let admin: string;
let original: Record<string, string> | undefined;
const themes: number[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  original = (await api<Record<string, string>>(admin, 'GET', '/api/platform/settings')).data;
});

afterAll(async () => {
  if (original) await api(admin, 'PUT', '/api/platform/settings', original);
  if (themes.length) await api(admin, 'POST', '/api/Theme/delete', { ids: themes });
  await browser?.close();
});

describe('platform settings', () => {
  it('a changed product title shows on the sign-in page and after every page title', async () => {
    const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/platform-settings');
    const title = page.getByTestId('field-title');
    await title.waitFor();
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill('');
    await page.getByTestId('save-button').click();
    // The same message as the server's, next to the field; nothing saved.
    await expect.poll(() => page.locator('.ant-form-item-explain-error').first().textContent()).toContain('Title is required');
    await title.fill('Coffee Cloud Console');
    await page.getByTestId('save-button').click();
    await expect.poll(() => page.title()).toBe('Platform settings - Coffee Cloud Console');
    await page.goto('/system/notice');
    await expect.poll(() => page.title()).toBe('Notices - Coffee Cloud Console');
    await expect.poll(() => page.getByTestId('sidebar-logo').textContent()).toContain('Coffee Cloud Console');
    await context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto('/login');
    await expect.poll(() => fresh.page.getByTestId('login-product').textContent()).toBe('Coffee Cloud Console');
    await expect.poll(() => fresh.page.title()).toContain('Coffee Cloud Console');
    await fresh.context.close();
  });

  it('applies the customer’s default theme colour at sign-in unless the user chose one', async () => {
    const demoTree = await api<Array<{ orgId: number; orgName: string }>>(admin, 'GET', '/api/Org/tree/v2?orgName=Demo%20Coffee');
    const flat = (nodes: Array<{ orgId: number; orgName: string; children?: unknown[] }>): Array<{ orgId: number; orgName: string }> =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const demo = flat(demoTree.data ?? []).find((n) => n.orgName === 'Demo Coffee Co.')!.orgId;
    const res = await api<{ themeId: number }>(admin, 'POST', '/api/Theme/save', {
      themeName: 'E2E teal',
      themeColor: '#13c2c2',
      orgId: demo,
      isDefault: true,
    });
    expect(res.status).toBe(1001);
    themes.push(res.data!.themeId);

    const opened = await newPage(browser);
    await opened.page.goto('/login');
    await signIn(opened.page, 'ops', 'ops12345');
    await opened.page.waitForURL(/\/dashboard$/);
    const stored = () =>
      opened.page.evaluate(() => JSON.parse(localStorage.getItem('vr-settings') ?? '{}').themeColor as string | undefined);
    await expect.poll(stored).toBe('#13c2c2');
    // The user picks a colour in the settings panel: the customer's default no longer overrides it.
    await opened.page.getByTestId('settings-open').click();
    await opened.page.getByTestId('settings-color').fill('#722ed1');
    await expect.poll(stored).toBe('#722ed1');
    const asked: string[] = [];
    opened.page.on('request', (r) => {
      if (r.url().includes('/api/Theme/current')) asked.push(r.url());
    });
    const unread = opened.page.waitForResponse((r) => r.url().includes('/admin/system/notice/unread'));
    await opened.page.reload();
    await opened.page.getByTestId('dashboard-greeting').first().waitFor();
    // The header mounts the bell and the theme sync together: by the bell's answer, a theme request would have gone.
    await unread;
    expect(asked).toEqual([]);
    expect(await stored()).toBe('#722ed1');
    await opened.context.close();
  });
});
