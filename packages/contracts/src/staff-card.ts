import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, filterTime } from './input.js';
import { JOB_HANDLER_NAMES } from './job.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';
import { addRuleMessages } from './validation.js';

/**
 * Staff (employee) cards: a customer's employees pay at that customer's machines with a monthly
 * quota and a discount. The monthly limit and the remaining quota are integer cents of the card's
 * currency (the customer's); the discount is kept in tenths of a percent (0 none … 1000 free).
 * A monthly limit of 0 gives no allowance: such a card pays only what its discount makes free.
 */
export const STAFF_LIMITS = {
  employeeName: 64,
  employeeNo: 20,
  remark: 200,
  /** The largest monthly limit, in whole units of the currency. */
  monthlyLimit: 1_000_000,
  importRows: 1000,
} as const;

export const STAFF_STATUSES = ['enabled', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * What a record of a staff card says: people's changes (add, edit, status, import), a machine's
 * swipe (the discounted amount held on the quota), a hold given back (release), a refund put
 * back on the quota, and the month's reset of the quota.
 */
export const STAFF_RECORD_KINDS = ['add', 'edit', 'status', 'import', 'swipe', 'release', 'refund', 'reset'] as const;
export type StaffRecordKind = (typeof STAFF_RECORD_KINDS)[number];

/** Minutes a machine's authorisation holds the amount on the quota before it is released unsettled. */
export const STAFF_HOLD_MINUTES = 10;

/** The built-in jobs: release unsettled holds, and start each card's new month. */
export const STAFF_JOB_HANDLERS = {
  releaseHolds: JOB_HANDLER_NAMES.releaseStaffHolds,
  resetQuota: JOB_HANDLER_NAMES.resetStaffQuota,
} as const;
export const staffJobArgsSchema = z.object({}).strict();

/** The screen's permissions; `record` opens the swipe and change record. */
export const STAFF_PERMS = screenPermissions('card:staff', ['list', 'add', 'edit', 'status', 'import', 'record']);

export const STAFF_API = {
  /** GET: staff cards in the caller's data scope, paged and filtered. */
  list: '/api/Staff/list',
  /** GET: the records (swipes and changes) of the staff cards in the caller's data scope. */
  records: '/api/StaffHistory/list',
  /** POST (JSON): adds a card (no `id`) or edits one. */
  save: '/api/Staff/save',
  /** POST (JSON { id, status }): enables or disables a card. */
  status: '/api/Staff/changeStatus',
  /** POST (multipart xlsx; `orgId`, `goodRows` in the query): adds cards from a sheet. */
  import: '/api/staff/import',
  /** GET: the import template. */
  template: '/api/staff/importTemplate',
} as const;

/** Cards → employee card swiping, and its record (a route reached from it). */
export const STAFF_SCREENS = { staffCard: 'card/staff/index', staffSwipeRecord: 'staffSwipe/record' } as const;

/** Operation-log actions of the area (`audit.action.<action>` of its messages). */
export const STAFF_AUDIT_ACTIONS = {
  saveStaffCard: 'update',
  changeStaffCardStatus: 'update',
  importStaffCards: 'import',
} as const;

addRuleMessages(messageGroup('staffCard.rule.'));

/** True when a number has at most one decimal, tolerant of binary fractions. */
const oneDecimal = (v: number): boolean => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;

/** A field that may arrive empty: '' means absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A discount percent as tenths: 33.3 → 333. */
export const discountTenths = (percent: number): number => Math.round(percent * 10);

/**
 * What a staff card pays for a price after its discount, in cents: the price less the discount,
 * rounded to the nearest cent (halves up).
 */
export const discountedCents = (priceCents: number, tenths: number): number => Math.round((priceCents * (1000 - tenths)) / 1000);

const employeeNo = z
  .string()
  .trim()
  .min(1)
  .max(STAFF_LIMITS.employeeNo)
  .regex(/^[0-9]+$/, { message: 'staffNoDigits' });
const employeeName = z.string().trim().max(STAFF_LIMITS.employeeName);
const monthlyLimit = z.coerce.number().int({ message: 'staffLimitWhole' }).min(0).max(STAFF_LIMITS.monthlyLimit);
const discount = z.coerce.number().min(0).max(100).refine(oneDecimal, { message: 'staffOneDecimal' });

export const staffQuerySchema = listParamsSchema.extend({
  /** The customer (organisation) and everything below it. */
  orgId: z.preprocess(blank, dbId().optional()),
  employeeName: z.string().trim().max(STAFF_LIMITS.employeeName).optional(),
  employeeNo: z.string().trim().max(STAFF_LIMITS.employeeNo).optional(),
  status: z.preprocess(blank, z.enum(STAFF_STATUSES).optional()),
});

export const staffRecordQuerySchema = listParamsSchema.extend({
  orgId: z.preprocess(blank, dbId().optional()),
  /** One card's records. */
  cardId: z.preprocess(blank, dbId().optional()),
  employeeNo: z.string().trim().max(STAFF_LIMITS.employeeNo).optional(),
  kind: z.preprocess(blank, z.enum(STAFF_RECORD_KINDS).optional()),
  orderCode: z.string().trim().max(64).optional(),
  /** When it happened, on the business clock. */
  beginTime: filterTime(),
  endTime: filterTime(),
});

/**
 * POST save: without `id` a new card of the customer `orgId` (a customer's own staff may leave it
 * out); with `id` the card's name, number, status, monthly limit, discount and remark. A new
 * card starts the month with its whole limit; a changed limit moves the remaining quota by the
 * same difference (never below zero).
 */
export const staffSaveSchema = z.object({
  id: z.preprocess(blank, dbId().optional()),
  orgId: z.preprocess(blank, dbId().optional()),
  employeeName: z.preprocess(blank, employeeName.min(1)),
  employeeNo,
  status: z.preprocess(blank, z.enum(STAFF_STATUSES).default('enabled')),
  /** Whole units of the customer's currency a month. */
  monthlyLimit,
  /** Percent off, 0–100 with at most one decimal (100: free). */
  discount: z.preprocess(blank, discount.default(0)),
  remark: z.preprocess(blank, z.string().trim().max(STAFF_LIMITS.remark).optional()),
});
export type StaffSave = z.output<typeof staffSaveSchema>;

export const staffStatusSchema = z.object({ id: dbId(), status: z.enum(STAFF_STATUSES) });
export type StaffStatusChange = z.output<typeof staffStatusSchema>;

/** The import's query: the customer the cards are for, and whether to import the good rows when some are bad. */
export const staffImportQuerySchema = z.object({
  orgId: z.preprocess(blank, dbId().optional()),
  goodRows: z.preprocess(blank, z.enum(['true', 'false']).optional()),
});

/** One row of the import sheet, as read (cells as text or numbers); the status cell is read by its label. */
export const staffImportRowSchema = z.object({
  employeeName: z.preprocess(blank, employeeName.optional()),
  employeeNo: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), employeeNo),
  status: z.preprocess(blank, z.enum(STAFF_STATUSES).default('enabled')),
  monthlyLimit: z.preprocess(blank, monthlyLimit.default(0)),
  discount: z.preprocess(blank, discount.default(0)),
  remark: z.preprocess(blank, z.string().trim().max(STAFF_LIMITS.remark).optional()),
});
export type StaffImportRow = z.output<typeof staffImportRowSchema>;

