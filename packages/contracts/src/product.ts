import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, repeatedIndexes } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { uploadUrlSchema } from './safe-url.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { screenPermissions } from './permissions.js';

/** Products (finished or freshly made), their classifications and recipes, owned by a customer. */
export const PRODUCT_API = {
  /** The product list (paged, filtered). */
  list: '/api/GoodsCoffee/newlist',
  /** One product with its recipe, tastes, cup sizes and models (`?id=`). */
  detail: '/api/CoffeeGoodsManager/detail',
  /** Create (no `id`) or update a product with its recipe, JSON body. */
  save: '/api/CoffeeGoodsManager/save',
  /** Delete products (`ids` in the body); refused while a machine sells one. */
  remove: '/api/CoffeeGoodsManager/delete',
  classList: '/api/GoodsClass/list',
  classSave: '/api/GoodsClass/save',
  classRemove: '/api/GoodsClass/delete',
} as const;

export const PRODUCT_PERMS = screenPermissions('goods:product', ['list', 'query', 'add', 'edit', 'remove']);

export const PRODUCT_CLASS_PERMS = screenPermissions('goods:productClass', ['list', 'add', 'edit', 'remove']);

export const PRODUCT_LIMITS = {
  code: 32,
  name: 50,
  thirdCode: 50,
  specification: 50,
  netContent: 30,
  description: 1000,
  price: 99999.99,
  barcodes: 20,
  barcode: 32,
  cupCovers: 10,
  cupCover: 50,
  models: 50,
  cupSizes: 6,
  steps: 20,
  pourOrder: 99,
  /** Water per step, ml. */
  water: 2000,
  /** Material per step, in the material's unit. */
  amount: 2000,
  tasteCategories: 10,
  tasteOptions: 20,
  tasteName: 30,
  tasteCode: 20,
  className: 50,
} as const;

/** finished: sold as it is (a bottle, a can); fresh: made by the machine from a recipe. */
export const PRODUCT_TYPES = ['finished', 'fresh'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The cup sizes the form suggests; a recipe may name its own (a beer tap's 500ml, a water station's 1L). */
export const CUP_SIZES = ['S', 'M', 'L', 'XL'] as const;

const CODE_RE = /^[A-Z0-9_-]+$/;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
/** A product's picture: a file uploaded to this server, never an address of elsewhere or a script. */
const optionalUpload = (max: number) => z.preprocess(blank, uploadUrlSchema(max).optional());
const money = z.coerce.number().min(0).max(PRODUCT_LIMITS.price).multipleOf(0.01);
const code = (max: number) => z.string().trim().min(1).max(max).regex(CODE_RE, { message: 'productCodeChars' });

// Rule messages and field labels: `product.rule.*` and `product.field.*` of `locales/messages/product`.
addRuleMessages(messageGroup('product.rule.'));
addFieldLabels(messageGroup('product.field.'));

/* ---------------- recipe ---------------- */

export const recipeStepSchema = z.object({
  /** Unique within the recipe; the machine pours in this order. */
  pourOrder: z.coerce.number().int().min(1).max(PRODUCT_LIMITS.pourOrder),
  /** A raw material of the same customer (its code). */
  materialCode: code(32),
  /** Hot water poured with this step, ml. */
  water: z.coerce.number().min(0).max(PRODUCT_LIMITS.water),
  /** Material poured, in the material's unit (g, ml, pieces). */
  amount: z.coerce.number().min(0).max(PRODUCT_LIMITS.amount),
});
export type RecipeStep = z.infer<typeof recipeStepSchema>;

export const cupSizeSchema = z.object({
  size: z
    .string()
    .trim()
    .min(1)
    .max(8)
    .regex(/^[A-Za-z0-9]+$/, { message: 'cupSizeChars' }),
  /** Added to the selling price for this size (may be 0). */
  extraPrice: z.preprocess((v) => (v === '' || v == null ? 0 : v), money),
});

export const tasteOptionSchema = z.object({
  code: code(PRODUCT_LIMITS.tasteCode),
  name: z.string().trim().min(1).max(PRODUCT_LIMITS.tasteName),
  isDefault: z.boolean().default(false),
  extraPrice: z.preprocess((v) => (v === '' || v == null ? 0 : v), money),
});

export const tasteCategorySchema = z
  .object({
    name: z.string().trim().min(1).max(PRODUCT_LIMITS.tasteName),
    required: z.boolean().default(false),
    multiple: z.boolean().default(false),
    sort: z.coerce.number().int().min(0).max(999).default(0),
    options: z.array(tasteOptionSchema).min(1).max(PRODUCT_LIMITS.tasteOptions),
  })
  .superRefine((c, ctx) => {
    repeatedIndexes(c.options.map((o) => o.code)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'tasteOptionCodeUnique', path: ['options', i, 'code'] }),
    );
    repeatedIndexes(c.options.map((o) => o.name)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'tasteOptionNameUnique', path: ['options', i, 'name'] }),
    );
    if (!c.multiple && c.options.filter((o) => o.isDefault).length > 1)
      ctx.addIssue({ code: 'custom', message: 'tasteOneDefault', path: ['options'] });
  });
