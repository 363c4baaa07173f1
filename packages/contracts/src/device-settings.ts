import { z } from 'zod';
import { DEVICE_PERMS } from './device.js';
import { listParamsSchema } from './list.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX, isFilterTime } from './input.js';

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
} as const;

export const DEVICE_SETTINGS_PERMS = {
  params: 'device:settings:params',
  localPassword: 'device:settings:password',
  cupLimit: 'device:settings:cupLimit',
  cleanConfig: 'device:settings:clean',
  container: 'device:settings:container',
  maxStock: 'device:settings:maxStock',
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
} as const;

addRuleMessages({
  lowerBelowUpper: {
    en: 'must be below the upper limit',
    zh: '必须低于上限',
    es: 'debe ser inferior al límite superior',
    ja: 'は上限より低くする必要があります',
  },
  compressorGap: {
    en: 'must be at least 3 above the compressor start temperature',
    zh: '必须比压缩机启动温度至少高 3',
    es: 'debe superar al menos en 3 la temperatura de arranque del compresor',
    ja: 'はコンプレッサー起動温度より 3 以上高くする必要があります',
  },
  pumpGap: {
    en: 'must be at least 0.5 above the pump start pressure',
    zh: '必须比水泵启动压力至少高 0.5',
    es: 'debe superar al menos en 0,5 la presión de arranque de la bomba',
    ja: 'はポンプ起動圧力より 0.5 以上高くする必要があります',
  },
  alarmAboveWarning: {
    en: 'cannot exceed the warning value',
    zh: '不能大于预警值',
    es: 'no puede superar el valor de advertencia',
    ja: 'は警告値を超えることはできません',
  },
  cleaningTrigger: {
    en: '{label}: enter a cup count or idle minutes',
    zh: '{label}: 请填写杯数或空闲分钟数',
    es: '{label}: indique un número de vasos o minutos de inactividad',
    ja: '{label}: 杯数またはアイドル分数を入力してください',
  },
  exactlySixCharacters: {
    en: 'must be exactly 6 characters',
    zh: '必须为 6 个字符',
    es: 'debe tener exactamente 6 caracteres',
    ja: 'はちょうど 6 文字である必要があります',
  },
  noSpaces: { en: 'cannot contain spaces', zh: '不能包含空格', es: 'no puede contener espacios', ja: 'に空白は使えません' },
  timeOfDay: {
    en: 'must be a time HH:mm',
    zh: '必须是 HH:mm 格式的时间',
    es: 'debe ser una hora HH:mm',
    ja: 'は HH:mm 形式の時刻である必要があります',
  },
  duplicateValue: { en: 'is listed twice', zh: '重复', es: 'está repetido', ja: 'が重複しています' },
  cupLimitTotalRequired: {
    en: 'is required for a total limit',
    zh: '按总量限制时必填',
    es: 'es obligatorio para un límite total',
    ja: '合計制限では必須です',
  },
  cupLimitValvesRequired: {
    en: 'list at least one valve for a per-valve limit',
    zh: '按阀门限制时至少填写一个阀门',
    es: 'indique al menos una válvula para un límite por válvula',
    ja: 'バルブ別制限では少なくとも 1 つのバルブを指定してください',
  },
  atLeastOneParameter: {
    en: 'set at least one parameter',
    zh: '请至少设置一个参数',
    es: 'configure al menos un parámetro',
    ja: '少なくとも 1 つのパラメーターを設定してください',
  },
});

