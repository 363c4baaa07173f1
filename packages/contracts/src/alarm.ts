import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { bigDbId, dbId, blankToUndefined, localFilterTime } from './input.js';
import { JOB_HANDLER_NAMES } from './job.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { codedStatuses } from './order.js';
import { orderListQuerySchema } from './order-list.js';
import { screenPermissions } from './permissions.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/**
 * The alarm centre: the device alarm log (faults and warnings the machines raise, `dev_alarm`),
 * device abnormal (conditions the back-office finds: offline, no sale, temperature, material out),
 * the abnormal orders, and the alarm rules of each customer.
 */

export const ALARM_LIMITS = { remark: 200, deviceCode: 64, offlineMinutes: 10_080, noSaleHours: 720, temperature: 200 } as const;

/** Device alarm log: list, release by hand, export. */
export const ALARM_LOG_PERMS = screenPermissions('alarm:log', ['list', 'release', 'export']);
/** Device abnormal: list, resolve by hand, export. */
export const DEVICE_ABNORMAL_PERMS = screenPermissions('alarm:abnormal', ['list', 'resolve', 'export']);
/** Alarm rules of the customers: view, edit. */
export const ALARM_RULE_PERMS = screenPermissions('alarm:rule', ['query', 'edit']);
/** Abnormal order record (the orders area's abnormal orders, under Alarms): list, lift exception. */
export const ALARM_ORDER_PERMS = screenPermissions('alarm:order', ['list', 'lift']);

export const ALARM_API = {
  /** GET: the alarm log, paged (keyset) and filtered. */
  logList: '/api/alarm/log/list',
  /** POST { id, remark }: releases a not-released alarm by hand. */
  logRelease: '/api/alarm/log/release',
  /** GET: device abnormal rows, paged (keyset) and filtered. */
  abnormalList: '/api/alarm/abnormal/list',
  /** POST { id, remark }: resolves an unresolved abnormal row by hand. */
  abnormalResolve: '/api/alarm/abnormal/resolve',
  /** GET ?orgId: the alarm rule of a customer (its defaults when it has none). PUT: saves it. */
  rule: '/api/alarm/rule',
  /** GET: abnormal orders (the orders area's list), under Alarms. */
  orderList: '/api/alarm/order/list',
  /** POST { id }: lifts an abnormal order's exception. */
  orderLift: '/api/alarm/order/lift',
  /** GET: unresolved counts of the caller's scope. */
  counts: '/api/alarm/counts',
} as const;

/** The export centre's kinds of this area. */
export const ALARM_EXPORT_KINDS = { log: 'alarmLog', abnormal: 'deviceAbnormal' } as const;

/** The evaluator of device abnormal, a built-in job running every minute. */
export const ALARM_JOB_HANDLER = JOB_HANDLER_NAMES.evaluateAbnormal;
export const evaluateAbnormalArgsSchema = z.object({}).strict();

/** A fault or warning of the alarm log: not released → released. */
export const ALARM_STATE = codedStatuses('alarm.state', { notReleased: [0, 'danger'], released: [1, 'success'] });
/** Fault level of a device's alarm. */
export const ALARM_LEVEL = codedStatuses('alarm.level', { level0: [0, 'info'], level1: [1, 'warning'], level2: [2, 'danger'] });
/** What the device raised. */
export const DEVICE_ALARM_KINDS = ['fault', 'warning'] as const;
export type DeviceAlarmKind = (typeof DEVICE_ALARM_KINDS)[number];

/** Device abnormal: unresolved → resolved. */
export const ABNORMAL_STATE = codedStatuses('alarm.abnormalState', { unresolved: [0, 'danger'], resolved: [1, 'success'] });
/** Exception level of a device abnormal row, 3 the most severe. */
export const ABNORMAL_LEVEL = codedStatuses('alarm.abnormalLevel', { level1: [1, 'info'], level2: [2, 'warning'], level3: [3, 'danger'] });
/** The conditions the back-office finds. */
export const ABNORMAL_KINDS = ['offline', 'noSale', 'temperature', 'material'] as const;
export type AbnormalKind = (typeof ABNORMAL_KINDS)[number];
/** The exception level each condition opens its row with. */
export const ABNORMAL_LEVEL_OF: Record<AbnormalKind, 1 | 2 | 3> = { offline: 2, noSale: 1, temperature: 3, material: 2 };

