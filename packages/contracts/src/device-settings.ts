import { z } from 'zod';
import { DEVICE_PERMS, type DeviceStateCounts } from './device.js';
import type { SiteAddress } from './point.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, dbIds, INT4_MAX, isFilterTime, repeatedIndexes } from './input.js';

/**
 * Device settings sent to a machine as remote commands,
 * the device detail screen and the dashboard's device figures. The server validates
 * every save with these schemas and the web forms use the same ones.
 */
export const DEVICE_SETTINGS_API = {
  /** GET ?deviceId — the cleaning configuration. */
  cleanConfig: '/api/api/deviceInfo/getDeviceCleanConfigByDeviceIdNew',
  /** POST JSON — save and send the cleaning configuration. */
  cleanConfigSave: '/api/Equipment/saveUpdateDeviceCleanConfig',
  /** GET ?deviceId — the local (maintenance screen) password. */
  localPassword: '/api/deviceGoods/localPassword',
  /** POST JSON — save and send the local password. */
  localPasswordSave: '/api/deviceGoods/localPassword/save',
  /** POST JSON — save and send the containers' most cups before a refill. */
  maxStockSave: '/api/Equipment/saveDeviceMaxStockByDeviceId',
  /** GET ?deviceId — the containers with level, warning and alarm values. */
  containerDetail: '/api/DeviceContainerManger/detail',
  /** POST JSON — save and send warning/alarm values. */
  containerSave: '/api/DeviceContainerManger/save',
  /** GET ?deviceId — the cup-output limit. */
  cupLimit: '/api/DeviceCupLimit/detail',
  /** POST JSON — save and send the cup-output limit. */
  cupLimitSave: '/api/DeviceCupLimit/save',
  /** GET ?deviceId — the parameters last set and last read. */
  params: '/api/DeviceParams/detail',
  /** POST JSON {deviceId} — asks the machine for its parameters ("reading in progress" until the ack). */
  paramsRead: '/api/DeviceParams/read',
  /** GET ?deviceId&commandId — the outcome of a read. */
  paramsReadResult: '/api/DeviceParams/readResult',
  /** POST JSON — save and send the parameters. */
  paramsSave: '/api/DeviceParams/save',
  /** POST JSON {sourceDeviceId, targetDeviceIds} — what copying a machine's parameters would change on each target. */
  paramCopyPreview: '/api/DeviceParams/copy/preview',
  /** POST JSON {sourceDeviceId, targetDeviceIds} — copy them: sent to the online targets, kept for the offline ones until they return. */
  paramCopyApply: '/api/DeviceParams/copy/apply',
} as const;

/** The operation-log actions of the settings that no shared entry names. */
export const DEVICE_SETTINGS_AUDIT_ACTIONS = { paramCopy: 'update' } as const;

export const DEVICE_SETTINGS_PERMS = {
  params: 'device:settings:params',
  localPassword: 'device:settings:password',
  cupLimit: 'device:settings:cupLimit',
  cleanConfig: 'device:settings:clean',
  container: 'device:settings:container',
  maxStock: 'device:settings:maxStock',
  paramCopy: 'device:settings:paramCopy',
} as const;

/** The detail screen's rights; each refusal has its own message. */
export const DEVICE_DETAIL_PERMS = {
  /** Viewing a device's details is the device list's "query" right. */
  query: DEVICE_PERMS.query,
  material: 'device:detail:material',
  fault: 'device:detail:fault',
  warning: 'device:detail:warning',
} as const;

export const DEVICE_DETAIL_API = {
  /** GET ?id — status, versions, location, signal, temperatures, sales figures. */
  summary: '/api/DeviceDetail/summary',
  /** GET ?id — containers and their levels (material info right). */
  materials: '/api/DeviceDetail/materials',
  /** GET ?id&startTime&endTime&page&limit — the device's orders. */
  orders: '/api/DeviceDetail/orders',
  /** GET ?id&startTime&endTime&page&limit&state — faults (fault records right). */
  faults: '/api/DeviceDetail/faults',
  /** GET ?id&startTime&endTime&page&limit&state — warnings (warning records right). */
  warnings: '/api/DeviceDetail/warnings',
  /** GET ?id&startTime&endTime&page&limit — sales per product. */
  products: '/api/DeviceDetail/products',
} as const;

