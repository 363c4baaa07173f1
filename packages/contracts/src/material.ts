import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import type { Translations } from './i18n.js';
import { dbId } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { uploadUrlSchema } from './safe-url.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { screenPermissions } from './permissions.js';

/** Raw materials and their classifications (Goods), owned by a customer. */
export const MATERIAL_API = {
  list: '/api/Material/getMaterialList',
  detail: '/api/Material/getMaterial',
  save: '/api/Material/saveMaterial',
  /** `/api/Material/deleteMaterial` is the uploads area's (an uploaded file); raw materials are deleted here. */
  remove: '/api/Material/delete',
  classList: '/api/MaterialClass/list',
  classSave: '/api/MaterialClass/save',
  classRemove: '/api/MaterialClass/delete',
  /** The xlsx template of the import (headers only). */
  importTemplate: '/api/Material/importTemplate',
  /** xlsx upload (multipart `file`), all or nothing; query `orgId`, `updateSupport`. */
  import: '/api/Material/import',
  /** The material codes a device model's container may name: `{ code, name }` of the caller's customers. */
  codes: '/api/Material/codes',
} as const;

export const MATERIAL_PERMS = screenPermissions('goods:material', ['list', 'query', 'add', 'edit', 'remove', 'import', 'export']);

export const MATERIAL_CLASS_PERMS = screenPermissions('goods:materialClass', ['list', 'add', 'edit', 'remove']);

export const MATERIAL_LIMITS = {
  code: 32,
  name: 50,
  price: 999999.99,
  shelfLifeDays: 3650,
  netContent: 999999.99,
  storageTemp: 30,
  className: 50,
  /** Rows of one import at most. */
  importMaxRows: 1000,
} as const;