export type TasteCategory = z.infer<typeof tasteCategorySchema>;

/**
 * A recipe: pour steps, cup sizes and taste categories. The product's base recipe and a machine's
 * own adjusted recipe have this same shape.
 */
export const recipeSchema = z
  .object({
    steps: z.array(recipeStepSchema).max(PRODUCT_LIMITS.steps).default([]),
    cupSizes: z.array(cupSizeSchema).max(PRODUCT_LIMITS.cupSizes).default([]),
    tastes: z.array(tasteCategorySchema).max(PRODUCT_LIMITS.tasteCategories).default([]),
  })
  .superRefine((r, ctx) => {
    repeatedIndexes(r.steps.map((s) => s.pourOrder)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'recipePourOrderUnique', path: ['steps', i, 'pourOrder'] }),
    );
    repeatedIndexes(r.cupSizes.map((s) => s.size)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'recipeCupSizeUnique', path: ['cupSizes', i, 'size'] }),
    );
    repeatedIndexes(r.tastes.map((t) => t.name)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'tasteCategoryNameUnique', path: ['tastes', i, 'name'] }),
    );
  });
export type Recipe = z.infer<typeof recipeSchema>;

/** A freshly made product needs pour steps and a cup size; a finished one may have neither. */
export function checkRecipeFor(type: ProductType, recipe: Recipe, ctx: z.RefinementCtx, path: (string | number)[] = ['recipe']): void {
  if (type !== 'fresh') return;
  if (recipe.steps.length === 0) ctx.addIssue({ code: 'custom', message: 'recipeStepsRequired', path: [...path, 'steps'] });
  if (recipe.cupSizes.length === 0) ctx.addIssue({ code: 'custom', message: 'recipeCupSizeRequired', path: [...path, 'cupSizes'] });
}

/* ---------------- product ---------------- */

