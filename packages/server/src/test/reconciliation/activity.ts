/*
 * A business day of two customers, one billing in CNY and one in USD, as fast-check generates it:
 * orders sold at the machine (every discount kind, cup sizes, failed and partly failed dispenses,
 * card payments and cash), orders paid online through the pay flow (some never paid), refunds
 * (partial and full, some after the order was shared, one possibly left under way) and when the
 * shares are asked of the provider. Sizes are bounded so a day is a few dozen orders.
 */
import fc from 'fast-check';

export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The discount kinds a machine names (contracts `DISCOUNT_KINDS`), and "other": a total without kinds. */
export const KINDS = ['points', 'coupon', 'fullReduction', 'limitedTime', 'employee'] as const;
export type Kind = (typeof KINDS)[number];

export const SIZES = ['S', 'M', 'L'] as const;
export type Size = (typeof SIZES)[number];

/**
 * The products both customers sell (more than a ranking's 10), each with its price per cup size in
 * cents of each currency. Codes are shared, so a product sells in both currencies.
 */
export const GOODS = [
  ['RCN-LATTE', 'Recon Latte', 1290, 325],
  ['RCN-MOCHA', 'Recon Mocha', 1550, 375],
  ['RCN-AMER', 'Recon Americano', 999, 249],
  ['RCN-TEA', 'Recon Green Tea', 875, 199],
  ['RCN-COCOA', 'Recon Cocoa', 1133, 289],
  ['RCN-FLAT', 'Recon Flat White', 1710, 433],
  ['RCN-CHAI', 'Recon Chai', 1005, 251],
  ['RCN-JUICE', 'Recon Orange Juice', 1999, 501],
  ['RCN-SODA', 'Recon Soda', 650, 165],
  ['RCN-WATER', 'Recon Water', 300, 99],
  ['RCN-ICED', 'Recon Iced Coffee', 1401, 355],
  ['RCN-MATCHA', 'Recon Matcha', 1865, 467],
].map(([code, name, cny, usd]) => ({ code: code as string, name: name as string, cents: { CNY: cny as number, USD: usd as number } }));

/** What a larger cup adds, in cents, per currency. */
export const SIZE_EXTRA: Record<Size, Record<Currency, number>> = {
  S: { CNY: 0, USD: 0 },
  M: { CNY: 150, USD: 45 },
  L: { CNY: 301, USD: 77 },
};

/**
 * Payment methods a machine settles itself (stored paid by `storeOrders`), cash among them. Member
 * cards, staff cards and wristbands are not: their orders are paid only by a hold or a use their
 * area approved first (the cards', staff cards' and wristbands' own tests).
 */
export const MACHINE_METHODS = ['cash', 'wechat_pay', 'alipay'] as const;
export type MachineMethod = (typeof MACHINE_METHODS)[number];
/** Payment methods of the pay flow (a provider collects them). */
export const ONLINE_METHODS = ['wechat_pay', 'alipay'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** Machines per customer: the first two at a point each, the third at none. */
export const DEVICES_PER_CUSTOMER = 3;

export interface GenItem {
  goods: number;
  size: Size;
  quantity: number;
  dispensed: boolean;
}

/** The order's discount: none, a total without kinds ("other"), or kinds adding up to it. */
export interface GenDiscount {
  mode: 'none' | 'other' | 'kinds';
  /** Percent of the items' amounts taken off (0–40). */
  percent: number;
  kinds: Kind[];
}

export interface GenMachineOrder {
  customer: 0 | 1;
  device: number;
  items: GenItem[];
  method: MachineMethod;
  discount: GenDiscount;
  /** The fee the machine reports (cents). */
  feeCents: number;
  secondsAgo: number;
}

export interface GenPayOrder {
  customer: 0 | 1;
  device: number;
  items: GenItem[];
  method: OnlineMethod;
  discount: GenDiscount;
  /** Where the machine names the discount kinds: in its pay-request, only in its dispense report, or nowhere. */
  kindsIn: 'request' | 'report';
  /** Paid on the sandbox page; an unpaid order is asked for and never paid. */
  paid: boolean;
  secondsAgo: number;
}

/** A refund through the refunds API: which paid order, which of its items, how much of each. */
export interface GenRefund {
  target: number;
  /** Bit i chooses item i (none: the first). */
  itemMask: number;
  portion: 'full' | 'half' | 'cent';
}

export interface GenDay {
  machine: GenMachineOrder[];
  pay: GenPayOrder[];
  refunds: GenRefund[];
  /** Whether the shares are asked of the provider before the refunds (a refund of an order already shared). */
  askSharesFirst: boolean;
  /** A last refund of an order paid online, made after the provider settled the others: left under way. */
  pendingTail: GenRefund;
}

const item: fc.Arbitrary<GenItem> = fc.record({
  goods: fc.integer({ min: 0, max: GOODS.length - 1 }),
  size: fc.constantFrom(...SIZES),
  quantity: fc.integer({ min: 1, max: 3 }),
  /** Most items come out; about one in five fails. */
  dispensed: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
});

const items = fc.array(item, { minLength: 1, maxLength: 3 });

const discount: fc.Arbitrary<GenDiscount> = fc.record({
  mode: fc.constantFrom('none', 'other', 'kinds', 'kinds'),
  percent: fc.integer({ min: 1, max: 40 }),
  kinds: fc.subarray([...KINDS], { minLength: 1 }),
});

const customer = fc.constantFrom(0 as const, 1 as const);
const device = fc.integer({ min: 0, max: DEVICES_PER_CUSTOMER - 1 });
/**
 * When it was sold: mostly within the last two hours, some a day or a few days ago, some last
 * month (the business day of each is worked out from its time).
 */
const secondsAgo = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 5, max: 7200 }) },
  { weight: 2, arbitrary: fc.integer({ min: 86_400, max: 2 * 86_400 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2 * 86_400, max: 9 * 86_400 }) },
  { weight: 1, arbitrary: fc.integer({ min: 25 * 86_400, max: 45 * 86_400 }) },
);

const machineOrder: fc.Arbitrary<GenMachineOrder> = fc.record({
  customer,
  device,
  items,
  method: fc.constantFrom(...MACHINE_METHODS),
  discount,
  feeCents: fc.integer({ min: 0, max: 40 }),
  secondsAgo,
});

const payOrder: fc.Arbitrary<GenPayOrder> = fc.record({
  customer,
  device,
  items,
  method: fc.constantFrom(...ONLINE_METHODS),
  discount,
  kindsIn: fc.constantFrom('request', 'report'),
  paid: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
  secondsAgo,
});

const refund: fc.Arbitrary<GenRefund> = fc.record({
  target: fc.nat({ max: 1000 }),
  itemMask: fc.integer({ min: 0, max: 7 }),
  portion: fc.constantFrom('full', 'half', 'cent'),
});

export const dayArbitrary: fc.Arbitrary<GenDay> = fc.record({
  machine: fc.array(machineOrder, { minLength: 14, maxLength: 22 }),
  // The first cart is asked for and never paid.
  pay: fc.array(payOrder, { minLength: 6, maxLength: 10 }).map((list) => list.map((p, i) => (i === 0 ? { ...p, paid: false } : p))),
  refunds: fc.array(refund, { minLength: 4, maxLength: 8 }),
  askSharesFirst: fc.boolean(),
  pendingTail: refund,
});