export const DASHBOARD_API = {
  /** GET — device counters and today's sales of the caller's devices. */
  devices: '/api/Dashboard/devices',
  /** GET — today's sales per hour and the last days' per business day, per currency, of the caller's devices. */
  sales: '/api/Dashboard/sales',
  /** GET — the caller's devices that have coordinates, with their state, for the map. */
  map: '/api/Dashboard/map',
  /** GET — today's and this month's totals (revenue, cups, refunds) and the month's goods and point top 10s. */
  rankings: '/api/Dashboard/rankings',
} as const;

/** Business days the dashboard's daily sales chart covers, ending today. */
export const DASHBOARD_SALES_DAYS = 30;

/** How often the home screen refreshes its device figures: every 10 s. */
export const DASHBOARD_REFRESH_MS = 10_000;

/** The limits of the device settings, in one place. */
export const DEVICE_SETTING_LIMITS = {
  localPasswordLength: 6,
  hotWater: { min: 35, max: 96 },
  liquor: { min: 35, max: 105 },
  /** Cold water upper limit: chilled water machines 6–40, ice water machines 1–35. */
  coldWater: { chilled: { min: 6, max: 40 }, ice: { min: 1, max: 35 } },
  compressorStart: { min: -15, max: 2 },
  /** Stop at least this much above start. */
  compressorGap: 3,
  compressorStop: { min: -12, max: 40 },
  compressorProtectionMinutes: { min: 3, max: 30 },
  pressure: { min: 0, max: 5 },
  /** Pump stop pressure at least this much above its start pressure. */
  pumpGap: 0.5,
  preBrewWaterMl: { min: 0, max: 200 },
  preBrewSeconds: { min: 0, max: 25.5 },
  stirringPercent: { min: 10, max: 100 },
  flowIntervalSeconds: { min: 1, max: 20 },
  barrelCapacityMl: { min: 0, max: 65535 },
  pulseEquivalent: { min: 0.1, max: 5 },
  lightStrip: { min: 0, max: 100 },
  cupSizeLabel: { min: 1, max: 5 },
  cleanCupCount: { min: 1, max: 9999 },
  cleanIdleMinutes: { min: 1, max: 1440 },
  cleanTimes: 6,
  cupLimit: { min: 0, max: 99999 },
  valves: 99,
  stock: { min: 0, max: 65535 },
  containerValue: { min: 0, max: 1_000_000 },
  /** Machines one parameter copy reaches at most. */
  paramCopyTargets: 200,
} as const;

// The settings' rule messages (`decimals1`, `noSpaces`, …) and field labels, from
// `locales/messages/device-settings`; generic names (`deviceId`, `startTime`, …) only where no
// other area labelled them first.
addRuleMessages(messageGroup('deviceSettings.rule.'));
addFieldLabels(messageGroup('deviceSettings.field.'));
addMissingFieldLabels(messageGroup('deviceSettings.genericField.'));

const L = DEVICE_SETTING_LIMITS;
const deviceId = dbId();
/** A number with at most `decimals` decimals within [min, max]. */
const num = (min: number, max: number, decimals = 1) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 10 ** decimals) - v * 10 ** decimals) < 1e-6, { message: `decimals${decimals}` });
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** Compares in tenths/hundredths so 0.1 + 0.2 style errors never refuse a valid gap. */
const atLeastAbove = (stop: number, start: number, gap: number) => Math.round((stop - start) * 100) >= Math.round(gap * 100);

export const deviceIdQuerySchema = z.object({ deviceId });

// ---------------------------------------------------------------- local password

export const localPasswordSaveSchema = z.object({
  deviceId,
  localPassword: z
    .string()
    .refine((v) => [...v].length === L.localPasswordLength, { message: 'exactlySixCharacters' })
    .refine((v) => !/\s/.test(v), { message: 'noSpaces' }),
});
export type LocalPasswordSave = z.infer<typeof localPasswordSaveSchema>;

