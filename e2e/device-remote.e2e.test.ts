import {
  DASHBOARD_API,
  DATA_SCOPES,
  DEVICE_COMMAND_API,
  DEVICE_PERMS,
  type DashboardDevices,
  MENU_API,
  type MenuRow,
  ORDER_API,
  ORG_API,
  type OrgListRow,
  ROLE_API,
  USER_API,
} from '@vr/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, openAs, screenshot, tabPaths } from './browser.js';
import { withBrowserAndDevices } from './devices.js';

const poll = (fn: () => Promise<unknown>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

/** The browser, the administrator's token and one simulated machine of the file's tests. */
const env = withBrowserAndDevices();

const today = () => new Date().toISOString().slice(0, 10);
const detailPath = (tab = 'orders') => {
  const device = env.sim.devices[0]!;
  return `/deviceManage/detail/index/${device.id}/${tab}/2026-01-01/${today()}/${device.code}`;
};

async function openRemote(page: Page, action: string) {
  await page.getByTestId(`remote-${env.sim.devices[0]!.code}`).click();
  await page.locator('.ant-dropdown-menu-item', { hasText: action }).first().click();
}

describe('device remote operations', () => {
  it('opens the device detail, sends a cleaning command and sees it succeed', async () => {
    const { context, page } = await openAs(env.browser, 'admin', 'admin123', detailPath());
    await poll(() => page.getByTestId('detail-online').textContent()).toBe('Online');
    expect(await page.getByTestId('detail-title').textContent()).toContain(env.sim.devices[0]!.code);
    await screenshot(page, 'device-detail-orders-en');

    await openRemote(page, 'Machine cleaning');
    await page.getByTestId('remote-confirm').click();
    const status = page.getByTestId('command-status');
    await poll(() => status.getAttribute('data-status')).toBe('succeeded');
    await screenshot(page, 'device-remote-clean-succeeded-en');

    // The command log says who sent it.
    const log = await api<Array<{ type: string; status: string; sentByName: string }>>(
      env.token,
      'GET',
      `${DEVICE_COMMAND_API.list}?deviceId=${env.sim.devices[0]!.id}`,
    );
    expect(log.data?.find((c) => c.type === 'clean')).toMatchObject({ status: 'succeeded', sentByName: 'admin' });
    await context.close();
  });

  it('a beverage test from the device detail: the product is required; the machine makes the cup and the test is listed apart', async () => {
    const { context, page } = await openAs(env.browser, 'admin', 'admin123', detailPath());
    await poll(() => page.getByTestId('detail-online').textContent()).toBe('Online');
    await openRemote(page, 'Test dispense');
    await page.getByTestId('form-submit').click();
    await poll(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    const goodsCode = env.sim.fleet.state(env.sim.devices[0]!.code).goods[0]!.productCode;
    await page.getByTestId('test-goods-code').fill(goodsCode);
    await page.getByTestId('form-submit').click();
    await poll(() => page.getByTestId('command-status').getAttribute('data-status')).toBe('succeeded');
    await page.keyboard.press('Escape');
    // The test order reaches the beverage test records, and no other order list.
    await page.goto(`/order/test`);
    const testRows = page.getByTestId('list-table-orders-test').locator('tbody tr.ant-table-row', { hasText: env.sim.devices[0]!.code });
    await poll(() => testRows.count()).toBe(1);
    const sold = await api<unknown[]>(env.token, 'GET', `${ORDER_API.list}?deviceCode=${env.sim.devices[0]!.code}`);
    expect(sold.data).toEqual([]);
    await context.close();
  });

  it('a local password must be exactly 6 characters; a good one is sent and succeeds', async () => {
    const { context, page } = await openAs(env.browser, 'admin', 'admin123', detailPath());
    await poll(() => page.getByTestId('detail-online').textContent()).toBe('Online');
    await openRemote(page, 'Local password');
    const input = page.getByTestId('local-password');
    await input.fill('12345');
    await page.getByTestId('form-submit').click();
    await poll(() => page.locator('.ant-form-item-explain-error').first().textContent()).toContain('exactly 6 characters');
    await screenshot(page, 'device-remote-password-error-en');
    await input.fill('246810');
    await page.getByTestId('form-submit').click();
    await poll(() => page.getByTestId('command-status').getAttribute('data-status')).toBe('succeeded');
    await context.close();
  });

  it('reads the parameters ("reading in progress" until the ack) and refuses a compressor gap under 3', async () => {
    const { context, page } = await openAs(env.browser, 'admin', 'admin123', detailPath('params'));
    await poll(() => page.getByTestId('detail-online').textContent()).toBe('Online');
    await openRemote(page, 'Parameters');
    await page.getByTestId('params-read').click();
    await poll(() => page.getByTestId('params-reported').textContent()).toContain('Last read');
    await page.getByTestId('param-compressorStart').fill('1');
    await page.getByTestId('param-compressorStop').fill('3');
    await page.getByTestId('form-submit').click();
    await poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toContain(
      'Compressor stop must be at least 3 above the compressor start temperature',
    );
    await screenshot(page, 'device-remote-params-en');
    await page.getByTestId('param-compressorStop').fill('4');
    await page.getByTestId('form-submit').click();
    await poll(() => page.getByTestId('command-status').getAttribute('data-status')).toBe('succeeded');
    await context.close();
  });

  it('changing the tab replaces the route; an offline device is refused at once', async () => {
    const { context, page } = await openAs(env.browser, 'admin', 'admin123', detailPath());
    await poll(() => page.getByTestId('detail-online').textContent()).toBe('Online');
    await page.getByTestId('detail-tab-faults').click();
    await poll(async () => new URL(page.url()).pathname).toContain('/faults/');
    await page.getByTestId('detail-tab-warnings').click();
    await poll(async () => new URL(page.url()).pathname).toContain('/warnings/');
    // The view replaced its tab in the tab bar instead of opening one per tab.
    await poll(async () => (await tabPaths(page)).filter((p) => p.startsWith('/deviceManage/detail/'))).toEqual([
      new URL(page.url()).pathname,
    ]);

    await env.sim.disconnect(env.sim.devices[0]!.code);
    await poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return page.getByTestId('detail-online').textContent();
    }).toBe('Offline');
    await openRemote(page, 'Restart');
    await page.getByTestId('remote-confirm').click();
    await poll(() => page.locator('.ant-notification-notice, .ant-message-notice').allTextContents()).toContainEqual(
      expect.stringContaining('Device offline cannot read or set'),
    );
    env.sim.reconnect(env.sim.devices[0]!.code);
    await context.close();
  });

  it('a user without the material, fault and warning rights is told so on the detail screen', async () => {
    // A role holding only the device list and "view details".
    const menus = await api<MenuRow[]>(env.token, 'GET', MENU_API.list);
    const menuIds = menus.data!.filter((m) => m.perms === DEVICE_PERMS.list || m.perms === DEVICE_PERMS.query).map((m) => m.id);
    const role = await api<{ id: number }>(env.token, 'POST', ROLE_API.base, {
      roleName: 'E2E detail viewer',
      roleKey: 'e2eDetailViewer',
      roleSort: 50,
      dataScope: DATA_SCOPES.ALL,
      menuIds,
    });
    const orgs = await api<OrgListRow[]>(env.token, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
    const demo = orgs.data!.find((o) => o.code === 'DEMO')!;
    const user = await api(env.token, 'POST', USER_API.base, {
      username: 'e2eviewer',
      password: 'viewer123',
      confirmPassword: 'viewer123',
      employeeName: 'Detail Viewer',
      orgId: demo.orgId,
      roleIds: [role.data!.id],
    });
    expect(user.status, JSON.stringify(user)).toBe(1001);

    const { context, page } = await openAs(env.browser, 'e2eviewer', 'viewer123', detailPath('faults'));
    await poll(() => page.getByTestId('materials-refused').textContent()).toContain(
      'You do not have the right to view material information.',
    );
    await poll(() => page.getByTestId('tab-refused').textContent()).toContain('You do not have the right to view fault records.');
    await screenshot(page, 'device-detail-rights-en');
    await page.getByTestId('detail-tab-warnings').click();
    await poll(() => page.getByTestId('tab-refused').textContent()).toContain('You do not have the right to view warning records.');
    // No settings rights: the remote menu offers nothing, so it is not shown.
    expect(await page.getByTestId(`remote-${env.sim.devices[0]!.code}`).count()).toBe(0);
    await context.close();
  });

  it('the dashboard shows device counters and today’s sales, and refreshes', async () => {
    const figures = await api<DashboardDevices>(env.token, 'GET', DASHBOARD_API.devices);
    const { context, page } = await openAs(env.browser, 'admin', 'admin123', '/dashboard');
    await poll(() => page.getByTestId('device-count-total').textContent()).toContain(String(figures.data!.total));
    await screenshot(page, 'dashboard-devices-en');
    // A sale reaches the home screen without reloading it (refreshed every 10 s).
    const before = Number(await page.getByTestId('sales-orders-CNY').locator('.ant-statistic-content-value').textContent());
    env.sim.fleet.sell(env.sim.devices[0]!.code);
    await poll(
      async () => Number(await page.getByTestId('sales-orders-CNY').locator('.ant-statistic-content-value').textContent()),
      40_000,
    ).toBeGreaterThan(before);
    await context.close();
  });
});
