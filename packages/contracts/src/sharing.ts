import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, filterTime, repeatedIndexes } from './input.js';
import { listParamsSchema } from './list.js';
import type { Lang } from './i18n.js';
import { message, messageGroup } from './messages.js';
import { type CodedStatus, codedStatusesByCode } from './order.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/** Finance → profit sharing: applications of joiner merchants, configurations, sharing orders and bills. */
export const SHARING_API = {
  applyList: '/api/SharingApply/list',
  applyDetail: '/api/SharingApply/detail',
  /** Apply (no id) or resubmit a rejected application (with its id). */
  applySave: '/api/SharingApply/save',
  /** `{ id, approve, reason? }`: approve, or reject with a reason. */
  applyReview: '/api/SharingApply/review',
  applyCancel: '/api/SharingApply/cancel',
  /** `{ id, signStatus }`: the provider's answer about the merchant's signing. */
  applySign: '/api/SharingApply/sign',
  configList: '/api/SharingConfig/list',
  /** `?payId=`: the sharing configuration of a payment configuration (null when none yet). */
  configDetail: '/api/SharingConfig/detail',
  configSave: '/api/SharingConfig/save',
  /** Joiner merchants a configuration may name: approved and signed applications of the customer. */
  configJoiners: '/api/SharingConfig/joiners',
  orderList: '/api/SharingOrder/list',
  merchantBill: '/api/SharingBill/merchant',
  deviceBill: '/api/SharingBill/device',
} as const;

/** The export kinds of profit sharing, run in the export centre. */
export const SHARING_EXPORT_KINDS = {
  orders: 'sharingOrders',
  merchantBill: 'sharingMerchantBill',
  deviceBill: 'sharingDeviceBill',
} as const;

export const SHARING_PERMS = {
  applyList: 'finance:sharingApply:list',
  applyAdd: 'finance:sharingApply:add',
  applyReview: 'finance:sharingApply:review',
  applyCancel: 'finance:sharingApply:cancel',
  configList: 'finance:sharingConfig:list',
  configEdit: 'finance:sharingConfig:edit',
  orderList: 'finance:sharingOrder:list',
  billList: 'finance:sharingBill:list',
  billExport: 'finance:sharingBill:export',
} as const;

/** Whether the joiner merchant signed the sharing agreement at the provider. */
export const SHARING_SIGN_STATUS = codedStatusesByCode('sharing.signStatus', {
  pending: [0, 'info'],
  failed: [1, 'danger'],
  success: [2, 'success'],
  notSigned: [3, 'default'],
  reviewing: [4, 'primary'],
});

/** Where an application stands with the back-office. */
export const SHARING_APPLY_STATUS = codedStatusesByCode('sharing.applyStatus', {
  reviewing: [0, 'primary'],
  approved: [1, 'success'],
  rejected: [2, 'danger'],
  cancelled: [3, 'default'],
});

/** One share of one order for one joiner. */
export const SHARING_STATUS = codedStatusesByCode('sharing.status', {
  pending: [1, 'info'],
  inProgress: [2, 'primary'],
  success: [3, 'success'],
  failed: [4, 'danger'],
  cancelled: [5, 'default'],
});

export const SHARING_TYPE = codedStatusesByCode('sharing.type', { online: [1, 'primary'], offline: [2, 'default'] });

export const SHARING_BUSINESS_TYPE = codedStatusesByCode('sharing.businessType', {
  payment: [1, 'primary'],
  online: [2, 'success'],
  offline: [3, 'default'],
});

/** 0 enabled, 1 disabled (the sys_normal_disable reading). */
export const SHARING_CONFIG_STATUS = { enabled: '0', disabled: '1' } as const;

export const SHARING_LIMITS = {
  name: 50,
  merchantNo: 64,
  contact: 30,
  phone: 20,
  reason: 200,
  attachments: 6,
  joiners: 20,
  /** The total of the joiners' rates may not exceed this percent of what is left after the provider's fee. */
  maxTotalRate: 100,
  /** A total above this percent needs an uploaded agreement file. */
  agreementAbove: 80,
} as const;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const text = (max: number) => z.string().trim().min(1).max(max);
/** A file of the uploads area (`/api/files/<key>`), checked there by content. */
const uploadUrl = z.string().trim().min(1).max(300);
const code = <S extends Record<string, CodedStatus>>(statuses: S) => {
  const codes = Object.values(statuses).map((s) => s.code);
  return z.coerce
    .number()
    .int()
    .refine((n) => codes.includes(n), { message: 'sharingCodeUnknown' });
};

