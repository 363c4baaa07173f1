/*
 * The expected money figures of a generated day, worked out here from the activity alone, by the
 * written definitions (docs/requirements.md, "The money figures: one definition each"), in
 * integer cents. Nothing here calls the server's SQL helpers or roll-up code: the item shares, the
 * provider's fee, the joiners' shares and their reversal after refunds are computed from their
 * written rules.
 */
import { CURRENCIES, type Currency, GOODS, KINDS, type Kind, SIZE_EXTRA, type Size } from './activity.js';

// ————— the written rules —————

/** The provider's fee: rate × amount, rounded half up to the cent (never above the amount). */
export const feeOf = (cents: number, bps: number): number => Math.min(cents, Math.floor((cents * bps + 5000) / 10000));

/** A joiner's share of an amount: what is left after the fee, times its rate, rounded down. */
export const shareOf = (cents: number, feeBps: number, bps: number): number => Math.floor(((cents - feeOf(cents, feeBps)) * bps) / 10000);

/**
 * What an order received, spread over its items in proportion to their amounts: each rounded
 * down, the cents left one each to the largest remainders (the earlier item on a tie).
 */
export function spread(received: number, amounts: number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (total <= 0) return amounts.map((_, i) => (i === 0 ? received : 0));
  const shares = amounts.map((a) => Math.floor((received * a) / total));
  const remainders = amounts.map((a, i) => ({ i, r: (received * a) % total }));
  let left = received - shares.reduce((s, x) => s + x, 0);
  for (const { i } of remainders.sort((a, b) => b.r - a.r || a.i - b.i)) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Refund status: 1 nothing refunded, 3 all of what was taken, else 2. */
export const refundStatusOf = (refunded: number, of: number): number => (refunded <= 0 ? 1 : refunded >= of ? 3 : 2);

// ————— the world the day happens in —————

export interface Joiner {
  applyId: number;
  name: string;
  bps: number;
}

export interface PayConfigInfo {
  id: number;
  payType: number;
  merchantNo: string;
  rateBps: number;
  autoRefund: boolean;
  /** The joiners of the sharing configuration on it (none: not shared). */
  joiners: Joiner[];
}

export interface CustomerInfo {
  index: 0 | 1;
  orgId: number;
  name: string;
  currency: Currency;
  configs: PayConfigInfo[];
}

export interface DeviceInfo {
  id: number;
  code: string;
  name: string;
  customer: 0 | 1;
  siteId: number | null;
  siteName: string | null;
  /** The device model's name as the statistics name it ('' without a model). */
  modelName: string;
}

export interface World {
  timeZone: string;
  customers: [CustomerInfo, CustomerInfo];
  devices: DeviceInfo[];
}

// ————— the orders as they should stand —————

export interface ItemState {
  goodsCode: string;
  goodsName: string;
  size: Size;
  quantity: number;
  priceCents: number;
  amountCents: number;
  dispensed: boolean;
  /** Its share of what the order received. */
  shareCents: number;
  refundedCents: number;
  id?: number;
}

export interface RefundState {
  amountCents: number;
  source: 'pc' | 'system';
  /** Settled by the provider (an order paid at the machine is refunded at once). */
  settled: boolean;
  code?: string;
}

export interface ShareState {
  joiner: Joiner;
  /** The share on the paid amount. */
  shareCents: number;
}

export interface OrderState {
  code: string;
  customer: CustomerInfo;
  device: DeviceInfo;
  method: string;
  payType: number | null;
  /** Through the pay flow (a provider collected it). */
  online: boolean;
  paid: boolean;
  createdAt: Date;
  day: string;
  hour: number;
  items: ItemState[];
  discountCents: number;
  kinds: Record<Kind, number>;
  paymentCents: number;
  receivedCents: number;
  feeCents: number;
  abnormal: boolean;
  refunds: RefundState[];
  /** The payment configuration that collected it (online orders). */
  config: PayConfigInfo | null;
  shares: ShareState[];
  id?: number;
}

export const priceOf = (goods: number, size: Size, currency: Currency): number =>
  GOODS[goods]!.cents[currency] + SIZE_EXTRA[size][currency];

/** Splits a discount over the named kinds (each gets its part, the first the cents left). */
export function kindsOf(discountCents: number, named: Kind[]): Record<Kind, number> {
  const kinds = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  if (named.length === 0 || discountCents === 0) return kinds;
  const part = Math.floor(discountCents / named.length);
  named.forEach((k) => (kinds[k] = part));
  kinds[named[0]!] += discountCents - part * named.length;
  return kinds;
}

export const cupsOf = (o: OrderState) => o.items.reduce((n, i) => n + (i.dispensed ? i.quantity : 0), 0);
export const orderedCupsOf = (o: OrderState) => o.items.reduce((n, i) => n + i.quantity, 0);
export const refundedOf = (o: OrderState) => o.refunds.reduce((n, r) => n + r.amountCents, 0);
export const settledRefundedOf = (o: OrderState) => o.refunds.reduce((n, r) => n + (r.settled ? r.amountCents : 0), 0);
export const discountTotalOf = (o: OrderState) => o.discountCents;

/** Order status: 0 new (asked for, not dispensed), 5 every item dispensed, 10 none, 11 some. */
export function statusOf(o: OrderState): number {
  if (!o.paid && o.online) return 0;
  const ok = o.items.filter((i) => i.dispensed).length;
  return ok === o.items.length ? 5 : ok === 0 ? 10 : 11;
}

/** What the joiners keep of an order after the refunds the provider settled: the split of the net amount. */
export function sharesNow(o: OrderState): Array<{ joiner: Joiner; shareCents: number; reversedCents: number; feeCents: number }> {
  if (!o.config) return [];
  const net = Math.max(0, o.receivedCents - Math.min(settledRefundedOf(o), o.receivedCents));
  const fee = feeOf(net, o.config.rateBps);
  return o.shares.map((s) => {
    const now = Math.floor(((net - fee) * s.joiner.bps) / 10000);
    return { joiner: s.joiner, shareCents: s.shareCents, reversedCents: Math.max(0, s.shareCents - now), feeCents: fee };
  });
}

// ————— figures —————

export interface Money {
  received: number;
  refunded: number;
}
export interface Sold extends Money {
  orders: number;
  cups: number;
}
const zero = (): Sold => ({ orders: 0, cups: 0, received: 0, refunded: 0 });

/** Per currency, in currency order. */
export type PerCurrency<T> = Array<{ currency: Currency } & T>;

/** The sales (paid orders) of `orders` that `pick` keeps. */
export const sales = (orders: OrderState[]) => orders.filter((o) => o.paid);

/** Orders, cups, received and refunded of sales, per currency (only the currencies that sold). */
export function soldPerCurrency(orders: OrderState[]): PerCurrency<Sold> {
  const by = new Map<Currency, Sold>();
  for (const o of sales(orders)) {
    const s = by.get(o.customer.currency) ?? zero();
    s.orders += 1;
    s.cups += cupsOf(o);
    s.received += o.receivedCents;
    s.refunded += refundedOf(o);
    by.set(o.customer.currency, s);
  }
  return CURRENCIES.filter((c) => by.has(c)).map((currency) => ({ currency, ...by.get(currency)! }));
}

/** The figures of one product or point over some sales: per currency, and what ranks it. */
export interface Ranked {
  key: string;
  name: string | null;
  perCurrency: PerCurrency<Sold>;
}

const rankOrder = (a: Ranked, b: Ranked) => {
  const sum = (r: Ranked, f: (s: Sold) => number) => r.perCurrency.reduce((n, c) => n + f(c), 0);
  return (
    sum(b, (s) => s.cups) - sum(a, (s) => s.cups) ||
    sum(b, (s) => s.received - s.refunded) - sum(a, (s) => s.received - s.refunded) ||
    sum(b, (s) => s.orders) - sum(a, (s) => s.orders) ||
    a.key.localeCompare(b.key)
  );
};

/** Every product sold, ranked by cups, then revenue, then orders, then code. A product's money is its items' shares less their refunds. */
export function goodsRanked(orders: OrderState[]): Ranked[] {
  const by = new Map<string, { name: string; per: Map<Currency, Sold & { seen: Set<string> }> }>();
  for (const o of sales(orders)) {
    for (const it of o.items) {
      const g = by.get(it.goodsCode) ?? { name: it.goodsName, per: new Map() };
      const s = g.per.get(o.customer.currency) ?? { ...zero(), seen: new Set<string>() };
      if (!s.seen.has(o.code)) {
        s.seen.add(o.code);
        s.orders += 1;
      }
      s.cups += it.dispensed ? it.quantity : 0;
      s.received += it.shareCents;
      s.refunded += it.refundedCents;
      g.per.set(o.customer.currency, s);
      by.set(it.goodsCode, g);
    }
  }
  return [...by.entries()]
    .map(([key, g]) => ({
      key,
      name: g.name,
      perCurrency: CURRENCIES.filter((c) => g.per.has(c)).map((currency) => {
        const { orders: n, cups, received, refunded } = g.per.get(currency)!;
        return { currency, orders: n, cups, received, refunded };
      }),
    }))
    .sort(rankOrder);
}

/** Every point that sold (sales of machines at no point left out), ranked as the products are. */
export function sitesRanked(orders: OrderState[]): Ranked[] {
  const by = new Map<number, { name: string | null; list: OrderState[] }>();
  for (const o of sales(orders)) {
    if (o.device.siteId === null) continue;
    const s = by.get(o.device.siteId) ?? { name: o.device.siteName, list: [] };
    s.list.push(o);
    by.set(o.device.siteId, s);
  }
  return [...by.entries()].map(([id, s]) => ({ key: String(id), name: s.name, perCurrency: soldPerCurrency(s.list) })).sort(rankOrder);
}

/** A series of the statistics: sales per key and currency. */
export function seriesOf(orders: OrderState[], key: (o: OrderState) => string): Array<{ key: string; currency: Currency } & Sold> {
  const groups = new Map<string, OrderState[]>();
  for (const o of sales(orders)) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
  return [...groups.entries()].flatMap(([k, list]) => soldPerCurrency(list).map((s) => ({ key: k, ...s })));
}

// ————— business days —————

/** The business day and hour of an instant in `timeZone`. */
export function businessClock(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;
export const lastMonthStartOf = (day: string) => monthStartOf(addDays(monthStartOf(day), -1));

export const between = (from: string, to: string) => (o: OrderState) => o.day >= from && o.day <= to;
