import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/ports.js';

/**
 * What a product's save changed of what machines are told about it: `product` its code, names or
 * type (every machine selling it), `baseRecipe` its base recipe (the machines making it).
 */
export interface ProductGoodsChange {
  productIds: readonly number[];
  product: boolean;
  baseRecipe: boolean;
}

/**
 * The machines' goods sit above the products (they name products and copy their recipes): the
 * save of a product tells that area, in the save's own transaction, so a machine's deployment
 * state never misses a change of what its package would hold.
 */
export const productGoodsChangedPort = definePort<(db: Database, change: ProductGoodsChange) => Promise<void>>('products.goodsChanged');
