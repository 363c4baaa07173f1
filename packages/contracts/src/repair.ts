import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { bigDbId, dbId, filterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';
import { UPLOAD_USES } from './uploads.js';
import { addRuleMessages } from './validation.js';

/**
 * Repair records: a level-2 fault a machine raises opens one for that occurrence (pending),
 * assigned to the maintenance account of the device's route; a person may also open one by hand
 * for a machine they may see, describing the problem, assigned to one of the maintenance staff of
 * the machine's customer, with photos. A person then processes it, to processed or unresolved, with
 * a remark and photos. Releasing the fault on the machine is noted on the record and does not close it.
 */
export const REPAIR_LIMITS = { remark: 500, description: 500, photos: UPLOAD_USES.repairPhoto.maxCount } as const;

/** The states of a record, as the built-in dictionary `repair_state` names them. */
export const REPAIR_STATES = ['pending', 'processed', 'unresolved'] as const;
export type RepairState = (typeof REPAIR_STATES)[number];
/** What processing a pending record may set. */
export const REPAIR_OUTCOMES = ['processed', 'unresolved'] as const;
export type RepairOutcome = (typeof REPAIR_OUTCOMES)[number];
/** The dictionary whose labels and colours show the state. */
export const REPAIR_STATE_DICT = 'repair_state';
/** The `assignee` filter of the records assigned to nobody. */
export const REPAIR_UNASSIGNED = 'none';
/** The fault level that opens a repair record. */
export const REPAIR_FAULT_LEVEL = 2;

/** `device:repair:list`, `device:repair:process`, `device:repair:add`, in this order (the order of the screen's buttons). */
export const REPAIR_PERMS = screenPermissions('device:repair', ['list', 'process', 'add']);

export const REPAIR_API = {
  /** GET: repair records in the caller's data scope, paged, filtered and sorted. */
  list: '/api/device/repair/list',
  /** POST (JSON { id, state, remark }): processes a pending record. */
  process: '/api/device/repair/process',
  /** GET ?keyword: the machines the caller may open a repair record for (by code or name, at most 50). */
  devices: '/api/device/repair/devices',
  /** GET ?deviceId: the maintenance staff a record of that machine may be assigned to. */
  assignees: '/api/device/repair/assignees',
  /** POST (JSON { deviceId, assigneeId?, description, photos }): opens a pending record by hand. */
  add: '/api/device/repair/add',
} as const;

/** Devices → repair record. */
export const REPAIR_SCREENS = { deviceRepair: 'deviceManage/repair/index' } as const;

/** Operation-log actions of the area (`audit.action.<action>` of its messages). */
export const REPAIR_AUDIT_ACTIONS = { processRepair: 'update', addRepair: 'insert' } as const;

export const repairQuerySchema = listParamsSchema.extend({
  /** The customer (organisation) and everything below it. */
  orgId: dbId().optional(),
  deviceCode: z.string().trim().max(64).optional(),
  state: z.enum(REPAIR_STATES).optional(),
  /** The assigned account's id, or `none`: only records assigned to nobody. */
  assignee: z.union([z.literal(REPAIR_UNASSIGNED), dbId()]).optional(),
  /** When the fault was raised, on the business clock. */
  beginTime: filterTime(),
  endTime: filterTime(),
});

/** Photos uploaded for repairs, at most 10. */
const photoUrls = z.array(z.string().trim().min(1).max(300)).max(REPAIR_LIMITS.photos, { message: 'repairTooManyPhotos' }).default([]);

/** Processing a pending record: its outcome, what was done (required) and photos uploaded for repairs. */
export const repairProcessSchema = z.object({
  id: bigDbId(),
  state: z.enum(REPAIR_OUTCOMES),
  remark: z.string().trim().min(1).max(REPAIR_LIMITS.remark),
  photos: photoUrls,
});
export type RepairProcess = z.output<typeof repairProcessSchema>;

/**
 * Opening a record by hand: the machine, who it is assigned to (one of the machine's maintenance
 * staff; left out: the maintainer of the machine's route, if any), what is wrong, photos uploaded for repairs.
 */
export const repairAddSchema = z.object({
  deviceId: dbId(),
  assigneeId: dbId().nullish(),
  description: z.string().trim().min(1).max(REPAIR_LIMITS.description),
  photos: photoUrls,
});
export type RepairAdd = z.output<typeof repairAddSchema>;

export const repairDevicesQuerySchema = z.object({ keyword: z.string().trim().max(64).optional() });
export const repairAssigneesQuerySchema = z.object({ deviceId: dbId() });

/** A machine offered when opening a record by hand. */
export interface RepairDeviceOption {
  id: number;
  deviceCode: string;
  name: string | null;
}

/** A maintenance account a record of a machine may be assigned to. */
export interface RepairAssigneeOption {
  id: number;
  name: string;
  /** The maintainer of the machine's route: the one chosen unless another is picked. */
  routeMaintainer: boolean;
}

/** One repair record as the list shows it. */
export interface RepairRecord {
  id: number;
  orgId: number;
  customerName: string | null;
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  /** Opened by a person rather than by a fault of the machine (then no fault code, level or message). */
  byHand: boolean;
  /** The fault: its code, level and message as the machine sent them; null for a record opened by hand. */
  faultCode: string | null;
  faultLevel: number | null;
  faultMessage: string | null;
  /** What the person who opened it by hand described; null for a record opened by a fault. */
  description: string | null;
  /** Who opened it by hand; null for a record opened by a fault. */
  openedBy: string | null;
  /** Urls of the photos taken when it was opened by hand. */
  openPhotos: string[];
  /** When the machine raised the fault, or when the record was opened by hand (ISO). */
  raisedTime: string;
  /** When the machine released it (ISO), null while it is still raised. */
  releasedTime: string | null;
  state: RepairState;
  /** The maintenance account it is assigned to; null: unassigned (the device has no route, or its route no account). */
  assigneeId: number | null;
  assigneeName: string | null;
  remark: string | null;
  /** Urls of the photos taken when it was processed. */
  photos: string[];
  processedBy: string | null;
  processedTime: string | null;
  createTime: string;
}

addMissingFieldLabels(messageGroup('repair.field.'));
addRuleMessages(messageGroup('repair.rule.'));

export type RepairQuery = ListFilters<z.infer<typeof repairQuerySchema>>;
export const REPAIR_ENDPOINTS = { list: listEndpoint<RepairQuery, RepairRecord>(REPAIR_API.list) } as const;
