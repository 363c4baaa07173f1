import fs from 'node:fs';
import {
  CUSTOMER_API,
  DATA_SCOPES,
  MENU_API,
  type MenuRow,
  ORDER_API,
  type OrderDetail,
  type OrderRow,
  REFUND_API,
  type RefundableOrder,
  ROLE_API,
  USER_API,
} from '@vr/contracts';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, apiToken, exportThroughCentre, launch, openAs, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/*
 * One order of a customer of its own, sold with a staff discount and partly refunded, read by that
 * customer's operator: the order, the goods ranking, the statistics, the dashboard and the ranking's
 * export show the same received, refunded and net amounts, and the refunded product's own line
 * shows what it brought in after the discount, less its refund.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });
const cny = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(amount);
const cents = (amount: number) => Math.round(amount * 100);

let browser: Browser;
let sim: SimulatedDevices;
let orderId: number;

beforeAll(async () => {
  browser = await launch();
  const admin = await apiToken('admin', 'admin123');
  const customer = await api<{ id: number }>(admin, 'POST', CUSTOMER_API.save, {
    customerName: 'E2E Ledger Café',
    cooperationMode: 2,
    defaultCurrency: 'CNY',
  });
  expect(customer.status, JSON.stringify(customer)).toBe(1001);
  // An operator who sees the whole menu, for the customer's organisation only.
  const menus = (await api<MenuRow[]>(admin, 'GET', MENU_API.list)).data!;
  const role = await api<{ id: number }>(admin, 'POST', ROLE_API.base, {
    roleName: 'E2E ledger operator',
    roleKey: 'e2eLedger',
    roleSort: 61,
    dataScope: DATA_SCOPES.DEPT_AND_BELOW,
    menuIds: menus.map((m) => m.id),
  });
  expect(role.status, JSON.stringify(role)).toBe(1001);
  const user = await api(admin, 'POST', USER_API.base, {
    username: 'e2eledger',
    password: 'ledger123',
    confirmPassword: 'ledger123',
    employeeName: 'Lena Ledger',
    orgId: customer.data!.id,
    roleIds: [role.data!.id],
  });
  expect(user.status, JSON.stringify(user)).toBe(1001);

  sim = await startSimulatedDevices({ token: admin, count: 1, orgId: customer.data!.id });
  const code = sim.devices[0]!.code;
  // A staff card takes half off: what each product received is below its list price.
  const sold = sim.fleet.sell(code, 'staff_card')!;
  expect(sold.amounts.discount).toBeGreaterThan(0);
  const operator = await apiToken('e2eledger', 'ledger123');
  await vi.waitFor(
    async () => {
      const rows = (await api<OrderRow[]>(operator, 'GET', `${ORDER_API.list}?orderCode=${sold.orderCode}`)).data ?? [];
      expect(rows).toHaveLength(1);
      orderId = rows[0]!.id;
    },
    { timeout: 20_000, interval: 200 },
  );
}, 120_000);

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

describe('one figure everywhere', () => {
  it(
    'an order sold with a discount and partly refunded shows the same amounts on every screen and in the export',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openAs(browser, 'e2eledger', 'ledger123', `/report/report/refundEdit/index/${orderId}`, {
        viewport: { width: 1440, height: 900 },
      });
      const operator = await apiToken('e2eledger', 'ledger123');
      // 1. Half of one product refunded from the refund form.
      await page.getByTestId('refund-edit-page').waitFor();
      const before = (await api<RefundableOrder>(operator, 'GET', `${REFUND_API.order}?orderId=${orderId}`)).data!;
      const item = before.items.find((i) => i.refundableAmount > 0)!;
      expect(cents(item.refundableAmount)).toBeLessThan(cents(item.amount));
      const partial = Math.max(0.01, Math.floor(item.refundableAmount * 50) / 100);
      await page.locator(`tr[data-row-key="${item.itemId}"] .ant-checkbox-input`).check();
      await page.getByTestId(`refund-item-amount-${item.itemId}`).fill(partial.toFixed(2));
      await page.getByTestId('refund-reason').fill('Half a cup');
      await page.getByTestId('refund-submit').click();
      await page.getByTestId('refund-confirm-ok').click();
      await poll(() => page.getByTestId('order-refund-status').getAttribute('data-code')).toBe('2');

      // The order's own figures, and what the refunded product brought in net of the discount and its refund.
      const order = (await api<OrderDetail>(operator, 'GET', `${ORDER_API.detail}?id=${orderId}`)).data!;
      const received = order.receivedAmount;
      const refunded = order.refundedAmount;
      const net = (cents(received) - cents(refunded)) / 100;
      expect(cents(refunded)).toBe(cents(partial));
      const after = (await api<RefundableOrder>(operator, 'GET', `${REFUND_API.order}?orderId=${orderId}`)).data!;
      const productNet = after.items.filter((i) => i.goodsCode === item.goodsCode).reduce((n, i) => n + cents(i.refundableAmount), 0) / 100;

      // 2. The order.
      await page.goto(`/report/report/self_takeOut/index/${orderId}`);
      const detail = page.getByTestId('order-detail');
      await poll(() => detail.textContent()).toContain(cny(received));
      expect(await detail.textContent()).toContain(cny(refunded));
      await shot(page, 'money-journey/en-1440-order');

      // 3. The goods ranking: the period's totals, and the product's line at its net after the discount.
      await page.goto('/report/goodsRanking');
      const totals = page.getByTestId('report-goods-top-totals');
      await poll(() => totals.textContent()).toContain(cny(net));
      expect(await totals.textContent()).toContain(cny(refunded));
      const productLine = page.locator(`[data-testid="report-goods-top-row"][data-key="${item.goodsCode}"]`);
      await poll(() => productLine.textContent()).toContain(cny(productNet));
      await shot(page, 'money-journey/en-1440-ranking');

      // 4. The export of the goods summary holds the same lines.
      const download = await exportThroughCentre(page);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const column = (name: string) => header.indexOf(name);
      const lines = sheet.getRows(2, sheet.rowCount - 1) ?? [];
      const sum = (name: string) => lines.reduce((n, r) => n + cents(Number(r.getCell(column(name)).value)), 0) / 100;
      expect([sum('Received'), sum('Refunded'), sum('Revenue')]).toEqual([received, refunded, net]);
      const exported = lines.find((r) => r.getCell(column('Product code')).value === item.goodsCode)!;
      expect(Number(exported.getCell(column('Revenue')).value)).toBe(productNet);

      // 5. The statistics of today.
      await page.goto('/report/statistics');
      const card = page.getByTestId('report-stats-totals-CNY');
      await poll(() => card.getByTestId('stat-revenue').textContent()).toContain(cny(net));
      expect(await card.getByTestId('stat-refunded').textContent()).toContain(cny(refunded));

      // 6. The dashboard: today's totals and the month's top products.
      await page.goto('/dashboard');
      const today = page.getByTestId('dashboard-today-totals');
      await poll(() => today.textContent()).toContain(cny(net));
      expect(await today.textContent()).toContain(cny(refunded));
      const top = page.getByTestId('dashboard-goods-top');
      await poll(() => top.textContent()).toContain(cny(productNet));
      await shot(page, 'money-journey/en-1440-dashboard');
      await context.close();
    },
  );
});
