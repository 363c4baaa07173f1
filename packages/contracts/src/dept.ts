import { z } from 'zod';
import type { Translations } from './i18n.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX } from './input.js';

/** Stores and departments, RuoYi-style paths. */
export const DEPT_API = {
  list: '/admin/system/dept/list',
  base: '/admin/system/dept',
  detail: (id: number | string) => `/admin/system/dept/${id}`,
  exclude: (id: number | string) => `/admin/system/dept/list/exclude/${id}`,
} as const;

export const DEPT_PERMS = {
  list: 'system:dept:list',
  query: 'system:dept:query',
  add: 'system:dept:add',
  edit: 'system:dept:edit',
  remove: 'system:dept:remove',
} as const;

/** Department: name 2–50, display order 1–9999, director required; order 100 by default. */
export const DEPT_NAME_MIN = 2;
export const DEPT_NAME_MAX = 50;
export const DEPT_SORT_MIN = 1;
export const DEPT_SORT_MAX = 9999;
export const DEPT_DEFAULT_SORT = 100;
export const ORG_MONEY_MAX = 99_999_999.99;
export const DELIVERY_RANGE_MAX = 100_000;

/** The kinds the department screen creates (customers come from the customer screen). */
export const DEPT_KINDS = ['department', 'store'] as const;
export type DeptKind = (typeof DEPT_KINDS)[number];

/** Store types: 1 directly operated, 2 franchised, 3 partner site. */
export const STORE_TYPES = [1, 2, 3] as const;

/** "HH:mm-HH:mm", several separated by commas: business hours and delivery times. */
export const ORG_TIME_RANGES_PATTERN =
  /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)*$/;
export const ORG_PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;

/** Blank strings from forms count as absent. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
export const orgText = (max: number) => z.preprocess(blank, z.string().trim().max(max).nullish());
export const orgPhone = () => z.preprocess(blank, z.string().trim().regex(ORG_PHONE_PATTERN, { message: 'phone' }).nullish());
export const orgEmail = () => z.preprocess(blank, z.email({ message: 'email' }).max(100).nullish());
/** A required whole number: absent or blank reads "is required", digits in a string are accepted. */
export const orgRequiredInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const twoDecimals = (n: number) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
export const orgMoney = (max = ORG_MONEY_MAX) =>
  z.preprocess(blank, z.coerce.number().min(0).max(max).refine(twoDecimals, { message: 'twoDecimals' }).nullish());
const orgTimes = () => z.preprocess(blank, z.string().trim().max(200).regex(ORG_TIME_RANGES_PATTERN, { message: 'timeRanges' }).nullish());

/** POST/PUT /admin/system/dept. `deptId` is required by PUT. */
export const deptSchema = z.object({
  deptId: dbId().optional(),
  parentId: orgRequiredInt(1, 2_147_483_647),
  kind: z.enum(DEPT_KINDS).default('department'),
  deptName: z.string().trim().min(DEPT_NAME_MIN).max(DEPT_NAME_MAX),
  orgCode: orgText(50),
  salesOrg: orgText(50),
  purchaseOrg: orgText(50),
  leader: z.string().trim().min(1).max(50),
  phone: orgPhone(),
  email: orgEmail(),
  servicePhone: orgPhone(),
  storeType: z.preprocess(blank, z.coerce.number().int().min(1).max(3).nullish()),
  province: orgText(50),
  city: orgText(50),
  district: orgText(50),
  address: orgText(200),
  deliverySupport: z.coerce.number().int().min(0).max(INT4_MAX).max(1).default(0),
  /** Metres. */
  deliveryRange: z.preprocess(blank, z.coerce.number().int().min(0).max(INT4_MAX).max(DELIVERY_RANGE_MAX).nullish()),
  deliveryFee: orgMoney(),
  minOrderAmount: orgMoney(),
  deliveryTimes: orgTimes(),
  businessHours: orgTimes(),
  deposit: orgMoney(),
  franchiseeCode: orgText(50),
  /** Percent, 0–100, two decimals. */
  commissionRate: orgMoney(100),
  orderNum: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? DEPT_DEFAULT_SORT : v),
    z.coerce.number().int().min(DEPT_SORT_MIN).max(DEPT_SORT_MAX),
  ),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).default(0),
  remark: orgText(500),
});
export type DeptInput = z.input<typeof deptSchema>;
export type DeptPayload = z.output<typeof deptSchema>;

export const deptListQuerySchema = z.object({
  deptName: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
});
export type DeptListQuery = z.infer<typeof deptListQuerySchema>;

export const deptIdParamsSchema = z.object({ id: dbId() });