export const MATERIAL_TYPES = ['coffee_beans', 'accessories', 'sugar', 'ice', 'milk', 'water', 'beer', 'other'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
/** The material types' names (`material.type.<type>` of `locales/messages/material`). */
export const MATERIAL_TYPE_LABELS = messageGroup('material.type.') as Record<MaterialType, Translations>;

/** 1 gram, 2 millilitre, 3 other. */
export const MATERIAL_UNITS = [1, 2, 3] as const;
export const ACCESSORY_CODES = ['B', 'N', 'S', 'I', 'M', 'W', 'P'] as const;

const MATERIAL_CODE_RE = /^[A-Z0-9_-]+$/;
const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const money = z.coerce.number().min(0).max(MATERIAL_LIMITS.price).multipleOf(0.01);
/** A name in each of the four languages, each optional (`hasName` asks for the Chinese or the English one). */
const fourNames = (max: number) => ({
  nameZh: optionalText(max),
  nameEn: optionalText(max),
  nameEs: optionalText(max),
  nameJa: optionalText(max),
});

/** The names of a material or classification in the four languages, as stored. */
export interface MaterialNames {
  nameZh: string | null;
  nameEn: string | null;
  nameEs: string | null;
  nameJa: string | null;
}

// Rule messages and field labels: `material.rule.*` and `material.field.*` of `locales/messages/material`.
addRuleMessages(messageGroup('material.rule.'));
addFieldLabels(messageGroup('material.field.'));

const code = z.string().trim().min(1).max(MATERIAL_LIMITS.code).regex(MATERIAL_CODE_RE, { message: 'materialCodeChars' });

const materialFields = z.object({
  id: z.preprocess(blank, dbId().optional()),
  /** The customer; blank → the caller's customer. */
  orgId: z.preprocess(blank, dbId().optional()),
  materialCode: code,
  ...fourNames(MATERIAL_LIMITS.name),
  classId: z.preprocess(blank, dbId().optional()),
  materialType: z.enum(MATERIAL_TYPES),
  /**
   * How much of the unit one purchase unit holds (a 1 kg bag: 1000 g): what the reports' material
   * cost divides the amount used by before pricing it. Above 0, at most two decimals.
   */
  netContent: z.preprocess(blank, z.coerce.number().positive().max(MATERIAL_LIMITS.netContent).multipleOf(0.01).optional()),
  shelfLifeDays: z.preprocess(blank, z.coerce.number().int().min(0).max(MATERIAL_LIMITS.shelfLifeDays).optional()),
  costPrice: z.preprocess(blank, money.optional()),
  salePrice: z.preprocess(blank, money.optional()),
  unit: z.preprocess((v) => (v === '' || v === null || v === undefined ? 3 : v), z.coerce.number().int().min(1).max(3)),
  picture: z.preprocess(blank, uploadUrlSchema(500).optional()),
  storageTemp: optionalText(MATERIAL_LIMITS.storageTemp),
  accessoryCode: z.preprocess(blank, z.enum(ACCESSORY_CODES).optional()),
});
const hasName = (v: { nameZh?: string | undefined; nameEn?: string | undefined }) => Boolean(v.nameZh || v.nameEn);

/** POST /api/Material/saveMaterial (JSON): without `id` a material is created. */
export const materialSaveSchema = materialFields.refine(hasName, { message: 'materialNameRequired', path: ['nameZh'] });
export type MaterialSaveInput = z.input<typeof materialSaveSchema>;

/** GET /api/Material/getMaterialList. */
export const materialListSchema = listParamsSchema.extend({
  /** Matches the code or any of the names. */
  keyword: z.string().trim().max(100).optional(),
  classId: z.preprocess(blank, dbId().optional()),
  materialType: z.preprocess(blank, z.enum(MATERIAL_TYPES).optional()),
});
export type MaterialListQuery = z.infer<typeof materialListSchema>;

export interface Material extends MaterialNames {
  id: number;
  orgId: number;
  /** The customer's name. */
  orgName: string;
  materialCode: string;
  classId: number | null;
  classCode: string | null;
  /** The classification's name in the caller's language. */
  className: string | null;
  materialType: MaterialType;
  netContent: number | null;
  shelfLifeDays: number | null;
  costPrice: number | null;
  salePrice: number | null;
  unit: number;
  picture: string | null;
  storageTemp: string | null;
  accessoryCode: string | null;
  /** The customer's currency of the prices. */
  currency: string;
  createTime: string;
}

/** A type cell of the import: the code or its label in any of the four languages. */
const typeOfCell = (v: unknown): unknown => {
  const text = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (typeof text !== 'string') return text;
  const found = MATERIAL_TYPES.find((t) => t === text || Object.values(MATERIAL_TYPE_LABELS[t]).some((l) => l.toLowerCase() === text));
  return found ?? text;
};
/** A unit cell of the import: 1, 2, 3 or the unit's word as the export writes it (blank is "other"). */
const UNIT_WORDS: Record<string, number> = { g: 1, 克: 1, ml: 2, 毫升: 2, other: 3, 其他: 3, otro: 3, その他: 3 };
const unitOfCell = (v: unknown): unknown => {
  const text = typeof v === 'string' ? v.trim().toLowerCase() : v;
  return typeof text === 'string' && text in UNIT_WORDS ? UNIT_WORDS[text] : text;
};

/** POST /api/Material/import query: the customer to import into, and whether equal codes update. */
export const materialImportQuerySchema = z.object({
  orgId: z.preprocess(blank, dbId().optional()),
  updateSupport: z.enum(['true', 'false', '1', '0']).optional(),
});

/** One sheet row of the import: the classification by its code within the customer, the type by code or label. */
export const materialImportRowSchema = materialFields
  .omit({ id: true, orgId: true, classId: true, picture: true })
  .extend({
    classCode: z.preprocess(blank, code.optional()),
    materialType: z.preprocess(typeOfCell, z.enum(MATERIAL_TYPES)),
    unit: z.preprocess((v) => (v === '' || v === null || v === undefined ? 3 : unitOfCell(v)), z.coerce.number().int().min(1).max(3)),
  })
  .refine(hasName, { message: 'materialNameRequired', path: ['nameZh'] });

/** One material code with its names, for the container of a device model. */
export interface MaterialCodeOption extends MaterialNames {
  code: string;
}

/** POST /api/MaterialClass/save: the name in up to four languages, the Chinese or the English one required. */
export const materialClassSaveSchema = z
  .object({
    id: z.preprocess(blank, dbId().optional()),
    orgId: z.preprocess(blank, dbId().optional()),
    classCode: code,
    ...fourNames(MATERIAL_LIMITS.className),
  })
  .refine(hasName, { message: 'materialNameRequired', path: ['nameZh'] });
export const materialClassListSchema = listParamsSchema.extend({ keyword: z.string().trim().max(100).optional() });

export interface MaterialClass extends MaterialNames {
  id: number;
  orgId: number;
  /** The customer that owns it (lists span customers for the platform's staff). */
  orgName: string;
  classCode: string;
  /** The name in the caller's language, else the Chinese or English one. */
  className: string;
  createTime: string;
}

export type MaterialEndpointQuery = ListFilters<MaterialListQuery>;
export const MATERIAL_ENDPOINTS = {
  list: listEndpoint<MaterialEndpointQuery, Material>(MATERIAL_API.list),
  classList: listEndpoint<ListFilters<z.infer<typeof materialClassListSchema>>, MaterialClass>(MATERIAL_API.classList),
} as const;
