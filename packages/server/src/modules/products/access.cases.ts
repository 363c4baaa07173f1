import { PRODUCT_API, PRODUCT_CLASS_PERMS, PRODUCT_PERMS } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { productClasses, products } from './schema.js';

/** A finished product needs no recipe, so the probe body is valid whatever the seeded data. */
const probe = { productCode: 'PROBE', productName: 'Probe', productType: 'finished', sellingPrice: 1, modelIds: [1] };
const classProbe = { productClassCode: 'PROBE', productClassName: 'Probe' };
const harborProduct = insertRow(products, (ctx) => ({
  orgId: ctx.orgs.harbor,
  code: 'HARBOR-PROBE',
  name: 'Harbor probe',
  type: 'finished',
  salePrice: 1,
}));
const harborClass = insertRow(productClasses, (ctx) => ({ orgId: ctx.orgs.harbor, code: 'HARBOR-PROBE', name: 'Harbor probe' }));

/** Products and their classifications: saves are session access with add/edit checked once the body is valid. */
export const accessCases: AccessModule = {
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
      list: listed(`${PRODUCT_API.list}?limit=1000`),
      detail: getWith(PRODUCT_API.detail),
      update: send('POST', PRODUCT_API.save, (id) => ({ ...probe, id, productName: 'Taken over' })),
      remove: postIds(PRODUCT_API.remove),
      unchanged: rowStill(products, products.id, (product) => product.name === 'Harbor probe'),
    },
    {
      name: 'a Harbor Drinks Ltd. product classification',
      permissions: Object.values(PRODUCT_CLASS_PERMS),
      foreignRow: harborClass,
      list: listed(`${PRODUCT_API.classList}?limit=1000`),
      update: send('POST', PRODUCT_API.classSave, (id) => ({ ...classProbe, id, productClassName: 'Taken over' })),
      remove: postIds(PRODUCT_API.classRemove),
      unchanged: rowStill(productClasses, productClasses.id, (productClass) => productClass.name === 'Harbor probe'),
    },
  ],
};
