import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId } from './input.js';
import { listParamsSchema } from './list.js';
import { uploadUrlSchema } from './safe-url.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

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

export const PRODUCT_PERMS = {
  list: 'goods:product:list',
  query: 'goods:product:query',
  add: 'goods:product:add',
  edit: 'goods:product:edit',
  remove: 'goods:product:remove',
} as const;

export const PRODUCT_CLASS_PERMS = {
  list: 'goods:productClass:list',
  add: 'goods:productClass:add',
  edit: 'goods:productClass:edit',
  remove: 'goods:productClass:remove',
} as const;

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

addRuleMessages({
  productCodeChars: {
    en: 'may contain only capital letters, digits, "-" and "_"',
    zh: '只能包含大写字母、数字、"-" 和 "_"',
    es: 'solo puede contener mayúsculas, dígitos, "-" y "_"',
    ja: 'には英大文字・数字・「-」・「_」のみ使用できます',
  },
  recipePourOrderUnique: {
    en: 'is used by another step of this recipe',
    zh: '与本配方的其他步骤重复',
    es: 'ya lo usa otro paso de esta receta',
    ja: 'はこのレシピの別の手順で使われています',
  },
  recipeStepsRequired: {
    en: 'needs at least one pour step for a freshly made product',
    zh: '现制商品至少需要一个出料步骤',
    es: 'necesita al menos un paso para un producto preparado al momento',
    ja: 'には淹れたて商品の手順が 1 つ以上必要です',
  },
  recipeCupSizeRequired: {
    en: 'needs at least one cup size',
    zh: '至少选择一个杯型',
    es: 'necesita al menos un tamaño de vaso',
    ja: 'には少なくとも 1 つのカップサイズが必要です',
  },
  recipeCupSizeUnique: {
    en: 'is listed twice',
    zh: '重复',
    es: 'aparece dos veces',
    ja: 'が重複しています',
  },
  productModelRequired: {
    en: 'needs at least one applicable model',
    zh: '至少选择一个适用机型',
    es: 'necesita al menos un modelo aplicable',
    ja: 'には少なくとも 1 つの対応機種が必要です',
  },
  tasteCategoryNameUnique: {
    en: 'is the name of another taste category of this product',
    zh: '与本商品的其他口味分类重名',
    es: 'es el nombre de otra categoría de sabor de este producto',
    ja: 'はこの商品の別の味カテゴリ名と同じです',
  },
  tasteOptionNameUnique: {
    en: 'is the name of another option in this category',
    zh: '与本分类的其他选项重名',
    es: 'es el nombre de otra opción de esta categoría',
    ja: 'はこのカテゴリの別の選択肢名と同じです',
  },
  tasteOptionCodeUnique: {
    en: 'is the code of another option in this category',
    zh: '与本分类的其他选项编码重复',
    es: 'es el código de otra opción de esta categoría',
    ja: 'はこのカテゴリの別の選択肢コードと同じです',
  },
  tasteOneDefault: {
    en: 'may have only one default option when only one can be chosen',
    zh: '单选分类只能有一个默认选项',
    es: 'solo puede tener una opción predeterminada si solo se elige una',
    ja: '単一選択のカテゴリでは既定の選択肢は 1 つだけです',
  },
  cupSizeChars: {
    en: 'may contain only letters and digits',
    zh: '只能包含字母和数字',
    es: 'solo puede contener letras y dígitos',
    ja: 'には英字と数字のみ使用できます',
  },
  barcodeChars: {
    en: 'may contain only digits and capital letters',
    zh: '只能包含数字和大写字母',
    es: 'solo puede contener dígitos y mayúsculas',
    ja: 'には数字と英大文字のみ使用できます',
  },
});

