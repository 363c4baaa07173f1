import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, orgOwned } from '../../platform/db/columns.js';

/**
 * A customer's merchant settings at one provider for one payment type. Keys are stored only
 * encrypted (AES-256-GCM, `secret-box.ts`); at most one enabled configuration per customer and
 * payment type (partial unique index).
 */
export const payConfigs = pgTable(
  'pay_config',
  {
    ...orgOwned(),
    provider: varchar('provider', { length: 20 }).notNull(),
    payType: smallint('pay_type').notNull(),
    /** '0' enabled, '1' disabled. */
    status: char('status', { length: 1 }).notNull().default('1'),
    autoRefund: boolean('auto_refund').notNull().default(false),
    merchantName: varchar('merchant_name', { length: 50 }).notNull(),
    appId: varchar('app_id', { length: 64 }).notNull(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    signType: varchar('sign_type', { length: 20 }).notNull(),
    /** Percent of each payment the provider keeps. */
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Sandbox: its signing key; WeChat Pay: the APIv3 key; Alipay: none. */
    merchantKeyEnc: text('merchant_key_enc'),
    /** The merchant's RSA private key (WeChat Pay API private key, Alipay app private key). */
    privateKeyEnc: text('private_key_enc'),
    /** The provider's public key (WeChat Pay platform public key, Alipay public key). */
    platformKeyEnc: text('platform_key_enc'),
    /** The serial number of the merchant API certificate (WeChat Pay). */
    certSerial: varchar('cert_serial', { length: 64 }),
    /** The platform key's id or certificate serial WeChat Pay names in `Wechatpay-Serial`. */
    platformSerial: varchar('platform_serial', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pay_config_enabled_uq')
      .on(t.orgId, t.payType)
      .where(sql`status = '0'`),
    index('pay_config_org_idx').on(t.orgId),
  ],
);

/** 1 waiting for the customer, 2 paid, 3 closed (expired or cancelled: never paid). */
export const PAYMENT_STATE = { pending: 1, paid: 2, closed: 3 } as const;
/** 1 under way at the provider, 2 succeeded, 3 failed. */
export const PAY_REFUND_STATE = { pending: 1, success: 2, failed: 3 } as const;

/**
 * One payment asked of a provider (our payment code, their provider number): of a machine's order
 * (`order_id`, `device_id`) or of a purchase order of materials (`purchase_id`), never both.
 */
export const payPayments = pgTable(
  'pay_payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentCode: varchar('payment_code', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    deviceId: integer('device_id'),
    purchaseId: integer('purchase_id'),
    orgId: integer('org_id').notNull(),
    configId: integer('config_id').notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    payType: smallint('pay_type').notNull(),
    amount: money('amount').notNull(),
    status: smallint('status').notNull().default(1),
    providerNo: varchar('provider_no', { length: 64 }),
    payUrl: varchar('pay_url', { length: 500 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pay_payment_code_uq').on(t.paymentCode),
    uniqueIndex('pay_payment_order_uq').on(t.orderId),
    // A purchase order has one open or paid payment; a closed one may be followed by another.
    uniqueIndex('pay_payment_purchase_uq')
      .on(t.purchaseId)
      .where(sql`status <> 3`),
    index('pay_payment_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 1`),
  ],
);

/** A refund asked of the provider, by our refund code (the refunds area's record code). */
export const payRefunds = pgTable(
  'pay_refund',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundCode: varchar('refund_code', { length: 64 }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    /** The machine's order refunded; none for a purchase order's refund. */
    orderId: bigint('order_id', { mode: 'number' }),
    amount: money('amount').notNull(),
    status: smallint('status').notNull().default(1),
    providerNo: varchar('provider_no', { length: 64 }),
    message: varchar('message', { length: 200 }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pay_refund_code_uq').on(t.refundCode), index('pay_refund_order_idx').on(t.orderId)],
);

/** Notification ids already handled: a repeat is answered "success" and changes nothing. */
export const payCallbacks = pgTable('pay_callback', {
  notifyId: varchar('notify_id', { length: 64 }).primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/* The sandbox provider's ledger (its own file; listed here so the migrations see it). */
export { sbxMerchants, sbxNotifies, sbxPayments, sbxRefunds, sbxShareReversals, sbxShares } from './sandbox/schema.js';