export const sharingApplySaveSchema = z.object({
  /** A rejected application to resubmit; absent for a new one. */
  id: z.preprocess(blank, dbId().optional()),
  /** The payment configuration the merchant joins. */
  payConfigId: dbId(),
  /** The customer's organisation code (the route's `{orgCode}`). */
  orgCode: z.string().trim().min(1).max(50),
  name: text(SHARING_LIMITS.name),
  merchantNo: text(SHARING_LIMITS.merchantNo),
  contact: text(SHARING_LIMITS.contact),
  phone: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(SHARING_LIMITS.phone)
      .regex(/^[0-9+\- ]*$/)
      .nullish(),
  ),
  businessType: code(SHARING_BUSINESS_TYPE),
  attachments: z.array(uploadUrl).max(SHARING_LIMITS.attachments, { message: 'sharingTooManyAttachments' }).default([]),
});
export type SharingApplySave = z.infer<typeof sharingApplySaveSchema>;

export const sharingApplyReviewSchema = z
  .object({
    id: dbId(),
    approve: z.boolean(),
    reason: z.preprocess(blank, z.string().trim().max(SHARING_LIMITS.reason).nullish()),
  })
  .refine((v) => v.approve || Boolean(v.reason), { path: ['reason'], message: 'sharingReasonRequired' });

export const sharingApplyCancelSchema = z.object({ id: dbId() });
/** The provider's answer about the signing: 2 success or 1 failed. */
export const sharingApplySignSchema = z.object({
  id: dbId(),
  signStatus: z.coerce
    .number()
    .int()
    .refine((n) => n === SHARING_SIGN_STATUS.success.code || n === SHARING_SIGN_STATUS.failed.code, {
      message: 'sharingCodeUnknown',
    }),
});

export const sharingApplyListSchema = listParamsSchema.extend({
  name: z.string().trim().max(SHARING_LIMITS.name).optional(),
  payConfigId: z.preprocess(blank, dbId().optional()),
  orgId: z.preprocess(blank, dbId().optional()),
  applyStatus: z.preprocess(blank, z.coerce.number().int().min(0).max(3).optional()),
  signStatus: z.preprocess(blank, z.coerce.number().int().min(0).max(4).optional()),
});

/** A rate percent with two decimals: above 0, 1–100. */
const ratePercent = z.coerce
  .number()
  .refine((n) => Number.isFinite(n) && Math.round(n * 100) === n * 100, { message: 'sharingRateDecimals' })
  .refine((n) => n > 0, { message: 'sharingRateAboveZero' })
  .refine((n) => n >= 1 && n <= 100, { message: 'sharingRateRange' });

/** Rates in hundredths of a percent (integers: 80.01 % is 8001). */
export const rateBps = (percent: number): number => Math.round(percent * 100);

export const sharingConfigSaveSchema = z
  .object({
    payConfigId: dbId(),
    status: z.enum([SHARING_CONFIG_STATUS.enabled, SHARING_CONFIG_STATUS.disabled]).default(SHARING_CONFIG_STATUS.disabled),
    sharingType: code(SHARING_TYPE),
    businessType: code(SHARING_BUSINESS_TYPE),
    /** Every device of the customer, or only `deviceIds`. */
    allDevices: z.boolean().default(false),
    deviceIds: z.array(dbId()).max(1000).default([]),
    joiners: z
      .array(z.object({ applyId: dbId(), rate: ratePercent }))
      .min(1, { message: 'sharingJoinerRequired' })
      .max(SHARING_LIMITS.joiners),
    /** The signed agreement, required when the total is above 80 %. */
    agreementFile: z.preprocess(blank, uploadUrl.nullish()),
    remark: z.preprocess(blank, z.string().trim().max(200).nullish()),
  })
  .superRefine((v, ctx) => {
    const total = v.joiners.reduce((s, j) => s + rateBps(j.rate), 0);
    if (total > SHARING_LIMITS.maxTotalRate * 100) ctx.addIssue({ code: 'custom', path: ['joiners'], message: 'sharingTotalTooHigh' });
    else if (total > SHARING_LIMITS.agreementAbove * 100 && !v.agreementFile)
      ctx.addIssue({ code: 'custom', path: ['agreementFile'], message: 'sharingAgreementRequired' });
    repeatedIndexes(v.joiners.map((j) => j.applyId)).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['joiners', i, 'applyId'], message: 'sharingJoinerTwice' }),
    );
    if (!v.allDevices && v.deviceIds.length === 0) ctx.addIssue({ code: 'custom', path: ['deviceIds'], message: 'sharingDevicesRequired' });
  });
