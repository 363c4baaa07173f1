import { z } from 'zod';
import { dbId, dbIds, repeatedIndexes } from './input.js';
import { ACCESSORY_CODES } from './material.js';
import { type ProductType, type Recipe, PRODUCT_LIMITS, recipeSchema } from './product.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Each machine's goods: which products it sells, in which slot, at which price, with its own recipe. */
export const DEVICE_GOODS_API = {
  /** The machine's goods and the products that fit its model (`?deviceId=`). */
  detail: '/api/DeviceGoodsManager/detail',
  /** The same for an unmanned store: finished goods in cargo lanes with stock and capacity. */
  detailForUnmannedStore: '/api/DeviceGoodsManager/detailForUnmannedStore',
  /** Add (no `id`) or update one item, JSON body. */
  saveItem: '/api/DeviceGoodsManager/saveItem',
  saveItemForUnmannedStore: '/api/DeviceGoodsManager/saveItemForUnmannedStore',
  /** Take one item off a machine (`?id=&deviceId=`; a GET, as the spec names it). */
  remove: '/api/DeviceGoods/delete',
  /** The machine's accessories: accessory code → raw material code. */
  saveAccessory: '/api/deviceGoods/saveAccessory',
  /** A machine item's effective recipe and its product's base recipe (`?id=` of the item). */
  recipeDetail: '/api/CoffeeGoodsManager/deviceGoods/recipe/detail',
  /** The machine's own recipe of an item (`recipe: null` returns to the base recipe). */
  recipeSave: '/api/CoffeeGoodsManager/deviceGoods/recipe/save',
  /** One recipe for a product on several machines at once. */
  recipeMoreSave: '/api/CoffeeGoodsManager/deviceGoods/recipeMore/save',
  /** What copying a machine's goods to others of its model would change on each. */
  copyPreview: '/api/DeviceGoodsManager/copy/preview',
  copyApply: '/api/DeviceGoodsManager/copy/apply',
} as const;

export const DEVICE_GOODS_PERMS = screenPermissions('device:goods', ['query', 'edit', 'remove', 'recipe', 'copy']);

export const DEVICE_GOODS_LIMITS = {
  /** Slots (menu positions, containers or cargo lanes) are numbered 1…99. */
  slot: 99,
  price: PRODUCT_LIMITS.price,
  /** Pieces in one cargo lane. */
  capacity: 9999,
  /** Machines one copy or one recipe save reaches at most. */
  targets: 200,
} as const;

/** 0 on sale, 1 off sale. */
export const DEVICE_GOODS_STATUS = { onSale: 0, offSale: 1 } as const;

addRuleMessages(messageGroup('deviceGoods.rule.'));

addFieldLabels(messageGroup('deviceGoods.field.'));

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const money = z.coerce.number().min(0).max(DEVICE_GOODS_LIMITS.price).multipleOf(0.01);
const pieces = z.coerce.number().int().min(0).max(DEVICE_GOODS_LIMITS.capacity);

export const deviceGoodsQuerySchema = z.object({ deviceId: dbId() });

/** POST /api/DeviceGoodsManager/saveItem: without `id` the item is added. */
export const deviceGoodsItemSaveSchema = z.object({
  id: z.preprocess(blank, dbId().optional()),
  deviceId: dbId(),
  slotNo: z.coerce.number().int().min(1).max(DEVICE_GOODS_LIMITS.slot),
  productId: dbId(),
  price: money,
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1)
    .default(0),
});
export type DeviceGoodsItemSave = z.output<typeof deviceGoodsItemSaveSchema>;
export type DeviceGoodsItemSaveInput = z.input<typeof deviceGoodsItemSaveSchema>;

/** POST /api/DeviceGoodsManager/saveItemForUnmannedStore: a lane also has its stock (at most its capacity). */
export const unmannedItemSaveSchema = deviceGoodsItemSaveSchema
  .extend({ stock: pieces, capacity: pieces.min(1) })
  .refine((v) => v.stock <= v.capacity, { message: 'deviceGoodsStockOverCapacity', path: ['stock'] });
export type UnmannedItemSave = z.output<typeof unmannedItemSaveSchema>;

/** GET /api/DeviceGoods/delete. */
export const deviceGoodsDeleteSchema = z.object({ id: dbId(), deviceId: dbId() });

/** POST /api/deviceGoods/saveAccessory: the whole set of the machine's accessories (codes not listed or blank are removed). */
export const accessorySaveSchema = z
  .object({
    deviceId: dbId(),
    accessories: z
      .array(
        z.object({
          code: z.enum(ACCESSORY_CODES),
          /** Blank: the machine has no such accessory. */
          materialCode: z.preprocess(
            blank,
            z
              .string()
              .trim()
              .max(32)
              .regex(/^[A-Z0-9_-]+$/, { message: 'productCodeChars' })
              .optional(),
          ),
        }),
      )
      .max(ACCESSORY_CODES.length),
  })
  .superRefine((v, ctx) => {
    repeatedIndexes(v.accessories.map((a) => a.code)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'accessoryCodeUnique', path: ['accessories', i, 'code'] }),
    );
  });
