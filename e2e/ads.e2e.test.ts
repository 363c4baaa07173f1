import {
  ADVERTISEMENT_API,
  AD_LIST_API,
  type AdMaterialRow,
  type AdReleaseRow,
  ORG_API,
  type OrgListRow,
  Status,
  UPLOAD_API,
} from '@vr/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseURL, chooseOption, itShots, keptPageAs, launch, openAs, rowAction, SCREEN_VARIANTS, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/**
 * Advertising: a picture uploaded as a material, released from the screen to a running simulated
 * machine, which downloads it from the server, acknowledges it and shows it; the release's
 * machine reads "Delivered". Edited from the screen to another machine (asked first, since it takes
 * the release off the first), the first machine drops it and the other shows it. Screenshots of
 * the screens and the release form (new and edited) in English and Chinese, 1440 and 390 px.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const STAMP = Date.now().toString(36);

let browser: Browser;
let token: string;
let sim: SimulatedDevices;
let material: AdMaterialRow;

beforeAll(async () => {
  browser = await launch();
  token = await apiToken('admin', 'admin123');
  sim = await startSimulatedDevices({ token, count: 2 });
  const form = new FormData();
  form.append('dataEntity', 'advertisement');
  form.append('dataField', 'image');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'latte.png');
  const uploaded = (await (await fetch(`${baseURL()}${UPLOAD_API.upload}`, { method: 'POST', body: form, headers: { token } })).json()) as {
    data: { url: string };
  };
  const orgs = await api<OrgListRow[]>(token, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
  const demo = orgs.data!.find((o) => o.code === 'DEMO')!;
  const saved = await api<AdMaterialRow>(token, 'POST', ADVERTISEMENT_API.save, {
    orgId: demo.orgId,
    name: `Latte poster ${STAMP}`,
    kind: 'image',
    url: uploaded.data.url,
    seconds: 8,
  });
  expect(saved.status, JSON.stringify(saved)).toBe(Status.SUCCESS);
  material = saved.data!;
});

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

describe('Advertising', () => {
  it('releases a material to a running machine, which downloads, acknowledges and shows it: delivered', { timeout: 60_000 }, async () => {
    const machine = sim.devices[0]!;
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/advertising/release', { viewport: { width: 1440, height: 900 } });
    await page.getByTestId('ad-release-page').waitFor();
    await page.getByRole('button', { name: 'New release' }).click();
    await page.getByTestId('field-name').fill(`Morning ${STAMP}`);
    await chooseOption(page, 'field-materialId', material.name);
    await chooseOption(page, 'field-deviceIds', machine.code);
    await shot(page, 'ads/en-1440-release-form');
    await page.getByTestId('release-submit').click();
    await page.getByTestId('release-submit').waitFor({ state: 'hidden' });

    const released = await poll(async () => {
      const list = await api<AdReleaseRow[]>(token, 'GET', `${AD_LIST_API.list}?name=${STAMP}`);
      return list.data?.[0]?.counts.delivered === 1 ? list.data[0] : null;
    }).not.toBeNull();
    void released;
    // The machine has it, ready, on its screen.
    await poll(() => sim.fleet.state(machine.code).ads.ready.length).toBe(1);
    expect(sim.fleet.state(machine.code).ads.showing).not.toBeNull();

    const row = page
      .getByTestId('ad-release-page')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: `Morning ${STAMP}` });
    await poll(() => row.textContent()).toContain('1/1');
    await rowAction(row, 'machines');
    const drawer = page.getByTestId('ad-release-drawer');
    await drawer.getByTestId('ad-state-delivered').waitFor();
    expect(await drawer.locator('tbody tr.ant-table-row').first().textContent()).toContain(machine.code);
    await shot(page, 'ads/en-1440-release-machines');

    // Edited from the drawer: prefilled, the material fixed; moved to the other machine, asked first.
    const other = sim.devices[1]!;
    await drawer.getByTestId('ad-release-edit').click();
    await expect.poll(() => page.getByTestId('field-name').inputValue()).toBe(`Morning ${STAMP}`);
    // The chosen machine is named once the machine options have arrived.
    await poll(() => page.locator('.ant-modal').textContent()).toContain(machine.code);
    await page.getByTestId('field-name').fill(`Noon ${STAMP}`);
    await chooseOption(page, 'field-deviceIds', other.code);
    await page.locator('.ant-select-selection-item').filter({ hasText: machine.code }).locator('.ant-select-selection-item-remove').click();
    await page.getByTestId('release-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('release-submit').waitFor({ state: 'hidden' });
    await poll(() => sim.fleet.state(other.code).ads.ready.length).toBe(1);
    await poll(() => sim.fleet.state(machine.code).ads.releases.length).toBe(0);
    await poll(() => row.page().getByTestId('ad-release-page').textContent()).toContain(`Noon ${STAMP}`);
  });

  itShots('screens in English and Chinese at 1440 and 390 px', { timeout: 120_000 }, async () => {
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      for (const [path, testId, name] of [
        ['/advertising/material', 'ad-material-page', 'materials'],
        ['/advertising/release', 'ad-release-page', 'releases'],
      ] as const) {
        const { context, page } = await openAs(browser, 'admin', 'admin123', path, { locale, viewport: { width, height: 900 } });
        await page.getByTestId(testId).waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `ads/${lang}-${width}-${name}`);
        if (name === 'materials') {
          await page.getByTestId('add-button').click();
          await page.getByTestId('field-name').waitFor();
          await shot(page, `ads/${lang}-${width}-material-form`);
        } else {
          const row = page
            .locator('tbody tr.ant-table-row, [data-testid="list-card"]')
            .filter({ hasText: `Noon ${STAMP}` })
            .first();
          await rowAction(row, 'edit');
          await expect.poll(() => page.getByTestId('field-name').inputValue()).toBe(`Noon ${STAMP}`);
          await shot(page, `ads/${lang}-${width}-release-edit`);
        }
        await context.close();
      }
    }
  });
});
