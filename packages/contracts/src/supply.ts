import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, isFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';
import { addRuleMessages } from './validation.js';

/**
 * The supply chain: the prices a buyer (a customer, or a franchisee under a customer) pays for raw
 * materials, each valid over a period of business days, and the buyer's purchase orders of
 * materials, paid online, shipped with a logistics number and refunded in part or in full.
 */
export const SUPPLY_API = {
  priceList: '/api/MaterialPrice/list',
  priceSave: '/api/MaterialPrice/save',
  priceRemove: '/api/MaterialPrice/delete',
  /** GET `orgId`, `materialIds`: the price of each material in force today for that buyer (the order form). */
  priceInForce: '/api/MaterialPrice/inForce',
  purchaseList: '/api/PurchaseOrder/list',
  purchaseDetail: '/api/PurchaseOrder/detail',
  purchaseCreate: '/api/PurchaseOrder/create',
  /** POST `id`: the link of the payment page of the order (asked of the seller's payment provider). */
  purchasePay: '/api/PurchaseOrder/pay',
  /** POST `id`, `logisticsNo`: a paid order is shipped. */
  purchaseShip: '/api/PurchaseOrder/ship',
  /** POST `id`, `refundAmount`, `reason`: pays part or all of what the buyer paid back. */
  purchaseRefund: '/api/PurchaseOrder/refund',
  /** POST `id`, `remark`: an order waiting for payment is cancelled (its open payment page closed). */
  purchaseCancel: '/api/PurchaseOrder/cancel',
} as const;

export const MATERIAL_PRICE_PERMS = screenPermissions('supply:price', ['list', 'add', 'edit', 'remove']);
export const PURCHASE_PERMS = screenPermissions('supply:purchase', ['list', 'query', 'add', 'pay', 'cancel', 'ship', 'refund', 'export']);

/** The export centre's kinds of this area. */
export const SUPPLY_EXPORT_KINDS = { purchases: 'purchaseOrders' } as const;

/** Supply chain → raw material pricing and purchase orders. */
export const SUPPLY_SCREENS = {
  supplyPrice: 'supply/price/index',
  supplyPurchase: 'supply/purchase/index',
} as const;

export const SUPPLY_LIMITS = {
  /** The largest price or amount in the currency's unit. */
  money: 999_999.99,
  quantity: 9999,
  items: 50,
  consignee: 30,
  phone: 20,
  address: 200,
  logisticsNo: 40,
  remark: 200,
  reason: 200,
} as const;

/** A purchase order's state: waiting for its payment, paid and to be shipped, shipped, cancelled unpaid. */
export const PURCHASE_STATES = ['pendingPayment', 'toShip', 'shipped', 'cancelled'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];
/** How much of a purchase order was paid back: nothing, part, all. */
export const PURCHASE_REFUND_STATES = ['none', 'partial', 'full'] as const;
export type PurchaseRefundState = (typeof PURCHASE_REFUND_STATES)[number];
/** A purchase refund at the provider: asked, paid back, refused. */
export const PURCHASE_REFUND_RECORD_STATES = ['pending', 'success', 'failed'] as const;
/** WeChat Pay (1) or Alipay (3), the payment types the providers collect. */
export const PURCHASE_PAY_TYPES = [1, 3] as const;

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const amount = (min: number) => z.coerce.number().min(min).max(SUPPLY_LIMITS.money).refine(twoDecimals, { message: 'supplyTwoDecimals' });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A business day, `YYYY-MM-DD`. */
const day = () =>
  z
    .string()
    .trim()
    .refine((s) => DAY.test(s) && isFilterTime(s), { message: 'supplyNotADay' });
const text = (max: number) => z.string().trim().min(1).max(max);

addRuleMessages(messageGroup('supply.rule.'));
addMissingFieldLabels(messageGroup('supply.field.'));

/** A price of one raw material for one buyer, valid from a day to a day (both included; no end: until changed). */
export const materialPriceSaveSchema = z
  .object({
    id: z.preprocess(blank, dbId().optional()),
    /** The buyer: a customer or a franchisee (a customer under a customer). */
    orgId: dbId(),
    materialId: dbId(),
    price: amount(0),
    validFrom: day(),
    validTo: z.preprocess(blank, day().optional()),
    remark: z.preprocess(blank, z.string().trim().max(SUPPLY_LIMITS.remark).optional()),
  })
  .refine((v) => v.validTo === undefined || v.validTo >= v.validFrom, { message: 'supplyPeriodBackwards', path: ['validTo'] });
export type MaterialPriceSaveInput = z.input<typeof materialPriceSaveSchema>;

export const materialPriceQuerySchema = listParamsSchema.extend({
  /** The buyer and every organisation below it. */
  orgId: z.preprocess(blank, dbId().optional()),
  /** Part of the material's code or name. */
  material: z.string().trim().max(50).optional(),
  /** Only the prices in force on this day. */
  day: z.preprocess(blank, day().optional()),
});

export interface MaterialPrice {
  id: number;
  orgId: number;
  orgName: string;
  materialId: number;
  materialCode: string;
  /** The material's name in the reader's language. */
  materialName: string;
  priceCents: number;
  currency: string;
  validFrom: string;
  validTo: string | null;
  remark: string | null;
  createTime: string;
}

