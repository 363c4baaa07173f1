import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  baseURL,
  createMenu,
  deleteMenus,
  keptPageAs,
  keptSignedInWith,
  launch,
  sessionContext,
  titles,
  windowShot,
} from './browser.js';

/** The header's tools and the settings panel; screenshots of the shell. */
let browser: Browser;
let admin: string;
const created: number[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const dir = await createMenu(admin, {
    name: 'ShellSearch',
    titles: { zh: '设备管理', en: 'Machines', es: 'Máquinas', ja: '機器管理' },
    menuType: 'M',
    path: 'shellsearch',
    icon: 'desktop',
    sort: 1,
  });
  created.push(dir);
  created.push(
    await createMenu(admin, {
      parentId: dir,
      name: 'ShellSearchDevice',
      titles: { zh: '设备', en: 'Machine list', es: 'Lista de máquinas', ja: '機器' },
      menuType: 'C',
      path: 'list',
      component: 'dashboard/index',
    }),
  );
  created.push(
    await createMenu(admin, {
      parentId: dir,
      name: 'ShellSearchModel',
      titles: { zh: '型号', en: 'Models', es: 'Modelos', ja: '型番' },
      menuType: 'C',
      path: 'model',
      component: 'dashboard/index',
    }),
  );
});

afterAll(async () => {
  await deleteMenus(admin, created);
  await browser?.close();
});

async function search(page: Page, query: string): Promise<string[]> {
  const input = page.getByTestId('header-search-input').locator('input');
  if (!(await input.isVisible())) await page.getByTestId('header-search').click();
  await input.fill(query);
  await page.getByTestId('search-result').first().waitFor();
  return page.getByTestId('search-result').allTextContents();
}

describe('menu search', () => {
  it('finds 设备 by full pinyin and by initials, over every title segment', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { locale: 'zh-CN' });
    expect(await search(page, 'shebei')).toContain('设备管理 > 设备');
    expect(await search(page, 'sb')).toContain('设备管理 > 设备');
    // the directory's initials find its pages too
    expect(await search(page, 'sbgl')).toEqual(expect.arrayContaining(['设备管理 > 设备', '设备管理 > 型号']));
    await search(page, 'shebei');
    await windowShot(page, 'shell-search-pinyin');
    await page
      .getByTestId('search-result')
      .filter({ hasText: /^设备管理 > 设备$/ })
      .click();
    await page.waitForURL(/\/shellsearch\/list$/);
  });

  it('searches the titles of the current language', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    expect(await search(page, 'machine lst')).toContain('Machines > Machine list');
  });
});

describe('error log', () => {
  it('counts window errors and rejected promises, lists them, and sends them to the server', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    const stamp = `shell-e2e-${Date.now()}`;
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ClientError/report')) reports.push(r.postData() ?? '');
    });
    await page.evaluate((s) => {
      setTimeout(() => {
        throw new Error(`${s} thrown`);
      });
      void Promise.reject(new Error(`${s} rejected`));
    }, stamp);
    const badge = page.locator('.ant-badge:has([data-testid="error-log"]) .ant-badge-count');
    await expect.poll(() => badge.textContent()).toBe('2');
    await page.getByTestId('error-log').click();
    await page.getByText(`${stamp} thrown`).waitFor();
    await page.getByText(`${stamp} rejected`).waitFor();
    await page.waitForTimeout(400); // the dialog's opening animation
    await windowShot(page, 'shell-error-log');
    await expect.poll(() => reports.length).toBe(2);
    const sources = reports.map((r) => (JSON.parse(r) as { source: string }).source).sort();
    expect(sources).toEqual(['promise', 'window']);
    // an administrator reads them on the server
    await expect
      .poll(async () =>
        (await api<{ message: string }[]>(admin, 'GET', `/admin/monitor/clientError/list?limit=100`)).data?.map((r) => r.message),
      )
      .toEqual(expect.arrayContaining([`${stamp} thrown`, `${stamp} rejected`]));
  });
});

describe('error boundary', () => {
  it('logs a screen that fails to load as a boundary error and keeps the shell', async () => {
    const id = await createMenu(admin, {
      name: 'ShellBroken',
      titles: titles('Shell broken page'),
      menuType: 'C',
      path: 'shellbroken',
      component: 'shell/no-such-screen',
    });
    const { context, page } = await sessionContext(browser, 'admin', 'admin123');
    await context.route('**/assets/NotFoundPage-*.js', (route) => route.abort());
    const report = page.waitForRequest((r) => r.url().endsWith('/api/ClientError/report'));
    try {
      await page.goto('/shellbroken');
      const body = JSON.parse((await report).postData() ?? '{}') as { source: string };
      expect(body.source).toBe('boundary');
      // the shell stays: its header and tab bar are still there
      await page.getByTestId('hamburger').waitFor();
      const badge = page.locator('.ant-badge:has([data-testid="error-log"]) .ant-badge-count');
      await expect.poll(() => badge.textContent()).toBe('1');
    } finally {
      await deleteMenus(admin, [id]);
      await context.close();
    }
  });
});

