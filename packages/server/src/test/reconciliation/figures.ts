/*
 * The expected answers of each surface, from the model, and the surfaces' answers brought to the
 * same shape: every amount in integer cents, so a comparison is to the cent.
 */
import type { ReportCount, ReportMoney, ReportPoint, ReportTotals } from '@vr/contracts';
import { CURRENCIES, KINDS } from './activity.js';
import {
  type OrderState,
  type Ranked,
  type Sold,
  cupsOf,
  orderedCupsOf,
  refundStatusOf,
  refundedOf,
  sales,
  settledRefundedOf,
  sharesNow,
  soldPerCurrency,
  statusOf,
} from './model.js';

/** Cents of a decimal amount as a route answers it. */
export const cents = (n: number | string | null | undefined): number => Math.round(Number(n ?? 0) * 100);

const byKey = <T>(list: T[], key: (x: T) => string) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

// ————— report totals and rows —————

export interface Totals {
  orders: number;
  cups: number;
  money: Array<{ currency: string; revenue: number; received: number; refunded: number }>;
  counts: Array<{ currency: string; orders: number; cups: number }>;
}

const moneyOf = (s: { currency: string } & Sold) => ({
  currency: s.currency,
  revenue: s.received - s.refunded,
  received: s.received,
  refunded: s.refunded,
});
const countOf = (s: { currency: string } & Sold) => ({ currency: s.currency, orders: s.orders, cups: s.cups });

export function totalsFrom(per: Array<{ currency: string } & Sold>): Totals {
  return {
    orders: per.reduce((n, s) => n + s.orders, 0),
    cups: per.reduce((n, s) => n + s.cups, 0),
    money: per.map(moneyOf),
    counts: per.map(countOf),
  };
}
export const expectedTotals = (orders: OrderState[]): Totals => totalsFrom(soldPerCurrency(orders));

const gotMoney = (m: ReportMoney[]) =>
  m.map((x) => ({ currency: x.currency, revenue: cents(x.revenue), received: cents(x.received), refunded: cents(x.refunded) }));
const gotCounts = (m: ReportCount[]) => m.map((x) => ({ currency: x.currency, orders: x.orders, cups: x.cups }));

export const gotTotals = (t: ReportTotals): Totals => ({
  orders: t.orders,
  cups: t.cups,
  money: gotMoney(t.money),
  counts: gotCounts(t.counts),
});

export interface Row extends Totals {
  rank: number;
  key: string;
  name: string | null;
}

export const expectedRows = (ranked: Ranked[]): Row[] =>
  ranked.map((r, i) => ({ rank: i + 1, key: r.key, name: r.name, ...totalsFrom(r.perCurrency) }));

export function gotGoodsRows(
  rows: Array<
    { rank: number; goodsCode: string; goodsName: string } & Omit<ReportTotals, 'money' | 'counts'> & {
        money: ReportMoney[];
        counts: ReportCount[];
      }
  >,
): Row[] {
  return rows.map((r) => ({
    rank: r.rank,
    key: r.goodsCode,
    name: r.goodsName,
    orders: r.orders,
    cups: r.cups,
    money: gotMoney(r.money),
    counts: gotCounts(r.counts),
  }));
}

export function gotSiteRows(
  rows: Array<{
    rank: number;
    siteId: number;
    siteName: string | null;
    orders: number;
    cups: number;
    money: ReportMoney[];
    counts: ReportCount[];
  }>,
): Row[] {
  return rows.map((r) => ({
    rank: r.rank,
    key: String(r.siteId),
    name: r.siteName,
    orders: r.orders,
    cups: r.cups,
    money: gotMoney(r.money),
    counts: gotCounts(r.counts),
  }));
}

// ————— statistics series —————

export interface Point {
  key: string;
  currency: string;
  orders: number;
  cups: number;
  revenue: number;
  refunded: number;
}

export function expectedSeries(orders: OrderState[], key: (o: OrderState) => string, refunds = true): Point[] {
  const groups = new Map<string, OrderState[]>();
  for (const o of sales(orders)) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
  const points = [...groups.entries()].flatMap(([k, list]) =>
    soldPerCurrency(list).map((s) => ({
      key: k,
      currency: s.currency,
      orders: s.orders,
      cups: s.cups,
      revenue: s.received - s.refunded,
      refunded: refunds ? s.refunded : 0,
    })),
  );
  return byKey(points, (p) => `${p.key}|${p.currency}`);
}

export const gotSeries = (points: ReportPoint[]): Point[] =>
  byKey(
    points.map((p) => ({
      key: p.key,
      currency: p.currency,
      orders: p.orders,
      cups: p.cups,
      revenue: cents(p.revenue),
      refunded: cents(p.refunded),
    })),
    (p) => `${p.key}|${p.currency}`,
  );

// ————— orders —————

export interface OrderFigures {
  currency: string;
  deviceId: number;
  paymentMethod: string;
  status: number;
  payStatus: number;
  refundStatus: number;
  abnormalStatus: number;
  payment: number;
  received: number;
  fee: number;
  discount: number;
  refunded: number;
  cups: number;
}

