import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_VARIANTS, apiToken, itShots, keptPageAs, launch, openAs, rowAction, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/**
 * Remote upgrade in the browser: an app package uploaded in the form, two simulated machines
 * upgraded in two stages (the first chosen by name), the second fails with the machine's reason,
 * and retried from the upgrade's machines it succeeds. The machines download the package from the
 * server and come back with the new version.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });
const VERSION = `VR-Coffee 9.${Date.now() % 1000}.0`;

let browser: Browser;
let sim: SimulatedDevices;

beforeAll(async () => {
  browser = await launch();
  sim = await startSimulatedDevices({ token: await apiToken('admin', 'admin123'), count: 2 });
});
afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

describe('Devices → Device upgrade', () => {
  it('uploads a package, upgrades two machines in two stages, one fails and is retried', { timeout: 120_000 }, async () => {
    const [first, second] = sim.devices as [(typeof sim.devices)[0], (typeof sim.devices)[0]];
    sim.fleet.failUpgrades(second.code, 'flash write error');
    // The device list's "Remote upgrade" opens the form with its selection, as here.
    const { page } = await keptPageAs(browser, 'admin', 'admin123', `/deviceManage/upgrade?devices=${first.id},${second.id}`, {
      viewport: { width: 1440, height: 900 },
    });
    const machines = page.getByTestId('field-deviceIds');
    await poll(() => machines.textContent()).toContain(first.code);

    await page.getByTestId('field-version').fill(VERSION);
    await page
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'app-9.tar.gz', mimeType: 'application/gzip', buffer: gzipSync(Buffer.from(`${VERSION} `.repeat(2000))) });
    await page.getByTestId('uploaded-package').waitFor();
    // The first stage: the first machine, by name.
    await page.getByTestId('upgrade-first-by').getByText('Chosen machines').click();
    await page.getByTestId('field-firstDeviceIds').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: first.code }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'device-upgrade/form-1440-en');
    await page.getByTestId('upgrade-submit').click();

    const row = page.getByTestId('device-upgrade-page').locator('tbody tr.ant-table-row').filter({ hasText: VERSION });
    await poll(() => row.count()).toBe(1);
    await rowAction(row, 'machines');
    const drawer = page.getByTestId('device-upgrade-drawer');
    const machine = (code: string) => drawer.locator('tbody tr.ant-table-row').filter({ hasText: code });
    // The first stage: only the first machine is sent; it downloads, installs and reports the version.
    await poll(() => machine(first.code).textContent()).toContain('Success');
    expect(await machine(second.code).textContent()).toContain('Pending');
    expect(sim.fleet.state(first.code).firmware.app).toBe(VERSION);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The rest on "continue", asked first: the second machine refuses with its reason.
    await rowAction(row, 'continue');
    await page.getByTestId('confirm-ok').click();
    await rowAction(row, 'machines');
    await poll(() => machine(second.code).textContent()).toContain('Failed');
    expect(await machine(second.code).textContent()).toContain('flash write error');
    // The upgrade's own state follows while the drawer stays open: every machine has ended.
    await poll(() => drawer.locator('.ant-descriptions').textContent()).toContain('Finished');
    await shot(page, 'device-upgrade/machines-1440-en');

    // Retried from its row once the machine would take it: success, the new version reported.
    sim.fleet.failUpgrades(second.code, null);
    await rowAction(machine(second.code), 'retry-one');
    await page.getByTestId('confirm-ok').click();
    await poll(() => machine(second.code).textContent()).toContain('Success');
    await poll(() => sim.fleet.state(second.code).firmware.app).toBe(VERSION);
  });

  itShots('pictures of the upgrades and one upgrade’s machines in English and Chinese at 1440 and 390 px', async () => {
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      const { context, page } = await openAs(browser, 'admin', 'admin123', '/deviceManage/upgrade', {
        locale,
        viewport: { width, height: 900 },
      });
      const row = page
        .getByTestId('device-upgrade-page')
        .locator(width < 576 ? '[data-testid="list-card"]' : 'tbody tr.ant-table-row')
        .filter({ hasText: VERSION });
      await row.first().waitFor();
      await shot(page, `device-upgrade/list-${width}-${lang}`);
      await rowAction(row.first(), 'machines');
      await page.getByTestId('device-upgrade-drawer').locator('[data-testid="list-card"], tbody tr.ant-table-row').first().waitFor();
      await shot(page, `device-upgrade/machines-${width}-${lang}`);
      await context.close();
    }
  });
});
