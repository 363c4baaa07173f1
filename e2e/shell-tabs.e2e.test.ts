import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createMenu, deleteMenus, keptPageAs, keptSignedInWith, launch, tabPaths, titles, windowShot } from './browser.js';

/** Every rule of the tab bar, each on its own. */
let browser: Browser;
let admin: string;
const created: number[] = [];
const PAGES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const dir = await createMenu(admin, { name: 'ShellTabs', titles: titles('Tab tests'), menuType: 'M', path: 'shelltabs', sort: 1 });
  created.push(dir);
  for (const [i, p] of PAGES.entries()) {
    created.push(
      await createMenu(admin, {
        parentId: dir,
        name: `ShellTabs${p}`,
        titles: titles(`Tab page ${p}`),
        menuType: 'C',
        path: p,
        component: 'profile/index',
        sort: i + 1,
      }),
    );
  }
  created.push(
    await createMenu(admin, {
      parentId: dir,
      name: 'ShellTabsNoCache',
      titles: titles('Tab page uncached'),
      menuType: 'C',
      path: 'uncached',
      component: 'profile/index',
      noCache: true,
      sort: 50,
    }),
  );
  created.push(
    await createMenu(admin, {
      parentId: dir,
      name: 'ShellTabsConfig',
      titles: titles('Tab page config'),
      menuType: 'C',
      path: 'config',
      component: 'system/config/index',
      sort: 51,
    }),
  );
});

afterAll(async () => {
  await deleteMenus(admin, created);
  await browser?.close();
});

const tab = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);
const pane = (page: Page, path: string) => page.locator(`[data-testid="tab-page"][data-path="${path}"]`);

/** Client-side navigation through the sidebar (a page load would remount everything). */
async function openFromMenu(page: Page, title: string, path: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const item = sidebar.getByText(title, { exact: true });
  if (!(await item.isVisible())) {
    await sidebar.getByText('Tab tests', { exact: true }).click();
    await item.waitFor();
    await page.waitForTimeout(400); // the submenu's opening animation
  }
  await item.click();
  await page.waitForURL((u) => u.pathname === path);
  // A tab already open only turns active once the shell has seen the new address.
  await page.locator(`[data-testid="tab"][data-path="${path}"][data-active="true"]`).waitFor();
}

async function openTabs(page: Page, ...names: string[]): Promise<void> {
  for (const n of names) await openFromMenu(page, `Tab page ${n}`, `/shelltabs/${n}`);
}

/** Marks a page's DOM, to tell a kept-alive page (same nodes) from a remounted one. */
const mark = (page: Page, path: string) => pane(page, path).evaluate((el) => ((el as unknown as { kept: boolean }).kept = true));
const isMarked = (page: Page, path: string) => pane(page, path).evaluate((el) => (el as unknown as { kept?: boolean }).kept === true);

async function rightClick(page: Page, path: string): Promise<void> {
  await tab(page, path).click({ button: 'right' });
  await page.getByTestId('tab-menu').waitFor();
}

