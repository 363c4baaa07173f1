import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, keptPageAs, launch, rowAction, screenshot, signedInPage } from './browser.js';

/** A 2×2 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('System → Customers', () => {
  it('lists the customers, validates the theme colour, adds and edits one', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/customer');
    const table = page.getByTestId('list-table-system-customer');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(2);
    await expect.poll(() => table.locator('tbody').textContent()).toContain('Harbor Drinks Ltd.');
    await screenshot(page, 'orgs-customer-list');

    await page.getByTestId('add-button').click();
    const drawer = page.locator('.ant-drawer');
    await page.getByTestId('field-customerName').fill('Lakeside Vending');
    await page.getByTestId('field-themeColor').fill('#12345');
    await page.getByTestId('form-submit').click();
    await expect
      .poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Theme colour must be a hex colour code')]));
    await screenshot(page, 'orgs-customer-drawer-validation');
    await page.getByTestId('field-themeColor').fill('#aa3300');
    await page.getByTestId('field-contactName').fill('Ada');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);

    // Edit Harbor: the drawer carries its stored settings.
    await table.locator('tr', { hasText: 'Harbor Drinks Ltd.' }).getByTestId('row-edit').click();
    await expect.poll(() => page.getByTestId('field-contactName').inputValue()).toBe('Daniel Reyes');
    await expect(page.getByTestId('field-themeColor').inputValue()).resolves.toBe('#0e7c86');
    await screenshot(page, 'orgs-customer-drawer-edit');
    await page.locator('.ant-drawer-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => page.locator('.ant-drawer-body').getByText('Wristbands').isVisible()).toBe(true);
    await expect(page.locator('.ant-drawer-body label', { hasText: 'Wristbands' }).locator('input').isChecked()).resolves.toBe(true);
    await screenshot(page, 'orgs-customer-drawer-settings');
  });
});

describe('customer logo', () => {
  it('uploaded in the drawer, it heads the sidebar of the customer’s accounts', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/customer');
    const table = page.getByTestId('list-table-system-customer');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await table.locator('tr', { hasText: 'Demo Coffee Co.' }).getByTestId('row-edit').click();
    await expect.poll(() => page.getByTestId('field-contactName').inputValue()).toBe('Chen Jing');
    await page.locator('.ant-drawer input[type=file]').first().setInputFiles({ name: 'demo-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.locator('.ant-drawer .ant-upload-list-item-done, .ant-drawer .ant-upload-list-item img').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await page.getByTestId('form-submit').click();
    await page.locator('.ant-drawer').waitFor({ state: 'hidden' });

    const logo = await api<string | null>(await apiToken('ops', 'ops12345'), 'GET', '/api/deviceGoods/getOrgLogoImg?orgId=2');
    expect(logo.data).toMatch(/\S+/);
    const ops = await signedInPage(browser, 'ops', 'ops12345');
    const img = ops.page.getByTestId('sidebar-logo').locator('img');
    await expect.poll(() => img.getAttribute('src')).toBe(logo.data);
    // The browser loaded the file (served without a token, as an <img> must be).
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 5000 }).toBe(2);
    await screenshot(ops.page, 'orgs-customer-logo-sidebar');
    await ops.context.close();
  });
});

describe('System → Stores & departments', () => {
  it('shows the tree table, collapses it, adds a store below a department and deletes it', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/dept');
    const table = page.getByTestId('dept-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    // The seed's nine organisations (and a customer another test may have added).
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(9);
    const rows = await table.locator('tbody tr.ant-table-row').count();
    await screenshot(page, 'orgs-dept-tree-table');

    await page.getByTestId('toggle-expand').click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row:visible').count()).toBe(1);
    await page.getByTestId('toggle-expand').click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row:visible').count()).toBe(rows);

    // Add below Operations: a name too short and no director, then fixed.
    await table.locator('tr', { hasText: 'Operations' }).getByTestId('row-add-child').click();
    const drawer = page.locator('.ant-drawer');
    await expect
      .poll(() => drawer.locator('.ant-select-content, .ant-select-selection-item').first().textContent())
      .toContain('Operations');
    await page.getByTestId('field-deptName').fill('P');
    await page.getByTestId('form-submit').click();
    await expect
      .poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Name must be at least'), 'Director is required']));
    await page.getByTestId('field-deptName').fill('Pudong Store');
    await page.getByTestId('field-leader').fill('Li Na');
    await drawer.getByText('Store', { exact: true }).click();
    await page.getByTestId('field-businessHours').fill('08:00-22:00');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(rows + 1);

    await rowAction(table.locator('tr', { hasText: 'Pudong Store' }), 'delete');
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(rows);

    // Search by name keeps the match in place.
    await page.getByTestId('search-deptName').fill('Kiosk');
    await page.getByTestId('search-submit').click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').allTextContents()).toEqual([expect.stringContaining('Pier 3 Kiosk')]);
  });

  it('the organisation select searches on the server after 800 ms', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/dept');
    await page.getByTestId('dept-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('add-button').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.locator('.ant-select').first().click();
    const popup = page.locator('.ant-select-dropdown:visible');
    await expect.poll(() => popup.locator('.ant-select-tree-treenode').count()).toBeGreaterThan(2);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Org/tree/v2') && r.url().includes('orgName')) searches.push(r.url());
    });
    await page.keyboard.type('kio', { delay: 100 });
    await page.waitForTimeout(300);
    expect(searches).toHaveLength(0);
    await expect
      .poll(async () => (await popup.locator('.ant-select-tree-treenode').allTextContents()).filter(Boolean), { timeout: 5000 })
      .toEqual(['Vending Retail Platform', 'Harbor Drinks Ltd.', 'Field Service', 'Pier 3 Kiosk']);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('orgName=kio');
    expect(searches[0]).toContain('limit=50');
    await screenshot(page, 'orgs-tree-select-search');
    await popup.getByText('Field Service').click();
    await expect.poll(() => drawer.locator('.ant-select').first().textContent()).toContain('Field Service');
  });
});
