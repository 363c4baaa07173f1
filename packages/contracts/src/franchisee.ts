import { z } from 'zod';
import { ORG_PHONE_PATTERN, orgText } from './dept.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { LANGS } from './i18n.js';
import { bigDbId, filterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';
import { UPLOAD_USES } from './uploads.js';
import { userPasswordSchema, usernameSchema } from './user.js';
import { addRuleMessages } from './validation.js';

/**
 * Franchise applications: someone who wants to run machines applies online, without an account
 * (the public page), with their company, contact, region, plans and documents; a reviewer passes
 * the application (the customer, cooperation mode franchisee, source online franchise
 * application, and its first account are created) or rejects it with a reason; the applicant,
 * holding the token the application answered, reads its state and resubmits a rejected one.
 */
export const FRANCHISEE_LIMITS = {
  companyName: 100,
  contactName: 50,
  region: 100,
  address: 200,
  remark: 500,
  reason: 200,
  /** Points and machines the applicant means to run. */
  plannedMax: 10_000,
  documents: UPLOAD_USES.franchiseDocument.maxCount,
} as const;

/** The states, as the built-in dictionary `franchise_review_state` names them. */
export const FRANCHISEE_STATES = ['pending', 'passed', 'rejected'] as const;
export type FranchiseeState = (typeof FRANCHISEE_STATES)[number];
export const FRANCHISEE_STATE_DICT = 'franchise_review_state';

export const FRANCHISEE_PERMS = screenPermissions('device:franchisee', ['list', 'review']);

export const FRANCHISEE_API = {
  /** GET: applications in the caller's scope, paged, filtered and sorted. */
  list: '/api/Franchisee/list',
  /** GET ?id: one application. */
  detail: '/api/Franchisee/detail',
  /** POST { id, pass, reason? }: passes a pending application or rejects it with a reason. */
  review: '/api/Franchisee/review',
  /** POST (public): a new application; answers its token. */
  apply: '/api/Franchisee/apply',
  /** POST (public) multipart: one document of an application. */
  upload: '/api/Franchisee/apply/upload',
  /** POST (public) { token }: the state of the applicant's own application. */
  status: '/api/Franchisee/apply/status',
  /** POST (public) { token, ... }: the applicant resubmits a rejected application. */
  resubmit: '/api/Franchisee/apply/resubmit',
} as const;

export const FRANCHISEE_SCREENS = { deviceFranchisee: 'deviceManage/franchisee/index' } as const;

export const FRANCHISEE_AUDIT_ACTIONS = { reviewFranchisee: 'update' } as const;

/** How the applicant was told of the review (e-mail to the contact address). */
export const FRANCHISEE_NOTICES = ['sent', 'failed', 'notConfigured'] as const;
export type FranchiseeNotice = (typeof FRANCHISEE_NOTICES)[number];

export const franchiseeQuerySchema = listParamsSchema.extend({
  state: z.enum(FRANCHISEE_STATES).optional(),
  /** Company, contact, phone or region. */
  keyword: z.string().trim().max(100).optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});

const documentUrl = z.string().trim().min(1).max(300);
const planned = () => z.coerce.number().int().min(1).max(FRANCHISEE_LIMITS.plannedMax);

/** What an applicant sends (new or resubmitted): the password becomes the first account's. */
export const franchiseApplicationSchema = z.object({
  companyName: z.string().trim().min(2).max(FRANCHISEE_LIMITS.companyName),
  contactName: z.string().trim().min(1).max(FRANCHISEE_LIMITS.contactName),
  contactPhone: z.string().trim().min(1).regex(ORG_PHONE_PATTERN, { message: 'phone' }),
  contactEmail: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .pipe(z.email({ message: 'email' })),
  region: z.string().trim().min(1).max(FRANCHISEE_LIMITS.region),
  address: orgText(FRANCHISEE_LIMITS.address),
  plannedPoints: planned(),
  plannedMachines: planned(),
  remark: orgText(FRANCHISEE_LIMITS.remark),
  documents: z
    .array(documentUrl)
    .min(1, { message: 'franchiseDocumentsRequired' })
    .max(FRANCHISEE_LIMITS.documents, { message: 'franchiseTooManyDocuments' }),
  username: usernameSchema,
  password: userPasswordSchema,
  lang: z.enum(LANGS).default('en'),
});
export type FranchiseApplicationInput = z.input<typeof franchiseApplicationSchema>;
export type FranchiseApplication = z.output<typeof franchiseApplicationSchema>;

/** The token an application answered: what the applicant proves it is theirs with. */
export const franchiseTokenSchema = z.string().trim().min(20).max(64);
export const franchiseStatusQuerySchema = z.object({ token: franchiseTokenSchema });
export const franchiseResubmitSchema = franchiseApplicationSchema.extend({ token: franchiseTokenSchema });
export type FranchiseResubmit = z.output<typeof franchiseResubmitSchema>;

/** Passing, or rejecting with a reason (required then). */
export const franchiseeReviewSchema = z
  .object({
    id: bigDbId(),
    pass: z.boolean(),
    reason: z.string().trim().max(FRANCHISEE_LIMITS.reason).optional(),
  })
  .refine((v) => v.pass || Boolean(v.reason), { path: ['reason'], message: 'franchiseReasonRequired' });
export type FranchiseeReview = z.output<typeof franchiseeReviewSchema>;

export const franchiseeIdQuerySchema = z.object({ id: bigDbId() });

/** An application as the reviewers see it. */
export interface FranchiseeRecord {
  id: number;
  companyName: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  region: string;
  address: string | null;
  plannedPoints: number;
  plannedMachines: number;
  remark: string | null;
  documents: string[];
  /** The first account's name, asked for by the applicant. */
  username: string;
  state: FranchiseeState;
  submitTime: string;
  /** How many times it was resubmitted after a rejection. */
  resubmits: number;
  reviewedBy: string | null;
  reviewTime: string | null;
  rejectReason: string | null;
  /** The customer a pass created, and its first account. */
  customerId: number | null;
  customerName: string | null;
  accountId: number | null;
  notice: FranchiseeNotice | null;
}

/** What the applicant reads with their token: their own application, nothing else. */
export interface FranchiseStatus {
  state: FranchiseeState;
  submitTime: string;
  reviewTime: string | null;
  rejectReason: string | null;
  resubmits: number;
  /** The application as sent (without the password), to correct and resubmit. */
  application: Omit<FranchiseApplication, 'password' | 'lang'>;
}

/** What an accepted application answers: the token to read its state with. */
export interface FranchiseApplied {
  token: string;
  status: FranchiseStatus;
}

addMissingFieldLabels(messageGroup('franchisee.field.'));
addRuleMessages(messageGroup('franchisee.rule.'));

export type FranchiseeQuery = ListFilters<z.infer<typeof franchiseeQuerySchema>>;
export const FRANCHISEE_ENDPOINTS = { list: listEndpoint<FranchiseeQuery, FranchiseeRecord>(FRANCHISEE_API.list) } as const;