/** Every kind an alarm notice names: the device's own (fault, warning) and the conditions found. */
export type AlarmNoticeKind = DeviceAlarmKind | AbnormalKind;

addRuleMessages(messageGroup('alarm.rule.'));
addFieldLabels(messageGroup('alarm.field.'));

const time = localFilterTime();
const code = (max: number) => z.coerce.number().int().min(0).max(max).optional();

/** Filters of the alarm log, its export too. */
export const alarmLogFilterSchema = z.object({
  /** Raised from / until (business time zone; a bare end day counts whole). */
  beginTime: time,
  endTime: time,
  /** Customer: the organisation and those below it. */
  orgId: dbId().optional(),
  siteId: dbId().optional(),
  /** Part of the device code. */
  deviceCode: z.string().trim().max(ALARM_LIMITS.deviceCode).optional(),
  kind: z.preprocess(blankToUndefined, z.enum(DEVICE_ALARM_KINDS).optional()),
  level: code(2),
  state: code(1),
});
export type AlarmLogFilter = z.output<typeof alarmLogFilterSchema>;
export const alarmLogQuerySchema = listParamsSchema.extend(alarmLogFilterSchema.shape);

/** Filters of device abnormal, its export too. */
export const abnormalFilterSchema = z.object({
  beginTime: time,
  endTime: time,
  orgId: dbId().optional(),
  siteId: dbId().optional(),
  deviceCode: z.string().trim().max(ALARM_LIMITS.deviceCode).optional(),
  kind: z.preprocess(blankToUndefined, z.enum(ABNORMAL_KINDS).optional()),
  level: z.coerce.number().int().min(1).max(3).optional(),
  state: code(1),
});
export type AbnormalFilter = z.output<typeof abnormalFilterSchema>;
export const abnormalQuerySchema = listParamsSchema.extend(abnormalFilterSchema.shape);

/** Releasing an alarm or resolving an abnormal row by hand: which, and why (required). */
export const alarmHandleSchema = z.object({
  id: bigDbId(),
  remark: z.string().trim().min(1).max(ALARM_LIMITS.remark),
});
export type AlarmHandle = z.output<typeof alarmHandleSchema>;

/** The abnormal order record: the orders' abnormal list query, and lifting one. */
export const alarmOrderQuerySchema = orderListQuerySchema;
export const alarmOrderLiftSchema = z.object({ id: bigDbId() });

/** One alarm of the log. */
export interface AlarmLogRow {
  id: number;
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  siteName: string | null;
  orgId: number;
  customerName: string | null;
  kind: DeviceAlarmKind;
  /** 0, 1, 2. */
  level: number;
  code: string;
  message: string | null;
  /** A code of ALARM_STATE. */
  state: number;
  raisedTime: string;
  releasedTime: string | null;
  /** Seconds from raised to released, or to now while not released. */
  durationSeconds: number;
  /** Who released it by hand (null: the device released it, or not released). */
  releasedBy: string | null;
  remark: string | null;
}

/** What a device abnormal row found, to be read in the reader's language. */
export interface AbnormalDetail {
  /** offline: minutes offline when found. */
  minutes?: number;
  /** noSale: hours without a sale. */
  hours?: number;
  /** temperature: the sensor, its value and the bounds. */
  sensor?: string;
  value?: number;
  min?: number | null;
  max?: number | null;
}

/** One device abnormal row. */
export interface AbnormalRow {
  id: number;
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  siteName: string | null;
  orgId: number;
  customerName: string | null;
  kind: AbnormalKind;
  /** 1, 2, 3. */
  level: number;
  detail: AbnormalDetail;
  /** A code of ABNORMAL_STATE. */
  state: number;
  raisedTime: string;
  resolvedTime: string | null;
  durationSeconds: number;
  /** Who resolved it; null with a resolved state: the system (the condition ended). */
  resolvedBy: string | null;
  remark: string | null;
}

/** The alarm rule of a customer: which conditions raise an alarm, and how notices are paced. */
export const ALARM_RULE_DEFAULTS = {
  faultMinLevel: 0,
  warnings: true,
  offlineMinutes: 30,
  noSaleHours: null,
  materialOut: true,
  temperatureMin: null,
  temperatureMax: null,
  debounceSeconds: 60,
  groupMinutes: 10,
  notifyReleased: true,
} as const;