// ---------------------------------------------------------------- cleaning

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const unique = <T>(list: T[]) => new Set(list).size === list.length;

/** Cleaning: after a number of cups or idle minutes, and on weekdays at given times. */
export const cleanConfigSaveSchema = z
  .object({
    deviceId,
    cleanCupCount: int(L.cleanCupCount.min, L.cleanCupCount.max).nullish(),
    cleanIdleMinutes: int(L.cleanIdleMinutes.min, L.cleanIdleMinutes.max).nullish(),
    /** 1 Monday … 7 Sunday. */
    cleanWeekdays: z.array(z.number().int().min(1).max(7)).max(7).refine(unique, { message: 'duplicateValue' }).default([]),
    cleanTimes: z
      .array(z.string().regex(TIME_OF_DAY, { message: 'timeOfDay' }))
      .max(L.cleanTimes)
      .refine(unique, { message: 'duplicateValue' })
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.cleanCupCount == null && v.cleanIdleMinutes == null) {
      ctx.addIssue({ code: 'custom', path: ['cleanCupCount'], message: 'cleaningTrigger', input: v.cleanCupCount });
    }
  });
export type CleanConfigSave = z.infer<typeof cleanConfigSaveSchema>;
export type CleanConfigInput = z.input<typeof cleanConfigSaveSchema>;

// ---------------------------------------------------------------- cup-output limit

export const CUP_LIMIT_MODES = ['total', 'perValve'] as const;
export type CupLimitMode = (typeof CUP_LIMIT_MODES)[number];

export const cupLimitSaveSchema = z
  .object({
    deviceId,
    cupLimitMode: z.enum(CUP_LIMIT_MODES),
    cupLimitTotal: int(L.cupLimit.min, L.cupLimit.max).nullish(),
    cupLimitValves: z
      .array(z.object({ valveNo: int(1, L.valves), valveLimit: int(L.cupLimit.min, L.cupLimit.max) }))
      .max(L.valves)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.cupLimitMode === 'total' && v.cupLimitTotal == null) {
      ctx.addIssue({ code: 'custom', path: ['cupLimitTotal'], message: 'cupLimitTotalRequired', input: v.cupLimitTotal });
    }
    if (v.cupLimitMode === 'perValve') {
      if (v.cupLimitValves.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['cupLimitValves'], message: 'cupLimitValvesRequired', input: v.cupLimitValves });
      }
      const valveNos = v.cupLimitValves.map((valve) => valve.valveNo);
      repeatedIndexes(valveNos).forEach((i) =>
        ctx.addIssue({ code: 'custom', path: ['cupLimitValves', i, 'valveNo'], message: 'duplicateValue', input: valveNos[i] }),
      );
    }
  });
export type CupLimitSave = z.infer<typeof cupLimitSaveSchema>;
export type CupLimitInput = z.input<typeof cupLimitSaveSchema>;

// ---------------------------------------------------------------- parameters

export const COLD_WATER_KINDS = ['chilled', 'ice'] as const;
export type ColdWaterKind = (typeof COLD_WATER_KINDS)[number];

/** A numeric parameter's range and decimals (0: a whole number). */
export interface ParamRange {
  min: number;
  max: number;
  decimals: number;
}

