import type { GoodsItem } from '@vr/contracts';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneRowPer, orgOwned, partOf } from '../../platform/db/columns.js';
import { devices } from '../devices/schema.js';

/** One slot of a package as the back-office keeps it: what the machine gets, plus what restores dev_goods. */
export interface StoredGoods extends GoodsItem {
  productId: number;
  /** The slot had the machine's own recipe (else the product's base recipe was deployed). */
  ownRecipe: boolean;
  stock: number | null;
  capacity: number | null;
}

/** What a package holds. */
export interface PackageContent {
  goods: StoredGoods[];
}

/**
 * Goods packages: everything one machine sells at one version. Versions count per machine from 1
 * (unique per machine); a rollback is a new version whose content is the previous package's.
 */
export const goodsPackages = pgTable(
  'goods_package',
  {
    id: serial('id').primaryKey(),
    deviceId: partOf('device_id', () => devices.id),
    version: integer('version').notNull(),
    content: jsonb('content').$type<PackageContent>().notNull(),
    /** deploy | rollback */
    kind: varchar('kind', { length: 10 }).notNull().default('deploy'),
    rolloutId: integer('rollout_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('goods_package_device_version_uq').on(t.deviceId, t.version), index('goods_package_rollout_idx').on(t.rolloutId)],
);

/**
 * Per machine: the version it should run (its latest package) and what it reports running;
 * a refusal (goods-ack not ok) is kept with the version refused.
 */
export const goodsDeviceStates = pgTable('goods_device_state', {
  deviceId: oneRowPer('device_id', () => devices.id),
  /** 0: nothing deployed yet. */
  targetVersion: integer('target_version').notNull().default(0),
  targetPackageId: integer('target_package_id'),
  /**
   * The machine's goods change counter (the device-goods area's) that the target package's content
   * matches; another counter now: its goods changed since, a deployment is pending. Null: not known
   * to match (a rollback whose content differs from the goods it restored).
   */
  targetGoodsRevision: integer('target_goods_revision'),
  deployedAt: timestamp('deployed_at', { withTimezone: true }),
  /** As the machine last reported it (hello, heartbeat, goods-ack); null: never. */
  runningVersion: integer('running_version'),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  ackedAt: timestamp('acked_at', { withTimezone: true }),
  errorVersion: integer('error_version'),
  lastError: varchar('last_error', { length: 200 }),
});

/** Staged rollouts: a first stage of machines, then "continue" to the rest. */
export const goodsRollouts = pgTable(
  'goods_rollout',
  {
    ...orgOwned(),
    name: varchar('name', { length: 50 }).notNull(),
    productId: integer('product_id'),
    /** The template whose machines the rollout targets (null: a product or chosen machines). */
    templateId: integer('template_id'),
    /** staged | complete | rolled_back */
    status: varchar('status', { length: 12 }).notNull().default('staged'),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('goods_rollout_org_idx').on(t.orgId)],
);

/** The machines of a rollout: stage 1 (first) or 2 (the rest), and the version it made for each. */
export const goodsRolloutDevices = pgTable(
  'goods_rollout_device',
  {
    rolloutId: partOf('rollout_id', () => goodsRollouts.id),
    deviceId: partOf('device_id', () => devices.id),
    stage: smallint('stage').notNull(),
    version: integer('version'),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.rolloutId, t.deviceId] }), index('goods_rollout_device_device_idx').on(t.deviceId)],
);