describe('tab bar', () => {
  it('opens one tab per visited page, keyed by the full path', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two', 'one');
    expect(await tabPaths(page)).toEqual(['/dashboard', '/shelltabs/one', '/shelltabs/two']);
    expect(await tab(page, '/shelltabs/one').getAttribute('data-active')).toBe('true');
    await page.goto('/shelltabs/two?q=1');
    await tab(page, '/shelltabs/two?q=1').waitFor();
  });

  it('the close icon closes a tab; closing an inactive tab stays on the page', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await tab(page, '/shelltabs/one').getByTestId('tab-close').click();
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard', '/shelltabs/two']);
    expect(new URL(page.url()).pathname).toBe('/shelltabs/two');
  });

  it('closing the active tab goes to the last remaining tab', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two', 'three');
    await tab(page, '/shelltabs/two').click();
    await page.waitForURL(/\/shelltabs\/two$/);
    await tab(page, '/shelltabs/two').getByTestId('tab-close').click();
    await page.waitForURL(/\/shelltabs\/three$/);
    await tab(page, '/shelltabs/three').getByTestId('tab-close').click();
    await page.waitForURL(/\/shelltabs\/one$/);
    await tab(page, '/shelltabs/one').getByTestId('tab-close').click();
    // only the pinned home tab is left
    await page.waitForURL(/\/dashboard$/);
    expect(await tabPaths(page)).toEqual(['/dashboard']);
  });

  it('a middle click closes a tab', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await tab(page, '/shelltabs/one').click({ button: 'middle' });
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard', '/shelltabs/two']);
    await tab(page, '/dashboard').click({ button: 'middle' });
    await page.waitForTimeout(200);
    expect(await tabPaths(page)).toEqual(['/dashboard', '/shelltabs/two']);
  });

  it('the pinned home tab has no close icon and no Close in its menu', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    expect(await tab(page, '/dashboard').getAttribute('data-affix')).toBe('true');
    expect(await tab(page, '/dashboard').getByTestId('tab-close').count()).toBe(0);
    await rightClick(page, '/dashboard');
    expect(await page.getByTestId('tab-menu-close').count()).toBe(0);
  });

  it('the right-click menu is 105 px wide; close others keeps the pinned tab and the chosen one', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two', 'three');
    await rightClick(page, '/shelltabs/two');
    expect(await page.getByTestId('tab-menu').evaluate((el) => el.getBoundingClientRect().width)).toBe(105);
    await windowShot(page, 'shell-tab-menu');
    await page.getByTestId('tab-menu-close-others').click();
    await page.waitForURL(/\/shelltabs\/two$/);
    expect(await tabPaths(page)).toEqual(['/dashboard', '/shelltabs/two']);
  });

  it('close from the menu closes that tab', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await rightClick(page, '/shelltabs/one');
    await page.getByTestId('tab-menu-close').click();
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard', '/shelltabs/two']);
  });

  it('close all keeps the pinned tab and goes home', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await rightClick(page, '/shelltabs/one');
    await page.getByTestId('tab-menu-close-all').click();
    await page.waitForURL(/\/dashboard$/);
    expect(await tabPaths(page)).toEqual(['/dashboard']);
  });

  it('refresh drops the page cache and replaces the route through /redirect', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await mark(page, '/shelltabs/one');
    const seen: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) seen.push(new URL(f.url()).pathname);
    });
    await rightClick(page, '/shelltabs/one');
    await page.getByTestId('tab-menu-refresh').click();
    await page.waitForURL(/\/shelltabs\/one$/);
    await pane(page, '/shelltabs/one').waitFor();
    expect(seen).toContain('/redirect/shelltabs/one');
    expect(await isMarked(page, '/shelltabs/one')).toBe(false);
    expect(await tabPaths(page)).toEqual(['/dashboard', '/shelltabs/one', '/shelltabs/two']);
  });

  it('a visited page stays alive when its tab is left and revisited', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one');
    await mark(page, '/shelltabs/one');
    await openTabs(page, 'two');
    expect(await pane(page, '/shelltabs/one').isVisible()).toBe(false);
    await tab(page, '/shelltabs/one').click();
    await page.waitForURL(/\/shelltabs\/one$/);
    expect(await isMarked(page, '/shelltabs/one')).toBe(true);
  });

  it('a noCache page is not kept alive', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openFromMenu(page, 'Tab page uncached', '/shelltabs/uncached');
    await mark(page, '/shelltabs/uncached');
    await openTabs(page, 'one');
    expect(await pane(page, '/shelltabs/uncached').count()).toBe(0);
    await tab(page, '/shelltabs/uncached').click();
    await page.waitForURL(/\/shelltabs\/uncached$/);
    expect(await isMarked(page, '/shelltabs/uncached')).toBe(false);
  });

  it('a kept-alive list keeps its filter input and its scroll position', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/shelltabs/config', { viewport: { width: 1366, height: 420 } });
    await tab(page, '/shelltabs/config').waitFor();
    const input = pane(page, '/shelltabs/config').locator('form input[type="text"], form input:not([type])').first();
    await input.waitFor();
    await input.fill('shell-filter');
    const main = page.getByTestId('shell-main');
    await main.evaluate((el) => el.scrollTo({ top: 150 }));
    await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);
    const scrolled = await main.evaluate((el) => el.scrollTop);
    await openTabs(page, 'one');
    await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0);
    await tab(page, '/shelltabs/config').click();
    await page.waitForURL(/\/shelltabs\/config$/);
    expect(await input.inputValue()).toBe('shell-filter');
    await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(scrolled);
  });

  it('scrolls the active tab into view, 4 px from the edge', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 1000, height: 800 } });
    await openTabs(page, ...PAGES);
    const bar = page.getByTestId('tags-view');
    expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const margin = async (path: string) => {
      const barBox = (await bar.boundingBox())!;
      const box = (await tab(page, path).boundingBox())!;
      return { left: box.x - barBox.x, right: barBox.x + barBox.width - (box.x + box.width) };
    };
    // the last opened is at the right edge, 4 px in
    const right = (await margin('/shelltabs/ten')).right;
    expect(right).toBeGreaterThanOrEqual(4);
    expect(right).toBeLessThan(5);
    await openTabs(page, 'one');
    const left = (await margin('/shelltabs/one')).left;
    expect(left).toBeGreaterThanOrEqual(4);
    expect(left).toBeLessThan(5);
  });

  it('open tabs survive a page reload (on by default), and not when the setting is off', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await page.reload();
    await tab(page, '/shelltabs/one').waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard', '/shelltabs/one', '/shelltabs/two']);
    expect(await tab(page, '/shelltabs/two').getAttribute('data-active')).toBe('true');
    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-persist-tabs').click();
    await page.keyboard.press('Escape');
    await page.reload();
    await tab(page, '/shelltabs/two').waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard', '/shelltabs/two']);
  });

  it('logout clears the tabs', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123');
    await openTabs(page, 'one', 'two');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('admin123');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await tab(page, '/dashboard').waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard']);
  });
});
