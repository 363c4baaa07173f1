import { z } from 'zod';
import type { Translations } from './i18n.js';
import type { SiteAddress } from './point.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addRuleMessages } from './validation.js';
import { dbId, INT4_MAX } from './input.js';
import { messageGroup } from './messages.js';

/**
 * Devices: the device screens, the device import and the device permissions.
 * Paths the original client calls are served as named; the rest follow `/api/Equipment/<verb>`.
 */
export const DEVICE_API = {
  list: '/api/Equipment/getDevicePageList',
  counts: '/api/Equipment/getDeviceCountPercentage',
  materialWarning: '/api/Equipment/getDeviceMaterialWarning',
  detail: '/api/Equipment/detail',
  save: '/api/Equipment/save',
  rotateSecret: '/api/Equipment/rotateSecret',
  delete: '/api/Equipment/delete',
  importTemplate: '/api/Equipment/importTemplate',
  import: '/api/Equipment/import',
  batch: '/api/Equipment/batch',
  grants: '/api/Equipment/grants',
  grantAccounts: '/api/Equipment/grantAccounts',
  /** Sites, zones, routes and models in the caller's scope, for the pickers of the device screens. */
  options: '/api/Equipment/options',
} as const;

export const DEVICE_PERMS = {
  list: 'device:device:list',
  query: 'device:device:query',
  add: 'device:device:add',
  edit: 'device:device:edit',
  remove: 'device:device:remove',
  export: 'device:device:export',
  import: 'device:device:import',
  grant: 'device:device:grant',
  /** Rotate a device's MQTT secret. */
  secret: 'device:device:secret',
} as const;

/** Codes, DTU/IMEI: letters or digits only, at most 50 characters. */
export const DEVICE_CODE_MAX = 50;
export const DEVICE_CODE_CHARS = /^[A-Za-z0-9]+$/;
export const DEVICE_IMPORT_MAX_ROWS = 1000;
/** Most devices one batch operation or grant call may name. */
export const DEVICE_BATCH_MAX = 1000;

/** 0 enabled (in service), 1 disabled, 2 locked. */
export const DEVICE_STATUSES = [0, 1, 2] as const;
/** 1 franchisee, 2 investor, 3 site owner, 4 other. */
export const DEVICE_COOPERATION_MODES = [1, 2, 3, 4] as const;
/** 0 normal, 1 low (under a warning value), 2 out (under an alarm value). */
export const MATERIAL_STATES = [0, 1, 2] as const;
export const WATER_SOURCES = ['tank', 'tap'] as const;

export const DEVICE_STATUS_LABELS: Record<number, Translations> = messageGroup('device.status.');
export const DEVICE_ONLINE_LABELS: Record<number, Translations> = messageGroup('device.online.');
export const MATERIAL_STATE_LABELS: Record<number, Translations> = messageGroup('device.materialState.');
export const COOPERATION_MODE_LABELS: Record<number, Translations> = messageGroup('device.cooperationMode.');
export const WATER_SOURCE_LABELS: Record<string, Translations> = messageGroup('device.waterSource.');

const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).nullish());
const optionalId = () => z.preprocess(blank, dbId().nullish());
const optionalInt = (min: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(min).max(max).nullish());
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const money = () => z.preprocess(blank, z.coerce.number().min(0).max(99_999_999).refine(twoDecimals, { message: 'twoDecimals' }).nullish());
const day = () =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'deviceDate' })
      .nullish(),
  );
const dateTime = () =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { message: 'deviceDate' })
      .nullish(),
  );

/** A device code, DTU/IMEI: letters or digits only, at most 50. */
export const deviceCodeSchema = z.string().trim().min(1).max(DEVICE_CODE_MAX).regex(DEVICE_CODE_CHARS, { message: 'deviceCodeChars' });
const optionalCode = () => z.preprocess(blank, deviceCodeSchema.nullish());

/** The fields of a device edited in the back-office. */
export const deviceFields = {
  deviceCode: deviceCodeSchema,
  nameplateNo: z.preprocess(blank, z.string().trim().max(DEVICE_CODE_MAX).nullish()),
  dtuCode: optionalCode(),
  name: text(100),
  /** The customer (or store) organisation owning the device. */
  orgId: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().positive().max(INT4_MAX),
  ),
  modelId: optionalId(),
  siteId: optionalId(),
  zoneId: optionalId(),
  routeId: optionalId(),
  status: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().min(0).max(INT4_MAX).max(2)),
  capacity: optionalInt(0, 100_000),
  deployedAt: dateTime(),
  warrantyUntil: day(),
  softwareExpiresAt: day(),
  rent: money(),
  cooperationMode: optionalInt(1, 4),
  /** Most items in one cart. */
  cartLimit: optionalInt(1, 999),
  minOrderAmount: money(),
  /** e.g. "08:00-12:00,13:00-22:00". */
  businessHours: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(200)
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d)*$/, {
        message: 'deviceBusinessHours',
      })
      .nullish(),
  ),
  country: text(50),
  province: text(50),
  city: text(50),
  district: text(50),
  address: text(200),
  lng: z.preprocess(blank, z.coerce.number().min(-180).max(180).nullish()),
  lat: z.preprocess(blank, z.coerce.number().min(-90).max(90).nullish()),
  /** Electronic fence radius, metres. */
  fenceMeters: optionalInt(0, 100_000),
  scenario: text(50),
  waterSource: z.preprocess(blank, z.enum(WATER_SOURCES).nullish()),
  cameraNo: text(50),
  labelPrinterNo: text(50),
  remark: text(500),
};