addFieldLabels({
  localPassword: { en: 'Local password', zh: '本地密码', es: 'Contraseña local', ja: 'ローカルパスワード' },
  hotWaterUpper: { en: 'Hot water upper limit', zh: '热水温度上限', es: 'Límite superior del agua caliente', ja: '温水上限' },
  hotWaterLower: { en: 'Hot water lower limit', zh: '热水温度下限', es: 'Límite inferior del agua caliente', ja: '温水下限' },
  liquorUpper: { en: 'Liquor upper limit', zh: '酒液温度上限', es: 'Límite superior del licor', ja: '酒類上限' },
  liquorLower: { en: 'Liquor lower limit', zh: '酒液温度下限', es: 'Límite inferior del licor', ja: '酒類下限' },
  coldWaterKind: { en: 'Cold water type', zh: '冷水类型', es: 'Tipo de agua fría', ja: '冷水タイプ' },
  coldWaterUpper: { en: 'Cold water upper limit', zh: '冷水温度上限', es: 'Límite superior del agua fría', ja: '冷水上限' },
  coldWaterLower: { en: 'Cold water lower limit', zh: '冷水温度下限', es: 'Límite inferior del agua fría', ja: '冷水下限' },
  compressorStart: { en: 'Compressor start', zh: '压缩机启动温度', es: 'Arranque del compresor', ja: 'コンプレッサー起動' },
  compressorStop: { en: 'Compressor stop', zh: '压缩机停止温度', es: 'Parada del compresor', ja: 'コンプレッサー停止' },
  compressorProtectionMinutes: {
    en: 'Compressor protection (min)',
    zh: '压缩机保护时间（分钟）',
    es: 'Protección del compresor (min)',
    ja: 'コンプレッサー保護（分）',
  },
  pumpStartPressure: { en: 'Pump start pressure', zh: '水泵启动压力', es: 'Presión de arranque de la bomba', ja: 'ポンプ起動圧力' },
  pumpStopPressure: { en: 'Pump stop pressure', zh: '水泵停止压力', es: 'Presión de parada de la bomba', ja: 'ポンプ停止圧力' },
  preBrewWaterMl: { en: 'Pre-brew water (ml)', zh: '预冲泡水量（ml）', es: 'Agua de preinfusión (ml)', ja: 'プレブリュー水量（ml）' },
  preBrewSeconds: { en: 'Pre-brew time (s)', zh: '预冲泡时间（秒）', es: 'Tiempo de preinfusión (s)', ja: 'プレブリュー時間（秒）' },
  stirringPercent: { en: 'Stirring speed (%)', zh: '搅拌速度（%）', es: 'Velocidad de agitación (%)', ja: '撹拌速度（%）' },
  flowIntervalSeconds: { en: 'Flow interval (s)', zh: '流量间隔（秒）', es: 'Intervalo de caudal (s)', ja: '流量間隔（秒）' },
  barrelCapacityMl: { en: 'Barrel capacity (ml)', zh: '桶容量（ml）', es: 'Capacidad del barril (ml)', ja: '樽容量（ml）' },
  pulseEquivalent: { en: 'Pulse equivalent', zh: '脉冲当量', es: 'Equivalente de pulso', ja: 'パルス当量' },
  lightStrip: { en: 'Light strip brightness', zh: '灯带亮度', es: 'Brillo de la tira de luz', ja: 'ライトバー輝度' },
  cupSizeLabel: { en: 'Cup-size label', zh: '杯型标签', es: 'Etiqueta de tamaño de vaso', ja: 'カップサイズラベル' },
  cleanCupCount: { en: 'Clean after cups', zh: '清洗杯数', es: 'Limpiar tras vasos', ja: '洗浄杯数' },
  cleanIdleMinutes: { en: 'Clean after idle minutes', zh: '空闲清洗分钟数', es: 'Limpiar tras minutos inactivo', ja: 'アイドル洗浄（分）' },
  cleanWeekdays: { en: 'Cleaning weekdays', zh: '清洗星期', es: 'Días de limpieza', ja: '洗浄曜日' },
  cleanTimes: { en: 'Cleaning times', zh: '清洗时间', es: 'Horas de limpieza', ja: '洗浄時刻' },
  cupLimitMode: { en: 'Limit mode', zh: '限制模式', es: 'Modo de límite', ja: '制限モード' },
  cupLimitTotal: { en: 'Total cups', zh: '总出杯数', es: 'Vasos en total', ja: '合計杯数' },
  cupLimitValves: { en: 'Valves', zh: '阀门', es: 'Válvulas', ja: 'バルブ' },
  valveNo: { en: 'Valve', zh: '阀门号', es: 'Válvula', ja: 'バルブ番号' },
  valveLimit: { en: 'Cups', zh: '出杯数', es: 'Vasos', ja: '杯数' },
  containerNo: { en: 'Container', zh: '料盒号', es: 'Contenedor', ja: 'コンテナ' },
  warnValue: { en: 'Warning value', zh: '预警值', es: 'Valor de advertencia', ja: '警告値' },
  alarmValue: { en: 'Alarm value', zh: '告警值', es: 'Valor de alarma', ja: 'アラーム値' },
  maxStock: { en: 'Max stock', zh: '最大库存', es: 'Existencias máximas', ja: '最大在庫' },
  containers: { en: 'Containers', zh: '料盒', es: 'Contenedores', ja: 'コンテナ' },
  params: { en: 'Parameters', zh: '参数', es: 'Parámetros', ja: 'パラメーター' },
});

