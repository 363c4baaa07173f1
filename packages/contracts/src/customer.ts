import { z } from 'zod';
import { orgEmail, orgPhone, orgRequiredInt, orgText } from './dept.js';
import { LANGS, type Translations } from './i18n.js';
import { listParamsSchema } from './list.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { safeUrlSchema } from './safe-url.js';
import { dbId, INT4_MAX } from './input.js';

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

export const CUSTOMER_PERMS = {
  list: 'system:customer:list',
  query: 'system:customer:query',
  add: 'system:customer:add',
  edit: 'system:customer:edit',
  remove: 'system:customer:remove',
  export: 'system:customer:export',
} as const;

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
  ids: z.union([dbId(), z.array(dbId()).min(1).max(100)]).optional(),
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

const labels: Record<string, Translations> = {
  customerName: { en: 'Customer name', zh: '客户名称', es: 'Nombre del cliente', ja: '顧客名' },
  shortName: { en: 'Short name', zh: '简称', es: 'Nombre corto', ja: '略称' },
  cooperationMode: { en: 'Cooperation mode', zh: '合作模式', es: 'Modo de cooperación', ja: '提携形態' },
  source: { en: 'Source', zh: '来源', es: 'Origen', ja: '流入元' },
  parentCustomerId: { en: 'Parent customer', zh: '上级客户', es: 'Cliente superior', ja: '親顧客' },
  contactName: { en: 'Contact', zh: '联系人', es: 'Contacto', ja: '担当者' },
  contactPhone: { en: 'Contact phone', zh: '联系电话', es: 'Teléfono de contacto', ja: '連絡先電話' },
  contactEmail: { en: 'Contact email', zh: '联系邮箱', es: 'Correo de contacto', ja: '連絡先メール' },
  logo: { en: 'Logo', zh: 'Logo', es: 'Logotipo', ja: 'ロゴ' },
  banner: { en: 'Banner', zh: '横幅', es: 'Banner', ja: 'バナー' },
  themeColor: { en: 'Theme colour', zh: '主题色', es: 'Color del tema', ja: 'テーマカラー' },
  defaultLanguage: { en: 'Default language', zh: '默认语言', es: 'Idioma predeterminado', ja: '既定の言語' },
  defaultCurrency: { en: 'Default currency', zh: '默认币种', es: 'Moneda predeterminada', ja: '既定の通貨' },
  features: { en: 'Features', zh: '功能', es: 'Funciones', ja: '機能' },
  models: { en: 'Device models', zh: '设备型号', es: 'Modelos de equipo', ja: '機種' },
};
addFieldLabels(labels);

addRuleMessages({
  hexColor: {
    en: 'must be a hex colour code such as #1890ff',
    zh: '必须是十六进制颜色代码，如 #1890ff',
    es: 'debe ser un código de color hexadecimal como #1890ff',
    ja: 'は #1890ff のような16進カラーコードで入力してください',
  },
});

export type CustomerQuery = ListFilters<CustomerListQuery>;

export const CUSTOMER_ENDPOINTS = {
  list: listEndpoint<CustomerQuery, CustomerRow>(CUSTOMER_API.list),
} as const;
