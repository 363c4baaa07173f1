import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  baseURL,
  createMenu,
  deleteMenus,
  keptPageAs,
  keptSignedInWith,
  launch,
  newPage,
  signIn,
  titles,
  windowShot,
} from './browser.js';

/**
 * Routes from the menu tree, the sidebar, hidden and fixed routes,
 * external links, InnerLink frames, memberMarketingLink, page titles.
 */
let browser: Browser;
let admin: string;
const created: number[] = [];
const innerUrl = () => `${baseURL()}/api/health`;
const innerRoute = () =>
  `/shelle2e/${innerUrl()
    .replace(/^https?:\/\//, '')
    .replace(/[.:]/g, '/')}`;

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const dir = await createMenu(admin, {
    name: 'ShellE2E',
    titles: titles('Shell tests'),
    menuType: 'M',
    path: 'shelle2e',
    icon: 'desktop',
    sort: 1,
  });
  created.push(dir);
  const page = (name: string, path: string, extra: object = {}) =>
    createMenu(admin, {
      parentId: dir,
      name,
      titles: titles(name.replace('ShellE2E', 'Shell ')),
      menuType: 'C',
      path,
      component: 'dashboard/index',
      ...extra,
    });
  created.push(await page('ShellE2EPageA', 'page-a', { sort: 1 }));
  created.push(await page('ShellE2EPageB', 'page-b', { sort: 2 }));
  created.push(await page('ShellE2EHidden', 'page-hidden', { status: 0, sort: 3 }));
  created.push(await page('ShellE2EExternal', 'https://external.example/docs', { isExternal: true, component: undefined, sort: 4 }));
  created.push(await page('ShellE2EInner', innerUrl(), { isExternal: false, component: undefined, sort: 5 }));
  created.push(
    await page('memberMarketingLink', 'https://member.example/mm?from=shell', { isExternal: true, component: undefined, sort: 6 }),
  );
  const solo = await createMenu(admin, {
    name: 'ShellE2ESolo',
    titles: titles('Shell solo dir'),
    menuType: 'M',
    path: 'shellsolo',
    sort: 2,
  });
  created.push(solo);
  created.push(
    await createMenu(admin, {
      parentId: solo,
      name: 'ShellE2ESoloPage',
      titles: titles('Shell solo page'),
      menuType: 'C',
      path: 'only',
      component: 'dashboard/index',
    }),
  );
  const always = await createMenu(admin, {
    name: 'ShellE2EAlways',
    titles: titles('Shell always dir'),
    menuType: 'M',
    path: 'shellalways',
    alwaysShow: true,
    sort: 3,
  });
  created.push(always);
  created.push(
    await createMenu(admin, {
      parentId: always,
      name: 'ShellE2EAlwaysPage',
      titles: titles('Shell always page'),
      menuType: 'C',
      path: 'only',
      component: 'dashboard/index',
    }),
  );
});

afterAll(async () => {
  await deleteMenus(admin, created);
  await browser?.close();
});

const sidebarKeys = (page: Page) =>
  page
    .getByTestId('sidebar')
    .getByTestId('sidebar-item')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['key']));

