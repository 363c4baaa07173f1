import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, blankToUndefined, localFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';

/**
 * The device records of the Devices menu: the network log (a machine connecting, disconnecting,
 * going silent, its signal) and the change log (who changed what of a machine: its customer, point,
 * settings, goods, software, its upgrades, or an entry an operator reported).
 */
export const DEVICE_RECORD_LIMITS = { keyword: 64, operator: 64, detail: 500 } as const;

/** What the network log records. */
export const NETWORK_EVENTS = ['connect', 'disconnect', 'timeout', 'signal'] as const;
export type NetworkEventKind = (typeof NETWORK_EVENTS)[number];

/** What a change log entry is about; `note` is an operator's own report, `upgrade` a software upgrade sent, succeeded or failed. */
export const CHANGE_KINDS = ['owner', 'point', 'details', 'settings', 'goods', 'package', 'software', 'upgrade', 'note'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Who made a change: an account, the machine itself (its hello), or the back-office (a job, a product change). */
export const CHANGE_ACTORS = ['user', 'device', 'system'] as const;
export type ChangeActor = (typeof CHANGE_ACTORS)[number];

/** `device:networkLog:list`, `device:networkLog:export`. */
export const NETWORK_LOG_PERMS = screenPermissions('device:networkLog', ['list', 'export']);
/** `device:changeLog:list`, `device:changeLog:add` (report an entry), `device:changeLog:export`. */
export const CHANGE_LOG_PERMS = screenPermissions('device:changeLog', ['list', 'add', 'export']);

export const DEVICE_RECORD_API = {
  /** GET: the network log of the caller's machines, paged (keyset), filtered. */
  networkLogList: '/api/device/networkLog/list',
  /** GET: the change log of the caller's machines, paged (keyset), filtered. */
  changeLogList: '/api/device/changeLog/list',
  /** POST (JSON { deviceId, kind, detail }): an entry reported by an operator. */
  updataLog: '/api/DeviceAppend/updataLog',
} as const;

/** The export centre's kinds of this area. */
export const DEVICE_RECORD_EXPORT_KINDS = { networkLog: 'deviceNetworkLog', changeLog: 'deviceChangeLog' } as const;

/** Devices → device network log, device change log (they join `SCREENS`). */
export const DEVICE_RECORDS_SCREENS = {
  deviceNetworkLog: 'deviceManage/networkLog/index',
  deviceChangeLog: 'deviceManage/changeLog/index',
} as const;

/** The operation-log actions of this area. */
export const DEVICE_RECORDS_AUDIT_ACTIONS = { reportDeviceChange: 'insert' } as const;

addMissingFieldLabels(messageGroup('deviceRecord.field.'));

const time = localFilterTime();
const keyword = (max: number) => z.string().trim().max(max).optional();

/** Filters of the network log, its export too. */
export const networkLogFilterSchema = z.object({
  /** From / until (business time zone; a bare end day counts whole). */
  beginTime: time,
  endTime: time,
  /** Part of the machine's code or name. */
  device: keyword(DEVICE_RECORD_LIMITS.keyword),
  /** Customer: the organisation and those below it. */
  orgId: dbId().optional(),
  event: z.preprocess(blankToUndefined, z.enum(NETWORK_EVENTS).optional()),
});
export type NetworkLogFilter = z.output<typeof networkLogFilterSchema>;
export const networkLogQuerySchema = listParamsSchema.extend(networkLogFilterSchema.shape);

/** Filters of the change log, its export too. */
export const changeLogFilterSchema = z.object({
  beginTime: time,
  endTime: time,
  device: keyword(DEVICE_RECORD_LIMITS.keyword),
  orgId: dbId().optional(),
  kind: z.preprocess(blankToUndefined, z.enum(CHANGE_KINDS).optional()),
  /** Part of the name of the account that made the change. */
  operator: keyword(DEVICE_RECORD_LIMITS.operator),
});
export type ChangeLogFilter = z.output<typeof changeLogFilterSchema>;
export const changeLogQuerySchema = listParamsSchema.extend(changeLogFilterSchema.shape);

/** An entry an operator reports against a machine they see: what kind of change, and what was done. */
export const updataLogSchema = z.object({
  deviceId: dbId(),
  kind: z.preprocess(blankToUndefined, z.enum(CHANGE_KINDS).default('note')),
  detail: z.string().trim().min(1).max(DEVICE_RECORD_LIMITS.detail),
});
export type UpdataLogInput = z.output<typeof updataLogSchema>;

/** The machine, its point and customer, as both logs show them. */
interface MachineNames {
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  siteName: string | null;
  customerName: string | null;
}

/** One row of the network log. */
export interface NetworkLogRow extends MachineNames {
  id: number;
  event: NetworkEventKind;
  /** Signal strength the machine reported with it, when stored. */
  signal: number | null;
  ip: string | null;
  /** When (ISO). */
  time: string;
  /**
   * Seconds the machine stayed online (after a connect) or offline (after a disconnect or a
   * timeout) until its next connect, disconnect or timeout, or until now while it still is; null
   * for a signal row.
   */
  durationSeconds: number | null;
  /** Whether `durationSeconds` still runs (no later connect, disconnect or timeout). */
  ongoing: boolean;
}

/** One row of the change log, its texts in the reader's language. */
export interface ChangeLogRow extends MachineNames {
  id: number;
  kind: ChangeKind;
  actor: ChangeActor;
  /** The account's name (actor `user`); null for the machine or the back-office. */
  actorName: string | null;
  /** What changed, in the reader's language (an operator's entry: their words). */
  summary: string;
  before: string | null;
  after: string | null;
  time: string;
}

export type NetworkLogQuery = ListFilters<z.input<typeof networkLogQuerySchema>>;
export type ChangeLogQuery = ListFilters<z.input<typeof changeLogQuerySchema>>;
export const DEVICE_RECORD_ENDPOINTS = {
  networkLog: listEndpoint<NetworkLogQuery, NetworkLogRow>(DEVICE_RECORD_API.networkLogList),
  changeLog: listEndpoint<ChangeLogQuery, ChangeLogRow>(DEVICE_RECORD_API.changeLogList),
} as const;