/** The numeric working parameters, in the order screens list them: the schema checks these ranges and the form shows them. */
export const DEVICE_PARAM_RANGES = {
  hotWaterUpper: { ...L.hotWater, decimals: 1 },
  hotWaterLower: { min: 0, max: L.hotWater.max, decimals: 1 },
  liquorUpper: { ...L.liquor, decimals: 1 },
  liquorLower: { min: 0, max: L.liquor.max, decimals: 1 },
  coldWaterUpper: { min: L.coldWater.ice.min, max: L.coldWater.chilled.max, decimals: 1 },
  coldWaterLower: { min: 0, max: L.coldWater.chilled.max, decimals: 1 },
  compressorStart: { ...L.compressorStart, decimals: 1 },
  compressorStop: { ...L.compressorStop, decimals: 1 },
  compressorProtectionMinutes: { ...L.compressorProtectionMinutes, decimals: 0 },
  pumpStartPressure: { ...L.pressure, decimals: 1 },
  pumpStopPressure: { ...L.pressure, decimals: 1 },
  preBrewWaterMl: { ...L.preBrewWaterMl, decimals: 0 },
  preBrewSeconds: { ...L.preBrewSeconds, decimals: 1 },
  stirringPercent: { ...L.stirringPercent, decimals: 0 },
  flowIntervalSeconds: { ...L.flowIntervalSeconds, decimals: 0 },
  barrelCapacityMl: { ...L.barrelCapacityMl, decimals: 0 },
  pulseEquivalent: { ...L.pulseEquivalent, decimals: 2 },
  lightStrip: { ...L.lightStrip, decimals: 0 },
  cupSizeLabel: { ...L.cupSizeLabel, decimals: 0 },
} as const satisfies Record<string, ParamRange>;
export type RangedParamKey = keyof typeof DEVICE_PARAM_RANGES;

const paramRule = ({ min, max, decimals }: ParamRange) => (decimals === 0 ? int(min, max) : num(min, max, decimals)).nullish();
const ranged = Object.fromEntries(Object.entries(DEVICE_PARAM_RANGES).map(([key, range]) => [key, paramRule(range)])) as Record<
  RangedParamKey,
  ReturnType<typeof paramRule>
>;
const { hotWaterUpper, hotWaterLower, liquorUpper, liquorLower, ...fromColdWater } = ranged;

/**
 * The machine's working parameters. Each is optional (models have different parts); pairs are
 * checked together. The cold water kind comes before the cold water limits, which depend on it.
 */
export const deviceParamsShape = {
  hotWaterUpper,
  hotWaterLower,
  liquorUpper,
  liquorLower,
  coldWaterKind: z.enum(COLD_WATER_KINDS).nullish(),
  ...fromColdWater,
};
export type DeviceParamKey = keyof typeof deviceParamsShape;
export const DEVICE_PARAM_KEYS = Object.keys(deviceParamsShape) as DeviceParamKey[];

type ParamValues = { [K in DeviceParamKey]?: unknown };

/** The cross-field rules of the device settings (shared by the save schema and the form). */
function checkParams(v: ParamValues, ctx: z.RefinementCtx): void {
  const n = (key: DeviceParamKey) => (typeof v[key] === 'number' ? (v[key] as number) : undefined);
  const issue = (path: DeviceParamKey, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: v[path] });
  const below = (lower: DeviceParamKey, upper: DeviceParamKey) => {
    const lo = n(lower);
    const hi = n(upper);
    if (lo !== undefined && hi !== undefined && !(lo < hi)) issue(lower, 'lowerBelowUpper');
  };
  below('hotWaterLower', 'hotWaterUpper');
  below('liquorLower', 'liquorUpper');
  below('coldWaterLower', 'coldWaterUpper');
  const coldUpper = n('coldWaterUpper');
  if (coldUpper !== undefined) {
    const range = L.coldWater[(v.coldWaterKind as ColdWaterKind | undefined) ?? 'chilled'];
    if (coldUpper < range.min) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: range.min,
        inclusive: true,
        path: ['coldWaterUpper'],
        input: coldUpper,
      });
    } else if (coldUpper > range.max) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: range.max, inclusive: true, path: ['coldWaterUpper'], input: coldUpper });
    }
  }
  const cStart = n('compressorStart');
  const cStop = n('compressorStop');
  if (cStart !== undefined && cStop !== undefined && !atLeastAbove(cStop, cStart, L.compressorGap))
    issue('compressorStop', 'compressorGap');
  const pStart = n('pumpStartPressure');
  const pStop = n('pumpStopPressure');
  if (pStart !== undefined && pStop !== undefined && !atLeastAbove(pStop, pStart, L.pumpGap)) issue('pumpStopPressure', 'pumpGap');
}

export const deviceParamsSchema = z.object(deviceParamsShape).superRefine(checkParams);
export type DeviceParams = z.infer<typeof deviceParamsSchema>;

