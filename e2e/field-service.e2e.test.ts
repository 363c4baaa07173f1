import {
  type ContainerRow,
  DEVICE_API,
  DEVICE_SETTINGS_API,
  type DeviceRow,
  ORG_API,
  type OrgListRow,
  POINT_API,
  type PointAccount,
} from '@vr/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCREEN_VARIANTS, api, apiToken, itShots, keptPageAs, launch, openAs, rowAction, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Field service on a phone: the maintainer of a route opens the day's plan at 390 px, replenishes
 * a simulated machine whose container ran low (the machine is told its new level and reports it;
 * its material warning clears), records an inspection with a photo, and a reviewer adopts it at
 * 1440 px.
 */
let browser: Browser;
let admin: string;
let sim: SimulatedDevices;
let code: string;
let deviceId: number;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const orgs = await api<OrgListRow[]>(admin, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
  const demo = orgs.data!.find((o) => o.code === 'DEMO')!.orgId;
  const accounts = await api<PointAccount[]>(admin, 'GET', `${POINT_API.accounts}?orgId=${demo}`);
  const ops = accounts.data!.find((a) => a.username === 'ops')!;
  const routeName = `Field ${Date.now()}`;
  const saved = await api(admin, 'POST', POINT_API.routeSave, { routeName, maintainerId: ops.id, orgId: demo });
  expect(saved.status, JSON.stringify(saved)).toBe(1001);
  const routes = await api<Array<{ id: number; routeName: string }>>(
    admin,
    'GET',
    `${POINT_API.routeList}?routeName=${encodeURIComponent(routeName)}&limit=1000`,
  );
  const routeId = routes.data!.find((r) => r.routeName === routeName)!.id;
  sim = await startSimulatedDevices({ token: admin, count: 1, fields: { routeId } });
  code = sim.devices[0]!.code;
  deviceId = sim.devices[0]!.id;
  // The machine's containers (from its hello), with warning and alarm values at 30 % and 10 %.
  let containers: ContainerRow[] = [];
  for (let i = 0; i < 100 && containers.length === 0; i++) {
    containers =
      (await api<{ containers: ContainerRow[] }>(admin, 'GET', `${DEVICE_SETTINGS_API.containerDetail}?deviceId=${deviceId}`)).data
        ?.containers ?? [];
    if (containers.length === 0) await new Promise((r) => setTimeout(r, 100));
  }
  await api(admin, 'POST', DEVICE_SETTINGS_API.containerSave, {
    deviceId,
    containers: containers.map((c) => ({ containerNo: c.containerNo, warnValue: c.capacity * 0.3, alarmValue: c.capacity * 0.1 })),
  });
  sim.fleet.drain(code, containers[0]!.containerNo);
  for (let i = 0; i < 100; i++) {
    const row = (await api<DeviceRow[]>(admin, 'GET', `${DEVICE_API.list}?deviceCode=${code}`)).data?.[0];
    if (row && row.materialState > 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

it('a maintainer replenishes the day’s plan on a phone and records an inspection a reviewer adopts', async () => {
  const before = (await api<DeviceRow[]>(admin, 'GET', `${DEVICE_API.list}?deviceCode=${code}`)).data![0]!;
  expect(before.materialState).toBeGreaterThan(0);

  // The plan: made for the route, it lists the drained container.
  const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/deviceManage/replenish', PHONE);
  await page.getByTestId('make-plan').click();
  await page.getByTestId('field-place').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Field ' }).first().click();
  await page.getByTestId('make-plan-ok').click();
  const drawer = page.getByTestId('replenish-plan-drawer');
  const card = drawer.getByTestId(`plan-machine-${code}`);
  await card.waitFor();
  await shot(page, 'field-service/plan-390-en');
  await card.getByTestId('replenish-machine').click();
  await shot(page, 'field-service/replenish-390-en');
  await page.getByTestId('form-submit').click();
  await expect.poll(() => drawer.getByTestId('plan-state').textContent()).toBe('Completed');

  // The machine took its new level and reports it: the material warning clears on the device list.
  await expect
    .poll(async () => (await api<DeviceRow[]>(admin, 'GET', `${DEVICE_API.list}?deviceCode=${code}`)).data![0]!.materialState, {
      timeout: 15_000,
    })
    .toBe(0);
  // The machine itself holds the new levels (its command may land just after the list has changed).
  await expect.poll(() => sim.fleet.state(code).containers.every((c) => c.level >= c.capacity * 0.3)).toBe(true);

  // The inspection, with a photo from the phone's camera.
  await page.goto('/deviceManage/inspection');
  await page.getByTestId('add-inspection').click();
  await page.getByTestId('field-deviceId').click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: code }).first().click();
  await page.getByTestId('check-clean').click();
  await page.getByTestId('field-remark').fill('Beans topped up, front wiped');
  const input = page.locator('.ant-drawer-open input[type=file]');
  expect(await input.getAttribute('capture')).toBe('environment');
  await input.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.locator('.ant-drawer-open .ant-upload-list-item-done').first().waitFor();
  await shot(page, 'field-service/inspection-form-390-en');
  await page.getByTestId('form-submit').click();
  await page.getByTestId('form-drawer').waitFor({ state: 'detached' });

  // The reviewer adopts it at 1440 px.
  const reviewer = await openAs(browser, 'admin', 'admin123', `/deviceManage/inspection`);
  const row = reviewer.page.locator('tr', { hasText: code }).first();
  await row.waitFor();
  await rowAction(row, 'review');
  await reviewer.page.getByTestId('inspection-detail').locator('img').first().waitFor();
  await shot(reviewer.page, 'field-service/review-1440-en');
  await reviewer.page.getByTestId('form-submit').click();
  await reviewer.page.getByTestId('confirm-ok').click();
  await expect.poll(() => row.textContent()).toContain('Review adopted');
  await reviewer.context.close();
});

it('a stock counted at the machine corrects its level from the inventory change record, after a confirmation', async () => {
  const { page, context } = await openAs(browser, 'admin', 'admin123', '/deviceManage/inventory');
  await page.getByTestId('correct-stock').click();
  await page.getByTestId('field-deviceId').click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: code }).first().click();
  await page.getByTestId('field-containerNo').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('stock-now').waitFor();
  await page.locator('input[data-testid=field-level], [data-testid=field-level] input').first().fill('5');
  await shot(page, 'field-service/stock-correction-1440-en');
  await page.getByTestId('form-submit').click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('form-drawer').waitFor({ state: 'detached' });
  const row = page.locator('tr', { hasText: code }).filter({ hasText: '→ 5 ' }).first();
  await row.waitFor();
  expect(await row.textContent()).toContain('Administrator');
  await context.close();
});

