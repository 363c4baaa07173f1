import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_VARIANTS, apiToken, itShots, launch, openAs, screenshot, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

const poll = (fn: () => Promise<unknown>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

let browser: Browser;
let sim: SimulatedDevices;

beforeAll(async () => {
  browser = await launch();
  sim = await startSimulatedDevices({ token: await apiToken('admin', 'admin123'), fields: { cameraNo: '1' } });
});
afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

describe('camera playback', () => {
  it('asks a simulated machine for the last minutes and plays the mp4 it uploads', async () => {
    const code = sim.devices[0]!.code;
    const { context, page } = await openAs(browser, 'admin', 'admin123', `/deviceManage/device?keyword=${code}`);
    await page.getByTestId(`camera-${code}`).click();
    await page.getByTestId('camera-request').click();
    const current = page.getByTestId('camera-current');
    await poll(() => current.getAttribute('data-state')).toBe('ready');
    // The browser read the video: it knows its length.
    const video = page.getByTestId('camera-video');
    await poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? Math.round(v.duration) : 0))).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    await screenshot(page, 'camera-playback-en');
    await context.close();
  });

  itShots('pictures of the playback dialog with its earlier recording, in English and Chinese at 1440 and 390 px', async () => {
    const code = sim.devices[0]!.code;
    for (const variant of SCREEN_VARIANTS) {
      const { context, page } = await openAs(browser, 'admin', 'admin123', `/deviceManage/device?keyword=${code}`, {
        viewport: { width: variant.width, height: 900 },
        locale: variant.locale,
      });
      await page.getByTestId(`camera-${code}`).click();
      await page.getByTestId('camera-request').waitFor();
      await page.waitForTimeout(1000);
      await shot(page, `camera-playback/dialog-${variant.width}-${variant.lang}`);
      await context.close();
    }
  });
});