export const paramsSaveSchema = z.object({ deviceId, ...deviceParamsShape }).superRefine((v, ctx) => {
  if (DEVICE_PARAM_KEYS.every((k) => v[k] == null)) {
    ctx.addIssue({ code: 'custom', path: ['params'], message: 'atLeastOneParameter', input: undefined });
  }
  checkParams(v, ctx);
});
export type ParamsSave = z.infer<typeof paramsSaveSchema>;
export type ParamsInput = z.input<typeof paramsSaveSchema>;

// ---------------------------------------------------------------- parameter copy

/** Copy one machine's parameters to other machines of its model. */
export const paramCopySchema = z.object({ sourceDeviceId: deviceId, targetDeviceIds: dbIds(L.paramCopyTargets) }).superRefine((v, ctx) => {
  const [repeated] = repeatedIndexes(v.targetDeviceIds);
  if (repeated !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['targetDeviceIds'], message: 'duplicateValue', input: v.targetDeviceIds[repeated] });
  }
  if (v.targetDeviceIds.includes(v.sourceDeviceId)) {
    ctx.addIssue({ code: 'custom', path: ['targetDeviceIds'], message: 'copyToItself', input: v.sourceDeviceId });
  }
});
export type ParamCopy = z.output<typeof paramCopySchema>;

/** A parameter's value as a machine has it (a number, or the cold water kind); null: not known. */
export type ParamValue = number | string | null;

/** One parameter a copy changes on a machine. */
export interface ParamCopyChange {
  key: DeviceParamKey;
  before: ParamValue;
  after: ParamValue;
}

/**
 * What a copy does to one target: `send` (online: sent now), `wait` (offline: sent when it
 * returns), `unchanged` (it already has the source's parameters) or `invalid` (the source's values
 * break a rule on this machine; `errors` says which; nothing is copied while one target is invalid).
 * After the copy, `send` and `wait` become `sent` and `waiting`.
 */
export const PARAM_COPY_OUTCOMES = ['send', 'wait', 'unchanged', 'invalid', 'sent', 'waiting'] as const;
export type ParamCopyOutcome = (typeof PARAM_COPY_OUTCOMES)[number];

export interface ParamCopyTarget {
  deviceId: number;
  deviceCode: string;
  name: string | null;
  online: boolean;
  outcome: ParamCopyOutcome;
  changes: ParamCopyChange[];
  /** The rules the parameters would break on this machine, in the request's language. */
  errors: Array<{ field: string; message: string }>;
  /** The command that carried the copy (sent). */
  commandId: string | null;
}

export interface ParamCopyResult {
  source: { deviceId: number; deviceCode: string; params: DeviceParams };
  targets: ParamCopyTarget[];
}

export const paramsReadResultSchema = z.object({ deviceId, commandId: z.string().min(1).max(64) });

// ---------------------------------------------------------------- containers and max stock

const containerValue = num(L.containerValue.min, L.containerValue.max, 2);

export const containerSaveSchema = z
  .object({
    deviceId,
    containers: z
      .array(
        z.object({
          containerNo: int(1, 99),
          warnValue: containerValue.nullish(),
          alarmValue: containerValue.nullish(),
          maxStock: int(L.stock.min, L.stock.max).nullish(),
        }),
      )
      .min(1)
      .max(99),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.containers.forEach((c, i) => {
      if (c.warnValue != null && c.alarmValue != null && c.alarmValue > c.warnValue) {
        ctx.addIssue({ code: 'custom', path: ['containers', i, 'alarmValue'], message: 'alarmAboveWarning', input: c.alarmValue });
      }
      if (seen.has(c.containerNo)) {
        ctx.addIssue({ code: 'custom', path: ['containers', i, 'containerNo'], message: 'duplicateValue', input: c.containerNo });
      }
      seen.add(c.containerNo);
    });
  });
export type ContainerSave = z.infer<typeof containerSaveSchema>;
export type ContainerInput = z.input<typeof containerSaveSchema>;