describe('menu routes and sidebar', () => {
  it('builds the sidebar from the menu: hidden entries left out, a single child collapses, alwaysShow keeps its directory', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Shell tests', { exact: true }).click();
    await sidebar.getByText('Shell PageA', { exact: true }).waitFor();
    const keys = await sidebarKeys(page);
    expect(keys).toEqual(expect.arrayContaining(['/shelle2e', '/shelle2e/page-a', '/shelle2e/page-b', '/shellsolo/only', '/shellalways']));
    expect(keys).not.toContain('/shelle2e/page-hidden');
    expect(keys).not.toContain('/shellsolo');
    await expect.poll(() => sidebar.getByText('Shell solo page', { exact: true }).count()).toBe(1);
    expect(await sidebar.getByText('Shell solo dir', { exact: true }).count()).toBe(0);
    await sidebar.getByText('Shell always dir', { exact: true }).click();
    await sidebar.getByText('Shell always page', { exact: true }).waitFor();
    expect(await sidebar.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(210);
    await windowShot(page, 'shell-light-desktop');
  });

  it('routes a menu page, highlights it, opens its parent and titles the page', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/shelle2e/page-b');
    await page.locator('[data-testid="tab-page"][data-path="/shelle2e/page-b"] [data-testid="dashboard-greeting"]').waitFor();
    await expect.poll(() => page.title()).toBe('Shell PageB - Vending Retail');
    const selected = page.locator('.ant-menu-item-selected [data-testid="sidebar-item"]');
    await expect.poll(() => selected.getAttribute('data-key')).toBe('/shelle2e/page-b');
    await expect.poll(() => page.locator('.ant-menu-submenu-open [data-key="/shelle2e"]').count()).toBe(1);
    expect(await page.getByTestId('breadcrumb').textContent()).toContain('Shell tests');
  });

  it('routes a hidden menu entry that the sidebar does not show', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/shelle2e/page-hidden');
    await expect.poll(() => page.title()).toBe('Shell Hidden - Vending Retail');
    expect(new URL(page.url()).pathname).toBe('/shelle2e/page-hidden');
  });

  it('opens an external link in a new browser tab', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await context.route('https://external.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>external</h1>' }),
    );
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Shell tests', { exact: true }).click();
    const [popup] = await Promise.all([context.waitForEvent('page'), sidebar.getByText('Shell External', { exact: true }).click()]);
    await popup.waitForURL('https://external.example/docs');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('appends the encoded query to memberMarketingLink: base64url(prefix + token + day)', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await context.route('https://member.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'member' }));
    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Shell tests', { exact: true }).click();
    const [popup] = await Promise.all([context.waitForEvent('page'), sidebar.getByText('memberMarketingLink', { exact: true }).click()]);
    await popup.waitForURL(/member\.example/);
    const url = new URL(popup.url());
    expect(url.searchParams.get('from')).toBe('shell');
    const day = await page.evaluate(() => String(new Date().getDate()).padStart(2, '0'));
    expect(Buffer.from(url.searchParams.get('auth')!, 'base64url').toString()).toBe(`VRMM${token}${day}`);
  });

  it('shows an InnerLink page in a frame with a loading message, the viewport height minus 94.5 px', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123');
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await context.route(innerUrl(), async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>framed</p>' });
    });
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Shell tests', { exact: true }).click();
    await sidebar.getByText('Shell Inner', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === innerRoute());
    const frame = page.getByTestId('inner-link-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(innerUrl());
    await page.getByText('Loading the page…').waitFor();
    release();
    await expect.poll(() => page.getByText('Loading the page…').count()).toBe(0);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(800 - 94.5, 0);
  });

  it('collapses the sidebar and remembers it in a cookie (open by default)', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123');
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    await page.getByTestId('hamburger').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await page.getByTestId('tab-page').first().waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('true');
    await expect.poll(() => page.getByTestId('sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(64);
    await windowShot(page, 'shell-sidebar-collapsed');
  });

  it("shows the customer's logo, asked for by the user's organisation", async () => {
    const { context, page } = await newPage(browser);
    const asked: string[] = [];
    await context.route('**/api/deviceGoods/getOrgLogoImg*', (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('orgId') ?? '');
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 1001, data: '/shell-e2e-logo.svg' }),
      });
    });
    await context.route('**/shell-e2e-logo.svg', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><circle cx="15" cy="15" r="15" fill="red"/></svg>',
      }),
    );
    await page.goto('/login');
    await signIn(page, 'ops', 'ops12345');
    await page.waitForURL(/\/dashboard$/);
    const img = page.getByTestId('sidebar-logo').locator('img');
    await img.waitFor();
    expect(await img.getAttribute('src')).toBe('/shell-e2e-logo.svg');
    const orgId = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('vr-user-session') ?? '{}') as { userInfo?: { orgId?: number } }).userInfo?.orgId,
    );
    expect(asked).toContain(String(orgId));
    await context.close();
  });

  it('shows the default logo when the customer has none', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await expect.poll(() => page.getByTestId('sidebar-logo').locator('svg').count()).toBe(1);
  });
});

describe('fixed and hidden routes', () => {
  it('goes from / to /dashboard, and unknown paths to /404', async () => {
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/');
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/shell/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByTestId('page-404').waitFor();
    await expect.poll(() => page.title()).toBe('Page not found - Vending Retail');
  });

  it('serves /profile/index and /webpage/index from their screens', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    for (const path of ['/profile/index', '/webpage/index']) {
      await page.goto(path);
      await page.locator(`[data-testid="tab"][data-path="${path}"]`).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('sends a user without the permission of a hidden route to /401', async () => {
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/system/dict-data/index/1');
    await page.waitForURL(/\/401$/);
    await page.getByTestId('page-401').waitFor();
    await page.goto('/monitor/job-log/index/1');
    await page.waitForURL(/\/401$/);
  });

  it('answers 404 for a hidden route with a non-numeric id', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/tool/gen-edit/index/abc');
    await page.waitForURL(/\/404$/);
    await page.goto('/monitor/job-log/index/abc');
    await page.waitForURL(/\/404$/);
  });

  it('serves the dictionary data screen at its hidden route for a user with the permission', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/dict-data/index/1');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/system/dict-data/index/1');
  });
});
