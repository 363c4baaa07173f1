import { DEVICE_API, type DeviceRow } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, keptPageAs, keptSignedInWith, launch, screenshot, signedInWith, tabPaths } from './browser.js';

/** What a new installation shows: counters with their records, and sensible defaults. */
let browser: Browser;
let admin: string;

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LANGS = [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
] as const;

async function device(code: string): Promise<DeviceRow> {
  const res = await api<DeviceRow[]>(admin, 'GET', `${DEVICE_API.list}?keyword=${code}`);
  return res.data!.find((d) => d.deviceCode === code)!;
}

async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, url: page.url() }]);
  await page.reload();
}

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
});
afterAll(async () => {
  await browser?.close();
});

describe('demo defaults', () => {
  it('a device with an open fault lists that fault, and its detail keeps one tab whatever the range', async () => {
    const d = await device('VR10004');
    const base = `/deviceManage/detail/index/${d.id}`;
    const { page } = await keptPageAs(browser, 'admin', 'admin123', `${base}/faults/2020-01-01/2099-12-31/${d.deviceCode}`, DESKTOP);
    // One fault reads in the singular.
    await expect.poll(() => page.getByTestId('device-detail').locator('.ant-tag').allTextContents()).toContain('1 open fault');
    const faults = page.getByTestId('tab-faults').locator('tbody tr.ant-table-row');
    await expect.poll(() => faults.count()).toBe(1);
    await expect.poll(() => faults.first().textContent()).toContain('E201');
    await page.goto(`${base}/orders/2026-01-01/2026-01-31/${d.deviceCode}`);
    await page.getByTestId('device-detail').waitFor();
    await expect
      .poll(async () => (await tabPaths(page)).filter((p) => p.startsWith(base)))
      .toEqual([`${base}/orders/2026-01-01/2026-01-31/${d.deviceCode}`]);
  });

  it('the header groups the web page links by customer for the administrator', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', DESKTOP);
    await page.getByTestId('web-pages').click();
    const groups = page.locator('.ant-dropdown-menu-item-group-title');
    await expect.poll(() => groups.allTextContents()).toEqual(['Demo Coffee Co.', 'Harbor Drinks Ltd.']);
    await screenshot(page, 'defaults-web-pages-en-1440');
  });

  it('the parameter screen masks the initial password', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/config', DESKTOP);
    const table = page.getByTestId('list-table-system-config').or(page.locator('.ant-table')).first();
    await table.waitFor();
    await expect.poll(() => page.locator('.ant-table-tbody').first().textContent()).toContain('sys.user.initPassword');
    expect(await page.locator('.ant-table-tbody').first().textContent()).not.toContain('Vr#2024init');
  });

  it('stores and departments show their device counts; the integration log holds no seeded rows', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/dept', DESKTOP);
    const store = page.locator('tr', { hasText: 'Shanghai Jing’an Store' }).first();
    await store.waitFor();
    await expect.poll(() => store.locator('td').allTextContents()).toContain('3');
    await page.goto('/system/log/integration-log');
    await expect.poll(() => page.locator('.ant-table-placeholder').count()).toBeGreaterThan(0);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(0);
  });

  itShots.each([
    ['1440', 'en'],
    ['1440', 'zh'],
    ['390', 'en'],
    ['390', 'zh'],
  ] as const)(
    'screens at %s px in %s',
    async (size, lang) => {
      const d = await device('VR10004');
      const screens: Array<[string, string]> = [
        ['device-detail', `/deviceManage/detail/index/${d.id}/faults/2020-01-01/2099-12-31/${d.deviceCode}`],
        ['dept', '/system/dept'],
        ['config', '/system/config'],
        ['theme', '/system/theme'],
        ['integration-log', '/system/log/integration-log'],
      ];
      const locale = LANGS.find(([l]) => l === lang)![1];
      const { context, page } = await signedInWith(browser, 'admin', 'admin123', { ...(size === '1440' ? DESKTOP : PHONE), locale });
      await setLanguage(page, lang);
      for (const [name, url] of screens) {
        await page.goto(url);
        // A phone shows list rows as cards.
        await page.locator('.ant-table, [data-testid="list-cards"], [data-testid="device-detail"]').first().waitFor();
        await page.waitForTimeout(800);
        await screenshot(page, `defaults-${name}-${lang}-${size}`);
      }
      await context.close();
    },
    90_000,
  );
});
