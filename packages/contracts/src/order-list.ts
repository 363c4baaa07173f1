import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, isFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { codedStatuses } from './order.js';
import { addFieldLabels } from './validation.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Order type: an ordinary sale, or one of a marketing campaign. */
export const ORDER_TYPE = codedStatuses('orderList.type', { ordinary: [1, 'default'], marketing: [2, 'primary'] });

/** Dictionary types of the order statuses: every screen shows codes through these. */
export const ORDER_DICTS = {
  status: 'order_status_code',
  itemStatus: 'order_item_status',
  payStatus: 'pay_status_code',
  refundStatus: 'refund_status',
  shipStatus: 'ship_status_code',
  source: 'order_source',
  abnormalStatus: 'abnormal_status',
  type: 'order_type',
  paymentMethod: 'payment_method',
  payType: 'payment_type',
  dispense: 'dispense_state',
} as const;

export const ORDER_PERMS = screenPermissions('order:order', ['list', 'query', 'export']);
export const ORDER_FREE_PERMS = screenPermissions('order:free', ['list']);
export const ORDER_CART_PERMS = screenPermissions('order:cart', ['list']);
export const ORDER_TEST_PERMS = screenPermissions('order:test', ['list']);
export const ORDER_ABNORMAL_PERMS = screenPermissions('order:abnormal', ['list', 'lift']);

export const ORDER_API = {
  /** GET: transaction orders (no test orders), paged and filtered. */
  list: '/api/Order/list',
  /** GET: the totals of the filtered transaction orders, per currency. */
  totals: '/api/Order/totals',
  /** GET ?id: one order with items, discounts, payment, refund and dispense history. */
  detail: '/api/Order/detail',
  freeList: '/api/Order/freePayment/list',
  cartList: '/api/Order/cart/list',
  testList: '/api/Order/test/list',
  abnormalList: '/api/Order/abnormal/list',
  /** POST { id }: lifts an order's open exception (once). */
  abnormalLift: '/api/Order/abnormal/lift',
} as const;

/** A moment of the business time zone: a day (`2026-03-01`, its whole day) or a local time (`2026-03-01 08:00:00`). */
export const ORDER_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const time = z
  .string()
  .trim()
  .max(19)
  .refine((s) => s === '' || (ORDER_TIME.test(s) && isFilterTime(s)), { message: 'inputNotATime' })
  .optional();
const text = (max: number) => z.string().trim().max(max).optional();
const code = (max: number) => z.coerce.number().int().min(0).max(max).optional();