addMissingFieldLabels({
  deviceId: { en: 'Device', zh: '设备', es: 'Dispositivo', ja: 'デバイス' },
  commandId: { en: 'Command', zh: '指令', es: 'Comando', ja: 'コマンド' },
  startTime: { en: 'Start time', zh: '开始时间', es: 'Hora de inicio', ja: '開始時刻' },
  endTime: { en: 'End time', zh: '结束时间', es: 'Hora de fin', ja: '終了時刻' },
});

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

addRuleMessages({
  decimals1: { en: 'at most 1 decimal', zh: '最多 1 位小数', es: 'como máximo 1 decimal', ja: '小数は 1 桁まで' },
  decimals2: { en: 'at most 2 decimals', zh: '最多 2 位小数', es: 'como máximo 2 decimales', ja: '小数は 2 桁まで' },
});

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
      const seen = new Set<number>();
      v.cupLimitValves.forEach((valve, i) => {
        if (seen.has(valve.valveNo)) {
          ctx.addIssue({ code: 'custom', path: ['cupLimitValves', i, 'valveNo'], message: 'duplicateValue', input: valve.valveNo });
        }
        seen.add(valve.valveNo);
      });
    }
  });
export type CupLimitSave = z.infer<typeof cupLimitSaveSchema>;
export type CupLimitInput = z.input<typeof cupLimitSaveSchema>;

// ---------------------------------------------------------------- parameters

export const COLD_WATER_KINDS = ['chilled', 'ice'] as const;
export type ColdWaterKind = (typeof COLD_WATER_KINDS)[number];

/** The machine's working parameters. Each is optional (models have different parts); pairs are checked together. */
export const deviceParamsShape = {
  hotWaterUpper: num(L.hotWater.min, L.hotWater.max).nullish(),
  hotWaterLower: num(0, L.hotWater.max).nullish(),
  liquorUpper: num(L.liquor.min, L.liquor.max).nullish(),
  liquorLower: num(0, L.liquor.max).nullish(),
  coldWaterKind: z.enum(COLD_WATER_KINDS).nullish(),
  coldWaterUpper: num(L.coldWater.ice.min, L.coldWater.chilled.max).nullish(),
  coldWaterLower: num(0, L.coldWater.chilled.max).nullish(),
  compressorStart: num(L.compressorStart.min, L.compressorStart.max).nullish(),
  compressorStop: num(L.compressorStop.min, L.compressorStop.max).nullish(),
  compressorProtectionMinutes: int(L.compressorProtectionMinutes.min, L.compressorProtectionMinutes.max).nullish(),
  pumpStartPressure: num(L.pressure.min, L.pressure.max).nullish(),
  pumpStopPressure: num(L.pressure.min, L.pressure.max).nullish(),
  preBrewWaterMl: int(L.preBrewWaterMl.min, L.preBrewWaterMl.max).nullish(),
  preBrewSeconds: num(L.preBrewSeconds.min, L.preBrewSeconds.max).nullish(),
  stirringPercent: int(L.stirringPercent.min, L.stirringPercent.max).nullish(),
  flowIntervalSeconds: int(L.flowIntervalSeconds.min, L.flowIntervalSeconds.max).nullish(),
  barrelCapacityMl: int(L.barrelCapacityMl.min, L.barrelCapacityMl.max).nullish(),
  pulseEquivalent: num(L.pulseEquivalent.min, L.pulseEquivalent.max, 2).nullish(),
  lightStrip: int(L.lightStrip.min, L.lightStrip.max).nullish(),
  cupSizeLabel: int(L.cupSizeLabel.min, L.cupSizeLabel.max).nullish(),
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
    const seen = new Set<number>();
    v.containers.forEach((c, i) => {
      if (seen.has(c.containerNo)) {
        ctx.addIssue({ code: 'custom', path: ['containers', i, 'containerNo'], message: 'duplicateValue', input: c.containerNo });
      }
      seen.add(c.containerNo);
    });
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
  location: {
    siteName: string | null;
    country: string | null;
    province: string | null;
    city: string | null;
    district: string | null;
    address: string | null;
    lng: number | null;
    lat: number | null;
  };
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

export interface DashboardDevices {
  total: number;
  online: number;
  offline: number;
  fault: number;
  warning: number;
  lowMaterial: number;
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