/** POST /api/Equipment/save (JSON): without `id` creates (answers the secret once), with `id` updates. */
export const deviceSaveSchema = z.object({ id: optionalId(), ...deviceFields });
export type DeviceSaveInput = z.input<typeof deviceSaveSchema>;
export type DeviceSave = z.output<typeof deviceSaveSchema>;

export const deviceIdSchema = z.object({ id: dbId() });
const idList = z
  .union([z.array(dbId()), z.string()])
  .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
  .pipe(z.array(z.number().int().positive().max(INT4_MAX)).max(DEVICE_BATCH_MAX));
export const deviceIdsSchema = z.object({ ids: idList.pipe(z.array(z.number()).min(1, { message: 'deviceSelectRows' })) });

/** Batch operations on selected devices. */
export const DEVICE_BATCH_ACTIONS = ['assign', 'enable', 'disable', 'warranty'] as const;
/** A warranty is entered in whole months from the machine's deployment: at most ten years. */
export const DEVICE_WARRANTY_MONTHS_MAX = 120;
export const deviceBatchSchema = z
  .object({
    ids: deviceIdsSchema.shape.ids,
    action: z.enum(DEVICE_BATCH_ACTIONS),
    /** For `assign`: what to set (a field left out is unchanged; null clears it). */
    siteId: dbId().nullish(),
    zoneId: dbId().nullish(),
    routeId: dbId().nullish(),
    /** For `warranty`: months from each machine's deployment; its warranty expiry becomes that day. */
    warrantyMonths: optionalInt(1, DEVICE_WARRANTY_MONTHS_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'assign' && v.siteId === undefined && v.zoneId === undefined && v.routeId === undefined)
      ctx.addIssue({ code: 'custom', message: 'deviceAssignNothing', path: ['siteId'], input: v.siteId });
    if (v.action === 'warranty' && v.warrantyMonths == null)
      ctx.addIssue({ code: 'custom', message: 'deviceWarrantyMonthsRequired', path: ['warrantyMonths'], input: v.warrantyMonths });
  });
export type DeviceBatchInput = z.input<typeof deviceBatchSchema>;

/** Filters of the list, the counters, the material warnings and the export. */
export const deviceFilterSchema = z.object({
  /** Customer: the organisation and its sub-organisations. */
  orgId: dbId().optional(),
  siteId: dbId().optional(),
  zoneId: dbId().optional(),
  routeId: dbId().optional(),
  modelId: dbId().optional(),
  online: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  /** 1: with open faults, 0: without. */
  fault: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  /** 1: with open warnings, 0: without. */
  warning: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  /** 0 normal, 1 low, 2 out; `lowMaterial=1` = low or out. */
  materialState: z.coerce.number().int().min(0).max(INT4_MAX).max(2).optional(),
  lowMaterial: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(2).optional(),
  /** Matches device code, nameplate or DTU (part of). */
  keyword: z.string().trim().max(DEVICE_CODE_MAX).optional(),
  deviceCode: z.string().trim().max(DEVICE_CODE_MAX).optional(),
  nameplateNo: z.string().trim().max(DEVICE_CODE_MAX).optional(),
  dtuCode: z.string().trim().max(DEVICE_CODE_MAX).optional(),
  /** These machines only (comma-separated ids; a picker showing the machines it was given). */
  ids: idList.optional(),
});
export type DeviceFilter = z.infer<typeof deviceFilterSchema>;
export const deviceListQuerySchema = listParamsSchema.extend(deviceFilterSchema.shape);

/** Sort fields of the list (the server's whitelist). */
export const DEVICE_SORT_FIELDS = [
  'id',
  'deviceCode',
  'nameplateNo',
  'dtuCode',
  'online',
  'status',
  'faultCount',
  'warningCount',
  'materialState',
  'lastOnlineAt',
  'lastOfflineAt',
  'deployedAt',
  'warrantyUntil',
  'softwareExpiresAt',
  'createdAt',
] as const;

export const deviceGrantsQuerySchema = z.object({ userId: dbId() });
export const deviceGrantsSaveSchema = z.object({
  userId: dbId(),
  deviceIds: idList,
});

