import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, keptSignedInWith, launch, windowShot } from './browser.js';

/** The language of the shell, its precedence, switching, and server messages. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const homeTab = (page: Page) => page.locator('[data-testid="tab"][data-path="/dashboard"]').textContent();

describe('shell language', () => {
  it('follows a browser language of es-ES when nothing is stored', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { locale: 'es-ES' });
    await expect.poll(() => homeTab(page)).toBe('Inicio');
    expect(await page.getByTestId('dashboard-greeting').textContent()).toContain('Bienvenido de nuevo');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.title()).toBe('Inicio - Vending Retail');
  });

  it('a stored choice wins over the browser language', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123', { locale: 'es-ES' });
    await context.addCookies([{ name: 'language', value: 'ja', url: baseURL() }]);
    await page.reload();
    await expect.poll(() => homeTab(page)).toBe('ホーム');
  });

  it('falls back to English for a browser language we do not offer', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { locale: 'fr-FR' });
    await expect.poll(() => homeTab(page)).toBe('Home');
  });

  it('switching the language stores it and reloads the page; antd texts and server messages follow', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await expect.poll(() => homeTab(page)).toBe('Home');
    await page.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));
    await page.getByTestId('header-language').click();
    const navigate = page.waitForRequest((r) => r.url().includes('/api/api/v5/navigate'));
    await page.getByTestId('lang-zh').click();
    const request = await navigate;
    expect(request.headers()['lang']).toBe('zh');
    await expect.poll(() => homeTab(page)).toBe('首页');
    // a reload: the window's state is gone
    expect(await page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch)).toBeUndefined();
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('zh');
    // antd's own texts follow (the dialog's close label comes from antd's locale)
    await page.getByTestId('error-log').click();
    await page.getByText('本页错误').waitFor();
    expect(await page.locator('.ant-modal-close').getAttribute('aria-label')).toBe('关闭');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    // a server message in the chosen language
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/api/v5/navigate', { headers: { lang: 'zh' } });
      return (await r.json()) as { result?: string };
    });
    expect(res.result).toMatch(/[\u4e00-\u9fa5]/);
    await windowShot(page, 'shell-zh');
  });
});
