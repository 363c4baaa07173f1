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
 * Member (IC) cards: a customer's prepaid cards, paying at that customer's machines. The balance
 * is kept in integer cents of the card's currency; every change of balance or free uses leaves a
 * change record (who, when, what kind, before and after, why, which order).
 */
export const CARD_LIMITS = {
  icCode: 32,
  merchant: 100,
  remark: 200,
  reason: 200,
  /** The largest balance a card holds, in cents (one million in the card's currency). */
  balanceCents: 100_000_000,
  freeUses: 100_000,
  importRows: 1000,
} as const;

export const CARD_STATUSES = ['enabled', 'disabled', 'lost'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** What changed a card's balance or free uses. */
export const CARD_CHANGE_KINDS = ['topUp', 'adjustment', 'charge', 'release', 'refund'] as const;
export type CardChangeKind = (typeof CARD_CHANGE_KINDS)[number];

/** Minutes a machine's authorisation holds the amount before it is released unsettled. */
export const CARD_HOLD_MINUTES = 10;

/** The built-in job that releases authorisations no order settled in time. */
export const CARD_JOB_HANDLER = JOB_HANDLER_NAMES.releaseCardHolds;
export const releaseHoldsArgsSchema = z.object({}).strict();

/** The screen's permissions; `record` opens the change record. */
export const CARD_PERMS = screenPermissions('card:member', ['list', 'add', 'edit', 'topUp', 'adjust', 'status', 'import', 'record']);

export const CARD_API = {
  /** GET: member cards in the caller's data scope, paged and filtered. */
  list: '/api/IcCard/list',
  /** GET: the change records of the cards in the caller's data scope. */
  records: '/api/IcCardChangeRecord/list',
  /** POST (form-encoded): adds a card (no `id`) or edits one. */
  save: '/api/IcCard/saveByIcCode',
  /** POST (JSON { id, topUpAmount, reason }): adds money to a card. */
  topUp: '/api/IcCard/topUp',
  /** POST (JSON { id, balance?, freeUses?, reason }): corrects a card's balance or free uses by a signed amount. */
  adjust: '/api/IcCard/adjust',
  /** POST (JSON { id, status }): enables, disables or reports a card lost. */
  status: '/api/IcCard/changeStatus',
  /** POST (multipart xlsx, `orgId` in the query): adds cards from a sheet, all or nothing. */
  import: '/api/IcCard/import',
  /** GET: the import template. */
  template: '/api/IcCard/importTemplate',
} as const;

/** Cards → member card swiping, and its change record (a route reached from it). */
export const CARD_SCREENS = { memberCard: 'card/member/index', memberSwipeRecord: 'memberSwipe/record' } as const;

/** Operation-log actions of the area (`audit.action.<action>` of its messages). */
export const CARD_AUDIT_ACTIONS = {
  saveCard: 'update',
  topUpCard: 'update',
  adjustCard: 'update',
  changeCardStatus: 'update',
  importCards: 'import',
} as const;

addRuleMessages(messageGroup('card.rule.'));

/** True when a number has at most two decimals, tolerant of binary fractions. */
const twoDecimals = (v: number): boolean => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A form-encoded field that may arrive empty: '' means absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const maxMoney = CARD_LIMITS.balanceCents / 100;

/** An amount of money in the card's currency: at most two decimals, within the largest balance. */
const money = (min: number) => z.coerce.number().min(min).max(maxMoney).refine(twoDecimals, { message: 'cardTwoDecimals' });

export const cardQuerySchema = listParamsSchema.extend({
  /** The customer (organisation) and everything below it. */
  orgId: z.preprocess(blank, dbId().optional()),
  /** Part of the card number. */
  icCode: z.string().trim().max(CARD_LIMITS.icCode).optional(),
  status: z.preprocess(blank, z.enum(CARD_STATUSES).optional()),
  merchant: z.string().trim().max(CARD_LIMITS.merchant).optional(),
});

export const cardRecordQuerySchema = listParamsSchema.extend({
  orgId: z.preprocess(blank, dbId().optional()),
  /** One card's records. */
  cardId: z.preprocess(blank, dbId().optional()),
  icCode: z.string().trim().max(CARD_LIMITS.icCode).optional(),
  kind: z.preprocess(blank, z.enum(CARD_CHANGE_KINDS).optional()),
  orderCode: z.string().trim().max(64).optional(),
  /** When the change happened, on the business clock. */
  beginTime: filterTime(),
  endTime: filterTime(),
});

const icCode = z
  .string()
  .trim()
  .min(1)
  .max(CARD_LIMITS.icCode)
  .regex(/^[A-Za-z0-9-]+$/, { message: 'cardCodeChars' });

/**
 * POST saveByIcCode (form-encoded): without `id` a new card of the customer `orgId` (a
 * customer's own staff may leave it out) with its opening balance and free uses, each recorded as
 * a top-up; with `id` the card's number, merchant, status and remark (money only through top-up
 * and adjustment, which say why).
 */
export const cardSaveSchema = z.object({
  id: z.preprocess(blank, dbId().optional()),
  icCode,
  orgId: z.preprocess(blank, dbId().optional()),
  merchant: z.preprocess(blank, z.string().trim().max(CARD_LIMITS.merchant).optional()),
  status: z.preprocess(blank, z.enum(CARD_STATUSES).default('enabled')),
  /** Opening balance (adding only). */
  balance: z.preprocess(blank, money(0).optional()),
  /** Opening free uses (adding only). */
  freeUses: z.preprocess(blank, z.coerce.number().int().min(0).max(CARD_LIMITS.freeUses).optional()),
  remark: z.preprocess(blank, z.string().trim().max(CARD_LIMITS.remark).optional()),
});
export type CardSave = z.output<typeof cardSaveSchema>;

const reason = z.string().trim().min(1).max(CARD_LIMITS.reason);

export const cardTopUpSchema = z.object({ id: dbId(), topUpAmount: money(0.01), reason });
export type CardTopUp = z.output<typeof cardTopUpSchema>;

/** A correction: the balance and/or free uses move by the signed amounts given (at least one, not zero). */
export const cardAdjustSchema = z
  .object({
    id: dbId(),
    balance: z.preprocess(blank, money(-maxMoney).optional()),
    freeUses: z.preprocess(blank, z.coerce.number().int().min(-CARD_LIMITS.freeUses).max(CARD_LIMITS.freeUses).optional()),
    reason,
  })
  .refine((v) => (v.balance ?? 0) !== 0 || (v.freeUses ?? 0) !== 0, { path: ['balance'], message: 'cardAdjustNothing' });
export type CardAdjust = z.output<typeof cardAdjustSchema>;

export const cardStatusSchema = z.object({ id: dbId(), status: z.enum(CARD_STATUSES) });
export type CardStatusChange = z.output<typeof cardStatusSchema>;

/** The import's query: the customer the cards are for (a customer's own staff may leave it out). */
export const cardImportQuerySchema = z.object({ orgId: z.preprocess(blank, dbId().optional()) });

/** One row of the import sheet, as read (cells as text or numbers). */
export const cardImportRowSchema = z.object({
  icCode,
  merchant: z.preprocess(blank, z.string().trim().max(CARD_LIMITS.merchant).optional()),
  status: z.preprocess(blank, z.enum(CARD_STATUSES).default('enabled')),
  balance: z.preprocess(blank, money(0).default(0)),
  freeUses: z.preprocess(blank, z.coerce.number().int().min(0).max(CARD_LIMITS.freeUses).default(0)),
  remark: z.preprocess(blank, z.string().trim().max(CARD_LIMITS.remark).optional()),
});
export type CardImportRow = z.output<typeof cardImportRowSchema>;

/** One member card as the list shows it. */
export interface MemberCard {
  id: number;
  icCode: string;
  orgId: number;
  customerName: string | null;
  merchant: string | null;
  status: CardStatus;
  /** Balance in cents of `currency` (what is held for machines' authorisations is already taken off). */
  balanceCents: number;
  currency: string;
  freeUses: number;
  remark: string | null;
  createTime: string;
  updateTime: string;
}

/** One change of a card's balance or free uses. */
export interface CardChangeRecord {
  id: number;
  cardId: number;
  icCode: string;
  orgId: number;
  customerName: string | null;
  kind: CardChangeKind;
  /** Signed change of the balance, in cents of `currency`. */
  amountCents: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  freeUsesBefore: number;
  freeUsesAfter: number;
  currency: string;
  reason: string | null;
  orderCode: string | null;
  deviceCode: string | null;
  operator: string | null;
  createTime: string;
}

addMissingFieldLabels(messageGroup('card.field.'));

export type CardQuery = ListFilters<z.infer<typeof cardQuerySchema>>;
export type CardRecordQuery = ListFilters<z.infer<typeof cardRecordQuerySchema>>;
export const CARD_ENDPOINTS = {
  list: listEndpoint<CardQuery, MemberCard>(CARD_API.list),
  records: listEndpoint<CardRecordQuery, CardChangeRecord>(CARD_API.records),
} as const;