/** A row of the device list (every device column). Times are ISO 8601 instants; dates `YYYY-MM-DD`. */
export interface DeviceRow extends SiteAddress {
  id: number;
  deviceCode: string;
  nameplateNo: string | null;
  dtuCode: string | null;
  name: string | null;
  orgId: number;
  orgName: string | null;
  modelId: number | null;
  modelName: string | null;
  siteId: number | null;
  siteName: string | null;
  zoneId: number | null;
  zoneName: string | null;
  routeId: number | null;
  routeName: string | null;
  online: number;
  faultCount: number;
  warningCount: number;
  materialState: number;
  status: number;
  signal: number | null;
  lastOnlineAt: string | null;
  lastOfflineAt: string | null;
  appVersion: string | null;
  mainboardVersion: string | null;
  dtuVersion: string | null;
  capacity: number | null;
  deployedAt: string | null;
  warrantyUntil: string | null;
  softwareExpiresAt: string | null;
  rent: number | null;
  cooperationMode: number | null;
  cartLimit: number | null;
  minOrderAmount: number | null;
  businessHours: string | null;
  fenceMeters: number | null;
  scenario: string | null;
  waterSource: string | null;
  cameraNo: string | null;
  labelPrinterNo: string | null;
  remark: string | null;
  createdAt: string;
  /** ISO 4217 code of the device's amounts: its customer's currency. */
  currency: string;
  /** Sales (cups) and amounts: today, yesterday, this month, last month (business time zone). */
  salesToday: number;
  amountToday: number;
  salesYesterday: number;
  amountYesterday: number;
  salesMonth: number;
  amountMonth: number;
  salesLastMonth: number;
  amountLastMonth: number;
}

export type DeviceDetail = DeviceRow;

/** How many of the caller's devices there are, and how many of them are in each state. */
export interface DeviceStateCounts {
  total: number;
  online: number;
  offline: number;
  fault: number;
  warning: number;
  lowMaterial: number;
}

export interface DeviceCounts extends DeviceStateCounts {
  /** Percentages of `total` (0 when there is none), one decimal. */
  onlinePercent: number;
  offlinePercent: number;
  faultPercent: number;
  warningPercent: number;
  lowMaterialPercent: number;
}

export interface DeviceMaterialWarning {
  deviceId: number;
  deviceCode: string;
  siteName: string | null;
  containerNo: number;
  materialCode: string;
  level: number | null;
  capacity: number;
  warnValue: number | null;
  alarmValue: number | null;
  /** 1 under the warning value, 2 under the alarm value. */
  state: number;
}

/** Answer of a creation or a rotation: the secret, shown this once. */
export interface DeviceSecretAnswer {
  id: number;
  deviceCode: string;
  secret: string;
}

export interface DeviceOption {
  id: number;
  name: string;
  orgId: number | null;
}
export interface DeviceOptions {
  sites: DeviceOption[];
  zones: DeviceOption[];
  routes: DeviceOption[];
  models: Array<DeviceOption & { code: string }>;
}

export interface DeviceGrantAccount {
  userId: number;
  username: string | null;
  employeeName: string;
  orgName: string;
  grantedCount: number;
}

/** Columns of the import template, in order. */
export const DEVICE_IMPORT_COLUMNS = [
  'deviceCode',
  'nameplateNo',
  'dtuCode',
  'name',
  'orgCode',
  'modelCode',
  'siteCode',
  'capacity',
  'deployedAt',
  'warrantyUntil',
  'softwareExpiresAt',
  'address',
  'remark',
] as const;

/**
 * One import row, as cell texts. Code and DTU/IMEI letters or digits only (≤ 50); code, DTU and
 * nameplate not all empty; the organisation by its code.
 */
export const deviceImportRowSchema = z
  .object({
    deviceCode: optionalCode(),
    nameplateNo: z.preprocess(blank, z.string().trim().max(DEVICE_CODE_MAX).nullish()),
    dtuCode: optionalCode(),
    name: text(100),
    orgCode: z.string().trim().min(1).max(50),
    modelCode: text(50),
    siteCode: text(50),
    capacity: optionalInt(0, 100_000),
    deployedAt: dateTime(),
    warrantyUntil: day(),
    softwareExpiresAt: day(),
    address: text(200),
    remark: text(500),
  })
  .superRefine((v, ctx) => {
    if (!v.deviceCode && !v.dtuCode && !v.nameplateNo)
      ctx.addIssue({ code: 'custom', message: 'deviceIdentityRequired', path: ['deviceCode'], input: v.deviceCode });
  });
export type DeviceImportRow = z.output<typeof deviceImportRowSchema>;

addRuleMessages(messageGroup('device.rule.'));

const labels: Record<string, Translations> = messageGroup('device.field.');
addMissingFieldLabels(labels);
export const DEVICE_FIELD_LABELS = labels;

export type DeviceQuery = ListFilters<z.infer<typeof deviceListQuerySchema>>;

export const DEVICE_ENDPOINTS = {
  list: listEndpoint<DeviceQuery, DeviceRow>(DEVICE_API.list),
} as const;
