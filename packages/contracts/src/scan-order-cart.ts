/*
 * Scan to buy: what the customer's ordering page and the server share without zod, so the page's
 * small bundle carries only these types and the price rule.
 */

export const SCAN_ORDER_API = {
  /** GET ?deviceId: the machine's order QR code, PNG, 8 cm × 8 cm at 300 dpi, its name and code under it. */
  qrCode: '/api/Equipment/sale/QRCord',
  /** GET ?deviceId: a new link for the machine; the old QR code answers "replaced". */
  remake: '/api/Equipment/sale/QRCord/remake',
  /** GET ?link (public): the machine's public menu and state. */
  menu: '/api/ScanOrder/menu',
  /** POST JSON (public): place an order and get the provider's pay page. */
  place: '/api/ScanOrder/place',
  /** GET ?link&orderCode (public): where an order placed on the page stands. */
  progress: '/api/ScanOrder/progress',
} as const;

/** The page of the ordering link (served as its own small web entry, `WEB_PAGE_ENTRIES`). */
export const SCAN_ORDER_PAGE_PREFIX = '/order/device/';

/** What a machine can do for a customer standing at it. */
export const MACHINE_STATES = ['open', 'offline', 'busy', 'closed', 'unavailable'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

/** Online payment methods the ordering page may offer (each needs the customer's enabled configuration). */
export const SCAN_PAY_METHODS = ['wechat_pay', 'alipay'] as const;
export type ScanPayMethod = (typeof SCAN_PAY_METHODS)[number];

export interface MenuTasteOption {
  code: string;
  name: string;
  extraPrice: number;
  isDefault: boolean;
}

export interface MenuTaste {
  name: string;
  required: boolean;
  multiple: boolean;
  options: MenuTasteOption[];
}

/** One drink on the machine's public menu. */
export interface MenuGoods {
  slotNo: number;
  name: string;
  /** A picture's address (an upload of this server, or an outside https address), or null. */
  picture: string | null;
  price: number;
  cupSizes: Array<{ size: string; extraPrice: number }>;
  tastes: MenuTaste[];
}

/** The public menu of one machine: nothing but what a customer standing at it may read. */
export interface ScanMenu {
  machineName: string;
  machineCode: string;
  pointName: string | null;
  currency: string;
  state: MachineState;
  /** "HH:mm-HH:mm[,…]" in the business time zone, or null (always open). */
  businessHours: string | null;
  /** Most cups in one cart (null: no limit). */
  cartLimit: number | null;
  /** The smallest cart total (null: none). */
  minOrderAmount: number | null;
  payMethods: ScanPayMethod[];
  goods: MenuGoods[];
  /** The machine's customer's mini-program colours (`#rrggbb`): main (buttons, prices) and background. */
  colors: { primaryColor: string; backgroundColor: string };
}

/** One line of a cart: a drink, its cup size, its tastes (by category name and option code), how many. */
export interface CartLine {
  slotNo: number;
  cupSize?: string | undefined;
  tastes: Array<{ category: string; option: string }>;
  quantity: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The price of one cup of a line in cents (price + the cup size's extra + the tastes' extras), or
 * the reason the choice is not one the menu offers.
 */
export function lineUnitCents(goods: MenuGoods, line: CartLine): { cents: number } | { error: 'cupSize' | 'tastes' } {
  let total = cents(goods.price);
  if (goods.cupSizes.length > 0 || line.cupSize !== undefined) {
    const size = goods.cupSizes.find((s) => s.size === line.cupSize);
    if (!size) return { error: 'cupSize' };
    total += cents(size.extraPrice);
  }
  const seen = new Set<string>();
  for (const choice of line.tastes) {
    const category = goods.tastes.find((t) => t.name === choice.category);
    const option = category?.options.find((o) => o.code === choice.option);
    if (!category || !option) return { error: 'tastes' };
    if (seen.has(`${category.name}\u0000${option.code}`)) return { error: 'tastes' };
    seen.add(`${category.name}\u0000${option.code}`);
    total += cents(option.extraPrice);
  }
  for (const category of goods.tastes) {
    const chosen = line.tastes.filter((c) => c.category === category.name).length;
    if ((category.required && chosen === 0) || (!category.multiple && chosen > 1)) return { error: 'tastes' };
  }
  return { cents: total };
}

/** Cups in a cart. */
export const cartCups = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** Where an order placed from the ordering page stands. */
export const SCAN_ORDER_STAGES = ['awaitingPayment', 'expired', 'dispensing', 'done', 'failed'] as const;
export type ScanOrderStage = (typeof SCAN_ORDER_STAGES)[number];

/** The refund of a failed order: none, asked and not yet settled, or paid back. */
export type ScanRefundState = 'none' | 'refunding' | 'refunded';

export interface ScanOrderProgress {
  orderCode: string;
  stage: ScanOrderStage;
  refund: ScanRefundState;
  amount: number;
  currency: string;
  /** The provider's pay page while the order waits for its payment. */
  payUrl: string | null;
  items: Array<{ name: string; cupSize: string | null; tastes: string[]; quantity: number; amount: number }>;
}

/** The answer to placing an order: its code (to follow it) and the provider's pay page. */
export interface PlacedScanOrder {
  orderCode: string;
  payUrl: string;
  amount: number;
  currency: string;
}
