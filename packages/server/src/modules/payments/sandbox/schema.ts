import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/*
 * The sandbox provider's own ledger. It stands for a system outside the back-office: nothing but
 * the sandbox reads or writes these tables, and it talks to the back-office only through the
 * provider interface (calls in) and signed notifications (calls out).
 */

/**
 * Merchants as the provider knows them, by number: the last key and name a configuration gave. Two
 * customers' configurations may name one number with different keys, so what the sandbox signs
 * with is the key of the configuration that made the payment or refund (kept on its row).
 */
export const sbxMerchants = pgTable('sbx_merchant', {
  merchantNo: varchar('merchant_no', { length: 64 }).primaryKey(),
  appId: varchar('app_id', { length: 64 }).notNull(),
  merchantName: varchar('merchant_name', { length: 50 }).notNull(),
  keyEnc: text('key_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** pending → paid | closed | cancelled. */
export const sbxPayments = pgTable(
  'sbx_payment',
  {
    providerNo: varchar('provider_no', { length: 40 }).primaryKey(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    paymentCode: varchar('payment_code', { length: 64 }).notNull(),
    amount: money('amount').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    notifyUrl: varchar('notify_url', { length: 500 }).notNull(),
    /** The key and name of the configuration that asked for the payment (the key encrypted). */
    keyEnc: text('key_enc'),
    merchantName: varchar('merchant_name', { length: 50 }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sbx_payment_merchant_code_uq').on(t.merchantNo, t.paymentCode)],
);

/** processing → success | failed (settled a moment later, with a notification). */
export const sbxRefunds = pgTable(
  'sbx_refund',
  {
    providerNo: varchar('provider_no', { length: 40 }).primaryKey(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    refundCode: varchar('refund_code', { length: 64 }).notNull(),
    paymentProviderNo: varchar('payment_provider_no', { length: 40 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('processing'),
    notifyUrl: varchar('notify_url', { length: 500 }).notNull(),
    /** The key of the configuration that asked for the refund (encrypted). */
    keyEnc: text('key_enc'),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sbx_refund_merchant_code_uq').on(t.merchantNo, t.refundCode)],
);

/** Notifications to deliver: retried with backoff until the receiver answers success. */
export const sbxNotifies = pgTable(
  'sbx_notify',
  {
    id: serial('id').primaryKey(),
    notifyId: varchar('notify_id', { length: 40 }).notNull(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    body: text('body').notNull(),
    /** The key it is signed with (encrypted): its payment's or refund's; else the merchant's. */
    keyEnc: text('key_enc'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sbx_notify_id_uq').on(t.notifyId), index('sbx_notify_due_idx').on(t.nextAt)],
);

/** Profit shares of a paid payment to joiner merchants: processing → success | failed (settled a moment later). */
export const sbxShares = pgTable(
  'sbx_share',
  {
    providerNo: varchar('provider_no', { length: 40 }).primaryKey(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    shareCode: varchar('share_code', { length: 64 }).notNull(),
    paymentProviderNo: varchar('payment_provider_no', { length: 40 }).notNull(),
    receiverMerchantNo: varchar('receiver_merchant_no', { length: 64 }).notNull(),
    amount: money('amount').notNull(),
    reversed: money('reversed').notNull().default(0),
    status: varchar('status', { length: 12 }).notNull().default('processing'),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sbx_share_merchant_code_uq').on(t.merchantNo, t.shareCode)],
);

/** Parts of shares taken back (refunds), once per reverse code. */
export const sbxShareReversals = pgTable(
  'sbx_share_reverse',
  {
    id: serial('id').primaryKey(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    reverseCode: varchar('reverse_code', { length: 80 }).notNull(),
    shareProviderNo: varchar('share_provider_no', { length: 40 }).notNull(),
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sbx_share_reverse_code_uq').on(t.merchantNo, t.reverseCode)],
);
