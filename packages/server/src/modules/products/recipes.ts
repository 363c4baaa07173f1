import type { Recipe } from '@vr/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { productCupSizes, recipeSteps, tasteCategories, tasteOptions } from './schema.js';

const empty = (): Recipe => ({ steps: [], cupSizes: [], tastes: [] });

/** The base recipes of these products (four queries, whatever their number); a product without one gets an empty recipe. */
export async function readRecipes(db: Database, productIds: readonly number[]): Promise<Map<number, Recipe>> {
  const out = new Map<number, Recipe>(productIds.map((id) => [id, empty()]));
  if (productIds.length === 0) return out;
  const ids = [...new Set(productIds)];
  // One after another: inside a transaction the queries share one connection.
  const steps = await db
    .select()
    .from(recipeSteps)
    .where(inArray(recipeSteps.productId, ids))
    .orderBy(asc(recipeSteps.productId), asc(recipeSteps.pourOrder));
  const sizes = await db
    .select()
    .from(productCupSizes)
    .where(inArray(productCupSizes.productId, ids))
    .orderBy(asc(productCupSizes.productId), asc(productCupSizes.extraPrice), asc(productCupSizes.size));
  const categories = await db
    .select()
    .from(tasteCategories)
    .where(inArray(tasteCategories.productId, ids))
    .orderBy(asc(tasteCategories.productId), asc(tasteCategories.sort), asc(tasteCategories.id));
  const options = categories.length
    ? await db
        .select()
        .from(tasteOptions)
        .where(
          inArray(
            tasteOptions.categoryId,
            categories.map((c) => c.id),
          ),
        )
        .orderBy(asc(tasteOptions.categoryId), asc(tasteOptions.sort), asc(tasteOptions.id))
    : [];
  for (const s of steps)
    out.get(s.productId)!.steps.push({ pourOrder: s.pourOrder, materialCode: s.materialCode, water: s.water, amount: s.amount });
  for (const s of sizes) out.get(s.productId)!.cupSizes.push({ size: s.size, extraPrice: s.extraPrice });
  for (const c of categories) {
    out.get(c.productId)!.tastes.push({
      name: c.name,
      required: c.required,
      multiple: c.multiple,
      sort: c.sort,
      options: options
        .filter((o) => o.categoryId === c.id)
        .map((o) => ({ code: o.code, name: o.name, isDefault: o.isDefault, extraPrice: o.extraPrice })),
    });
  }
  return out;
}

/** Replaces a product's base recipe (call inside the save's transaction; the shared schema has checked it). */
export async function writeRecipe(tx: Database, productId: number, recipe: Recipe): Promise<void> {
  await tx.delete(recipeSteps).where(eq(recipeSteps.productId, productId));
  await tx.delete(productCupSizes).where(eq(productCupSizes.productId, productId));
  await tx.delete(tasteCategories).where(eq(tasteCategories.productId, productId));
  if (recipe.steps.length) await tx.insert(recipeSteps).values(recipe.steps.map((s) => ({ productId, ...s })));
  if (recipe.cupSizes.length) await tx.insert(productCupSizes).values(recipe.cupSizes.map((s) => ({ productId, ...s })));
  for (const [i, t] of recipe.tastes.entries()) {
    const [category] = await tx
      .insert(tasteCategories)
      .values({ productId, name: t.name, required: t.required, multiple: t.multiple, sort: t.sort ?? i })
      .returning({ id: tasteCategories.id });
    await tx.insert(tasteOptions).values(t.options.map((o, sort) => ({ categoryId: category!.id, ...o, sort })));
  }
}
