import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCREEN_VARIANTS, itShots, launch, newPage, openAs, rowAction, shot } from './browser.js';

/**
 * Franchisee review: a company applies on the public page on a phone (no sign-in, every field's
 * error at once, a document uploaded), an administrator passes it at 1440 px, and the new
 * customer (franchisee, online application) is in the customer list.
 */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const STAMP = Date.now().toString(36);
const COMPANY = `Sunrise Vending ${STAMP}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

it('a company applies on the public page at 390 px, an administrator passes it at 1440 px, the customer appears', async () => {
  const applicant = await newPage(browser, PHONE);
  const page = applicant.page;
  await page.goto('/join');
  await page.getByTestId('apply-form').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Sent empty: every field says what is wrong at once.
  await page.getByTestId('apply-submit').click();
  await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(8);
  await shot(page, 'franchisees/apply-errors-390-en');

  await page.getByTestId('apply-companyName').fill(COMPANY);
  await page.getByTestId('apply-contactName').fill('Lucía Soler');
  await page.getByTestId('apply-contactPhone').fill('+34 600 111 222');
  await page.getByTestId('apply-contactEmail').fill(`lucia.${STAMP}@example.com`);
  await page.getByTestId('apply-region').fill('Valencia');
  await page.getByTestId('apply-plannedMachines').fill('4');
  await page.locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.locator('.ant-upload-list-item-done').first().waitFor();
  await page.getByTestId('apply-username').fill(`sunrise${STAMP}`);
  await page.getByTestId('apply-password').fill('sunrise123');
  await page.getByTestId('apply-submit').click();
  await expect.poll(() => page.getByTestId('apply-status').textContent()).toContain('Pending');
  const code = await page.getByTestId('apply-code').textContent();
  expect(code?.length).toBeGreaterThan(20);
  await shot(page, 'franchisees/apply-sent-390-en');

  // The administrator reviews it at 1440 px: the drawer shows the document, the pass is confirmed.
  const reviewer = await openAs(browser, 'admin', 'admin123', '/deviceManage/franchisee', { viewport: { width: 1440, height: 900 } });
  const row = reviewer.page.locator('tr', { hasText: COMPANY }).first();
  await row.waitFor();
  await rowAction(row, 'review');
  await reviewer.page.getByTestId('franchisee-document').first().waitFor();
  await shot(reviewer.page, 'franchisees/review-1440-en');
  await reviewer.page.getByTestId('form-submit').click();
  await reviewer.page.getByTestId('confirm-ok').click();
  await expect.poll(() => row.textContent()).toContain('Passed');

  // The new customer is in the customer list.
  await reviewer.page.goto('/system/customer');
  await reviewer.page.locator('tr', { hasText: COMPANY }).first().waitFor();
  await reviewer.context.close();

  // The applicant's page tells them, by their code.
  await page.getByTestId('apply-new').click();
  await page.getByTestId('apply-check-code').fill(code!);
  await page.getByTestId('apply-check-submit').click();
  await expect.poll(() => page.getByTestId('apply-status').textContent()).toContain('Passed');
  await applicant.context.close();
});

itShots(
  'pictures of the public page and the review screen in English and Chinese at 1440 and 390 px',
  async () => {
    for (const variant of SCREEN_VARIANTS) {
      const options = { viewport: { width: variant.width, height: 900 }, locale: variant.locale };
      const open = await newPage(browser, options);
      await open.page.goto('/join');
      await open.page.getByTestId('apply-form').waitFor();
      await open.page.waitForTimeout(500);
      await shot(open.page, `franchisees/apply-${variant.width}-${variant.lang}`, { fullPage: true });
      await open.context.close();

      const { page, context } = await openAs(browser, 'admin', 'admin123', '/deviceManage/franchisee', options);
      await page.getByTestId('device-franchisee-page').waitFor();
      await page.locator('[data-testid^="franchisee-"], .ant-empty').first().waitFor();
      await page.waitForTimeout(800);
      await shot(page, `franchisees/list-${variant.width}-${variant.lang}`);
      const first = page.locator('[data-testid^="franchisee-"]').first();
      if (await first.count()) {
        await first.click();
        await page.getByTestId('franchisee-detail').waitFor();
        await page.waitForTimeout(400);
        await shot(page, `franchisees/detail-${variant.width}-${variant.lang}`);
      }
      await context.close();
    }
  },
  300_000,
);
