import { DEVICE_API, type DeviceCounts } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, keptPageAs, launch, screenshot } from './browser.js';
import { startSimulatedDevices } from './devices.js';
import { xlsx } from './xlsx-fixture.js';

const poll = (fn: () => Promise<unknown>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const counter = (page: Page, key: string) => page.getByTestId(`counter-${key}-value`).textContent().then(Number);

describe('device list', () => {
  it('imports a sheet: bad rows are listed row by row and nothing is written; a good sheet is imported', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/device');
    const table = page.getByTestId('list-table-devices-list');
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    await page.getByTestId('import-button').click();
    const header = ['Device code', 'Nameplate number', 'DTU code/IMEI', 'Device name', 'Organisation code'];
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'devices.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([
        header,
        ['E2EIMP1', '', '', 'Good row', 'DEMO'],
        ['E2E-IMP2', '', '', 'Bad code', 'DEMO'],
        ['', '', '', 'All empty', 'DEMO'],
      ]),
    });
    await page.getByTestId('import-submit').click();
    const errors = page.getByTestId('import-row-errors');
    await poll(() => errors.locator('tbody tr').count()).toBe(2);
    expect(await errors.locator('tbody tr').nth(0).textContent()).toContain('letters and digits');
    expect(await errors.locator('tbody tr').nth(1).textContent()).toContain('cannot all be empty');
    expect(await page.getByTestId('import-failure').textContent()).toContain('Nothing was imported.');
    await screenshot(page, 'devices-import-errors');

    // Nothing was written.
    const token = await apiToken('admin', 'admin123');
    const none = await api<unknown[]>(token, 'GET', `${DEVICE_API.list}?deviceCode=E2EIMP1`);
    expect(none.data).toHaveLength(0);

    // The corrected sheet goes in.
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'devices.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([header, ['E2EIMP1', '', '', 'Good row', 'DEMO'], ['E2EIMP2', '', '', 'Fixed code', 'DEMO']]),
    });
    await page.getByTestId('import-submit').click();
    await page.getByTestId('search-keyword').fill('E2EIMP');
    await page.getByTestId('search-submit').click();
    await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(2);
  });

  it('sets the warranty of a selection in months and starts a remote upgrade of it', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/device');
    const table = page.getByTestId('list-table-devices-list');
    await page.getByTestId('search-keyword').fill('VR1000');
    await page.getByTestId('search-submit').click();
    const row = (code: string) => table.locator('tbody tr.ant-table-row', { hasText: code });
    await poll(() => row('VR10001').count()).toBe(1);
    await row('VR10001').locator('.ant-checkbox-input').check();
    await row('VR10002').locator('.ant-checkbox-input').check();

    await page.getByTestId('batch-button').click();
    await page.getByRole('menuitem', { name: 'Warranty' }).click();
    await page.locator('input[data-testid=warranty-months], [data-testid=warranty-months] input').first().fill('24');
    await screenshot(page, 'devices-warranty');
    await page.getByTestId('warranty-save').click();
    const token = await apiToken('admin', 'admin123');
    const warranty = async (code: string) =>
      (await api<Array<{ warrantyUntil: string | null }>>(token, 'GET', `${DEVICE_API.list}?deviceCode=${code}`)).data?.[0]?.warrantyUntil;
    // Demo machines were deployed on 2025-03-01 and -02 (UTC): two years later in the business time zone.
    await poll(() => warranty('VR10001')).toBe('2027-03-01');
    expect(await warranty('VR10002')).toBe('2027-03-02');

    // A saved batch clears the selection: choose again.
    await row('VR10001').locator('.ant-checkbox-input').check();
    await row('VR10002').locator('.ant-checkbox-input').check();
    await page.getByTestId('batch-button').click();
    await page.getByRole('menuitem', { name: 'Remote upgrade' }).click();
    await poll(async () => page.url()).toContain('/deviceManage/upgrade');
    const machines = page.getByTestId('field-deviceIds');
    await poll(() => machines.textContent()).toContain('VR10001');
    // The second machine is a tag of its own, or counted in "+ 1" when the field is too narrow for both.
    expect(await machines.textContent()).toMatch(/VR10002|\+ ?1/);
    await screenshot(page, 'devices-remote-upgrade');
  });

  it('a device going offline changes the counter and its row without reloading the page', async () => {
    const token = await apiToken('admin', 'admin123');
    const sim = await startSimulatedDevices({ token, codes: [`LIVE${Date.now().toString(36).toUpperCase()}`] });
    const code = sim.devices[0]!.code;
    try {
      const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/device');
      const table = page.getByTestId('list-table-devices-list');
      // The first answer is in before the search (on a loaded machine the page settles late).
      await poll(() => table.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
      await page.getByTestId('search-keyword').fill(code);
      await page.getByTestId('search-submit').click();
      await poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
      const row = page.getByTestId(`online-${code}`);
      await poll(() => row.textContent()).toBe('Online');
      await poll(() => counter(page, 'online')).toBe(1);
      await poll(() => counter(page, 'offline')).toBe(0);
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });

      await sim.disconnect(code);
      await poll(() => counter(page, 'offline'), 30_000).toBe(1);
      await poll(() => counter(page, 'online')).toBe(0);
      await poll(() => row.textContent()).toBe('Offline');
      expect(reloaded).toBe(false);
      const counts = await api<DeviceCounts>(token, 'GET', `${DEVICE_API.counts}?keyword=${code}`);
      expect(counts.data).toMatchObject({ online: 0, offline: 1 });

      // Clicking the offline counter filters the list to offline devices.
      await page.getByTestId('search-keyword').fill('');
      await page.getByTestId('search-submit').click();
      await page.getByTestId('counter-offline').click();
      // The unfiltered rows stay until the filtered answer arrives: wait for that answer.
      await poll(async () => {
        const online = await table.locator('[data-testid^="online-"]').allTextContents();
        return online.length > 0 && online.every((s) => s === 'Offline');
      }).toBe(true);
    } finally {
      await sim.stop();
    }
  });

  it('adds a device with validation next to the fields and shows its secret once', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/deviceManage/device');
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.waitForURL(/\/deviceManage\/add$/);
    await page.getByTestId('field-deviceCode').fill('BAD-CODE');
    await page.getByTestId('device-save').click();
    await poll(() => page.getByTestId('device-add-page').locator('.ant-form-item-explain-error').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('letters and digits'), expect.stringMatching(/is required/)]),
    );
    await screenshot(page, 'devices-add-errors');
    const code = `ADD${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('field-deviceCode').fill(code);
    const form = page.getByTestId('device-add-page');
    await form.locator('.ant-form-item').filter({ hasText: 'Customer' }).locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: 'Demo Coffee Co.' }).first().click();
    await page.getByTestId('device-save').click();
    const secret = page.getByTestId('device-secret');
    await poll(() => secret.inputValue()).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await screenshot(page, 'devices-secret');
    await page.getByTestId('secret-close').click();
    await page.waitForURL(/\/deviceManage\/device$/);
  });
});
