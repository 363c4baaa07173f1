import { z } from 'zod';
import { codedStatuses } from './order.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, filterTime } from './input.js';
import { JOB_HANDLER_NAMES } from './job.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';
import { addRuleMessages } from './validation.js';

/**
 * Wristbands (bracelets): passes a customer sells or hands out (a festival, a park) that pay at
 * that customer's machines for a while. A band is activated by its first use at a machine: its
 * duration (a whole number of hours or days, a day being 24 hours) runs from that moment, and
 * the band expires when it has run out. A band that is not reusable pays once.
 */
export const WRISTBAND_LIMITS = {
  wristbandNo: 32,
  tier: 32,
  remark: 200,
  lastUser: 64,
  /** The longest duration in either unit. */
  duration: 100_000,
  importRows: 10_000,
} as const;

/** The status of a band (stored and answered as its code; labels from the `wristband_state` dictionary). */
export const WRISTBAND_STATUS = codedStatuses('wristband.status', {
  notActivated: [0, 'info'],
  activated: [1, 'success'],
  expired: [2, 'danger'],
});
export type WristbandStatusCode = 0 | 1 | 2;
export const WRISTBAND_STATUS_DICT = 'wristband_state';

/** How a band's duration is counted: hours, or days of 24 hours, from its activation. */
export const WRISTBAND_UNITS = ['hour', 'day'] as const;
export type WristbandUnit = (typeof WRISTBAND_UNITS)[number];
export const WRISTBAND_UNIT_MS: Record<WristbandUnit, number> = { hour: 3_600_000, day: 86_400_000 };

/**
 * What a record of a band says: its activation (the first use, at a machine), a later use,
 * a use given back (nothing dispensed, cancelled by the machine, its order above the amount approved),
 * its expiry (by the job or found at a machine), and a person enabling or disabling it.
 */
export const WRISTBAND_RECORD_KINDS = ['activate', 'use', 'release', 'expire', 'enable', 'disable'] as const;
export type WristbandRecordKind = (typeof WRISTBAND_RECORD_KINDS)[number];

export const WRISTBAND_JOB_HANDLERS = { expire: JOB_HANDLER_NAMES.expireWristbands } as const;
export const wristbandJobArgsSchema = z.object({}).strict();

/** The screen's permissions; `record` opens the activation and use records. */
export const WRISTBAND_PERMS = screenPermissions('card:wristband', ['list', 'import', 'status', 'record']);

export const WRISTBAND_API = {
  /** GET: wristbands in the caller's data scope, paged and filtered. */
  list: '/api/Wristband/list',
  /** GET: activation and use records of the wristbands in the caller's data scope. */
  records: '/api/Wristband/records',
  /** POST (multipart xlsx; `orgId`, `goodRows` in the query): adds wristbands from a sheet. */
  import: '/api/Wristband/import',
  /** GET: the import template. */
  template: '/api/Wristband/importTemplate',
  /** POST (JSON { id, enabled }): enables or disables (voids) a wristband. */
  status: '/api/Wristband/changeStatus',
} as const;

/** Cards → bracelet information, and one band's activation records (a route reached from it). */
export const WRISTBAND_SCREENS = {
  braceletRecordList: 'braceletInformation/recordList',
  braceletRecord: 'braceletInformation/record/index',
} as const;
/** The addresses of the two screens (fixed: other systems link to them). */
export const WRISTBAND_PATHS = { list: '/braceletInformation/recordList', record: '/braceletInformation/record/index' } as const;

/** Operation-log actions of the area (`audit.action.<action>` of its messages). */
export const WRISTBAND_AUDIT_ACTIONS = {
  changeWristbandStatus: 'update',
  importWristbands: 'import',
} as const;

addRuleMessages(messageGroup('wristband.rule.'));