const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
const temperature = () =>
  optionalNumber(
    z.coerce.number().min(-ALARM_LIMITS.temperature).max(ALARM_LIMITS.temperature).multipleOf(0.1, { message: 'alarmOneDecimal' }),
  );

/** An alarm rule as the form sends it; null or false turns a condition off. */
export const alarmRuleFieldsSchema = z.object({
  /** Faults from this level up raise an alarm (0 every fault). */
  faultMinLevel: z.coerce.number().int().min(0).max(2),
  warnings: z.boolean(),
  offlineMinutes: optionalNumber(z.coerce.number().int().min(1).max(ALARM_LIMITS.offlineMinutes)),
  noSaleHours: optionalNumber(z.coerce.number().int().min(1).max(ALARM_LIMITS.noSaleHours)),
  materialOut: z.boolean(),
  temperatureMin: temperature(),
  temperatureMax: temperature(),
  /** A condition must last this long before anyone hears of it. */
  debounceSeconds: z.coerce.number().int().min(0).max(3600),
  /** Alarms of a device within this many minutes are one notice. */
  groupMinutes: z.coerce.number().int().min(0).max(1440),
  /** Those told of an alarm hear when it ended. */
  notifyReleased: z.boolean().default(true),
});

/** The temperature bounds' fields: the order of the two is checked once both are valid themselves. */
const BOUNDS = ['temperatureMin', 'temperatureMax'];

/**
 * The rule of one customer; the temperature bounds in order. The order is checked also when other
 * fields are wrong, so the form gets every field error at once.
 */
export const alarmRuleSchema = alarmRuleFieldsSchema
  .extend({ orgId: dbId() })
  .refine((rule) => rule.temperatureMin === null || rule.temperatureMax === null || rule.temperatureMin <= rule.temperatureMax, {
    path: ['temperatureMax'],
    message: 'alarmTemperatureOrder',
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => (issue.path ?? []).length === 0 || BOUNDS.includes(String(issue.path?.[0]))),
  });
export type AlarmRuleInput = z.output<typeof alarmRuleSchema>;
export const alarmRuleQuerySchema = z.object({ orgId: dbId() });

/** The rule of a customer as every reader gets it. */
export interface AlarmRule {
  debounceSeconds: number;
  groupMinutes: number;
  faultMinLevel: 0 | 1 | 2;
  warnings: boolean;
  offlineMinutes: number | null;
  noSaleHours: number | null;
  materialOut: boolean;
  temperatureMin: number | null;
  temperatureMax: number | null;
  notifyReleased: boolean;
}

/** The rule screen's answer: the customer, its rule, and whether it is its own or the defaults. */
export interface AlarmRuleView extends AlarmRule {
  orgId: number;
  customerName: string | null;
  /** False: the customer has no rule of its own, these are the defaults. */
  saved: boolean;
  updatedBy: string | null;
  updateTime: string | null;
}

/** Unresolved counts of the caller's scope; null where the caller may not see that screen. */
export interface AlarmCounts {
  /** Not released faults and warnings of the alarm log. */
  alarms: { fault: number; warning: number } | null;
  /** Unresolved device abnormal rows. */
  abnormal: number | null;
  /** Abnormal orders whose exception is open. */
  orders: number | null;
}

export type AlarmLogQuery = ListFilters<z.input<typeof alarmLogQuerySchema>>;
export type AbnormalQuery = ListFilters<z.input<typeof abnormalQuerySchema>>;
export const ALARM_ENDPOINTS = {
  log: listEndpoint<AlarmLogQuery, AlarmLogRow>(ALARM_API.logList),
  abnormal: listEndpoint<AbnormalQuery, AbnormalRow>(ALARM_API.abnormalList),
} as const;

/** The screens of the alarm centre (they join `SCREENS`). */
export const ALARMS_SCREENS = {
  alarmLog: 'alarm/log/index',
  alarmAbnormal: 'alarm/abnormal/index',
  alarmRule: 'alarm/rule/index',
  alarmOrder: 'alarm/order/index',
} as const;

/** The operation-log actions of this area (labelled by `audit.action.<action>`). */
export const ALARMS_AUDIT_ACTIONS = { releaseAlarm: 'update', resolveAbnormal: 'update' } as const;
