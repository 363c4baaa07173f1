import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, dbIds } from './input.js';
import { listParamsSchema } from './list.js';
import { DEVICE_GOODS_LIMITS, type GoodsChangePreview } from './device-goods.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Product templates: a model's set of goods (slot, product, price) put on many machines at once. */
export const TEMPLATE_API = {
  list: '/api/GoodsTemplate/list',
  detail: '/api/GoodsTemplate/detail',
  save: '/api/GoodsTemplate/save',
  remove: '/api/GoodsTemplate/delete',
  /** What applying the template would change on each machine. */
  applyPreview: '/api/GoodsTemplate/apply/preview',
  apply: '/api/GoodsTemplate/apply',
  /** The customer's products that fit a model, for the template form (`?modelId=&orgId=`). */
  productOptions: '/api/GoodsTemplate/productOptions',
} as const;

export const TEMPLATE_PERMS = screenPermissions('goods:template', ['list', 'query', 'add', 'edit', 'remove', 'apply']);

export const TEMPLATE_LIMITS = {
  name: 50,
  remark: 500,
  /** Slots a template may hold. */
  capacity: DEVICE_GOODS_LIMITS.slot,
  materialCodes: 30,
} as const;

addRuleMessages(messageGroup('productTemplate.rule.'));

addFieldLabels(messageGroup('productTemplate.field.'));

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const codeRe = /^[A-Z0-9_-]+$/;

export const templateItemSchema = z.object({
  slotNo: z.coerce.number().int().min(1).max(DEVICE_GOODS_LIMITS.slot),
  productId: dbId(),
  price: z.coerce.number().min(0).max(DEVICE_GOODS_LIMITS.price).multipleOf(0.01),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

/** POST /api/GoodsTemplate/save: without `id` a template is created. */
export const templateSaveSchema = z
  .object({
    id: z.preprocess(blank, dbId().optional()),
    /** The customer; blank → the caller's customer. */
    orgId: z.preprocess(blank, dbId().optional()),
    templateName: z.string().trim().min(1).max(TEMPLATE_LIMITS.name),
    modelId: dbId(),
    /** How many slots the template fills at most. */
    capacity: z.coerce.number().int().min(1).max(TEMPLATE_LIMITS.capacity),
    materialCodes: z
      .array(z.string().trim().min(1).max(32).regex(codeRe, { message: 'productCodeChars' }))
      .max(TEMPLATE_LIMITS.materialCodes)
      .default([]),
    remark: z.preprocess(blank, z.string().trim().max(TEMPLATE_LIMITS.remark).optional()),
    items: z.array(templateItemSchema).max(TEMPLATE_LIMITS.capacity).default([]),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<number>();
    t.items.forEach((item, i) => {
      if (seen.has(item.slotNo)) ctx.addIssue({ code: 'custom', message: 'templateSlotUnique', path: ['items', i, 'slotNo'] });
      seen.add(item.slotNo);
      if (item.slotNo > t.capacity) ctx.addIssue({ code: 'custom', message: 'templateSlotOverCapacity', path: ['items', i, 'slotNo'] });
    });
  });
export type TemplateSave = z.output<typeof templateSaveSchema>;
export type TemplateSaveInput = z.input<typeof templateSaveSchema>;

/** GET /api/GoodsTemplate/list. */
export const templateListSchema = listParamsSchema.extend({
  templateName: z.string().trim().max(100).optional(),
  modelId: z.preprocess(blank, dbId().optional()),
});
export type TemplateListQuery = z.infer<typeof templateListSchema>;

export const templateProductOptionsSchema = z.object({
  modelId: dbId(),
  /** The customer; blank → the caller's customer. */
  orgId: z.preprocess(blank, dbId().optional()),
});

export const templateApplySchema = z.object({ templateId: dbId(), deviceIds: dbIds(DEVICE_GOODS_LIMITS.targets) });
export type TemplateApply = z.output<typeof templateApplySchema>;

/** A row of the template list. */
export interface TemplateRow {
  id: number;
  orgId: number;
  templateName: string;
  modelId: number;
  modelName: string | null;
  productCount: number;
  capacity: number;
  materialCodes: string[];
  remark: string | null;
  /** Machines whose goods last came from this template. */
  deviceCount: number;
  createTime: string;
  updateTime: string;
}

/** GET /api/GoodsTemplate/detail. */
export interface TemplateDetail extends TemplateRow {
  currency: string;
  items: Array<TemplateItem & { productCode: string; productName: string }>;
}

export type TemplateApplyPreview = GoodsChangePreview[];

export type TemplateEndpointQuery = ListFilters<TemplateListQuery>;
export const TEMPLATE_ENDPOINTS = {
  list: listEndpoint<TemplateEndpointQuery, TemplateRow>(TEMPLATE_API.list),
} as const;
