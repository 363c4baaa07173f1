import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { bigDbId, dbId, filterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addRuleMessages } from './validation.js';
import { screenPermissions } from './permissions.js';
import { UPLOAD_USES } from './uploads.js';

/**
 * Inspection records: a maintenance person records an inspection of one of their machines (its
 * status, a short checklist, a remark, photos); a reviewer adopts it or rejects it with a reason;
 * the inspector redoes a rejected one, which waits for review again. Adopted is final.
 */
export const INSPECTION_LIMITS = { remark: 500, reason: 200, photos: UPLOAD_USES.inspectionPhoto.maxCount } as const;

/** The states, as the built-in dictionary `inspection_state` names them. */
export const INSPECTION_STATES = ['pending_review', 'rejected', 'adopted'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];
export const INSPECTION_STATE_DICT = 'inspection_state';
/** Device status found (dictionary `inspection_device_status`): 1 normal, 2 abnormal, 3 out of service. */
export const INSPECTION_DEVICE_STATUSES = [1, 2, 3] as const;
export const INSPECTION_DEVICE_STATUS_DICT = 'inspection_device_status';
/** The checklist: each item checked (true), found wanting (false) or not looked at (left out). */
export const INSPECTION_CHECKS = ['clean', 'materials', 'cups', 'water', 'payment', 'screen'] as const;
export type InspectionCheck = (typeof INSPECTION_CHECKS)[number];

export const INSPECTION_PERMS = screenPermissions('device:inspection', ['list', 'add', 'review']);

export const INSPECTION_API = {
  /** GET: records in the caller's scope, paged, filtered and sorted. */
  list: '/api/device/inspection/list',
  /** GET: the machines the caller may inspect (search by code or name). */
  devices: '/api/device/inspection/devices',
  /** POST: records a new inspection (waiting for review). */
  add: '/api/device/inspection/add',
  /** POST { id, ... }: the inspector redoes a rejected record; it waits for review again. */
  resubmit: '/api/device/inspection/resubmit',
  /** POST { id, adopt, reason? }: adopts or rejects a record waiting for review. */
  review: '/api/device/inspection/review',
} as const;

export const INSPECTION_SCREENS = { deviceInspection: 'deviceManage/inspection/index' } as const;

export const INSPECTION_AUDIT_ACTIONS = {
  addInspection: 'insert',
  resubmitInspection: 'update',
  reviewInspection: 'update',
} as const;

export const inspectionQuerySchema = listParamsSchema.extend({
  deviceCode: z.string().trim().max(64).optional(),
  state: z.enum(INSPECTION_STATES).optional(),
  deviceStatus: z.coerce.number().int().min(1).max(3).optional(),
  /** Only the records the caller made. */
  mine: z.enum(['1', '0']).optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});

const photoUrl = z.string().trim().min(1).max(300);

/** What an inspector records (new or redone). */
export const inspectionFormSchema = z.object({
  deviceStatus: z.coerce
    .number()
    .int()
    .refine((n) => (INSPECTION_DEVICE_STATUSES as readonly number[]).includes(n), { message: 'inspectionStatusUnknown' }),
  checks: z.partialRecord(z.enum(INSPECTION_CHECKS), z.boolean()).default({}),
  remark: z.string().trim().max(INSPECTION_LIMITS.remark).default(''),
  photos: z.array(photoUrl).max(INSPECTION_LIMITS.photos, { message: 'inspectionTooManyPhotos' }).default([]),
});

export const inspectionAddSchema = inspectionFormSchema.extend({ deviceId: dbId() });
export type InspectionAdd = z.output<typeof inspectionAddSchema>;
export const inspectionResubmitSchema = inspectionFormSchema.extend({ id: bigDbId() });
export type InspectionResubmit = z.output<typeof inspectionResubmitSchema>;

/** Adopting, or rejecting with a reason (required then). */
export const inspectionReviewSchema = z
  .object({
    id: bigDbId(),
    adopt: z.boolean(),
    reason: z.string().trim().max(INSPECTION_LIMITS.reason).optional(),
  })
  .refine((v) => v.adopt || Boolean(v.reason), { path: ['reason'], message: 'inspectionReasonRequired' });
export type InspectionReview = z.output<typeof inspectionReviewSchema>;

export const inspectionDevicesQuerySchema = z.object({ keyword: z.string().trim().max(64).optional() });

export interface InspectionDeviceOption {
  id: number;
  deviceCode: string;
  name: string | null;
}

export interface InspectionRecord {
  id: number;
  orgId: number;
  customerName: string | null;
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  deviceStatus: number;
  checks: Partial<Record<InspectionCheck, boolean>>;
  remark: string | null;
  photos: string[];
  state: InspectionState;
  inspectorId: number;
  inspectorName: string | null;
  submitTime: string;
  /** How many times it was redone after a rejection. */
  resubmits: number;
  reviewedBy: string | null;
  reviewTime: string | null;
  rejectReason: string | null;
}

addMissingFieldLabels(messageGroup('inspection.field.'));
addRuleMessages(messageGroup('inspection.rule.'));

export type InspectionQuery = ListFilters<z.infer<typeof inspectionQuerySchema>>;
export const INSPECTION_ENDPOINTS = { list: listEndpoint<InspectionQuery, InspectionRecord>(INSPECTION_API.list) } as const;