export const maxStockSaveSchema = z
  .object({
    deviceId,
    containers: z
      .array(z.object({ containerNo: int(1, 99), maxStock: int(L.stock.min, L.stock.max) }))
      .min(1)
      .max(99),
  })
  .superRefine((v, ctx) => {
    const containerNos = v.containers.map((c) => c.containerNo);
    repeatedIndexes(containerNos).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['containers', i, 'containerNo'], message: 'duplicateValue', input: containerNos[i] }),
    );
  });
export type MaxStockSave = z.infer<typeof maxStockSaveSchema>;

// ---------------------------------------------------------------- answers

/** A command as the settings routes answer it (the command log's record). */
export interface DeviceCommandView {
  id: string;
  deviceId: number;
  type: string;
  status: 'pending' | 'succeeded' | 'failed' | 'timed_out';
  result: Record<string, unknown> | null;
  error: string | null;
  deadline: string;
  sentByName: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** A stored setting: what the back-office last sent, and the command that carried it. */
export interface DeviceSettingView<T> {
  deviceId: number;
  deviceCode: string;
  online: boolean;
  /** Null when never set from the back-office. */
  value: T | null;
  updatedAt: string | null;
  updatedByName: string | null;
  command: DeviceCommandView | null;
}

export interface ContainerRow {
  containerNo: number;
  materialCode: string;
  capacity: number;
  level: number | null;
  warnValue: number | null;
  alarmValue: number | null;
  maxStock: number | null;
  /** 0 normal, 1 at or under warning, 2 at or under alarm. */
  materialState: 0 | 1 | 2;
}

export interface ParamsView extends DeviceSettingView<DeviceParams> {
  /** What the machine answered to the last successful read. */
  reported: DeviceParams | null;
  reportedAt: string | null;
}

// ---------------------------------------------------------------- device detail

export const DEVICE_DETAIL_TABS = ['orders', 'warnings', 'params', 'products', 'faults'] as const;
export type DeviceDetailTab = (typeof DEVICE_DETAIL_TABS)[number];

/** Day (YYYY-MM-DD) or date-time; the range's ends are inclusive days in the business time zone. */
const dayOrTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)
  .refine(isFilterTime, { message: 'inputNotATime' });

export const deviceDetailIdSchema = z.object({ id: dbId() });

export const deviceDetailRangeSchema = listParamsSchema.extend({
  id: dbId(),
  startTime: dayOrTime.optional(),
  endTime: dayOrTime.optional(),
});
export type DeviceDetailRange = z.infer<typeof deviceDetailRangeSchema>;

export const deviceAlarmListSchema = deviceDetailRangeSchema.extend({
  /** 0 not released, 1 released. */
  state: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
});

export interface SalesFigures {
  amount: number;
  orders: number;
  cups: number;
}

/** An amount of money in one currency (ISO 4217 code). */
export interface MoneyTotal {
  currency: string;
  amount: number;
}

/** Sales of devices of several customers: orders and cups add up, amounts only per currency. */
export interface FleetSalesFigures {
  /**
   * One entry per currency with sales, by currency code, with that currency's orders and cups;
   * empty when nothing was sold. Neither amounts nor counts of different currencies are added.
   */
  amounts: Array<MoneyTotal & { orders: number; cups: number }>;
}

/** Where a device stands: its point's name and address. */
export interface DeviceLocation extends SiteAddress {
  siteName: string | null;
}

export interface DeviceDetailSummary {
  id: number;
  deviceCode: string;
  name: string | null;
  orgId: number;
  orgName: string | null;
  modelName: string | null;
  online: boolean;
  status: number;
  signal: number | null;
  faultCount: number;
  warningCount: number;
  materialState: number;
  appVersion: string | null;
  mainboardVersion: string | null;
  dtuVersion: string | null;
  temperatures: Record<string, number> | null;
  waterSource: string | null;
  lastOnlineAt: string | null;
  lastOfflineAt: string | null;
  lastSeenAt: string | null;
  location: DeviceLocation;
  deployedAt: string | null;
  warrantyUntil: string | null;
  sales: { today: SalesFigures; yesterday: SalesFigures; thisMonth: SalesFigures; lastMonth: SalesFigures };
  /** ISO 4217 code of the amounts (sales, orders, products): the owning customer's currency. */
  currency: string;
  /** What the caller may see on the screen. */
  rights: { material: boolean; fault: boolean; warning: boolean };
}