describe('header tools', () => {
  it('toggles light and dark, and remembers it', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await windowShot(page, 'shell-light');
    const bg = () => page.getByTestId('shell').evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await bg();
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await expect.poll(bg).not.toBe(light);
    await page.reload();
    await page.getByTestId('dashboard-greeting').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await page.getByTestId('sidebar').getByText('Machines', { exact: true }).click();
    await page.getByTestId('sidebar').getByText('Models', { exact: true }).click();
    await page.waitForURL(/\/shellsearch\/model$/);
    await page.locator('[data-testid="tab-page"][data-path="/shellsearch/model"] [data-testid="dashboard-greeting"]').waitFor();
    await windowShot(page, 'shell-dark');
  });

  it('chooses the size (medium by default) and keeps it in a cookie', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123');
    expect(await page.getByTestId('size-menu').getAttribute('data-size')).toBe('medium');
    const height = () => page.getByTestId('settings-open').evaluate((el) => el.getBoundingClientRect().height);
    const medium = await height();
    await page.getByTestId('size-menu').click();
    await page.getByTestId('size-small').click();
    await expect.poll(() => page.getByTestId('size-menu').getAttribute('data-size')).toBe('small');
    await expect.poll(height).toBeLessThan(medium);
    expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('small');
    await page.getByTestId('size-menu').click();
    await page.getByTestId('size-default').click();
    await expect.poll(height).toBeGreaterThan(medium);
  });

  it("lists the customer's web pages, each opening in a new tab", async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    const list = await api<{ pageName: string; pageLink: string }[]>(admin, 'GET', '/api/WebPage/list?limit=1000');
    if (!list.data?.length) {
      expect(await page.getByTestId('web-pages').count()).toBe(0);
    } else {
      await page.getByTestId('web-pages').click();
      const links = page.getByTestId('web-page-link');
      await links.first().waitFor();
      expect(await links.count()).toBe(list.data.length);
      expect(await links.first().getAttribute('target')).toBe('_blank');
      expect(await links.first().getAttribute('href')).toBe(list.data[0]!.pageLink);
    }
  });

  it('goes full screen and back', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    const button = page.getByTestId('fullscreen');
    if ((await button.count()) === 0) return; // the browser offers no full screen
    await button.click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(false);
  });

  it("lists the customer's web page links, each opening in a new tab", async () => {
    // ops belongs to Demo Coffee Co.: its two seeded links, none of Harbor Drinks Ltd.
    const { page } = await keptSignedInWith(browser, 'ops', 'ops12345');
    await page.getByTestId('web-pages').click();
    const links = page.getByTestId('web-page-link');
    await expect.poll(() => links.count()).toBe(2);
    const hrefs = await links.evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['https://help.democoffee.example/', '_blank'],
        ['https://suppliers.democoffee.example/login', '_blank'],
      ]),
    );
  });

  it('the user menu leads to the profile', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('profile').click();
    await page.waitForURL(/\/profile\/index$/);
    await page.locator('[data-testid="tab"][data-path="/profile/index"]').waitFor();
  });
});

describe('settings panel', () => {
  it('applies a theme colour at once, refuses one that is not hex, and keeps the choices', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await page.getByTestId('settings-open').click();
    const color = page.getByTestId('settings-color');
    expect(await color.inputValue()).toBe('#1890ff');
    const activeTab = page.locator('[data-testid="tab"][data-active="true"]');
    await color.fill('#13c2c2');
    await expect.poll(() => activeTab.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 194, 194)');
    await color.fill('#12g');
    await page.getByText('Enter a hex colour code such as #1890ff').waitFor();
    expect(await activeTab.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 194, 194)');
    await windowShot(page, 'shell-settings');
    await page.getByTestId('settings-tags-view').click();
    await expect.poll(() => page.getByTestId('tags-view').count()).toBe(0);
    await page.getByTestId('settings-sidebar-logo').click();
    await expect.poll(() => page.getByTestId('sidebar-logo').count()).toBe(0);
    await page.getByTestId('settings-fixed-header').click();
    await expect.poll(() => page.getByTestId('shell').getAttribute('data-fixed-header')).toBe('false');
    await page.reload();
    await page.getByTestId('tab-page').first().waitFor();
    expect(await page.getByTestId('tags-view').count()).toBe(0);
    expect(await page.getByTestId('sidebar-logo').count()).toBe(0);
    expect(await page.getByTestId('shell').getAttribute('data-fixed-header')).toBe('false');
    await page.getByTestId('settings-open').click();
    expect(await page.getByTestId('settings-color').inputValue()).toBe('#13c2c2');
    await page.getByTestId('settings-reset').click();
    await page.getByTestId('tags-view').waitFor();
  });
});

describe('page title', () => {
  it('is the tab title followed by " - Vending Retail"', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', `${baseURL()}/shellsearch/model`);
    await expect.poll(() => page.title()).toBe('Models - Vending Retail');
  });
});
