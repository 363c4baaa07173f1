import { POINT_API, type PointOption } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, itShots, keptPageAs, launch, openAs, SCREEN_VARIANTS, shot } from './browser.js';

const poll = (fn: () => Promise<unknown>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every point option the administrator may use, as the form labels them. */
async function allSiteOptions(): Promise<string[]> {
  const token = await apiToken('admin', 'admin123');
  const sites = await api<PointOption[]>(token, 'GET', POINT_API.siteOptions);
  return (sites.data ?? []).map((s) => (s.code ? `${s.name} (${s.code})` : s.name)).sort();
}

async function chooseCustomer(page: Page, name: string) {
  const form = page.getByTestId('device-add-page');
  await form
    .locator('.ant-form-item')
    .filter({ hasText: /Customer|客户/ })
    .locator('.ant-select')
    .first()
    .click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: name }).first().click();
}

/** Opens the point select, again if a click landed while the customer's dropdown was still closing. */
async function openSites(page: Page): Promise<void> {
  const select = page
    .getByTestId('device-add-page')
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('field-siteId') })
    .locator('.ant-select');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await poll(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
    return options.count();
  }).toBeGreaterThan(0);
}

async function siteChoices(page: Page): Promise<string[]> {
  await openSites(page);
  const list = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // Read the options in one go once there are some: a dropdown still closing from the last
  // look, or a list reloading for a new customer, can show options and then none.
  let texts: string[] = [];
  await poll(async () => {
    texts = (await list.allTextContents()).sort();
    return texts.length;
  }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  return texts;
}

describe('device form', () => {
  it('lists only the chosen customer’s points, and a new choice clears the point', async () => {
    const all = await allSiteOptions();
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/add');
    await chooseCustomer(page, 'Harbor Drinks Ltd.');
    const harbor = await siteChoices(page);
    await chooseCustomer(page, 'Demo Coffee Co.');
    await poll(() => siteChoices(page)).not.toEqual(harbor);
    const demo = await siteChoices(page);
    // Each customer sees its own points only: the two lists share nothing and together make all.
    expect(harbor.length).toBeGreaterThan(0);
    expect(demo.length).toBeGreaterThan(0);
    expect(harbor.filter((h) => demo.includes(h))).toEqual([]);
    expect([...harbor, ...demo].sort()).toEqual(all);
  });

  it('names the field in the error toast and in sentences', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/add');
    await page.getByTestId('field-deviceCode').fill('BAD-CODE');
    await page.getByTestId('device-save').click();
    await poll(() => page.locator('.ant-message').textContent()).toMatch(/Device code .*\. Please correct the highlighted fields\./);
    await poll(() => page.getByTestId('device-add-page').locator('.ant-form-item-explain-error').allTextContents()).toEqual(
      expect.arrayContaining(['Organisation is required']),
    );
  });

  itShots('screenshots of the form at 1440 and 390 px in English and Chinese', async () => {
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      const { context, page } = await openAs(browser, 'admin', 'admin123', '/deviceManage/add', {
        locale,
        viewport: { width, height: 900 },
      });
      await page.getByTestId('field-deviceCode').fill('BAD-CODE');
      await page.getByTestId('device-save').click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      await page.getByTestId('field-deviceCode').scrollIntoViewIfNeeded();
      await shot(page, `device-form/device-form-${width}-${lang}`, { fullPage: true });
      await chooseCustomer(page, 'Harbor Drinks Ltd.');
      await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await openSites(page);
      await shot(page, `device-form/device-form-points-${width}-${lang}`);
      await context.close();
    }
  });
});
