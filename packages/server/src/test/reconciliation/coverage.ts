import Fastify from 'fastify';
import { AREAS } from '../../modules/index.js';
import type { ModuleContext } from '../../platform/area.js';

/** The areas whose screens, bills and exports show money figures (docs/requirements.md, "The money figures"). */
export const MONEY_AREAS = ['orders', 'refunds', 'reports', 'dashboard', 'sharing', 'devices', 'device-detail'] as const;

/** Every GET route the money areas declare, as `GET <url>`, read from their manifests' `routes`. */
export async function moneyRoutes(ctx: ModuleContext): Promise<Array<{ area: string; route: string }>> {
  const missing = MONEY_AREAS.filter((name) => !AREAS.some((a) => a.name === name));
  if (missing.length) throw new Error(`money areas no longer in AREAS: ${missing.join(', ')}`);
  const out: Array<{ area: string; route: string }> = [];
  for (const area of AREAS) {
    if (!(MONEY_AREAS as readonly string[]).includes(area.name) || !area.routes) continue;
    const probe = Fastify();
    probe.addHook('onRoute', (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      if (methods.includes('GET')) out.push({ area: area.name, route: `GET ${r.url}` });
    });
    await area.routes(probe, ctx);
    await probe.close();
  }
  return out;
}

/** Every export kind the money areas declare (`exports` of their manifests). */
export function moneyExportKinds(): Array<{ area: string; kind: string }> {
  return AREAS.filter((a) => (MONEY_AREAS as readonly string[]).includes(a.name)).flatMap((a) =>
    (a.exports ?? []).map((e) => ({ area: a.name, kind: e.kind })),
  );
}

/**
 * Money routes and exports the reconciliation suite compares with the model, and what it compares.
 * A route or export of a money area that is in neither list fails the coverage guard.
 */
export const COVERED: Record<string, string> = {
  'GET /api/Order/list': 'every order of the day: amounts, statuses, currency, cups ordered; its count',
  'GET /api/Order/totals':
    'per currency: count, paid orders, payment, received, fee, discount, refunded; unfiltered, paid only, per customer, per device',
  'GET /api/Order/detail': 'each order: amounts, discounts by kind adding up to the discount, items, refund history',
  'GET /api/Order/abnormal/list': 'the failed dispenses nobody refunded, with their amounts',
  'GET /api/Order/freePayment/list': 'none of the day’s orders (the day’s machines sell no such order)',
  'GET /api/Order/cart/list': 'none of the day’s orders (the day’s machines sell no such order)',
  'GET /api/Order/test/list': 'none of the day’s orders (the day’s machines sell no such order)',
  'GET /api/order/refund/list': 'every refund record: order, amount, status, source, currency',
  'GET /api/order/refund/totals': 'per currency: count and sum of the refund records',
  'GET /api/order/refund/order': 'the refund form: received, refunded, refundable of the order and each item (before every refund too)',
  'GET /api/Equipment/getDevicePageList': 'each device’s cups and revenue today, yesterday, this month, last month (both accounts)',
  'GET /api/Equipment/detail': 'one device’s cups and revenue today, yesterday, this month, last month (both accounts)',
  'GET /api/DeviceDetail/summary': 'a device’s orders, cups and revenue today, yesterday, this month, last month (both accounts)',
  'GET /api/DeviceDetail/orders': 'a device’s orders of the range: amounts, statuses, count',
  'GET /api/DeviceDetail/products': 'a device’s sales per product of the range: cups, orders, revenue',
  'GET /api/Dashboard/devices': 'today’s revenue per currency, orders and cups (both accounts)',
  'GET /api/Dashboard/sales': 'today per hour and the last 30 days per day: orders, cups, revenue per currency (both accounts)',
  'GET /api/Dashboard/rankings': 'today’s and the month’s totals per currency, the month’s goods and point top 10 (both accounts)',
  'GET /api/saleReport/goodsSaleRanking':
    'top 10 products and the period’s totals per currency (both accounts; customer, point, device cuts)',
  'GET /api/saleReport/goodsSaleSummary': 'every product of the period, ranked, per currency (both accounts; cuts)',
  'GET /api/saleReport/siteSaleRanking': 'top 10 points and the period’s totals per currency (both accounts; cuts)',
  'GET /api/saleReport/siteSaleSummary': 'every point of the period, ranked, per currency (both accounts; cuts)',
  'GET /api/saleReport/statistics': 'totals, previous period, by day, payment method, model and hour (both accounts; cuts)',
  'GET /api/SharingOrder/list': 'every share: order amount, fee after refunds, share, reversed, rate, currency (both accounts)',
  'GET /api/SharingBill/merchant':
    'per joiner and totals per currency: orders, order amount net, fee, shared, reversed, net; one joiner’s bill',
  'GET /api/SharingBill/device': 'per device and totals per currency: orders, order amount net, fee, shared, reversed, net',
  'export orders': 'the order export’s amounts and currency per order',
  'export goodsSaleSummary': 'one row per product and currency: orders, cups, received, refunded, revenue',
  'export siteSaleSummary': 'one row per point and currency: orders, cups, received, refunded, revenue',
  'export sharingOrders': 'one row per share: order amount, fee, share, reversed, currency',
  'export sharingMerchantBill': 'one row per joiner: orders, order amount net, fee, shared, reversed, net',
  'export sharingDeviceBill': 'one row per device: orders, order amount net, fee, shared, reversed, net',
  'export devices': 'each device’s cups and revenue today, yesterday, this month, last month',
};

/** Money-area routes and exports the suite leaves out, each with why (no money figure in the answer). */
export const EXEMPT: Record<string, string> = {
  'GET /api/Equipment/getDeviceCountPercentage': 'device counters (online, offline, fault, warning, low material): no money figure',
  'GET /api/Equipment/getDeviceMaterialWarning': 'devices low on material: no money figure',
  'GET /api/Equipment/options': 'points, zones, routes and models for the pickers: no money figure',
  'GET /api/Equipment/importTemplate': 'the device import template file: no data',
  'GET /api/Equipment/grantAccounts': 'accounts a device is granted to: no money figure',
  'GET /api/Equipment/grants': 'devices granted to an account: no money figure',
  'GET /api/DeviceDetail/materials': 'a device’s containers and their levels: no money figure',
  'GET /api/DeviceDetail/faults': 'a device’s fault records: no money figure',
  'GET /api/DeviceDetail/warnings': 'a device’s warning records: no money figure',
  'GET /api/Dashboard/map': 'the devices’ coordinates and states for the map: no money figure',
  'GET /api/saleReport/materialSale':
    'raw material consumed (recipes × cups of the product roll-up the goods ranking reads) and its cost at the supply prices: ' +
    'this world has no recipes or prices; reports/material-cost.test.ts checks the cost per day, buyer and currency',
  'GET /api/saleReport/materialSaleTotals':
    'the material cost per currency: this world has no recipes or prices; reports/material-cost.test.ts checks that it ' +
    'is the sum of the rows on every page, per currency, with the rows lacking a price counted',
  'GET /api/SharingApply/list': 'joiner applications and their review states: no money figure',
  'GET /api/SharingApply/detail': 'one application and its history: no money figure',
  'GET /api/SharingConfig/list': 'sharing configurations and their rates: no money sold',
  'GET /api/SharingConfig/detail': 'one sharing configuration and its joiners’ rates: no money sold',
  'GET /api/SharingConfig/joiners': 'joiners a configuration may name: no money figure',
  'export deviceQrCodes': 'a zip of the devices’ order QR codes: no money figure',
};
