import { z } from 'zod';
import { orgEmail, orgPhone, orgRequiredInt, orgText } from './dept.js';
import { LANGS, type Translations } from './i18n.js';
import { listParamsSchema } from './list.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { safeUrlSchema } from './safe-url.js';
import { dbId, dbIds, INT4_MAX } from './input.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Customers. Save creates, update edits: each declares its own permission. */
export const CUSTOMER_API = {
  list: '/api/Customer/list',
  detail: '/api/Customer/detail',
  save: '/api/Customer/save',
  update: '/api/Customer/update',
  delete: '/api/Customer/delete',
  /** The logo of the customer an organisation belongs to (`data` = URL or null). */
  orgLogo: '/api/deviceGoods/getOrgLogoImg',
} as const;

export const CUSTOMER_PERMS = screenPermissions('system:customer', ['list', 'query', 'add', 'edit', 'remove', 'export']);

/** Cooperation mode: 1 franchisee, 2 investor, 3 site owner, 4 other. */
export const COOPERATION_MODES = [1, 2, 3, 4] as const;
/** Source: 1 offline, 2 online franchise application. */
export const CUSTOMER_SOURCES = [1, 2] as const;
/** Currencies a customer may default to (ISO 4217). */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'JPY', 'HKD', 'GBP', 'MXN'] as const;
/** The default theme colour. */
export const DEFAULT_THEME_COLOR = '#1890ff';
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const CUSTOMER_NAME_MIN = 2;
export const CUSTOMER_NAME_MAX = 100;

/** Feature switches of a customer (stored; each area reads its own switch). */
export const CUSTOMER_FEATURES = [
  'memberCard',
  'staffCard',
  'wristband',
  'advertising',
  'profitSharing',
  'supplyChain',
  'delivery',
  'coupons',
] as const;
/** Permission settings for the PC back-office (menu areas), the B-side and the member mini program. */
export const PC_PERMISSIONS = [
  'devices',
  'goods',
  'supplyChain',
  'orders',
  'finance',
  'reports',
  'alarms',
  'points',
  'cards',
  'operations',
] as const;
export const B_SIDE_PERMISSIONS = ['deviceStatus', 'replenish', 'cleaning', 'orders', 'refund', 'sales', 'alarms', 'repair'] as const;
export const MEMBER_PERMISSIONS = ['order', 'memberCard', 'coupons', 'points', 'wristband', 'invoice'] as const;

const unique = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((list) => [...new Set(list)]);

/**
 * The customer's settings (jsonb): `features` = switched-on features, `permissions` = what its
 * accounts may be given on each client, `models` = device model ids it may use (the picker
 * arrives with the device area; the ids are stored now).
 */
export const customerSettingsSchema = z.object({
  features: unique(CUSTOMER_FEATURES).default([]),
  permissions: z
    .object({
      pc: unique(PC_PERMISSIONS).default([]),
      bSide: unique(B_SIDE_PERMISSIONS).default([]),
      member: unique(MEMBER_PERMISSIONS).default([]),
    })
    .default({ pc: [], bSide: [], member: [] }),
  models: z.array(dbId()).max(500).default([]),
});

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const imageUrl = () => z.preprocess(blank, safeUrlSchema(500).nullish());

/** POST /api/Customer/save (create) and /api/Customer/update (edit; `id` required). */
export const customerSchema = z
  .object({
    /** The customer's organisation id. */
    id: dbId().optional(),
    customerName: z.string().trim().min(CUSTOMER_NAME_MIN).max(CUSTOMER_NAME_MAX),
    shortName: orgText(50),
    orgCode: orgText(50),
    cooperationMode: orgRequiredInt(1, 4),
    source: z.coerce.number().int().min(1).max(2).default(1),
    /** Another customer this one belongs to; absent = directly under the platform. */
    parentCustomerId: z.preprocess(blank, dbId().nullish()),
    contactName: orgText(50),
    contactPhone: orgPhone(),
    contactEmail: orgEmail(),
    logo: imageUrl(),
    banner: imageUrl(),
    themeColor: z.string().trim().regex(HEX_COLOR_PATTERN, { message: 'hexColor' }).default(DEFAULT_THEME_COLOR),
    defaultLanguage: z.enum(LANGS).default('zh'),
    defaultCurrency: z.enum(CURRENCIES).default('CNY'),
    orderNum: z.preprocess((v) => (v === undefined || v === null || v === '' ? 100 : v), z.coerce.number().int().min(1).max(9999)),
    status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).default(0),
    remark: orgText(500),
  })
  .extend(customerSettingsSchema.shape);
export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerPayload = z.output<typeof customerSchema>;

export const customerListQuerySchema = listParamsSchema.extend({
  customerName: z.string().trim().max(100).optional(),
  cooperationMode: z.coerce.number().int().min(1).max(4).optional(),
  source: z.coerce.number().int().min(1).max(2).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerIdQuerySchema = z.object({ id: dbId() });
export const customerDeleteSchema = z.object({
  ids: z.union([dbId(), dbIds(100)]).optional(),
  id: dbId().optional(),
});
export const orgLogoQuerySchema = z.object({ orgId: dbId() });

export interface CustomerRow {
  id: number;
  orgId: number;
  customerName: string;
  shortName: string | null;
  orgCode: string | null;
  cooperationMode: number;
  source: number;
  parentCustomerId: number | null;
  parentCustomerName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  logo: string | null;
  themeColor: string;
  defaultLanguage: string;
  defaultCurrency: string;
  orderNum: number;
  status: number;
  createTime: string;
}

export interface CustomerDetail extends CustomerRow {
  contactEmail: string | null;
  banner: string | null;
  remark: string | null;
  features: string[];
  permissions: { pc: string[]; bSide: string[]; member: string[] };
  models: number[];
}

const labels: Record<string, Translations> = messageGroup('customer.field.');
addFieldLabels(labels);

addRuleMessages(messageGroup('customer.rule.'));

export type CustomerQuery = ListFilters<CustomerListQuery>;

export const CUSTOMER_ENDPOINTS = {
  list: listEndpoint<CustomerQuery, CustomerRow>(CUSTOMER_API.list),
} as const;