export type SharingConfigSave = z.infer<typeof sharingConfigSaveSchema>;

export const sharingConfigDetailSchema = z.object({ payId: dbId() });
export const sharingConfigListSchema = listParamsSchema.extend({ orgId: z.preprocess(blank, dbId().optional()) });

const period = {
  beginTime: filterTime(),
  endTime: filterTime(),
  orgId: z.preprocess(blank, dbId().optional()),
  deviceId: z.preprocess(blank, dbId().optional()),
  payConfigId: z.preprocess(blank, dbId().optional()),
};
export const sharingOrderListSchema = listParamsSchema.extend({
  ...period,
  applyId: z.preprocess(blank, dbId().optional()),
  status: z.preprocess(blank, z.coerce.number().int().min(1).max(5).optional()),
  orderCode: z.string().trim().max(64).optional(),
});
export const sharingBillSchema = listParamsSchema.extend({ ...period, applyId: z.preprocess(blank, dbId().optional()) });

export interface SharingApplyRow {
  id: number;
  orgId: number;
  customerName: string | null;
  payConfigId: number;
  payMerchantName: string | null;
  name: string;
  merchantNo: string;
  contact: string;
  phone: string | null;
  businessType: number;
  signStatus: number;
  applyStatus: number;
  rejectReason: string | null;
  attachments: string[];
  createdBy: string | null;
  createTime: string;
  updateTime: string | null;
}

export interface SharingApplyHistory {
  action: string;
  fromApply: number | null;
  toApply: number;
  fromSign: number | null;
  toSign: number;
  reason: string | null;
  by: string | null;
  time: string;
}

export interface SharingApplyDetail extends SharingApplyRow {
  history: SharingApplyHistory[];
}

export interface SharingConfigView {
  id: number | null;
  payConfigId: number;
  orgId: number;
  payMerchantName: string;
  /** The provider's fee, percent of each payment. */
  feeRate: number;
  status: string;
  sharingType: number;
  businessType: number;
  allDevices: boolean;
  deviceIds: number[];
  joiners: Array<{ applyId: number; name: string; merchantNo: string; rate: number }>;
  agreementFile: string | null;
  remark: string | null;
  /** The customer's devices the caller may choose. */
  deviceOptions: Array<{ id: number; code: string; name: string | null }>;
}

/** A payment configuration with its sharing configuration (`id` null when it has none yet). */
export interface SharingConfigRow {
  id: number | null;
  payConfigId: number;
  payMerchantName: string;
  payType: number;
  customerName: string | null;
  /** The customer's organisation code (the application route's `{orgCode}`). */
  orgCode: string;
  status: string | null;
  sharingType: number | null;
  businessType: number | null;
  allDevices: boolean;
  deviceCount: number;
  joinerCount: number;
  totalRate: number;
  feeRate: number;
  updateTime: string | null;
}

export interface SharingOrderRow {
  id: number;
  orderCode: string;
  deviceId: number;
  deviceName: string | null;
  payConfigId: number;
  applyId: number;
  joinerName: string;
  merchantNo: string;
  rate: number;
  /** Amounts in cents, in `currency`. */
  orderCents: number;
  feeCents: number;
  shareCents: number;
  reversedCents: number;
  status: number;
  message: string | null;
  currency: string;
  orderTime: string;
  settledTime: string | null;
}

/**
 * A bill's totals in one currency. Orders, order amount and fee count each order once (in the
 * merchant bill an order shared with two joiners is on both joiners' lines); shared, reversed and
 * net add up the lines.
 */
