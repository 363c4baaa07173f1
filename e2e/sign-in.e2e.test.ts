import { REPEAT_WINDOW_MS } from '@vr/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot, signIn, signedInPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('sign-in', () => {
  it('an unauthenticated visit goes to /login with the wanted path, and sign-in lands back there', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard?from=mail');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard?from=mail');
    await screenshot(page, 'login-en');
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(/\/dashboard\?from=mail$/);
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toContain('Administrator');
    await screenshot(page, 'dashboard-en');
    await context.close();
  });

  it('sign-in lands on the deep page it was sent from, not on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/system/notice?noticeTitle=x');
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(/\/system\/notice\?noticeTitle=x$/);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/system/notice');
    await context.close();
  });

  it('admin signs in from /login and lands on /dashboard with a titled tab', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.title()).toMatch(/ - Vending Retail$/);
    expect(await page.getByTestId('user-menu').textContent()).toContain('Administrator');
    await context.close();
  });

  it('a wrong password shows the server message and stays on the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'admin', 'not-the-password');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('The account or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-error-en');
    await context.close();
  });

  it('a short password is refused next to the field before anything is sent', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/admin/login')) posted = true;
    });
    await signIn(page, 'admin', 'abc');
    await expect.poll(() => page.getByTestId('login-form').textContent()).toMatch(/Password must be at least 4 characters/);
    expect(posted).toBe(false);
    await context.close();
  });

  it('a signed-in user opening /login goes to the home page', async () => {
    const { context, page } = await signedInPage(browser, 'ops', 'ops12345');
    await page.goto('/login');
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('logout clears the session: protected pages send back to the login page', async () => {
    const { context, page } = await signedInPage(browser, 'ops', 'ops12345');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    // logout ends with a full page load of /login
    await page.waitForURL(/\/login$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    await context.close();
  });

  it('the root path goes to /dashboard, and an unknown path to /404', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL(/\/login\?redirect=%2F$/);
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/no/such/screen');
    await page.waitForURL(/\/404$/);
    await page.getByTestId('page-404').waitFor({ state: 'visible' });
    await context.close();
  });

  it('the sign-in page downloads neither the HTTP client and full zod of the signed-in screens, nor the shell', async () => {
    const { context, page } = await newPage(browser);
    const scripts = new Map<string, string>();
    page.on('response', async (res) => {
      if (res.url().endsWith('.js')) scripts.set(new URL(res.url()).pathname, await res.text());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    const names = [...scripts.keys()].map((p) => p.split('/').pop()!);
    expect(names.some((n) => n.startsWith('LoginPage-'))).toBe(true);
    expect(names.filter((n) => /^(BasicLayout|Sidebar|Navbar|SettingsDrawer|TagsView|search-index)-/.test(n))).toEqual([]);
    const carrying = (marker: RegExp) => [...scripts].filter(([, body]) => marker.test(body)).map(([p]) => p);
    expect(carrying(/AxiosError/)).toEqual([]);
    // zod's classic API names its schemas "ZodType", "ZodString"…; zod/mini's are "ZodMiniType"….
    expect(carrying(/["'`]ZodType["'`]/)).toEqual([]);
    expect(carrying(/["'`]ZodMiniType["'`]/)).not.toEqual([]);
    await context.close();
  });

  it('a sign-in sent before the server said whether a code is needed waits for that answer', async () => {
    const { context, page } = await newPage(browser);
    // The captcha answer (no code needed here) arrives two seconds after the form is filled and sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/captcha/captchaImage', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await signIn(page, 'admin', 'admin123');
    await page.waitForTimeout(2_000);
    expect(page.url()).toMatch(/\/login$/);
    release();
    // Reached without a second click: the old form refused at once, asking for a code.
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('an unreachable server is reported above the button, and the form stays usable', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.route('**/admin/login', (route) => route.abort('connectionrefused'));
    await signIn(page, 'admin', 'admin123');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('Network error: the server could not be reached.');
    await page.unroute('**/admin/login');
    // The same sign-in sent again within the repeat-submit window is held back: wait it out.
    await page.waitForTimeout(REPEAT_WINDOW_MS + 100);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('shows the login page in Chinese for a zh browser', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto('/login');
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toMatch(/登\s*录/);
    await screenshot(page, 'login-zh');
    await context.close();
  });
});