/** A field that may arrive empty: '' means absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const wristbandNo = z
  .string()
  .trim()
  .min(1)
  .max(WRISTBAND_LIMITS.wristbandNo)
  .regex(/^[0-9A-Za-z-]+$/, { message: 'wristbandNoChars' });
const tier = z.string().trim().max(WRISTBAND_LIMITS.tier);
const duration = z.coerce.number().int({ message: 'wristbandWhole' }).min(1).max(WRISTBAND_LIMITS.duration);

export const wristbandQuerySchema = listParamsSchema.extend({
  /** The customer (organisation) and everything below it. */
  orgId: z.preprocess(blank, dbId().optional()),
  wristbandNo: z.string().trim().max(WRISTBAND_LIMITS.wristbandNo).optional(),
  tier: z.string().trim().max(WRISTBAND_LIMITS.tier).optional(),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(2).optional()),
  enabled: z.preprocess(blank, z.enum(['true', 'false']).optional()),
});

export const wristbandRecordQuerySchema = listParamsSchema.extend({
  orgId: z.preprocess(blank, dbId().optional()),
  /** One band's records. */
  wristbandId: z.preprocess(blank, dbId().optional()),
  wristbandNo: z.string().trim().max(WRISTBAND_LIMITS.wristbandNo).optional(),
  /** The machine (its code, or part of it). */
  deviceCode: z.string().trim().max(64).optional(),
  kind: z.preprocess(blank, z.enum(WRISTBAND_RECORD_KINDS).optional()),
  /** When it happened, on the business clock. */
  beginTime: filterTime(),
  endTime: filterTime(),
});

export const wristbandStatusSchema = z.object({ id: dbId(), enabled: z.boolean() });
export type WristbandStatusChange = z.output<typeof wristbandStatusSchema>;

/** The import's query: the customer the bands are for, and whether to import the good rows when some are bad. */
export const wristbandImportQuerySchema = z.object({
  orgId: z.preprocess(blank, dbId().optional()),
  goodRows: z.preprocess(blank, z.enum(['true', 'false']).optional()),
});

/** One row of the import sheet, as read; the unit and reuse cells are read by their labels first. */
export const wristbandImportRowSchema = z.object({
  wristbandNo: z.preprocess(asText, wristbandNo),
  tier: z.preprocess((v) => blank(asText(v)), tier.optional()),
  duration,
  durationUnit: z.preprocess(blank, z.enum(WRISTBAND_UNITS).default('day')),
  reusable: z.preprocess(blank, z.boolean().default(false)),
  remark: z.preprocess(blank, z.string().trim().max(WRISTBAND_LIMITS.remark).optional()),
});
export type WristbandImportRow = z.output<typeof wristbandImportRowSchema>;

/** `data` of an import: rows written, and the bad rows left out when the good rows were asked for. */
export interface WristbandImportSummary {
  imported: number;
  skipped: Array<{ row: number; field: string; column?: string; message: string }>;
}

/** One wristband as the list shows it. */
export interface Wristband {
  id: number;
  orgId: number;
  customerName: string | null;
  wristbandNo: string;
  tier: string | null;
  duration: number;
  durationUnit: WristbandUnit;
  reusable: boolean;
  status: WristbandStatusCode;
  /** false: disabled (void), refused at every machine. */
  enabled: boolean;
  uses: number;
  activateTime: string | null;
  expireTime: string | null;
  /** Who used it last: the wearer as the machine named them, else the machine's code. */
  lastUser: string | null;
  remark: string | null;
  createTime: string;
}

/** One record of a wristband: its activation, a use, its expiry, or a person's change. */
export interface WristbandRecord {
  id: number;
  wristbandId: number;
  wristbandNo: string;
  orgId: number;
  customerName: string | null;
  kind: WristbandRecordKind;
  deviceCode: string | null;
  orderCode: string | null;
  /** The wearer as the machine named them, or the person who changed the band. */
  user: string | null;
  expireTime: string | null;
  createTime: string;
}

addMissingFieldLabels(messageGroup('wristband.field.'));

export type WristbandQuery = ListFilters<z.infer<typeof wristbandQuerySchema>>;
export type WristbandRecordQuery = ListFilters<z.infer<typeof wristbandRecordQuerySchema>>;
export const WRISTBAND_ENDPOINTS = {
  list: listEndpoint<WristbandQuery, Wristband>(WRISTBAND_API.list),
  records: listEndpoint<WristbandRecordQuery, WristbandRecord>(WRISTBAND_API.records),
} as const;