/** A row of the department tree table (flat; the client nests by parentId). */
export interface DeptRow {
  deptId: number;
  parentId: number;
  /** The materialised path of ids, e.g. "/1/2/4/". */
  ancestors: string;
  kind: 'platform' | 'customer' | DeptKind;
  deptName: string;
  orgCode: string | null;
  leader: string | null;
  phone: string | null;
  email: string | null;
  orderNum: number;
  status: number;
  storeType: number | null;
  deviceCount: number;
  createTime: string;
}

/** GET /admin/system/dept/{id}: every field of the form, plus the read-only ones. */
export interface DeptDetail extends DeptRow {
  parentName: string | null;
  salesOrg: string | null;
  purchaseOrg: string | null;
  servicePhone: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  deliverySupport: number;
  deliveryRange: number | null;
  deliveryFee: number | null;
  minOrderAmount: number | null;
  deliveryTimes: string | null;
  businessHours: string | null;
  deposit: number | null;
  franchiseeCode: string | null;
  commissionRate: number | null;
  remark: string | null;
}

const labels: Record<string, Translations> = {
  deptId: { en: 'Department', zh: '部门', es: 'Departamento', ja: '部門' },
  parentId: { en: 'Parent organisation', zh: '上级组织', es: 'Organización superior', ja: '上位組織' },
  kind: { en: 'Type', zh: '类型', es: 'Tipo', ja: '種別' },
  deptName: { en: 'Name', zh: '名称', es: 'Nombre', ja: '名称' },
  orgCode: { en: 'Code', zh: '编码', es: 'Código', ja: 'コード' },
  salesOrg: { en: 'Sales organisation', zh: '销售组织', es: 'Organización de ventas', ja: '販売組織' },
  purchaseOrg: { en: 'Purchasing organisation', zh: '采购组织', es: 'Organización de compras', ja: '購買組織' },
  leader: { en: 'Director', zh: '负责人', es: 'Responsable', ja: '責任者' },
  servicePhone: { en: 'Customer service phone', zh: '客服电话', es: 'Teléfono de atención', ja: 'カスタマーサービス電話' },
  storeType: { en: 'Store type', zh: '门店类型', es: 'Tipo de tienda', ja: '店舗タイプ' },
  province: { en: 'Province', zh: '省', es: 'Provincia', ja: '省' },
  city: { en: 'City', zh: '市', es: 'Ciudad', ja: '市' },
  district: { en: 'District', zh: '区', es: 'Distrito', ja: '区' },
  address: { en: 'Address', zh: '详细地址', es: 'Dirección', ja: '住所' },
  deliverySupport: { en: 'Delivery', zh: '支持配送', es: 'Entrega a domicilio', ja: '配達対応' },
  deliveryRange: { en: 'Delivery range', zh: '配送范围', es: 'Radio de entrega', ja: '配達範囲' },
  deliveryFee: { en: 'Delivery amount', zh: '配送金额', es: 'Importe de entrega', ja: '配達料金' },
  minOrderAmount: { en: 'Minimum order', zh: '起送金额', es: 'Pedido mínimo', ja: '最低注文額' },
  deliveryTimes: { en: 'Delivery times', zh: '配送时间', es: 'Horario de entrega', ja: '配達時間' },
  businessHours: { en: 'Business hours', zh: '营业时间', es: 'Horario comercial', ja: '営業時間' },
  deposit: { en: 'Deposit', zh: '押金', es: 'Depósito', ja: '保証金' },
  franchiseeCode: { en: 'Franchisee code', zh: '加盟商编码', es: 'Código de franquiciado', ja: 'フランチャイジーコード' },
  commissionRate: { en: 'Commission rate', zh: '佣金比例', es: 'Comisión', ja: '手数料率' },
  orderNum: { en: 'Display order', zh: '显示排序', es: 'Orden', ja: '表示順' },
};
addFieldLabels(labels);

addRuleMessages({
  phone: {
    en: 'is not a valid phone number',
    zh: '不是有效的电话号码',
    es: 'no es un teléfono válido',
    ja: 'は有効な電話番号ではありません',
  },
  email: {
    en: 'is not a valid email address',
    zh: '不是有效的邮箱地址',
    es: 'no es un correo válido',
    ja: 'は有効なメールアドレスではありません',
  },
  twoDecimals: {
    en: 'allows at most two decimals',
    zh: '最多两位小数',
    es: 'admite como máximo dos decimales',
    ja: 'は小数点以下2桁までです',
  },
  timeRanges: {
    en: 'must look like 08:00-22:00 (several separated by commas)',
    zh: '格式应为 08:00-22:00（多个用逗号分隔）',
    es: 'debe tener la forma 08:00-22:00 (varios separados por comas)',
    ja: 'は 08:00-22:00 の形式で入力してください（複数はカンマ区切り）',
  },
});
