import type { Lang } from '@vr/contracts';
import { index, integer, jsonb, numeric, pgTable, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { location, orgOwned, partOf, recordTrail } from '../../platform/db/columns.js';

/** Regions: country → province → city → district (`/api/SiteRegion/list`, `/api/Region/regionMap`). */
export const regions = pgTable(
  'dev_region',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    code: varchar('code', { length: 20 }).notNull().unique(),
    /** The name in its own language (Chinese for China's divisions and for countries). */
    name: varchar('name', { length: 100 }).notNull(),
    /** The name per language (en, zh, es, ja); a language without one reads `name`. */
    names: jsonb('names').$type<Partial<Record<Lang, string>>>().notNull().default({}),
    /** 1 country, 2 province, 3 city, 4 district. */
    level: smallint('level').notNull(),
    lng: numeric('lng', { precision: 10, scale: 6, mode: 'number' }),
    lat: numeric('lat', { precision: 10, scale: 6, mode: 'number' }),
  },
  (t) => [index('dev_region_parent_idx').on(t.parentId)],
);

/** A point (site) where devices stand. */
export const sites = pgTable(
  'dev_site',
  {
    ...orgOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }),
    regionId: integer('region_id'),
    ...location(),
    scenario: varchar('scenario', { length: 50 }),
    contact: varchar('contact', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    zoneId: integer('zone_id'),
    routeId: integer('route_id'),
    /** 0 enabled, otherwise disabled. */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    ...recordTrail(),
  },
  (t) => [
    index('dev_site_org_idx').on(t.orgId),
    unique('dev_site_org_code_uq').on(t.orgId, t.code),
    index('dev_site_zone_idx').on(t.zoneId),
    index('dev_site_route_idx').on(t.routeId),
    index('dev_site_region_idx').on(t.regionId),
  ],
);

/** A partition (zone) of a customer's points, with the people alarms go to. */
export const zones = pgTable(
  'dev_zone',
  {
    ...orgOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    ...recordTrail(),
  },
  (t) => [index('dev_zone_org_idx').on(t.orgId), unique('dev_zone_org_name_uq').on(t.orgId, t.name)],
);

export const zoneRecipients = pgTable(
  'dev_zone_recipient',
  {
    id: serial('id').primaryKey(),
    zoneId: partOf('zone_id', () => zones.id),
    /** An account of the customer, or a free-form contact. */
    userId: integer('user_id'),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 100 }),
    /** Which alarms reach this person: fault, warning, material (comma-separated). */
    alarmKinds: varchar('alarm_kinds', { length: 50 }).notNull().default('fault,warning,material'),
  },
  (t) => [index('dev_zone_recipient_zone_idx').on(t.zoneId)],
);

/** A replenishment/maintenance route (line) through points. */
export const routes = pgTable(
  'dev_route',
  {
    ...orgOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    zoneId: integer('zone_id'),
    /** The maintenance account who runs it. */
    userId: integer('user_id'),
    remark: varchar('remark', { length: 500 }),
    ...recordTrail(),
  },
  (t) => [
    index('dev_route_org_idx').on(t.orgId),
    unique('dev_route_org_name_uq').on(t.orgId, t.name),
    index('dev_route_zone_idx').on(t.zoneId),
  ],
);
