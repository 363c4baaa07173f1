import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, keptPageAs, launch } from './browser.js';
import { xlsx } from './xlsx-fixture.js';

/** The machines are small and shared: give the UI time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('Points → Points and Partitions', () => {
  it('creates a point with a region chosen in the cascader', async () => {
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/point/site');
    const table = page.getByTestId('list-table-point-site');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    // ops sees only Demo Coffee Co.'s points.
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(5);

    await page.getByTestId('add-button').click();
    const drawer = page.locator('.ant-drawer');
    await page.getByTestId('field-siteName').fill('E2E 徐家汇点位');
    await page.getByTestId('field-siteCode').fill('E2E-XH-1');
    await drawer.getByTestId('region-cascader').click();
    // Countries in English, China's divisions in pinyin; each level loads when its parent opens.
    for (const [level, name] of ['China', 'Shanghai Shi', 'Shanghai Shi', 'Xuhui Qu'].entries()) {
      await page
        .locator('.ant-cascader-menus:visible .ant-cascader-menu')
        .nth(level)
        .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) })
        .first()
        .click();
    }
    await poll(() => drawer.getByTestId('region-cascader').textContent()).toContain('Xuhui Qu');
    // A bad phone is refused next to the field, in the form's words.
    await page.getByTestId('field-phone').fill('call me');
    await page.getByTestId('form-submit').click();
    await poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      expect.stringContaining('Phone must be a phone number'),
    ]);
    await page.getByTestId('field-phone').fill('021-6666 8888');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId('search-keyword').fill('E2E-XH');
    await page.getByTestId('search-submit').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await poll(() => table.locator('tbody tr.ant-table-row').first().textContent()).toContain('China / Shanghai Shi / Xuhui Qu');

    const token = await apiToken('ops', 'ops12345');
    const listed = await api<Array<{ siteCode: string; district: string; regionPath: number[] }>>(
      token,
      'GET',
      '/api/DeviceSite/list?keyword=E2E-XH',
    );
    expect(listed.data?.[0]).toMatchObject({ siteCode: 'E2E-XH-1', district: 'Xuhui Qu' });
    expect(listed.data?.[0]?.regionPath).toHaveLength(4);
  });

  it("imports points into the customer chosen in the import dialog, not the list's filter", async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/point/site');
    const table = page.getByTestId('list-table-point-site');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('import-button').click();
    const dialog = page.locator('.ant-modal');
    const fields = dialog.getByTestId('import-fields');
    await poll(() => fields.locator('.ant-form-item-label').textContent()).toBe('Customer');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'points.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([
        ['Point name', 'Point code'],
        ['E2E harbor import', 'E2E-IMP-H1'],
      ]),
    });
    // The platform's account must choose the customer.
    await page.getByTestId('import-submit').click();
    await poll(() => fields.locator('.ant-form-item-explain-error').textContent()).toBe(
      'Choose the customer the points are imported into.',
    );
    await fields.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Harbor Drinks Ltd.', { exact: true }).click();
    await page.getByTestId('import-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    const token = await apiToken('admin', 'admin123');
    const imported = await api<Array<{ id: number; orgName: string }>>(token, 'GET', '/api/DeviceSite/list?keyword=E2E-IMP-H1');
    expect(imported.data?.map((r) => r.orgName)).toEqual(['Harbor Drinks Ltd.']);
    await api(token, 'POST', '/api/DeviceSite/delete', { ids: imported.data!.map((r) => r.id) });
  });

  it("a customer's account imports into its own customer: the dialog asks for none", async () => {
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/point/site');
    await page.getByTestId('list-table-point-site').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('import-button').click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByTestId('import-submit').waitFor();
    expect(await dialog.getByTestId('import-fields').count()).toBe(0);
  });

  it('creates a partition with an alarm recipient and deletes it through a confirmation that names the recipients', async () => {
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/point/partition');
    const table = page.getByTestId('list-table-point-zone');
    await table.locator('tbody tr.ant-table-row').first().waitFor();

    await page.getByTestId('add-button').click();
    const drawer = page.locator('.ant-drawer');
    await page.getByTestId('field-zoneName').fill('E2E 分区');
    await page.getByTestId('add-recipient').click();
    await page.getByTestId('recipient-0-name').fill('Night desk');
    // Neither an account, a phone nor an email: refused next to the phone.
    await page.getByTestId('form-submit').click();
    await poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      expect.stringContaining('choose an account or give a phone or an email'),
    ]);
    await page.getByTestId('recipient-0-phone').fill('13800001234');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId('search-zoneName').fill('E2E');
    await page.getByTestId('search-submit').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    const row = table.locator('tbody tr.ant-table-row').first();
    await poll(() => row.textContent()).toContain('Night desk');

    const token = await apiToken('ops', 'ops12345');
    const zones = await api<Array<{ id: number; recipients: unknown[] }>>(token, 'GET', '/api/SiteZone/list?zoneName=E2E');
    expect(zones.data?.[0]?.recipients).toHaveLength(1);

    await row.getByTestId('row-delete').click();
    const confirm = page.locator('.ant-modal-confirm');
    await poll(() => confirm.textContent()).toContain('Its alarm recipient is deleted too');
    await page.getByTestId('confirm-delete').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(0);
    const after = await api<unknown[]>(token, 'GET', '/api/SiteZone/list?zoneName=E2E');
    expect(after.data).toEqual([]);
  });
});