addFieldLabels({
  productCode: { en: 'Product code', zh: '商品编码', es: 'Código de producto', ja: '商品コード' },
  productName: { en: 'Product name', zh: '商品名称', es: 'Nombre del producto', ja: '商品名' },
  productNameEn: { en: 'English name', zh: '英文名称', es: 'Nombre en inglés', ja: '英語名' },
  productNameEs: { en: 'Spanish name', zh: '西班牙文名称', es: 'Nombre en español', ja: 'スペイン語名' },
  productNameJa: { en: 'Japanese name', zh: '日文名称', es: 'Nombre en japonés', ja: '日本語名' },
  thirdCode: { en: 'Third-party code', zh: '第三方编码', es: 'Código de terceros', ja: '外部コード' },
  productType: { en: 'Product type', zh: '商品类型', es: 'Tipo de producto', ja: '商品種別' },
  productClassId: { en: 'Category', zh: '商品分类', es: 'Categoría', ja: 'カテゴリ' },
  originalPrice: { en: 'Original price', zh: '原价', es: 'Precio original', ja: '定価' },
  sellingPrice: { en: 'Selling price', zh: '售价', es: 'Precio de venta', ja: '販売価格' },
  specification: { en: 'Specification', zh: '规格', es: 'Especificación', ja: '規格' },
  productNetContent: { en: 'Net content', zh: '净含量', es: 'Contenido neto', ja: '内容量' },
  description: { en: 'Description', zh: '商品描述', es: 'Descripción', ja: '説明' },
  mainImage: { en: 'Main image', zh: '商品主图', es: 'Imagen principal', ja: 'メイン画像' },
  detailImage: { en: 'Detail image', zh: '商品详情图', es: 'Imagen de detalle', ja: '詳細画像' },
  barcodes: { en: 'Barcodes', zh: '条形码', es: 'Códigos de barras', ja: 'バーコード' },
  cupCovers: { en: 'Cup covers', zh: '杯盖规格', es: 'Tapas', ja: 'カップ蓋の規格' },
  modelIds: { en: 'Applicable models', zh: '适用机型', es: 'Modelos aplicables', ja: '対応機種' },
  steps: { en: 'Pour steps', zh: '出料步骤', es: 'Pasos', ja: '抽出手順' },
  pourOrder: { en: 'Pour order', zh: '出料顺序', es: 'Orden', ja: '順序' },
  stepMaterialCode: { en: 'Material', zh: '原料', es: 'Material', ja: '原料' },
  water: { en: 'Water (ml)', zh: '水量（ml）', es: 'Agua (ml)', ja: '水量（ml）' },
  amount: { en: 'Material amount', zh: '原料用量', es: 'Cantidad de material', ja: '原料量' },
  cupSizes: { en: 'Cup sizes', zh: '杯型', es: 'Tamaños de vaso', ja: 'カップサイズ' },
  tastes: { en: 'Taste categories', zh: '口味分类', es: 'Categorías de sabor', ja: '味のカテゴリ' },
  tasteName: { en: 'Name', zh: '名称', es: 'Nombre', ja: '名称' },
  tasteCode: { en: 'Code', zh: '编码', es: 'Código', ja: 'コード' },
  extraPrice: { en: 'Extra price', zh: '加价', es: 'Precio adicional', ja: '追加料金' },
  productClassName: { en: 'Category name', zh: '分类名称', es: 'Nombre de la categoría', ja: 'カテゴリ名' },
  productClassCode: { en: 'Category code', zh: '分类编码', es: 'Código de la categoría', ja: 'カテゴリコード' },
});

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
    duplicates(c.options.map((o) => o.code)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'tasteOptionCodeUnique', path: ['options', i, 'code'] }),
    );
    duplicates(c.options.map((o) => o.name)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'tasteOptionNameUnique', path: ['options', i, 'name'] }),
    );
    if (!c.multiple && c.options.filter((o) => o.isDefault).length > 1)
      ctx.addIssue({ code: 'custom', message: 'tasteOneDefault', path: ['options'] });
  });
export type TasteCategory = z.infer<typeof tasteCategorySchema>;

/** Indexes of the entries that repeat an earlier one. */
function duplicates(values: readonly (string | number)[]): number[] {
  const seen = new Set<string | number>();
  const out: number[] = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(i);
    seen.add(v);
  });
  return out;
}

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
    duplicates(r.steps.map((s) => s.pourOrder)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'recipePourOrderUnique', path: ['steps', i, 'pourOrder'] }),
    );
    duplicates(r.cupSizes.map((s) => s.size)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'recipeCupSizeUnique', path: ['cupSizes', i, 'size'] }),
    );
    duplicates(r.tastes.map((t) => t.name)).forEach((i) =>
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
