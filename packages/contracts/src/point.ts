import { z } from 'zod';
import { statusSchema } from './dict.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, dbIds, INT4_MAX } from './input.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import { PHONE_PATTERN } from './user.js';

/**
 * Points (sites), partitions (zones) with their alarm recipients, routes (lines) and regions
 * (/api/DeviceSite/*, /api/SiteRegion/list, /api/Region/regionMap).
 */
export const POINT_API = {
  siteList: '/api/DeviceSite/list',
  siteDetail: '/api/DeviceSite/detail',
  siteSave: '/api/DeviceSite/save',
  siteDelete: '/api/DeviceSite/delete',
  siteTemplate: '/api/DeviceSite/importTemplate',
  siteImport: '/api/DeviceSite/import',
  /** Enabled sites of the caller's scope (selects), optionally of one customer. */
  siteOptions: '/api/DeviceSite/options',
  zoneList: '/api/SiteZone/list',
  zoneDetail: '/api/SiteZone/detail',
  zoneSave: '/api/SiteZone/save',
  zoneDelete: '/api/SiteZone/delete',
  zoneOptions: '/api/SiteZone/options',
  /** Enabled accounts of a customer (recipients and route maintainers), in the caller's scope. */
  accounts: '/api/SiteZone/accounts',
  routeList: '/api/SiteRoute/list',
  routeDetail: '/api/SiteRoute/detail',
  routeSave: '/api/SiteRoute/save',
  routeDelete: '/api/SiteRoute/delete',
  routeOptions: '/api/SiteRoute/options',
  regionList: '/api/SiteRegion/list',
  regionMap: '/api/Region/regionMap',
} as const;

export const SITE_PERMS = screenPermissions('point:site', ['list', 'query', 'add', 'edit', 'remove', 'export', 'import']);

export const ZONE_PERMS = screenPermissions('point:zone', ['list', 'query', 'add', 'edit', 'remove']);

export const ROUTE_PERMS = screenPermissions('point:route', ['list', 'query', 'add', 'edit', 'remove']);

export const POINT_LIMITS = {
  siteName: 100,
  siteCode: 50,
  address: 200,
  scenario: 50,
  contact: 50,
  phone: 30,
  remark: 500,
  zoneName: 100,
  routeName: 100,
  recipientName: 50,
  email: 100,
  /** Alarm recipients of one partition. */
  recipients: 20,
  importMaxRows: 1000,
} as const;

/** Which alarms reach a recipient (message reception). */
export const ALARM_KINDS = ['fault', 'warning', 'material'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** Region levels: 1 country, 2 province, 3 city, 4 district. */
export const REGION_LEVELS = { country: 1, province: 2, city: 3, district: 4 } as const;

addRuleMessages(messageGroup('point.rule.'));

addFieldLabels(messageGroup('point.field.'));
addMissingFieldLabels(messageGroup('point.genericField.'));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, dbId().optional());
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max).optional()).transform((v) => (v ? v : undefined));
const PHONE_RE = /^[0-9+\-() ]{3,30}$/;
const optionalPhone = optionalText(POINT_LIMITS.phone).refine((v) => v === undefined || PHONE_RE.test(v), { message: 'phoneChars' });
/** An alarm recipient's phone receives SMS: the rule of the accounts' phones. */
const recipientPhone = optionalText(POINT_LIMITS.phone).refine((v) => v === undefined || PHONE_PATTERN.test(v), {
  message: 'phoneInvalid',
});
const coordinate = (limit: number) => z.preprocess(blankToUndefined, z.coerce.number().min(-limit).max(limit).optional());

/* ---------------- sites ---------------- */

const siteFields = z.object({
  id: optionalId,
  /** The customer (or one of its stores/departments) the point belongs to; blank → the caller's customer. */
  orgId: optionalId,
  siteName: z.string().trim().min(1).max(POINT_LIMITS.siteName),
  siteCode: optionalText(POINT_LIMITS.siteCode).refine((v) => v === undefined || /^[A-Za-z0-9_-]+$/.test(v), {
    message: 'siteCodeChars',
  }),
  /** The region (any level, usually a district) from /api/SiteRegion/list. */
  regionId: optionalId,
  address: optionalText(POINT_LIMITS.address),
  lng: coordinate(180),
  lat: coordinate(90),
  scenario: optionalText(POINT_LIMITS.scenario),
  contact: optionalText(POINT_LIMITS.contact),
  phone: optionalPhone,
  zoneId: optionalId,
  routeId: optionalId,
  status: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), statusSchema),
  remark: optionalText(POINT_LIMITS.remark),
});

