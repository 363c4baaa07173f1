import { z } from 'zod';
import { listEndpoint } from './endpoint.js';
import { dbId, isFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { codedStatuses } from './order.js';
import { orderFilterSchema } from './order-list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { messageGroup } from './messages.js';

/** State of an export task: queued until a worker claims it, running while the file is written, then done, failed or expired. */
export const EXPORT_TASK_STATE = codedStatuses('exportTask.state', {
  queued: [0, 'default'],
  running: [1, 'primary'],
  done: [2, 'success'],
  failed: [3, 'danger'],
  expired: [4, 'info'],
});
export type ExportTaskStateCode = (typeof EXPORT_TASK_STATE)[keyof typeof EXPORT_TASK_STATE]['code'];

export const EXPORT_TASK_PERMS = {
  list: 'report:export:list',
  /** See and download everyone's tasks within the data scope (administrators always do). */
  all: 'report:export:all',
  remove: 'report:export:remove',
  /** The batch of devices' order QR codes. */
  qrCodes: 'report:export:qrcode',
} as const;

export const EXPORT_TASK_API = {
  /** POST { kind, query, columns? }: queues an export of any kind the caller may run. */
  create: '/api/report/reportExportTask/create',
  /** POST (the transaction-order filter as JSON): queues the order export. */
  createOrder: '/report/reportExportTask/createExportJpgkOrderTask',
  /** POST { deviceIds } or { filter }: queues a zip of the devices' order QR codes. */
  createQrCodes: '/api/report/reportExportTask/createQRCodeBatchTask',
  /** GET: the caller's tasks (or everyone's within the data scope with report:export:all). */
  list: '/api/report/reportExportTask/list',
  /** GET /:id: the finished file. */
  download: '/api/report/reportExportTask/download',
  /** DELETE /:ids (comma-separated): removes tasks and their files. */
  remove: '/api/report/reportExportTask',
  /** GET: the kinds the caller may export, with their columns. */
  kinds: '/api/report/reportExportTask/kinds',
} as const;

/** The kind name of the transaction-order export and of the QR-code batch. */
export const EXPORT_KINDS = { orders: 'orders', deviceQrCodes: 'deviceQrCodes' } as const;

/** How long a finished export's file is kept: the parameter, its default and its largest value. */
export const EXPORT_RETENTION = { param: 'sys.export.retentionHours', defaultHours: 72, maxHours: 24 * 365 } as const;

/** File name of an export whose kind names none. */
export const DEFAULT_EXPORT_FILE_NAME = '文件导出';

export const EXPORT_TASK_LIMITS = { columns: 100, columnKey: 64, kind: 64, qrDevices: 5000, error: 1000 } as const;

/** Column keys chosen by the user, in their order (each once). */
export const exportColumnsSchema = z
  .array(z.string().trim().min(1).max(EXPORT_TASK_LIMITS.columnKey))
  .max(EXPORT_TASK_LIMITS.columns)
  .refine((keys) => new Set(keys).size === keys.length, { message: 'exportColumnTwice' })
  .optional();

export const exportTaskCreateSchema = z.object({
  kind: z.string().trim().min(1).max(EXPORT_TASK_LIMITS.kind),
  query: z.record(z.string(), z.unknown()).default({}),
  columns: exportColumnsSchema,
});
export type ExportTaskCreate = z.infer<typeof exportTaskCreateSchema>;

/** The order export: the transaction-order filter, and optionally the chosen columns. */
export const orderExportTaskSchema = orderFilterSchema.extend({ columns: exportColumnsSchema });
export type OrderExportTask = z.infer<typeof orderExportTaskSchema>;

/** Devices whose order QR codes to export: by ids, or by the device list's filter. */
export const qrCodeBatchSchema = z
  .object({
    deviceIds: z.array(dbId()).max(EXPORT_TASK_LIMITS.qrDevices).optional(),
    filter: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((v) => (v.deviceIds?.length ?? 0) > 0 || v.filter !== undefined, { message: 'exportNoDevices', path: ['deviceIds'] });
export type QrCodeBatch = z.infer<typeof qrCodeBatchSchema>;

const time = z
  .string()
  .trim()
  .max(19)
  .refine((s) => s === '' || isFilterTime(s), { message: 'inputNotATime' })
  .optional();

export const exportTaskListSchema = listParamsSchema.extend({
  state: z.coerce.number().int().min(0).max(4).optional(),
  kind: z.string().trim().max(EXPORT_TASK_LIMITS.kind).optional(),
  beginTime: time,
  endTime: time,
});
export type ExportTaskQuery = z.infer<typeof exportTaskListSchema>;

/** One export task as the list shows it. */
export interface ExportTaskRow {
  id: number;
  kind: string;
  /** The kind's name in the reader's language. */
  kindName: string;
  state: ExportTaskStateCode;
  progressRows: number;
  expectedRows: number | null;
  rowCount: number | null;
  byteSize: number | null;
  error: string | null;
  fileName: string;
  requesterId: number;
  requesterName: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  expiresAt: string | null;
}

/** A kind the caller may export, with its columns in the reader's language. */
export interface ExportKindInfo {
  kind: string;
  name: string;
  columns: Array<{ key: string; label: string }>;
}

addFieldLabels(messageGroup('exportTask.field.'));
addRuleMessages(messageGroup('exportTask.rule.'));

/** Side of a device's printed order QR code: 8 cm at 300 dpi. */
export const ORDER_QR_PIXELS = 945;
export const ORDER_QR_DPI = 300;

/** The link a device's order QR code holds: the ordering page of the device's current link token on this installation. */
export function deviceOrderLink(origin: string, linkToken: string): string {
  return `${origin.replace(/\/+$/, '')}/order/device/${encodeURIComponent(linkToken)}`;
}

export const EXPORT_TASK_ENDPOINTS = {
  list: listEndpoint<ExportTaskQuery, ExportTaskRow>(EXPORT_TASK_API.list),
};
