import {
  PRODUCT_API,
  PRODUCT_CLASS_PERMS,
  PRODUCT_PERMS,
  idQuerySchema,
  productClassListSchema,
  productClassSaveSchema,
  productListSchema,
  productSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { IDS_IN_BODY_OR_QUERY, idsOf } from '../../platform/routes/ids.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { deleteClasses, deleteProducts, listClasses, listProducts, loadProduct, saveClass, saveProduct } from './service.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { productClasses, products } from './schema.js';
import { orgs } from '../../platform/identity/schema.js';

const tags = ['products'];
const audit = auditOf('product');
const classAudit = auditOf('productClass');

/** Goods → products with their recipes, and product classifications. */
export async function productRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: PRODUCT_API.list,
      access: PRODUCT_PERMS.list,
      tags,
      summary: 'Products, paged and filtered, with their models and how many machines sell each',
      querystring: productListSchema,
    },
    (query, auth, { lang }) => listProducts(db, query, auth, lang),
  );
  readRoute(
    app,
    {
      url: PRODUCT_API.detail,
      access: PRODUCT_PERMS.query,
      tags,
      summary: 'One product with its base recipe, tastes, cup sizes and models',
      querystring: idQuerySchema,
    },
    ({ id }, auth) => loadProduct(db, id, auth),
  );
  commandRoute(
    app,
    {
      url: PRODUCT_API.save,
      access: { create: PRODUCT_PERMS.add, update: PRODUCT_PERMS.edit },
      audit: audit('save'),
      tags,
      summary: 'Create (no id) or update a product with its recipe (JSON)',
      body: productSaveSchema,
    },
    (body, auth) => saveProduct(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: PRODUCT_API.remove,
      access: PRODUCT_PERMS.remove,
      audit: audit('delete'),
      tags,
      summary: 'Delete products (refused while a machine sells one)',
      ...IDS_IN_BODY_OR_QUERY,
    },
    async (body, auth, { query }) => ({ deleted: await deleteProducts(db, idsOf(body, query), auth) }),
  );

  keptListRoute(
    app,
    {
      url: PRODUCT_API.classList,
      access: PRODUCT_CLASS_PERMS.list,
      tags,
      summary: 'Product classifications, paged, with their product counts',
      querystring: productClassListSchema,
    },
    { tables: [productClasses, products, orgs], perCaller: true },
    (query, auth) => listClasses(db, query, auth),
  );
  commandRoute(
    app,
    {
      url: PRODUCT_API.classSave,
      access: { create: PRODUCT_CLASS_PERMS.add, update: PRODUCT_CLASS_PERMS.edit },
      audit: classAudit('save'),
      tags,
      summary: 'Create (no id) or update a product classification',
      body: productClassSaveSchema,
    },
    (body, auth) => saveClass(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: PRODUCT_API.classRemove,
      access: PRODUCT_CLASS_PERMS.remove,
      audit: classAudit('delete'),
      tags,
      summary: 'Delete product classifications (refused while products use one)',
      ...IDS_IN_BODY_OR_QUERY,
    },
    async (body, auth, { query }) => ({ deleted: await deleteClasses(db, idsOf(body, query), auth) }),
  );
}