/** POST /api/CoffeeGoodsManager/save (JSON): without `id` a product is created. */
export const productSaveSchema = z
  .object({
    id: z.preprocess(blank, dbId().optional()),
    /** The customer; blank → the caller's customer. */
    orgId: z.preprocess(blank, dbId().optional()),
    productCode: code(PRODUCT_LIMITS.code),
    productName: z.string().trim().min(1).max(PRODUCT_LIMITS.name),
    productNameEn: optionalText(PRODUCT_LIMITS.name),
    productNameEs: optionalText(PRODUCT_LIMITS.name),
    productNameJa: optionalText(PRODUCT_LIMITS.name),
    thirdCode: optionalText(PRODUCT_LIMITS.thirdCode),
    productType: z.enum(PRODUCT_TYPES),
    productClassId: z.preprocess(blank, dbId().optional()),
    originalPrice: z.preprocess(blank, money.optional()),
    sellingPrice: money,
    specification: optionalText(PRODUCT_LIMITS.specification),
    productNetContent: optionalText(PRODUCT_LIMITS.netContent),
    description: optionalText(PRODUCT_LIMITS.description),
    mainImage: optionalUpload(500),
    detailImage: optionalUpload(500),
    barcodes: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(PRODUCT_LIMITS.barcode)
          .regex(/^[0-9A-Z]+$/, { message: 'barcodeChars' }),
      )
      .max(PRODUCT_LIMITS.barcodes)
      .default([]),
    cupCovers: z.array(z.string().trim().min(1).max(PRODUCT_LIMITS.cupCover)).max(PRODUCT_LIMITS.cupCovers).default([]),
    modelIds: z.array(dbId()).max(PRODUCT_LIMITS.models).default([]),
    recipe: recipeSchema.default({ steps: [], cupSizes: [], tastes: [] }),
  })
  .superRefine((p, ctx) => {
    if (new Set(p.modelIds).size === 0) ctx.addIssue({ code: 'custom', message: 'productModelRequired', path: ['modelIds'] });
    checkRecipeFor(p.productType, p.recipe, ctx);
  });
export type ProductSaveInput = z.input<typeof productSaveSchema>;
export type ProductSave = z.output<typeof productSaveSchema>;

/** GET /api/GoodsCoffee/newlist. */
export const productListSchema = listParamsSchema.extend({
  /** Matches the code, any of the names, the third-party code or a barcode. */
  keyword: z.string().trim().max(100).optional(),
  productClassId: z.preprocess(blank, dbId().optional()),
  productType: z.preprocess(blank, z.enum(PRODUCT_TYPES).optional()),
  /** Only products that fit this device model. */
  modelId: z.preprocess(blank, dbId().optional()),
});
export type ProductListQuery = z.infer<typeof productListSchema>;

/** A row of the product list. */
export interface ProductRow {
  id: number;
  orgId: number;
  /** The customer that owns it (lists span customers for the platform's staff). */
  orgName: string;
  productCode: string;
  productName: string;
  /** The name in the caller's language (falls back to the product name). */
  displayName: string;
  productNameEn: string | null;
  thirdCode: string | null;
  productType: ProductType;
  productClassId: number | null;
  productClassName: string | null;
  originalPrice: number | null;
  sellingPrice: number;
  /** The customer's currency of the prices. */
  currency: string;
  mainImage: string | null;
  modelIds: number[];
  /** How many machines sell it. */
  deviceCount: number;
  createTime: string;
  updateTime: string;
}

/** GET /api/CoffeeGoodsManager/detail: the whole product as saved. */
export interface ProductDetail extends Omit<ProductSave, 'id' | 'orgId'> {
  id: number;
  orgId: number;
  currency: string;
  productClassName: string | null;
  createTime: string;
  updateTime: string;
}

/* ---------------- classification ---------------- */

/** POST /api/GoodsClass/save. */
export const productClassSaveSchema = z.object({
  id: z.preprocess(blank, dbId().optional()),
  orgId: z.preprocess(blank, dbId().optional()),
  productClassCode: code(PRODUCT_LIMITS.code),
  productClassName: z.string().trim().min(1).max(PRODUCT_LIMITS.className),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export const productClassListSchema = listParamsSchema.extend({ keyword: z.string().trim().max(100).optional() });

export interface ProductClass {
  id: number;
  orgId: number;
  /** The customer that owns it (lists span customers for the platform's staff). */
  orgName: string;
  productClassCode: string;
  productClassName: string;
  sort: number;
  productCount: number;
  createTime: string;
}

export type ProductEndpointQuery = ListFilters<ProductListQuery>;
export const PRODUCT_ENDPOINTS = {
  list: listEndpoint<ProductEndpointQuery, ProductRow>(PRODUCT_API.list),
  classList: listEndpoint<ListFilters<z.infer<typeof productClassListSchema>>, ProductClass>(PRODUCT_API.classList),
} as const;