export const priceInForceQuerySchema = z.object({
  orgId: z.preprocess(blank, dbId().optional()),
});

/** A material the buyer can order today, at the price in force. */
export interface PurchasableMaterial {
  materialId: number;
  materialCode: string;
  materialName: string;
  priceCents: number;
  currency: string;
}

export const purchaseCreateSchema = z.object({
  /** The buyer; blank: the caller's customer. */
  orgId: z.preprocess(blank, dbId().optional()),
  items: z
    .array(z.object({ materialId: dbId(), quantity: z.coerce.number().int().min(1).max(SUPPLY_LIMITS.quantity) }))
    .min(1, { message: 'supplyItemsRequired' })
    .max(SUPPLY_LIMITS.items),
  payType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)])),
  consignee: text(SUPPLY_LIMITS.consignee),
  phone: z
    .string()
    .trim()
    .min(5)
    .max(SUPPLY_LIMITS.phone)
    .regex(/^[0-9+\-() ]+$/, { message: 'supplyPhone' }),
  address: text(SUPPLY_LIMITS.address),
  remark: z.preprocess(blank, z.string().trim().max(SUPPLY_LIMITS.remark).optional()),
});
export type PurchaseCreateInput = z.input<typeof purchaseCreateSchema>;

export const purchaseIdSchema = z.object({ id: dbId() });
export const purchaseShipSchema = z.object({ id: dbId(), logisticsNo: text(SUPPLY_LIMITS.logisticsNo) });
export const purchaseRefundSchema = z.object({ id: dbId(), refundAmount: amount(0.01), reason: text(SUPPLY_LIMITS.reason) });
/** Cancels an order waiting for payment, with an optional remark. */
export const purchaseCancelSchema = z.object({
  id: dbId(),
  remark: z.preprocess(blank, z.string().trim().max(SUPPLY_LIMITS.remark).optional()),
});

/** The purchase-order list's filters (its export's too). */
export const purchaseFilterSchema = z.object({
  orgId: z.preprocess(blank, dbId().optional()),
  orderCode: z.string().trim().max(40).optional(),
  state: z.preprocess(blank, z.enum(PURCHASE_STATES).optional()),
  refundState: z.preprocess(blank, z.enum(PURCHASE_REFUND_STATES).optional()),
  logisticsNo: z.string().trim().max(SUPPLY_LIMITS.logisticsNo).optional(),
  beginTime: z.preprocess(blank, day().optional()),
  endTime: z.preprocess(blank, day().optional()),
});
export type PurchaseFilter = z.output<typeof purchaseFilterSchema>;
export const purchaseQuerySchema = listParamsSchema.extend(purchaseFilterSchema.shape);

export interface PurchaseItem {
  materialId: number;
  materialCode: string;
  materialName: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface PurchaseRefundRecord {
  refundCode: string;
  amountCents: number;
  reason: string;
  state: (typeof PURCHASE_REFUND_RECORD_STATES)[number];
  createTime: string;
}

export interface PurchaseOrder {
  id: number;
  orderCode: string;
  /** The buyer. */
  orgId: number;
  orgName: string;
  /** The customer whose materials these are, who collects the payment. */
  sellerName: string;
  state: PurchaseState;
  refundState: PurchaseRefundState;
  payType: number;
  currency: string;
  /** What the order costs: the sum of its items. */
  amountCents: number;
  /**
   * What the buyer paid (0 until paid). A cancelled order has it only when the provider took a
   * payment after the cancellation: the seller pays it back.
   */
  paidCents: number;
  /** Paid back or being paid back. */
  refundedCents: number;
  /** What may still be paid back. */
  refundableCents: number;
  /** `2 × Latte beans, 1 × Milk powder`, in the reader's language. */
  itemSummary: string;
  consignee: string;
  phone: string;
  address: string;
  logisticsNo: string | null;
  remark: string | null;
  /** The business day whose prices the order took. */
  priceDay: string;
  createTime: string;
  paidTime: string | null;
  shippedTime: string | null;
  cancelledTime: string | null;
  /** Why it was cancelled, as the person who cancelled it wrote. */
  cancelRemark: string | null;
}

export interface PurchaseOrderDetail extends PurchaseOrder {
  items: PurchaseItem[];
  refunds: PurchaseRefundRecord[];
}

export interface PurchasePayAnswer {
  payUrl: string;
  expiresAt: string;
}

export const SUPPLY_ENDPOINTS = {
  prices: listEndpoint<ListFilters<z.infer<typeof materialPriceQuerySchema>>, MaterialPrice>(SUPPLY_API.priceList),
  purchases: listEndpoint<ListFilters<z.infer<typeof purchaseQuerySchema>>, PurchaseOrder>(SUPPLY_API.purchaseList),
} as const;

/** The operation-log actions of this area (paying and shipping a purchase order; cancelling is the shared `cancel`). */
export const SUPPLY_AUDIT_ACTIONS = { pay: 'update', ship: 'update' } as const;