/** Filters of the order lists, their totals and the export. */
export const orderFilterSchema = z.object({
  /** Sold from (business time zone). */
  beginTime: time,
  /** Sold until, inclusive (a bare day means that whole day). */
  endTime: time,
  /** Customer: the organisation and those below it. */
  orgId: dbId().optional(),
  siteId: dbId().optional(),
  deviceId: dbId().optional(),
  /** Part of the device code. */
  deviceCode: text(64),
  /** Part of a product code or name among the order's items. */
  goods: text(100),
  orderCode: text(64),
  transactionCode: text(64),
  pickupCode: text(16),
  type: code(2),
  status: code(99),
  paymentMethod: text(30),
  payStatus: code(99),
  refundStatus: code(9),
  shipStatus: code(9),
  abnormalStatus: code(9),
  phone: text(30),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;
export const orderListQuerySchema = listParamsSchema.extend(orderFilterSchema.shape);

/** Sort fields of the order lists (the server's whitelist). */
export const ORDER_SORT_FIELDS = ['createTime', 'paymentAmount', 'receivedAmount', 'paidTime', 'abnormalTime'] as const;

export const orderIdQuerySchema = z.object({ id: dbId() });
export const orderLiftSchema = z.object({ id: dbId() });

addFieldLabels(messageGroup('orderList.field.'));

/** One row of the order lists. Amounts in the order's currency (`currency`, ISO 4217). */
export interface OrderRow {
  id: number;
  orderCode: string;
  transactionCode: string | null;
  pickupCode: string | null;
  orgId: number;
  customerName: string | null;
  deviceId: number;
  deviceCode: string | null;
  siteName: string | null;
  type: number;
  source: number;
  status: number;
  paymentMethod: string;
  payType: number | null;
  payStatus: number;
  refundStatus: number;
  shipStatus: number;
  abnormalStatus: number;
  abnormalReason: string | null;
  abnormalTime: string | null;
  abnormalLiftedBy: string | null;
  abnormalLiftedTime: string | null;
  freePayment: boolean;
  isTest: boolean;
  paymentAmount: number;
  receivedAmount: number;
  feeAmount: number;
  discountAmount: number;
  refundedAmount: number;
  /** The products' names, comma-separated. */
  goods: string;
  /** Cups ordered (all items' quantities). */
  cups: number;
  userNickname: string | null;
  phone: string | null;
  paidTime: string | null;
  createTime: string;
  currency: string;
}

/**
 * Totals of a filtered set of orders in one currency. `count` is every order of the set (as the
 * list shows them); the amounts are sums over its paid orders only (`paidCount` of them), since an
 * unpaid order was never sold: with the filter "paid" the amounts are the sums of the rows listed.
 */
export interface OrderTotals {
  currency: string;
  /** Orders of the set, paid or not. */
  count: number;
  /** Paid orders of the set: the orders the amounts sum. */
  paidCount: number;
  /** What the paid orders were to pay (after discounts). */
  paymentAmount: number;
  /** What was received for them. */
  receivedAmount: number;
  /** The payment providers' (or machines') fees on them. */
  feeAmount: number;
  /** Their discounts (every kind). */
  discountAmount: number;
  /** What of them was refunded (succeeded or under way). */
  refundedAmount: number;
}

/** One item of an order: what was sold at what price, whether it was dispensed, what of it was refunded. */
export interface OrderItemLine {
  goodsCode: string;
  goodsName: string;
  cupSize: string | null;
  quantity: number;
  price: number;
  amount: number;
  /** A code of ORDER_ITEM_STATUS. */
  status: number;
  refundedAmount: number;
  /** A code of REFUND_STATUS. */
  refundStatus: number;
}

export interface OrderItemDetail extends OrderItemLine {
  id: number;
  dispense: string;
  tastes: { category: string; option: string }[];
}

/** A payment of the order (from the payments area when it keeps them; else the order's own). */
export interface OrderPaymentRecord {
  transactionCode: string | null;
  paymentMethod: string;
  payType: number | null;
  amount: number;
  payStatus: number;
  time: string | null;
}

/** A refund of the order (filled through the refunds area's public face). */
export interface OrderRefundRecord {
  refundCode: string;
  amount: number;
  reason: string | null;
  refunder: string | null;
  status: number;
  time: string;
}

export interface OrderDetail extends OrderRow {
  /**
   * The discount by kind; the kinds add up to `discountAmount`. `other` is the part no kind names:
   * the total of a machine that sent its discount without kinds.
   */
  discounts: { points: number; coupon: number; fullReduction: number; limitedTime: number; employee: number; other: number };
  items: OrderItemDetail[];
  payments: OrderPaymentRecord[];
  refunds: OrderRefundRecord[];
  /** The items' dispense results, in item order. */
  dispenses: { goodsName: string; quantity: number; dispense: string; status: number }[];
}

export type OrderQuery = ListFilters<z.infer<typeof orderListQuerySchema>>;
export const ORDER_ENDPOINTS = {
  list: listEndpoint<OrderQuery, OrderRow>(ORDER_API.list),
  freeList: listEndpoint<OrderQuery, OrderRow>(ORDER_API.freeList),
  cartList: listEndpoint<OrderQuery, OrderRow>(ORDER_API.cartList),
  testList: listEndpoint<OrderQuery, OrderRow>(ORDER_API.testList),
  abnormalList: listEndpoint<OrderQuery, OrderRow>(ORDER_API.abnormalList),
} as const;