export interface DeviceOrderRow {
  id: number;
  orderCode: string;
  status: number;
  payStatus: number;
  refundStatus: number;
  paymentMethod: string;
  paymentAmount: number;
  receivedAmount: number;
  goods: string;
  cups: number;
  createdAt: string;
}

export interface DeviceAlarmRow {
  id: number;
  kind: 'fault' | 'warning';
  code: string;
  level: number;
  message: string | null;
  state: number;
  raisedAt: string;
  releasedAt: string | null;
}

export interface DeviceProductRow {
  goodsCode: string;
  goodsName: string;
  cups: number;
  amount: number;
  orders: number;
}

export interface DashboardDevices extends DeviceStateCounts {
  /** Today's sales; amounts are per currency (customers may bill in different ones), never added together. */
  today: FleetSalesFigures;
  /** The business day the figures are of (YYYY-MM-DD). */
  day: string;
}

/**
 * Sales of one hour or one business day in one currency: a customer's orders, cups and amount
 * are counted in its own currency, so a period has one point per currency that sold.
 */
export interface SalesPoint {
  /** The hour of the business day (0–23) for hourly points; the business day (YYYY-MM-DD) for daily ones. */
  at: number | string;
  currency: string;
  amount: number;
  orders: number;
  cups: number;
}

export interface DashboardSales {
  /** Today in the business time zone (YYYY-MM-DD). */
  day: string;
  /** The first day of `daily` (YYYY-MM-DD); the days run to `day`. */
  fromDay: string;
  /** Today's hours with sales (business time zone), by hour then currency. */
  hourly: SalesPoint[];
  /** The days with sales from `fromDay` to `day`, by day then currency. */
  daily: SalesPoint[];
}

/** A machine on the dashboard's map. */
export interface DashboardMapPoint {
  id: number;
  deviceCode: string;
  name: string | null;
  lng: number;
  lat: number;
  online: boolean;
  fault: boolean;
}

export interface DashboardMap {
  points: DashboardMapPoint[];
}

// ---------------------------------------------------------------- command parameters (down/cmd `params`)

/**
 * What each settings command carries to the machine (the `params` of `vr/v1/{code}/down/cmd`).
 * The back-office stores the form's values; the device gets these shapes.
 */
export const settingCommandParams = {
  setLocalPassword: (v: Pick<LocalPasswordSave, 'localPassword'>) => ({ password: v.localPassword }),
  setCleanConfig: (v: Omit<CleanConfigSave, 'deviceId'>) => ({
    cupCount: v.cleanCupCount ?? null,
    idleMinutes: v.cleanIdleMinutes ?? null,
    weekdays: v.cleanWeekdays,
    times: v.cleanTimes,
  }),
  setCupLimit: (v: Omit<CupLimitSave, 'deviceId'>) =>
    v.cupLimitMode === 'total'
      ? { mode: 'total' as const, limit: v.cupLimitTotal ?? 0 }
      : { mode: 'perValve' as const, valves: v.cupLimitValves.map((x) => ({ no: x.valveNo, limit: x.valveLimit })) },
  setMaxStock: (v: Pick<MaxStockSave, 'containers'>) => ({ items: v.containers.map((c) => ({ no: c.containerNo, maxStock: c.maxStock })) }),
  /** Containers with their material and capacity (as the machine knows them) and the new values. */
  setContainers: (
    rows: Array<{
      containerNo: number;
      materialCode: string;
      capacity: number;
      warnValue: number | null;
      alarmValue: number | null;
      maxStock: number | null;
    }>,
  ) => ({
    containers: rows.map((c) => ({
      no: c.containerNo,
      material: c.materialCode,
      capacity: c.capacity,
      warnValue: c.warnValue,
      alarmValue: c.alarmValue,
      maxStock: c.maxStock,
    })),
  }),
} as const;
