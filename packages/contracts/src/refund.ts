import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { bigDbId, dbId, filterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { messageGroup } from './messages.js';
import type { OrderItemLine } from './order-list.js';
import { screenPermissions } from './permissions.js';

/**
 * Refunds of orders: a person (or the system, for a failed dispense) pays back part or all of
 * what an order received. Amounts travel as decimal numbers with at most two decimals; the
 * server computes in integer cents.
 */
export const REFUND_LIMITS = {
  /** The largest amount a numeric(12,2) column holds. */
  amount: 9_999_999_999.99,
  reason: 200,
  /** Items of one order a refund names at most. */
  items: 100,
} as const;

export const REFUND_PERMS = screenPermissions('order:refund', ['list', 'add', 'query']);

/** The B-side mini program's refund permission (with the role's mobile refund right). */
export const APPLET_REFUND_PERM = 'applet:refund';

export const REFUND_API = {
  /** GET: refund records, paged and filtered. */
  list: '/api/order/refund/list',
  /** GET: the sums of the filtered refund records. */
  totals: '/api/order/refund/totals',
  /** GET ?orderId=: one order as the refund form shows it (items, refundable amounts) with its refund records. */
  order: '/api/order/refund/order',
  /** POST (JSON): refund an order from the back-office. */
  refund: '/api/order/refund',
  /** POST (JSON { refundCode }): asks the provider how a refund stands and records the answer. */
  query: '/api/order/refund/query',
  /** POST (JSON): refund an order from the B-side mini program (needs the role's mobile refund right). */
  mobileRefund: '/api/mobile/order/refund',
} as const;

/** Where a refund was made: the back-office, the B-side mini program, or the system (failed dispense). */
export const REFUND_SOURCES = ['pc', 'mobile', 'system'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/** True when a number has at most two decimals (12.34 yes, 12.345 no), tolerant of binary fractions. */
export const hasTwoDecimals = (v: number): boolean => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

addRuleMessages(messageGroup('refund.rule.'));

/** A refund amount: a number above 0 with at most two decimals. */
export const refundAmount = () =>
  z.coerce.number().positive().max(REFUND_LIMITS.amount).refine(hasTwoDecimals, { message: 'refundTwoDecimals' });

/** One item of an order a refund names; `amount` is left out for a password-free order (one payment amount). */
export const refundItemSchema = z.object({
  itemId: bigDbId(),
  refundAmount: refundAmount().optional(),
});

/**
 * A refund of an order. `refundItems`: the products refunded (at least one, each once).
 * `refundAmount`: what is paid back. For an ordinary order every item carries its amount and
 * `refundAmount` is their sum; for a password-free order only `refundAmount` is given, and the
 * items carry none (see docs/requirements.md, Refunds).
 */
export const refundRequestSchema = z.object({
  orderId: bigDbId(),
  refundItems: z
    .array(refundItemSchema)
    .min(1, { message: 'refundSelectItem' })
    .max(REFUND_LIMITS.items)
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, { message: 'refundItemTwice' }),
  refundAmount: refundAmount(),
  refundReason: z.string().trim().min(1).max(REFUND_LIMITS.reason),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;

export const refundOrderQuerySchema = z.object({ orderId: bigDbId() });
export const refundQuerySchema = z.object({ refundCode: z.string().trim().min(1).max(40) });

export const refundListSchema = listParamsSchema.extend({
  beginTime: filterTime(),
  endTime: filterTime(),
  orgId: dbId().optional(),
  deviceCode: z.string().trim().max(64).optional(),
  orderCode: z.string().trim().max(64).optional(),
  refundCode: z.string().trim().max(40).optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
  refunder: z.string().trim().max(64).optional(),
});

/** The order a refund is of, as refund screens name it: its customer, its machine, the customer's currency. */
export interface RefundedOrder {
  orderId: number;
  orderCode: string;
  orgId: number;
  customerName: string | null;
  deviceCode: string | null;
  deviceName: string | null;
  /** The currency of the order's customer (ISO 4217). */
  currency: string;
}

/** One refund record as lists and the refund form show it. */
export interface RefundRecord extends RefundedOrder {
  id: number;
  refundCode: string;
  amount: number;
  reason: string;
  refunder: string;
  source: RefundSource;
  /** A code of REFUND_RECORD_STATUS. */
  status: number;
  providerNo: string | null;
  failureMessage: string | null;
  createTime: string;
  settledTime: string | null;
  items: Array<{ itemId: number; goodsName: string; amount: number }>;
}

/** Count and sum of the filtered refund records in one currency (failed ones not summed). */
export interface RefundCurrencyTotals {
  currency: string;
  count: number;
  amount: number;
}

/** One line per currency of the filtered records, never summed across currencies. */
export type RefundTotals = RefundCurrencyTotals[];

/** One item of an order on the refund form. */
export interface RefundableItem extends OrderItemLine {
  itemId: number;
  /** What may still be refunded of this item. */
  refundableAmount: number;
}

/** An order as the refund form shows it. */
export interface RefundableOrder extends RefundedOrder {
  createTime: string;
  /** A code of ORDER_STATUS, PAY_STATUS, REFUND_STATUS. */
  status: number;
  payStatus: number;
  refundStatus: number;
  paymentMethod: string;
  freePayment: boolean;
  paymentAmount: number;
  receivedAmount: number;
  refundedAmount: number;
  /** received − refunded (refunds under way count). */
  refundableAmount: number;
  items: RefundableItem[];
  records: RefundRecord[];
}

addFieldLabels(messageGroup('refund.field.'));

export type RefundListQuery = ListFilters<z.infer<typeof refundListSchema>>;
export const REFUND_ENDPOINTS = { list: listEndpoint<RefundListQuery, RefundRecord>(REFUND_API.list) } as const;
