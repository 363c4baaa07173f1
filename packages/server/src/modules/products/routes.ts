import {
  PRODUCT_API,
  PRODUCT_CLASS_PERMS,
  PRODUCT_PERMS,
  idQuerySchema,
  idsBodySchema,
  productClassListSchema,
  productClassSaveSchema,
  productListSchema,
  productSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { auditOf, guardOf } from '../../platform/routes/access.js';
import { deleteClasses, deleteProducts, listClasses, listProducts, loadProduct, saveClass, saveProduct } from './service.js';

const tags = ['products'];
const audit = auditOf('product');
const classAudit = auditOf('productClass');
/** Delete calls take `{ ids }` in the body or `ids=1,2` in the query. */
const idsEither = { body: idsBodySchema.partial().nullish(), querystring: idsBodySchema.partial() };
const idsOf = (body: { ids?: number[] | undefined } | null | undefined, query: { ids?: number[] | undefined }): number[] => {
  const ids = body?.ids ?? query.ids;
  if (!ids) throw AppError.field('ids', 'invalidInput');
  return ids;
};

/** Goods → products with their recipes, and product classifications. */
export async function productRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: PRODUCT_API.list,
      access: PRODUCT_PERMS.list,
      tags,
      summary: 'Products, paged and filtered, with their models and how many machines sell each',
      querystring: productListSchema,
    },
    (query, auth, { lang }) => listProducts(db, query, auth, lang),
  );
  app.get(
    PRODUCT_API.detail,
    {
      config: { access: PRODUCT_PERMS.query },
      schema: { tags, summary: 'One product with its base recipe, tastes, cup sizes and models', querystring: idQuerySchema },
    },
    async (request) => ok(await loadProduct(db, request.query.id, currentUser(request))),
  );
  app.post(
    PRODUCT_API.save,
    {
      ...guardOf({ create: PRODUCT_PERMS.add, update: PRODUCT_PERMS.edit }, audit('save')),
      schema: { tags, summary: 'Create (no id) or update a product with its recipe (JSON)', body: productSaveSchema },
    },
    async (request) => ok(await saveProduct(db, request.body, currentUser(request))),
  );
  app.post(
    PRODUCT_API.remove,
    {
      config: { access: PRODUCT_PERMS.remove, audit: audit('delete') },
      schema: { tags, summary: 'Delete products (refused while a machine sells one)', ...idsEither },
    },
    async (request) => ok({ deleted: await deleteProducts(db, idsOf(request.body, request.query), currentUser(request)) }),
  );

  listRoute(
    base,
    {
      url: PRODUCT_API.classList,
      access: PRODUCT_CLASS_PERMS.list,
      tags,
      summary: 'Product classifications, paged, with their product counts',
      querystring: productClassListSchema,
    },
    (query, auth) => listClasses(db, query, auth),
  );
  app.post(
    PRODUCT_API.classSave,
    {
      ...guardOf({ create: PRODUCT_CLASS_PERMS.add, update: PRODUCT_CLASS_PERMS.edit }, classAudit('save')),
      schema: { tags, summary: 'Create (no id) or update a product classification', body: productClassSaveSchema },
    },
    async (request) => ok(await saveClass(db, request.body, currentUser(request))),
  );
  app.post(
    PRODUCT_API.classRemove,
    {
      config: { access: PRODUCT_CLASS_PERMS.remove, audit: classAudit('delete') },
      schema: { tags, summary: 'Delete product classifications (refused while products use one)', ...idsEither },
    },
    async (request) => ok({ deleted: await deleteClasses(db, idsOf(request.body, request.query), currentUser(request)) }),
  );
}