const coordinatesTogether = (v: { lng?: number | undefined; lat?: number | undefined }) => (v.lng === undefined) === (v.lat === undefined);

/** POST /api/DeviceSite/save (JSON): without `id` a point is created. */
export const siteSaveSchema = siteFields.refine(coordinatesTogether, { message: 'coordinatesPair', path: ['lat'] });
export type SiteSaveInput = z.input<typeof siteSaveSchema>;

/** GET /api/DeviceSite/list and /export. */
export const siteListSchema = listParamsSchema.extend({
  /** Customer (organisation subtree). */
  orgId: optionalId,
  /** Matches name or code. */
  keyword: z.string().trim().max(100).optional(),
  regionId: optionalId,
  zoneId: optionalId,
  routeId: optionalId,
  status: z.preprocess(blankToUndefined, statusSchema.optional()),
});
export type SiteListQuery = z.infer<typeof siteListSchema>;

export const idQuerySchema = z.object({ id: dbId() });
/** Delete calls: `{ ids: [..] }` (or `ids=1,2` in the query). */
export const idsBodySchema = z.object({
  ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v), dbIds(1000)),
});

/** POST /api/DeviceSite/import query: the customer to import into, and whether equal codes update. */
export const siteImportQuerySchema = z.object({
  orgId: optionalId,
  updateSupport: z.enum(['true', 'false', '1', '0']).optional(),
});

/** One sheet row of the import (region by names; partition and route by name within the customer). */
export const siteImportRowSchema = siteFields
  .omit({ id: true, orgId: true, regionId: true, zoneId: true, routeId: true })
  .extend({
    country: optionalText(50),
    province: optionalText(50),
    city: optionalText(50),
    district: optionalText(50),
    zoneName: optionalText(POINT_LIMITS.zoneName),
    routeName: optionalText(POINT_LIMITS.routeName),
  })
  .refine(coordinatesTogether, { message: 'coordinatesPair', path: ['lat'] });

/** Where a point stands: its region by name, street address and map coordinates. */
export interface SiteAddress {
  country: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
}

export interface Site extends SiteAddress {
  id: number;
  orgId: number;
  orgName: string;
  siteName: string;
  siteCode: string | null;
  regionId: number | null;
  /** Region ids from the country down to the chosen region (cascader value). */
  regionPath: number[];
  scenario: string | null;
  contact: string | null;
  phone: string | null;
  zoneId: number | null;
  zoneName: string | null;
  routeId: number | null;
  routeName: string | null;
  status: number;
  remark: string | null;
  /** Devices standing at the point. */
  deviceCount: number;
  createTime: string;
  updateTime: string;
}

/** A select option (sites, partitions, routes). */
export interface PointOption {
  id: number;
  name: string;
  orgId: number;
  code?: string | null;
}

/**
 * GET …/options: `orgId` narrows to one organisation's subtree, `customerOf` to the whole customer
 * an organisation belongs to (what a device placed there may use), `keyword` by name.
 */
export const pointOptionsSchema = z.object({
  orgId: optionalId,
  customerOf: optionalId,
  zoneId: optionalId,
  keyword: z.string().trim().max(100).optional(),
});

/** GET /api/SiteZone/accounts. */
export const pointAccountsSchema = z.object({ orgId: optionalId });

/** An account offered as alarm recipient or route maintainer. */
export interface PointAccount {
  id: number;
  username: string;
  employeeName: string;
  phone: string | null;
  email: string | null;
  orgId: number;
}

/* ---------------- partitions ---------------- */

const alarmKindsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.enum(ALARM_KINDS)).min(1).max(ALARM_KINDS.length),
);