export interface SharingBillTotals {
  currency: string;
  orders: number;
  orderCents: number;
  feeCents: number;
  sharedCents: number;
  reversedCents: number;
  /** The shares less what refunds took back of them (shared − reversed). */
  netCents: number;
}

/** One line of a bill: a joiner's (merchant bill) or a device's (device bill) totals in one currency. */
export interface SharingBillRow extends SharingBillTotals {
  key: number;
  name: string;
  /** Net cents by sharing status code (they add up to `netCents`). */
  byStatus: Record<string, number>;
}

/**
 * The period a bill covers, on the business clock (`timeZone`): each bound as picked (a day or a
 * time), else the day of the bill's first or last order; null when not picked and the bill has no
 * rows (both null: all time).
 */
export interface SharingBillPeriod {
  from: string | null;
  to: string | null;
  timeZone: string;
}

/** A bill's period as the screen and the export state it: "2024-05-01 – 2024-05-31 (Asia/Shanghai)", or "all time". */
export function sharingPeriodText(period: SharingBillPeriod, lang: Lang): string {
  const { from, to } = period;
  if (from && to) return `${message('sharing.period.range', lang, { from, to })} (${period.timeZone})`;
  if (from) return `${message('sharing.period.from', lang, { from })} (${period.timeZone})`;
  if (to) return `${message('sharing.period.to', lang, { to })} (${period.timeZone})`;
  return message('sharing.period.all', lang);
}

/** What a bill answers besides its lines (the envelope's `result`). */
export interface SharingBillResult {
  period: SharingBillPeriod;
  totals: SharingBillTotals[];
}

export type SharingApplyQuery = ListFilters<z.infer<typeof sharingApplyListSchema>>;
export type SharingOrderQuery = ListFilters<z.infer<typeof sharingOrderListSchema>>;
export type SharingBillQuery = ListFilters<z.infer<typeof sharingBillSchema>>;
export type SharingConfigQuery = ListFilters<z.infer<typeof sharingConfigListSchema>>;
export const SHARING_ENDPOINTS = {
  applies: listEndpoint<SharingApplyQuery, SharingApplyRow>(SHARING_API.applyList),
  configs: listEndpoint<SharingConfigQuery, SharingConfigRow>(SHARING_API.configList),
  orders: listEndpoint<SharingOrderQuery, SharingOrderRow>(SHARING_API.orderList),
  merchantBill: listEndpoint<SharingBillQuery, SharingBillRow>(SHARING_API.merchantBill),
  deviceBill: listEndpoint<SharingBillQuery, SharingBillRow>(SHARING_API.deviceBill),
} as const;

/**
 * How an order's money divides, in integer cents (the rounding rule):
 *   fee        = the provider's fee on the amount, rounded half up to the cent;
 *   share(j)   = floor((amount − fee) × rate(j) / 100), rates in hundredths of a percent;
 *   remainder  = amount − fee − Σ share(j): what stays with the payment merchant (≥ 0, since the
 *                rates total at most 100 % and each share is rounded down).
 * After refunds the same rule runs on the net amount (paid − refunded); since every term only
 * grows with the amount, each share can only shrink, and the difference is reversed.
 */
/**
 * The provider's fee on a payment: the configuration's rate (percent, two decimals) of the amount,
 * rounded half up to the cent, never more than the amount. The first step of `splitOrder`.
 */
export const payFeeCents = (amountCents: number, ratePercent: number): number => splitOrder(amountCents, rateBps(ratePercent), []).fee;

export function splitOrder(
  amountCents: number,
  feeBps: number,
  joinerBps: readonly number[],
): { fee: number; shares: number[]; remainder: number } {
  const amount = Math.max(0, Math.trunc(amountCents));
  const fee = Math.min(amount, Math.floor((amount * feeBps + 5000) / 10000));
  const base = amount - fee;
  const shares = joinerBps.map((bps) => Math.floor((base * bps) / 10000));
  const remainder = base - shares.reduce((s, x) => s + x, 0);
  return { fee, shares, remainder };
}

addFieldLabels(messageGroup('sharing.field.'));

addRuleMessages(messageGroup('sharing.rule.'));
