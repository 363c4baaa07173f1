import { DASHBOARD_API, type DashboardDevices, ORG_API, type OrgListRow } from '@vr/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, newPage, screenshot, signIn } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

const poll = (fn: () => Promise<unknown>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

let browser: Browser;
let token: string;
let demoSim: SimulatedDevices;
let harborSim: SimulatedDevices;

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
const dayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Signs in, with the browser's zone, language, viewport and (optionally) clock given. */
async function signedIn(options: Parameters<Browser['newContext']>[0], clock?: Date): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options);
  if (clock) await opened.page.clock.setFixedTime(clock);
  await opened.page.goto('/login');
  await signIn(opened.page, 'admin', 'admin123');
  await opened.page.waitForURL(/\/dashboard$/);
  return opened;
}

beforeAll(async () => {
  browser = await launch();
  token = await apiToken('admin', 'admin123');
  const orgs = await api<OrgListRow[]>(token, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
  const harbor = orgs.data!.find((o) => o.code === 'HARBOR')!;
  demoSim = await startSimulatedDevices({ token, count: 1 });
  harborSim = await startSimulatedDevices({ token, count: 1, orgId: harbor.orgId });
  // A sale of each customer today: Demo Coffee Co. bills in CNY, Harbor Drinks Ltd. in USD.
  demoSim.fleet.sell(demoSim.devices[0]!.code);
  harborSim.fleet.sell(harborSim.devices[0]!.code);
  for (let tries = 0; tries < 80; tries++) {
    const d = (await api<DashboardDevices>(token, 'GET', DASHBOARD_API.devices)).data!;
    if (d.today.amounts.length === 2) break;
    await new Promise((r) => setTimeout(r, 250));
  }
});
afterAll(async () => {
  await demoSim?.stop();
  await harborSim?.stop();
  await browser?.close();
});

describe('money with its currency', () => {
  it('the dashboard shows the CNY and the USD totals apart, in the user’s language', async () => {
    const { context, page } = await signedIn({ viewport: { width: 1440, height: 900 } });
    await poll(() => page.getByTestId('sales-amount-CNY').textContent()).toMatch(/CN¥[\d,]+\.\d{2}/);
    expect(await page.getByTestId('sales-amount-USD').textContent()).toMatch(/\$[\d,]+\.\d{2}/);
    expect(await page.getByTestId('sales-amount-USD').textContent()).not.toContain('CN¥');
    await screenshot(page, 'money-dashboard-1440-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'money-dashboard-390-en');
    await page.getByTestId('sales-amount-USD').scrollIntoViewIfNeeded();
    await screenshot(page, 'money-dashboard-sales-390-en');
    await context.close();

    const zh = await signedIn({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await poll(() => zh.page.getByTestId('sales-amount-CNY').textContent()).toMatch(/¥[\d,]+\.\d{2}/);
    expect(await zh.page.getByTestId('sales-amount-USD').textContent()).toMatch(/US\$[\d,]+\.\d{2}/);
    await screenshot(zh.page, 'money-dashboard-1440-zh');
    await zh.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(zh.page, 'money-dashboard-390-zh');
    await zh.page.getByTestId('sales-amount-USD').scrollIntoViewIfNeeded();
    await screenshot(zh.page, 'money-dashboard-sales-390-zh');
    await zh.context.close();
  });
});

describe('the business day', () => {
  it('at 23:30 in Madrid the device detail’s orders tab shows today’s orders of Shanghai', async () => {
    // The business day (Asia/Shanghai) of the orders just sold; the browser's clock is set to 23:30
    // in Madrid the evening before, when Shanghai is already on that day.
    const businessDay = dayIn('Asia/Shanghai');
    const [y, m, d] = businessDay.split('-').map(Number) as [number, number, number];
    const wall = Date.UTC(y, m - 1, d - 1, 23, 30);
    const madridEvening = new Date(wall - madridOffsetMs(new Date(wall)));
    expect(dayIn('Europe/Madrid', madridEvening)).not.toBe(businessDay);

    const device = demoSim.devices[0]!;
    for (const [lang, locale] of [
      ['en', 'en-US'],
      ['zh', 'zh-CN'],
    ] as const) {
      const { context, page } = await signedIn(
        { viewport: { width: 1440, height: 900 }, locale, timezoneId: 'Europe/Madrid' },
        madridEvening,
      );
      await page.goto('/deviceManage/device');
      await page.getByTestId(`device-code-${device.code}`).click();
      await page.waitForURL(new RegExp(`/deviceManage/detail/index/${device.id}/orders/\\d{4}-\\d{2}-\\d{2}/${businessDay}/`));
      await poll(() => page.getByTestId('tab-orders').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
      // Amounts show as plain numbers until the device's currency has arrived with its detail.
      const amount = () => page.getByTestId('tab-orders').locator('tbody tr.ant-table-row td').nth(4).textContent();
      await poll(amount).toMatch(lang === 'en' ? /^CN¥\d/ : /^¥\d/);
      expect(await page.getByTestId('tab-orders').locator('thead').textContent()).toContain('Asia/Shanghai');
      await screenshot(page, `money-device-detail-1440-${lang}`);
      await page.getByTestId('tab-orders').scrollIntoViewIfNeeded();
      await screenshot(page, `money-device-detail-orders-1440-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('detail-title').scrollIntoViewIfNeeded();
      await screenshot(page, `money-device-detail-390-${lang}`);
      await page.getByTestId('detail-sales').scrollIntoViewIfNeeded();
      await screenshot(page, `money-device-detail-sales-390-${lang}`);
      await page.getByTestId('tab-orders').scrollIntoViewIfNeeded();
      await screenshot(page, `money-device-detail-orders-390-${lang}`);
      await context.close();
    }
  });
});

/** Madrid's offset from UTC at a moment, in milliseconds (+1 h in winter, +2 h in summer). */
function madridOffsetMs(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Madrid',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}
