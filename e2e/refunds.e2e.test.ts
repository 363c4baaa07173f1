import {
  DATA_SCOPES,
  DEVICE_DETAIL_API,
  type DeviceOrderRow,
  MENU_API,
  type MenuRow,
  ORG_API,
  type OrgListRow,
  REFUND_API,
  REFUND_PERMS,
  type RefundableOrder,
  ROLE_API,
  USER_API,
} from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, apiToken, itShots, launch, openAs, SCREEN_VARIANTS, SHOTS, sessionContext, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/*
 * A finance user refunds one product of a machine's order partially from the refund form and sees
 * refund status 2 (partially refunded) and the record; then the Order refund list with its totals.
 * With SHOTS=1, screenshots at 1440 and 390 px in English and Chinese land in screenshots/refunds.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 150 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let sim: SimulatedDevices;
let token: string;
let order: RefundableOrder;

beforeAll(async () => {
  browser = await launch();
  token = await apiToken('admin', 'admin123');
  sim = await startSimulatedDevices({ token, count: 1 });
  const device = sim.devices[0]!;
  // An order without a discount, so that half of one product is less than the whole order.
  let sold = sim.fleet.sell(device.code)!;
  for (let i = 0; i < 100 && sold.amounts.discount > 0; i++) sold = sim.fleet.sell(device.code)!;
  expect(sold.amounts.discount).toBe(0);
  await vi.waitFor(() => expect(sim.fleet.state(device.code).pendingOrders).toEqual([]), { timeout: 20_000 });
  const rows = await api<DeviceOrderRow[]>(
    token,
    'GET',
    `${DEVICE_DETAIL_API.orders}?id=${device.id}&startTime=${day(-1)}&endTime=${day(1)}`,
  );
  const row = rows.data!.find((r) => r.orderCode === sold.orderCode)!;
  order = (await api<RefundableOrder>(token, 'GET', `${REFUND_API.order}?orderId=${row.id}`)).data!;

  // A finance role of Demo Coffee Co. holding only the Order refund screen and its buttons.
  const menus = (await api<MenuRow[]>(token, 'GET', MENU_API.list)).data!;
  const wanted = new Set(menus.filter((m) => m.perms && Object.values(REFUND_PERMS).includes(m.perms as never)).map((m) => m.id));
  for (const m of menus) if (wanted.has(m.id) && m.parentId) wanted.add(m.parentId);
  for (const m of menus) if (wanted.has(m.id) && m.parentId) wanted.add(m.parentId);
  const role = await api<{ id: number }>(token, 'POST', ROLE_API.base, {
    roleName: 'E2E finance',
    roleKey: 'e2eFinance',
    roleSort: 60,
    dataScope: DATA_SCOPES.ALL,
    menuIds: [...wanted],
  });
  expect(role.status, JSON.stringify(role)).toBe(1001);
  const demo = (await api<OrgListRow[]>(token, 'GET', `${ORG_API.list}?kind=customer&limit=100`)).data!.find((o) => o.code === 'DEMO')!;
  const user = await api(token, 'POST', USER_API.base, {
    username: 'e2efinance',
    password: 'finance123',
    confirmPassword: 'finance123',
    employeeName: 'Fiona Finance',
    orgId: demo.orgId,
    roleIds: [role.data!.id],
  });
  expect(user.status, JSON.stringify(user)).toBe(1001);
}, 120_000);

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

const editPath = () => `/report/report/refundEdit/index/${order.orderId}`;
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
};
/** A picture once the page has settled (SHOTS=1 only: the settling is for the picture). */
const picture = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
  if (!SHOTS) return;
  await settle(page);
  await shot(page, `refunds/${name}`, options);
};

describe('Orders → refunds', () => {
  it('a finance user refunds one product partially and sees status 2 and the record', { timeout: 120_000 }, async () => {
    const { context, page } = await openAs(browser, 'e2efinance', 'finance123', editPath(), { viewport: { width: 1440, height: 900 } });
    await page.getByTestId('refund-edit-page').waitFor();
    await poll(() => page.getByTestId('order-refund-status').getAttribute('data-code')).toBe('1');
    await picture(page, 'en-1440-form', { fullPage: true });

    const item = order.items.find((i) => i.refundableAmount > 0)!;
    const partial = Math.max(0.01, Math.floor(item.refundableAmount * 50) / 100);
    await page.locator(`tr[data-row-key="${item.itemId}"] .ant-checkbox-input`).check();
    // No reason: the error shows next to the field and nothing is sent.
    await page.getByTestId('refund-submit').click();
    await poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toEqual(['Refund reason is required']);
    // More than is left of the product: the server's error shows next to its amount.
    await page.getByTestId(`refund-item-amount-${item.itemId}`).fill(String(item.refundableAmount + 1));
    await page.getByTestId('refund-reason').fill('Customer found the cup half empty');
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-confirm-ok').click();
    await poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      expect.stringContaining(`what is left to refund of it`),
    ]);
    await shot(page, 'refunds/en-1440-form-error', { fullPage: true });

    await page.getByTestId(`refund-item-amount-${item.itemId}`).fill(partial.toFixed(2));
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-confirm-ok').click();
    await poll(() => page.getByTestId('order-refund-status').getAttribute('data-code')).toBe('2');
    expect(await page.getByTestId('order-refund-status').textContent()).toBe('Partially refunded');
    // Amounts carry the customer's currency (Demo Coffee Co.: CNY).
    const cny = new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(partial);
    await poll(() => page.getByTestId('order-refunded').textContent()).toBe(cny);
    const records = page.getByTestId('refund-records').locator('tbody tr.ant-table-row');
    await poll(() => records.count()).toBe(1);
    const record = await records.first().textContent();
    expect(record).toContain('Customer found the cup half empty');
    expect(record).toContain('Fiona Finance');
    expect(record).toContain('Success');
    await picture(page, 'en-1440-form-refunded', { fullPage: true });

    // The Order refund list shows the record with the filtered totals.
    await page.goto('/order/refund');
    const rows = page.getByTestId('list-table-order-refund').locator('tbody tr.ant-table-row');
    await poll(() => rows.count()).toBeGreaterThan(0);
    await page.getByTestId('search-orderCode').fill(order.orderCode);
    await page.getByTestId('search-submit').click();
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(partial.toFixed(2));
    await poll(() => page.getByTestId('refund-totals-CNY').textContent()).toBe(`1 refund, ${cny} paid back`);
    await picture(page, 'en-1440-list');
    await context.close();
  });

  for (const { lang, locale, width } of SCREEN_VARIANTS) {
    // CI keeps the Chinese phone: the form without a sideways scroll where it is narrowest, and its status in Chinese.
    // The other variants are pictures.
    const test = lang === 'zh' && width === 390 ? it : itShots;
    test(`shows the list and the form in ${lang} at ${width} px without a sideways scroll`, { timeout: 60_000 }, async () => {
      const { context, page } = await sessionContext(browser, 'e2efinance', 'finance123', { locale, viewport: { width, height: 900 } });
      for (const [name, path] of [
        ['list', '/order/refund'],
        ['form', editPath()],
      ] as const) {
        await page.goto(path);
        await page.locator('main').first().waitFor();
        await settle(page);
        await shot(page, `refunds/${lang}-${width}-${name}`, { fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      if (lang === 'zh') expect(await page.getByTestId('order-refund-status').textContent()).toBe('部分退款');
      await context.close();
    });
  }
});