export function expectedOrder(o: OrderState): OrderFigures {
  return {
    currency: o.customer.currency,
    deviceId: o.device.id,
    paymentMethod: o.method,
    status: statusOf(o),
    payStatus: o.paid ? 5 : 1,
    refundStatus: refundStatusOf(refundedOf(o), o.receivedCents),
    abnormalStatus: o.abnormal ? 1 : 0,
    payment: o.paymentCents,
    received: o.receivedCents,
    fee: o.feeCents,
    discount: o.discountCents,
    refunded: refundedOf(o),
    // The order lists' "cups" are the cups ordered (OrderRow.cups: every item's quantity).
    cups: orderedCupsOf(o),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of the order lists or the detail
export function gotOrder(r: any): OrderFigures {
  return {
    currency: r.currency,
    deviceId: r.deviceId,
    paymentMethod: r.paymentMethod,
    status: r.status,
    payStatus: r.payStatus,
    refundStatus: r.refundStatus,
    abnormalStatus: r.abnormalStatus,
    payment: cents(r.paymentAmount),
    received: cents(r.receivedAmount),
    fee: cents(r.feeAmount),
    discount: cents(r.discountAmount),
    refunded: cents(r.refundedAmount),
    cups: r.cups,
  };
}

export interface OrderTotalsFigures {
  currency: string;
  count: number;
  paidCount: number;
  payment: number;
  received: number;
  fee: number;
  discount: number;
  refunded: number;
}

/** The order list's totals: every order counted, the amounts of the paid ones only, per currency. */
export function expectedOrderTotals(orders: OrderState[]): OrderTotalsFigures[] {
  return CURRENCIES.flatMap((currency) => {
    const mine = orders.filter((o) => o.customer.currency === currency);
    if (mine.length === 0) return [];
    const paid = sales(mine);
    const sum = (f: (o: OrderState) => number) => paid.reduce((n, o) => n + f(o), 0);
    return [
      {
        currency,
        count: mine.length,
        paidCount: paid.length,
        payment: sum((o) => o.paymentCents),
        received: sum((o) => o.receivedCents),
        fee: sum((o) => o.feeCents),
        discount: sum((o) => o.discountCents),
        refunded: sum(refundedOf),
      },
    ];
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the totals' answer
export const gotOrderTotals = (lines: any[]): OrderTotalsFigures[] =>
  lines.map((l) => ({
    currency: l.currency,
    count: l.count,
    paidCount: l.paidCount,
    payment: cents(l.paymentAmount),
    received: cents(l.receivedAmount),
    fee: cents(l.feeAmount),
    discount: cents(l.discountAmount),
    refunded: cents(l.refundedAmount),
  }));

/** The detail's discounts by kind: the named kinds, and "other", the total less them. */
export function expectedKinds(o: OrderState): Record<string, number> {
  const named = KINDS.reduce((n, k) => n + o.kinds[k], 0);
  return { ...Object.fromEntries(KINDS.map((k) => [k, o.kinds[k]])), other: o.discountCents - named };
}

export function expectedItems(o: OrderState) {
  return o.items.map((it) => ({
    goodsCode: it.goodsCode,
    cupSize: it.size,
    quantity: it.quantity,
    price: it.priceCents,
    amount: it.amountCents,
    status: o.paid && it.dispensed ? 1 : 2,
    dispense: !o.paid ? 'not_dispensed' : it.dispensed ? 'success' : 'failed',
    refunded: it.refundedCents,
    refundStatus: refundStatusOf(it.refundedCents, it.shareCents),
  }));
}

// ————— sales of devices —————

export interface DeviceSales {
  cups: number;
  orders: number;
  amount: number;
}

/** Cups, orders and revenue (received less refunded) of the sales of `orders`. */
export function salesOf(orders: OrderState[]): DeviceSales {
  const paid = sales(orders);
  return {
    cups: paid.reduce((n, o) => n + cupsOf(o), 0),
    orders: paid.length,
    amount: paid.reduce((n, o) => n + o.receivedCents - refundedOf(o), 0),
  };
}

// ————— profit sharing —————

export interface ShareRow {
  orderCode: string;
  applyId: number;
  currency: string;
  rate: number;
  order: number;
  fee: number;
  share: number;
  reversed: number;
}

export function expectedShareRows(orders: OrderState[]): ShareRow[] {
  return byKey(
    sales(orders).flatMap((o) =>
      sharesNow(o).map((s) => ({
        orderCode: o.code,
        applyId: s.joiner.applyId,
        currency: o.customer.currency,
        rate: s.joiner.bps,
        order: o.receivedCents,
        fee: s.feeCents,
        share: s.shareCents,
        reversed: s.reversedCents,
      })),
    ),
    (r) => `${r.orderCode}|${r.applyId}`,
  );
}

export interface BillFigures {
  currency: string;
  orders: number;
  order: number;
  fee: number;
  shared: number;
  reversed: number;
  net: number;
}

/**
 * A bill's figures over the shared orders `orders` (for one joiner when `applyId`): distinct
 * orders; the order amount net of the refunds the provider settled and the fee, once per order;
 * shared, reversed and net over the joiners' rows.
 */
export function billOf(currency: string, orders: OrderState[], applyId?: number): BillFigures {
  const shared = orders.filter((o) => sharesNow(o).some((s) => applyId === undefined || s.joiner.applyId === applyId));
  const rows = shared.flatMap((o) => sharesNow(o).filter((s) => applyId === undefined || s.joiner.applyId === applyId));
  const share = rows.reduce((n, s) => n + s.shareCents, 0);
  const reversed = rows.reduce((n, s) => n + s.reversedCents, 0);
  return {
    currency,
    orders: shared.length,
    order: shared.reduce((n, o) => n + o.receivedCents - settledRefundedOf(o), 0),
    fee: shared.reduce((n, o) => n + (sharesNow(o)[0]?.feeCents ?? 0), 0),
    shared: share,
    reversed,
    net: share - reversed,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bill line or total
export const gotBill = (l: any): BillFigures => ({
  currency: l.currency,
  orders: l.orders,
  order: l.orderCents,
  fee: l.feeCents,
  shared: l.sharedCents,
  reversed: l.reversedCents,
  net: l.netCents,
});

export { byKey };
