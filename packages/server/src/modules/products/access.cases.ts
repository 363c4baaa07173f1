import { PRODUCT_API, PRODUCT_CLASS_PERMS, PRODUCT_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { productClasses, products } from './schema.js';

/** A finished product needs no recipe, so the probe body is valid whatever the seeded data. */
const probe = { productCode: 'PROBE', productName: 'Probe', productType: 'finished', sellingPrice: 1, modelIds: [1] };
const classProbe = { productClassCode: 'PROBE', productClassName: 'Probe' };
const harborProduct = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(products)
      .values({ orgId: ctx.orgs.harbor, code: 'HARBOR-PROBE', name: 'Harbor probe', type: 'finished', salePrice: 1 })
      .returning({ id: products.id })
  )[0]!.id;
const harborClass = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(productClasses)
      .values({ orgId: ctx.orgs.harbor, code: 'HARBOR-PROBE', name: 'Harbor probe' })
      .returning({ id: productClasses.id })
  )[0]!.id;
const idsOf = (data: unknown) => (data as Array<{ id: number }>).map((r) => r.id);

/** Products and their classifications: saves are session access with add/edit checked once the body is valid. */
export const productAccess: AccessModule = {
  module: 'products',
  checkedLater: {
    [`POST ${PRODUCT_API.save}`]: saveChecks(probe, { create: PRODUCT_PERMS.add, update: PRODUCT_PERMS.edit }),
    [`POST ${PRODUCT_API.classSave}`]: saveChecks(classProbe, { create: PRODUCT_CLASS_PERMS.add, update: PRODUCT_CLASS_PERMS.edit }),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. product',
      permissions: Object.values(PRODUCT_PERMS),
      foreignRow: harborProduct,
      list: { call: { method: 'GET', url: `${PRODUCT_API.list}?limit=1000` }, ids: idsOf },
      detail: (id) => ({ method: 'GET', url: `${PRODUCT_API.detail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: PRODUCT_API.save, payload: { ...probe, id, productName: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: PRODUCT_API.remove, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(products)
            .where(eq(products.id, Number(id)))
        )[0]?.name === 'Harbor probe',
    },
    {
      name: 'a Harbor Drinks Ltd. product classification',
      permissions: Object.values(PRODUCT_CLASS_PERMS),
      foreignRow: harborClass,
      list: { call: { method: 'GET', url: `${PRODUCT_API.classList}?limit=1000` }, ids: idsOf },
      update: (id) => ({ method: 'POST', url: PRODUCT_API.classSave, payload: { ...classProbe, id, productClassName: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: PRODUCT_API.classRemove, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(productClasses)
            .where(eq(productClasses.id, Number(id)))
        )[0]?.name === 'Harbor probe',
    },
  ],
};