/** `data` of an import: rows written, and the bad rows left out when the good rows were asked for. */
export interface StaffImportSummary {
  imported: number;
  skipped: Array<{ row: number; field: string; column?: string; message: string }>;
}

/** One staff card as the list shows it. */
export interface StaffCard {
  id: number;
  orgId: number;
  customerName: string | null;
  employeeName: string;
  employeeNo: string;
  status: StaffStatus;
  monthlyLimitCents: number;
  /** What is left of this month's quota (a card not used yet this month shows its whole limit). */
  quotaCents: number;
  /** Percent off (one decimal). */
  discount: number;
  currency: string;
  remark: string | null;
  createTime: string;
  updateTime: string;
}

/** One record of a staff card: a swipe, a hold given back, a refund, a reset or a change by a person. */
export interface StaffRecord {
  id: number;
  cardId: number;
  employeeName: string;
  employeeNo: string;
  orgId: number;
  customerName: string | null;
  kind: StaffRecordKind;
  /** A swipe's price before the discount, in cents. */
  priceCents: number | null;
  /** The discount applied (percent). */
  discount: number | null;
  /** Signed change of the quota, in cents (a swipe's charge is negative). */
  amountCents: number;
  quotaBeforeCents: number;
  quotaAfterCents: number;
  currency: string;
  detail: string | null;
  orderCode: string | null;
  deviceCode: string | null;
  operator: string | null;
  createTime: string;
}

addMissingFieldLabels(messageGroup('staffCard.field.'));

export type StaffQuery = ListFilters<z.infer<typeof staffQuerySchema>>;
export type StaffRecordQuery = ListFilters<z.infer<typeof staffRecordQuerySchema>>;
export const STAFF_ENDPOINTS = {
  list: listEndpoint<StaffQuery, StaffCard>(STAFF_API.list),
  records: listEndpoint<StaffRecordQuery, StaffRecord>(STAFF_API.records),
} as const;
