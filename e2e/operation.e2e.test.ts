import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itShots, keptPageAs, launch, openAs, SCREEN_VARIANTS, shot } from './browser.js';

/**
 * Operation management in the browser: a route's row opens the overview of its points, and a point's
 * name the device list filtered on that point (each screen reads its filters from the address).
 * With SHOTS=1, screenshots at 1440 and 390 px in English and Chinese land in screenshots/operation.
 */
const ROUTE = '浦东早班线';
const POINT = '陆家嘴金融中心';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('operation management', () => {
  it('drills down from a route to its points and from a point to its machines', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/operation/overview?groupBy=route');
    await page.getByTestId('operation-totals').waitFor();
    await page.getByRole('link', { name: ROUTE }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('groupBy')).toBe('site');
    expect(new URL(page.url()).searchParams.get('routeId')).toMatch(/^\d+$/);
    await page.getByRole('link', { name: POINT }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/deviceManage/device');
    expect(new URL(page.url()).searchParams.get('siteId')).toMatch(/^\d+$/);
    await page.getByTestId('device-list-page').waitFor();
  });

  for (const { lang, locale, width } of SCREEN_VARIANTS) {
    itShots(`shows the overview per point and per route in ${lang} at ${width} px`, { timeout: 60_000 }, async () => {
      const { context, page } = await openAs(browser, 'admin', 'admin123', '/operation/overview', {
        locale,
        viewport: { width, height: 900 },
      });
      await page.getByTestId('operation-totals').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `operation/${lang}-${width}-points`, { fullPage: true });
      await page.goto('/operation/overview?groupBy=route');
      await page.getByTestId('operation-totals').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `operation/${lang}-${width}-routes`, { fullPage: true });
      await context.close();
    });
  }
});
