import { and, asc, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { deviceModels } from '../device-models/index.js';
import { productModels, products } from '../products/index.js';
import { goodsTemplateItems, goodsTemplates } from './schema.js';

/** Each demo customer gets a coffee-machine template: its CM-200 products at their prices. */
export async function seedTemplates({ db, orgs, users }: DemoSeedContext): Promise<void> {
  const [model] = await db.select({ id: deviceModels.id }).from(deviceModels).where(eq(deviceModels.code, 'CM-200')).limit(1);
  if (!model) return;
  for (const orgId of [orgs.demo, orgs.harbor]) {
    const fitting = await db
      .select({ id: products.id, price: products.salePrice })
      .from(products)
      .innerJoin(productModels, and(eq(productModels.productId, products.id), eq(productModels.modelId, model.id)))
      .where(eq(products.orgId, orgId))
      .orderBy(asc(products.code));
    if (fitting.length === 0) continue;
    const [template] = await db
      .insert(goodsTemplates)
      .values({
        orgId,
        name: 'CM-200 standard',
        modelId: model.id,
        capacity: 12,
        materialCodes: ['BEAN-ARABICA', 'MILK-POWDER', 'SUGAR', 'CHOC-POWDER', 'WATER', 'CUP-12OZ'],
        remark: 'The five coffees of the catalogue',
        createdBy: users.admin,
      })
      .returning({ id: goodsTemplates.id });
    await db
      .insert(goodsTemplateItems)
      .values(fitting.map((p, i) => ({ templateId: template!.id, slotNo: i + 1, productId: p.id, price: p.price })));
  }
}