export const recipientSchema = z
  .object({
    /** An account of the customer; its name, phone and email fill the blanks. */
    userId: optionalId,
    recipientName: z.string().trim().min(1).max(POINT_LIMITS.recipientName),
    phone: recipientPhone,
    email: optionalText(POINT_LIMITS.email).refine((v) => v === undefined || z.email().safeParse(v).success, { message: 'emailFormat' }),
    alarmKinds: alarmKindsSchema,
  })
  .refine((r) => r.userId !== undefined || r.phone !== undefined || r.email !== undefined, {
    message: 'recipientContact',
    path: ['phone'],
  });
export type RecipientInput = z.input<typeof recipientSchema>;

/** POST /api/SiteZone/save (JSON): the partition and its whole recipient list. */
export const zoneSaveSchema = z.object({
  id: optionalId,
  orgId: optionalId,
  zoneName: z.string().trim().min(1).max(POINT_LIMITS.zoneName),
  remark: optionalText(POINT_LIMITS.remark),
  recipients: z.array(recipientSchema).max(POINT_LIMITS.recipients).default([]),
});
export type ZoneSaveInput = z.input<typeof zoneSaveSchema>;

export const zoneListSchema = listParamsSchema.extend({
  orgId: optionalId,
  zoneName: z.string().trim().max(100).optional(),
});

export interface Recipient {
  id: number;
  userId: number | null;
  /** The account's login name, when the recipient is an account. */
  username: string | null;
  recipientName: string;
  phone: string | null;
  email: string | null;
  alarmKinds: AlarmKind[];
}

export interface Zone {
  id: number;
  orgId: number;
  orgName: string;
  zoneName: string;
  remark: string | null;
  siteCount: number;
  routeCount: number;
  recipients: Recipient[];
  createTime: string;
  updateTime: string;
}

/* ---------------- routes ---------------- */

/** POST /api/SiteRoute/save (JSON). The points on a route are those whose routeId is the route. */
export const routeSaveSchema = z.object({
  id: optionalId,
  orgId: optionalId,
  routeName: z.string().trim().min(1).max(POINT_LIMITS.routeName),
  zoneId: optionalId,
  /** The maintenance account who runs the route. */
  maintainerId: optionalId,
  remark: optionalText(POINT_LIMITS.remark),
  /** When given, exactly these points are on the route afterwards. */
  siteIds: z.array(dbId()).max(1000).optional(),
});
export type RouteSaveInput = z.input<typeof routeSaveSchema>;

export const routeListSchema = listParamsSchema.extend({
  orgId: optionalId,
  zoneId: optionalId,
  routeName: z.string().trim().max(100).optional(),
});

export interface Route {
  id: number;
  orgId: number;
  orgName: string;
  routeName: string;
  zoneId: number | null;
  zoneName: string | null;
  maintainerId: number | null;
  maintainerName: string | null;
  remark: string | null;
  siteCount: number;
  /** Only in the detail answer. */
  sites?: PointOption[];
  createTime: string;
  updateTime: string;
}

/* ---------------- regions ---------------- */

/** GET /api/SiteRegion/list: the children of `parentId` (0 = countries), or matches of `keyword`; names in the request's language. */
export const regionListSchema = z.object({
  parentId: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(INT4_MAX).optional()),
  level: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(4).optional()),
  keyword: z.string().trim().max(50).optional(),
  /** A region id: answers the countries and the children of every region above it (what a picker needs to open at it). */
  openTo: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(INT4_MAX).optional()),
});

export interface Region {
  id: number;
  parentId: number;
  code: string;
  name: string;
  level: number;
  lng: number | null;
  lat: number | null;
  /** False for districts (leaves), so a cascader knows not to load further. */
  hasChildren: boolean;
}

export interface RegionNode extends Region {
  children: RegionNode[];
}

/** The list calls of points, partitions and routes with their filters and rows. */
export const POINT_ENDPOINTS = {
  siteList: listEndpoint<ListFilters<SiteListQuery>, Site>(POINT_API.siteList),
  zoneList: listEndpoint<ListFilters<z.infer<typeof zoneListSchema>>, Zone>(POINT_API.zoneList),
  routeList: listEndpoint<ListFilters<z.infer<typeof routeListSchema>>, Route>(POINT_API.routeList),
};
