import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The organisation tree: platform → customers → departments/stores.
 * `path` is the materialised path of ids ("/1/3/7/") so "department and below" is a prefix match.
 */
export const orgs = pgTable(
  'sys_org',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    path: varchar('path', { length: 500 }).notNull(),
    /** platform | customer | department | store */
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }),
    sort: integer('sort').notNull().default(100),
    /** 0 enabled, otherwise disabled. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    remark: text('remark'),
    // Store/department fields; empty on platform and customer nodes.
    leader: varchar('leader', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 100 }),
    servicePhone: varchar('service_phone', { length: 30 }),
    salesOrg: varchar('sales_org', { length: 50 }),
    purchaseOrg: varchar('purchase_org', { length: 50 }),
    /** 1 directly operated, 2 franchised, 3 partner site. */
    storeType: smallint('store_type'),
    province: varchar('province', { length: 50 }),
    city: varchar('city', { length: 50 }),
    district: varchar('district', { length: 50 }),
    address: varchar('address', { length: 200 }),
    deliverySupport: smallint('delivery_support').notNull().default(0),
    /** Metres. */
    deliveryRange: integer('delivery_range'),
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2, mode: 'number' }),
    minOrderAmount: numeric('min_order_amount', { precision: 12, scale: 2, mode: 'number' }),
    deliveryTimes: varchar('delivery_times', { length: 200 }),
    businessHours: varchar('business_hours', { length: 200 }),
    deposit: numeric('deposit', { precision: 12, scale: 2, mode: 'number' }),
    franchiseeCode: varchar('franchisee_code', { length: 50 }),
    /** Percent. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [index('sys_org_parent_idx').on(t.parentId), index('sys_org_path_idx').on(sql`${t.path} varchar_pattern_ops`)],
);