export type AccessorySave = z.output<typeof accessorySaveSchema>;

export const deviceGoodsIdQuerySchema = z.object({ id: dbId() });

/**
 * POST …/deviceGoods/recipe/save: the machine's own recipe of one item; null returns to the
 * product's base recipe. A freshly made product's recipe also needs steps and a cup size
 * (`checkRecipeFor`, checked on the server where the product's type is known).
 */
export const deviceRecipeSaveSchema = z.object({ id: dbId(), recipe: recipeSchema.nullable() });

/** POST …/deviceGoods/recipeMore/save: one recipe for this product on several machines at once. */
export const deviceRecipeMoreSaveSchema = z.object({
  productId: dbId(),
  deviceIds: dbIds(DEVICE_GOODS_LIMITS.targets),
  recipe: recipeSchema,
});

/** Copy one machine's goods (slots, products, prices, status, own recipes) to others of its model. */
export const deviceGoodsCopySchema = z.object({ sourceDeviceId: dbId(), targetDeviceIds: dbIds(DEVICE_GOODS_LIMITS.targets) });
export type DeviceGoodsCopy = z.output<typeof deviceGoodsCopySchema>;

/** One item of a machine as the screens show it. */
export interface DeviceGoodsItem {
  id: number;
  deviceId: number;
  slotNo: number;
  productId: number;
  productCode: string;
  /** The product's name in the caller's language. */
  productName: string;
  productType: ProductType;
  mainImage: string | null;
  price: number;
  /** The product's own selling price, for comparison. */
  basePrice: number;
  currency: string;
  status: number;
  stock: number | null;
  capacity: number | null;
  /** True when the machine has its own recipe for this item. */
  ownRecipe: boolean;
  updateTime: string;
}

/** A product the add dialog offers: the device's customer's, fitting the device's model. */
export interface DeviceGoodsCandidate {
  id: number;
  productCode: string;
  productName: string;
  productType: ProductType;
  sellingPrice: number;
  mainImage: string | null;
}

export interface DeviceAccessory {
  code: (typeof ACCESSORY_CODES)[number];
  materialCode: string;
}

/** GET /api/DeviceGoodsManager/detail. */
export interface DeviceGoodsDetail {
  deviceId: number;
  deviceCode: string;
  /** The machine's customer: accessories use its raw materials. */
  customerId: number | null;
  modelId: number | null;
  modelName: string | null;
  currency: string;
  items: DeviceGoodsItem[];
  candidates: DeviceGoodsCandidate[];
  accessories: DeviceAccessory[];
  /** The template the machine's goods last came from, if any. */
  template: { id: number; name: string; appliedAt: string } | null;
}

/** GET …/deviceGoods/recipe/detail. */
export interface DeviceRecipeDetail {
  id: number;
  deviceId: number;
  productId: number;
  productName: string;
  productType: ProductType;
  /** The machine's customer: its raw materials are the ones a step may use. */
  customerId: number | null;
  ownRecipe: boolean;
  /** What the machine makes: its own recipe, else the base recipe. */
  recipe: Recipe;
  baseRecipe: Recipe;
  /** The other machines the caller sees that sell this product (the same customer's), for `recipeMore/save`. */
  otherMachines: Array<{ deviceId: number; deviceCode: string; name: string | null }>;
}

/** What one machine would gain, lose or change by a copy or a template. */
export interface GoodsChangePreview {
  deviceId: number;
  deviceCode: string;
  added: Array<{ slotNo: number; productName: string; price: number }>;
  removed: Array<{ slotNo: number; productName: string; price: number }>;
  priceChanged: Array<{ slotNo: number; productName: string; from: number; to: number }>;
  /**
   * Slots whose recipe on the machine changes (a copy carries the source's own recipes; a
   * template names none): `own` true when the slot gets the source's own recipe, false when it
   * returns to the product's base recipe.
   */
  recipeChanged: Array<{ slotNo: number; productName: string; own: boolean }>;
  currency: string;
}

/** One item as the deployment reads it (`readDeviceGoods`). */
export interface DeployableGoodsItem {
  id: number;
  slotNo: number;
  productId: number;
  productCode: string;
  names: { zh: string; en: string; es: string; ja: string };
  productType: ProductType;
  price: number;
  status: number;
  stock: number | null;
  capacity: number | null;
  recipe: Recipe;
  /** The recipe is the machine's own (else the product's base recipe). */
  ownRecipe: boolean;
  updatedAt: string;
}