it('a repair opened by hand on a phone shows its photo on the card, which opens a preview', async () => {
  const { page, context } = await openAs(browser, 'admin', 'admin123', '/deviceManage/repair', PHONE);
  await page.getByTestId('add-repair').click();
  await page.getByTestId('field-deviceId').click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: code }).first().click();
  await page.getByTestId('field-description').fill('Coin slot jammed');
  await page.locator('.ant-drawer-open input[type=file]').setInputFiles({ name: 'slot.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.locator('.ant-drawer-open .ant-upload-list-item-done').first().waitFor();
  await page.getByTestId('form-submit').click();
  await page.getByTestId('form-drawer').waitFor({ state: 'detached' });
  const card = page.getByTestId('list-card').filter({ hasText: 'Coin slot jammed' }).first();
  await card.getByTestId('repair-photos').locator('img').first().click();
  await page.locator('.ant-image-preview').first().waitFor();
  await shot(page, 'field-service/repair-photo-390-en');
  await context.close();
});

itShots(
  'pictures of the field screens in English and Chinese at 1440 and 390 px',
  async () => {
    for (const variant of SCREEN_VARIANTS) {
      for (const path of ['/deviceManage/replenish', '/deviceManage/inventory', '/deviceManage/inspection', '/deviceManage/repair']) {
        const { page, context } = await openAs(browser, 'admin', 'admin123', path, {
          viewport: { width: variant.width, height: 900 },
          locale: variant.locale,
        });
        await page.locator('main').first().waitFor();
        await page.waitForTimeout(1500);
        await shot(page, `field-service/${path.split('/').pop()}-${variant.width}-${variant.lang}`);
        // The forms these screens open: the stock correction with a container chosen, a repair by hand.
        if (path.endsWith('inventory')) {
          await page.getByTestId('correct-stock').click();
          await page.getByTestId('field-deviceId').click();
          await page.keyboard.type(code);
          await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: code }).first().click();
          await page.getByTestId('field-containerNo').click();
          await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
          await page.getByTestId('stock-now').waitFor();
          await shot(page, `field-service/stock-correction-${variant.width}-${variant.lang}`);
        }
        if (path.endsWith('repair')) {
          await page.getByTestId('add-repair').click();
          await page.getByTestId('field-description').waitFor();
          await page.getByTestId('form-submit').click();
          await page.waitForTimeout(500);
          await shot(page, `field-service/repair-form-errors-${variant.width}-${variant.lang}`);
        }
        await context.close();
      }
    }
  },
  300_000,
);
