import { z } from 'zod';
import { statusSchema } from './dict.js';
import type { Translations } from './i18n.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX } from './input.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Calls of device models and their containers, and the models one customer may choose. */
export const DEVICE_MODEL_API = {
  list: '/api/DeviceModel/list',
  detail: '/api/DeviceModel/detail',
  save: '/api/DeviceModel/save',
  delete: '/api/DeviceModel/delete',
  byOrg: '/api/v1/device/selectDeviceModelByOrgId',
} as const;

export const DEVICE_MODEL_PERMS = screenPermissions('device:model', ['list', 'query', 'add', 'edit', 'remove']);

export const DEVICE_MODEL_KINDS = ['coffee', 'milk_tea', 'beer', 'water', 'juice', 'ice_cream', 'other'] as const;

export const DEVICE_MODEL_LIMITS = {
  modelCode: 50,
  name: 100,
  remark: 500,
  containers: 30,
  materialCode: 50,
  cupCapacityMax: 100_000,
  capacityMax: 10_000_000,
} as const;

addRuleMessages(messageGroup('deviceModel.rule.'));

addFieldLabels(messageGroup('deviceModel.field.'));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, dbId().optional());
const name = z.string().trim().min(1).max(DEVICE_MODEL_LIMITS.name);

export const containerSchema = z.object({
  containerNo: z.coerce.number().int().min(1).max(99),
  materialCode: z.string().trim().min(1).max(DEVICE_MODEL_LIMITS.materialCode),
  capacity: z.coerce.number().min(0).max(DEVICE_MODEL_LIMITS.capacityMax).multipleOf(0.01),
});

/** POST /api/DeviceModel/save (JSON): the model and its whole container list; without `id` it is created. */
export const deviceModelSaveSchema = z.object({
  id: optionalId,
  modelCode: z
    .string()
    .trim()
    .min(1)
    .max(DEVICE_MODEL_LIMITS.modelCode)
    .refine((v) => /^[A-Za-z0-9_-]+$/.test(v), { message: 'modelCodeChars' }),
  names: z.object({ zh: name, en: name, es: name, ja: name }),
  modelKind: z.enum(DEVICE_MODEL_KINDS),
  cupCapacity: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number().int().min(0).max(INT4_MAX).max(DEVICE_MODEL_LIMITS.cupCapacityMax),
  ),
  /** The customer the model is private to; blank: offered to every customer. */
  orgId: optionalId,
  status: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), statusSchema),
  remark: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(DEVICE_MODEL_LIMITS.remark).optional()),
  containers: z
    .array(containerSchema)
    .max(DEVICE_MODEL_LIMITS.containers)
    .default([])
    .refine((list) => new Set(list.map((c) => c.containerNo)).size === list.length, { message: 'containerNoUnique' }),
});
export type DeviceModelSaveInput = z.input<typeof deviceModelSaveSchema>;

/** GET /api/DeviceModel/list. */
export const deviceModelListSchema = listParamsSchema.extend({
  /** Matches code or any name. */
  keyword: z.string().trim().max(100).optional(),
  modelKind: z.preprocess(blankToUndefined, z.enum(DEVICE_MODEL_KINDS).optional()),
  status: z.preprocess(blankToUndefined, statusSchema.optional()),
  /** Models a customer may use (shared ones and its own). */
  orgId: optionalId,
});

export const deviceModelIdSchema = z.object({ id: dbId() });
export const deviceModelByOrgSchema = z.object({ orgId: optionalId });

export interface DeviceModelContainer {
  containerNo: number;
  materialCode: string;
  capacity: number;
}

export interface DeviceModel {
  id: number;
  modelCode: string;
  /** The name in the request's language. */
  modelName: string;
  names: Translations;
  modelKind: string;
  cupCapacity: number;
  orgId: number | null;
  orgName: string | null;
  status: number;
  remark: string | null;
  containerCount: number;
  /** Only in the detail answer. */
  containers?: DeviceModelContainer[];
  createTime: string;
  updateTime: string;
}

/** One entry of selectDeviceModelByOrgId. */
export interface DeviceModelOption {
  id: number;
  modelCode: string;
  modelName: string;
  modelKind: string;
}
