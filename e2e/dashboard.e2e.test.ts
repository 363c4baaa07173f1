import { DASHBOARD_API, type DashboardMap, type DashboardSales, ORG_API, type OrgListRow, SESSION_COOKIE } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseURL, keptPageAs, keptSignedInWith, launch, newPage, screenshot, shot, SHOTS } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

const poll = (fn: () => Promise<unknown>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

/** The chunks of chart code: ECharts itself, the map's GeoJSON, and the dashboard's modules that load them. */
const CHART_CHUNKS = ['echarts', 'echarts-setup', 'world-geojson', 'world-map'];
/** The chunk name of a built script's address (`/assets/<name>-<hash>.js`). */
const chunkOf = (url: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1];
const isChartCode = (url: string) => CHART_CHUNKS.includes(chunkOf(url) ?? '');

let browser: Browser;
let demoSim: SimulatedDevices;
let harborSim: SimulatedDevices;

beforeAll(async () => {
  browser = await launch();
  const token = await apiToken('admin', 'admin123');
  const orgs = await api<OrgListRow[]>(token, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
  const harbor = orgs.data!.find((o) => o.code === 'HARBOR')!;
  demoSim = await startSimulatedDevices({ token, count: 1 });
  harborSim = await startSimulatedDevices({ token, count: 1, orgId: harbor.orgId });
  // Sales of today in two currencies: Demo Coffee Co. bills in CNY, Harbor Drinks Ltd. in USD.
  demoSim.fleet.sell(demoSim.devices[0]!.code);
  harborSim.fleet.sell(harborSim.devices[0]!.code);
  for (let tries = 0; tries < 80; tries++) {
    const s = (await api<DashboardSales>(token, 'GET', DASHBOARD_API.sales)).data!;
    if (new Set(s.hourly.map((p) => p.currency)).size === 2) break;
    await new Promise((r) => setTimeout(r, 250));
  }
});
afterAll(async () => {
  await demoSim?.stop();
  await harborSim?.stop();
  await browser?.close();
});

/** Waits until each chart has drawn its canvas. */
async function chartsDrawn(page: Page): Promise<void> {
  for (const id of ['chart-today-canvas', 'chart-days-canvas', 'chart-fleet-canvas', 'chart-map-canvas']) {
    await page.locator(`[data-testid="${id}"][data-ready="true"] canvas`).first().waitFor({ timeout: 30_000 });
  }
}

/**
 * The whole dashboard: the window made as tall as its content (the shell's pane scrolls inside the window).
 * Only when pictures are taken (SHOTS=1): otherwise the window keeps its size.
 */
async function dashboardShot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const width = page.viewportSize()!.width;
  const height = await page.getByTestId('dashboard').evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom) + 24);
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(300);
  await screenshot(page, `dashboard-${name}`);
}

/** The map switched to its China view, the map panel alone in the picture. */
async function chinaView(page: Page, name: string): Promise<void> {
  const map = page.getByTestId('chart-map');
  await map.locator('.ant-segmented-item').first().click();
  await page.waitForTimeout(300);
  await shot(map, `dashboard/${name}`);
}

describe('dashboard charts', () => {
  it('loads no chart code on the sign-in page nor on another page opened first', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto('/login');
    await page.getByTestId('login-username').waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter(isChartCode)).toEqual([]);
    // Signed in elsewhere, the device list is the first page opened.
    await context.addCookies([{ name: SESSION_COOKIE, value: await apiToken('admin', 'admin123'), url: baseURL() }]);
    await page.goto('/deviceManage/device');
    await page.getByTestId('device-counters').waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter(isChartCode)).toEqual([]);
    // Opening the dashboard loads them.
    await page.goto('/dashboard');
    await chartsDrawn(page);
    expect(new Set(fetched.filter(isChartCode).map(chunkOf))).toEqual(new Set(CHART_CHUNKS));
    await context.close();
  });

  it('draws the sales, fleet and map charts at 1440 px, and the offline bar opens the device list filtered on offline', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 1440, height: 900 } });
    await chartsDrawn(page);
    await poll(async () => Number(await page.getByTestId('map-count').getAttribute('data-count'))).toBeGreaterThan(0);
    // Both currencies sold today: a choice of currency, never one sum of both.
    await page.getByTestId('sales-currency').first().waitFor();
    expect(await page.getByTestId('sales-currency').first().innerText()).toMatch(/CNY[\s\S]*USD/);
    await dashboardShot(page, 'en-1440');
    await chinaView(page, 'en-1440-map-china');

    // The bars' band heights are fixed (FLEET_GRID): offline is the second of five bands.
    await page.getByTestId('chart-fleet-canvas').scrollIntoViewIfNeeded();
    const box = (await page.getByTestId('chart-fleet-canvas').boundingBox())!;
    const band = (box.height - 16) / 5;
    await page.mouse.click(box.x + 96 + 4, box.y + 8 + band * 1.5);
    await page.waitForURL(/\/deviceManage\/device\?online=0$/);
    const list = page.locator('[data-testid="tab-page"][data-active="true"]');
    await expect.poll(() => list.getByTestId('counter-offline').getAttribute('aria-pressed')).toBe('true');
    await list.locator('[data-testid^="online-"]').first().waitFor();
    const states = await list.locator('[data-testid^="online-"]').allInnerTexts();
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['Offline']));
  });

  it('the device list opened with a machine’s code in its address (where a map point leads) lists that machine alone', async () => {
    const token = await apiToken('admin', 'admin123');
    const point = (await api<DashboardMap>(token, 'GET', DASHBOARD_API.map)).data!.points[0]!;
    const address = `/deviceManage/device?keyword=${encodeURIComponent(point.deviceCode)}`;
    const { page } = await keptPageAs(browser, 'admin', 'admin123', address, { viewport: { width: 1440, height: 900 } });
    const list = page.locator('[data-testid="tab-page"][data-active="true"]');
    await list.getByTestId(`device-code-${point.deviceCode}`).waitFor();
    await poll(() => list.locator('[data-testid^="online-"]').count()).toBe(1);
  });

  it('reads in Chinese at 1440 px', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await chartsDrawn(page);
    await expect.poll(() => page.getByTestId('chart-fleet').innerText()).toContain('设备状态');
    await dashboardShot(page, 'zh-1440');
  });

  for (const locale of ['en-US', 'zh-CN']) {
    it(`stacks the charts at 390 px without overflow (${locale})`, async () => {
      const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 390, height: 844 }, locale });
      await chartsDrawn(page);
      const boxes = await Promise.all(
        ['chart-today', 'chart-days', 'chart-fleet', 'chart-map'].map(async (id) => (await page.getByTestId(id).boundingBox())!),
      );
      for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(390);
      // One above the other.
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await dashboardShot(page, `${locale.slice(0, 2)}-390`);
      await chinaView(page, `${locale.slice(0, 2)}-390-map-china`);
    });
  }
});
