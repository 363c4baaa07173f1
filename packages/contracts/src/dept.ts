import { z } from 'zod';
import { messageGroup } from './messages.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX } from './input.js';
import { screenPermissions } from './permissions.js';

/** Stores and departments, RuoYi-style paths. */
export const DEPT_API = {
  list: '/admin/system/dept/list',
  base: '/admin/system/dept',
  detail: (id: number | string) => `/admin/system/dept/${id}`,
  exclude: (id: number | string) => `/admin/system/dept/list/exclude/${id}`,
} as const;

export const DEPT_PERMS = screenPermissions('system:dept', ['list', 'query', 'add', 'edit', 'remove']);

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

// Field labels and rule messages: `dept.field.*` and `dept.rule.*` of `locales/messages/org`.
addFieldLabels(messageGroup('dept.field.'));
addRuleMessages(messageGroup('dept.rule.'));
