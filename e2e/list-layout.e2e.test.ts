import { DEVICE_API, type DeviceRow } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, keptPageAs, launch, openAs, shot } from './browser.js';

/** What a list shows on a desktop and on a phone: the columns that matter, compact actions, cards. */
let browser: Browser;
let admin: string;

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LANGS = [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
] as const;

const rows = (page: Page, table: string) => page.getByTestId(`list-table-${table}`).locator('tbody tr.ant-table-row');

/** The window-relative box of the header cell reading exactly `label`, or null. */
function headerBox(page: Page, table: string, label: string) {
  return page.getByTestId(`list-table-${table}`).evaluate((el, text) => {
    const th = Array.from(el.querySelectorAll('thead th')).find((cell) => cell.textContent?.trim() === text);
    if (!th) return null;
    const { left, right, width } = th.getBoundingClientRect();
    return { left, right, width };
  }, label);
}

/** How far the table's own scroller is scrolled sideways. */
const tableScrollLeft = (page: Page, table: string) =>
  page.getByTestId(`list-table-${table}`).evaluate((el) => el.querySelector('.ant-table-content, .ant-table-body')?.scrollLeft ?? 0);

/**
 * The boxes around `testId` (itself, its ancestors and the document) wider than they show: a
 * page that scrolls sideways. Tables scrolling inside their own frame do not count.
 */
const sidewaysOverflow = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const wide: string[] = [];
    const root = document.querySelector(`[data-testid="${id}"]`);
    for (let el = root; el; el = el.parentElement) {
      if (el.scrollWidth > el.clientWidth + 1) wide.push(`${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) wide.push(`document ${document.documentElement.scrollWidth}`);
    return wide;
  }, testId);

async function firstDevice(): Promise<DeviceRow> {
  const res = await api<DeviceRow[]>(admin, 'GET', `${DEVICE_API.list}?page=1&limit=1`);
  return res.data![0]!;
}

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
});
afterAll(async () => {
  await browser?.close();
});

describe('list layout', () => {
  it('at 1440 px the device list shows network, fault, warning and material without scrolling, and narrow actions with a "More" menu', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/device', DESKTOP);
    await expect.poll(() => rows(page, 'devices-list').count()).toBeGreaterThan(0);
    const width = await page.evaluate(() => window.innerWidth);
    for (const label of ['Device code', 'Network', 'Fault', 'Warning', 'Material']) {
      const box = await headerBox(page, 'devices-list', label);
      expect(box, label).not.toBeNull();
      expect(box!.left, label).toBeGreaterThanOrEqual(0);
      expect(box!.right, label).toBeLessThanOrEqual(width);
    }
    expect(await tableScrollLeft(page, 'devices-list')).toBe(0);

    const actions = await headerBox(page, 'devices-list', 'Actions');
    expect(actions!.width).toBeLessThanOrEqual(160);
    expect(actions!.right).toBeLessThanOrEqual(width);
    const first = rows(page, 'devices-list').first();
    await first.getByTestId('row-detail').waitFor();
    await first.getByTestId('row-more').click();
    // The rest of the row's actions, delete among them, wait in the menu.
    await page.locator('.ant-dropdown:visible').getByTestId('row-delete').waitFor();
    await page.keyboard.press('Escape');
  });

  it('at 390 px the device list shows cards and folds its filters into a drawer', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/device', PHONE);
    const cards = page.getByTestId('list-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('list-table-devices-list').locator('table').count()).toBe(0);
    await cards.first().getByTestId('row-detail').waitFor();

    await page.getByTestId('search-filters').click();
    const drawer = page.getByTestId('search-drawer');
    await drawer.getByTestId('search-keyword').waitFor();
    await shot(page, 'list-layout/devices-filters-390-en');
    await drawer.getByTestId('search-keyword').fill('VR10001');
    await drawer.getByTestId('search-submit').click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await sidewaysOverflow(page, 'device-list-page')).toEqual([]);
  });

  it('at 390 px the device detail does not scroll sideways', async () => {
    const d = await firstDevice();
    const { context, page } = await openAs(
      browser,
      'admin',
      'admin123',
      `/deviceManage/detail/index/${d.id}/orders/2026-01-01/2026-01-31/${d.deviceCode}`,
      PHONE,
    );
    await page.getByTestId('detail-title').waitFor();
    await page.getByTestId('tab-orders').waitFor();
    const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.inner);
    expect(await sidewaysOverflow(page, 'device-detail')).toEqual([]);
    await page.getByTestId('materials').waitFor();
    expect(await sidewaysOverflow(page, 'materials')).toEqual([]);
    await context.close();
  });

  itShots('screenshots of the lists at 1440 and 390 px, in English and Chinese', { timeout: 300_000 }, async () => {
    const d = await firstDevice();
    const screens: [string, string][] = [
      ['devices', '/deviceManage/device'],
      ['device-detail', `/deviceManage/detail/index/${d.id}/orders/2026-01-01/2026-01-31/${d.deviceCode}`],
      ['users', '/system/user'],
      ['sites', '/point/site'],
      ['jobs', '/system/job'],
      ['customers', '/system/customer'],
    ];
    for (const [lang, locale] of LANGS) {
      for (const [size, options] of [
        ['1440', DESKTOP],
        ['390', PHONE],
      ] as const) {
        const { context, page } = await openAs(browser, 'admin', 'admin123', '/dashboard', { ...options, locale });
        for (const [name, url] of screens) {
          await page.goto(url);
          await page.locator('tbody tr.ant-table-row, [data-testid="list-card"], [data-testid="detail-title"]').first().waitFor();
          await page.waitForTimeout(500);
          await shot(page, `list-layout/${name}-${size}-${lang}`);
          if (name === 'device-detail') {
            await page.getByTestId('detail-range').first().scrollIntoViewIfNeeded();
            await shot(page, `list-layout/${name}-tabs-${size}-${lang}`);
          }
        }
        await context.close();
      }
    }
  });
});
