import {
  DEVICE_GOODS_API as API,
  DEVICE_GOODS_PERMS as PERMS,
  accessorySaveSchema,
  deviceGoodsCopySchema,
  deviceGoodsDeleteSchema,
  deviceGoodsIdQuerySchema,
  deviceGoodsItemSaveSchema,
  deviceGoodsQuerySchema,
  deviceRecipeMoreSaveSchema,
  deviceRecipeSaveSchema,
  unmannedItemSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { auditOf } from '../../platform/routes/access.js';
import {
  copyApply,
  copyPreview,
  deleteItem,
  goodsDetail,
  recipeDetail,
  saveAccessories,
  saveItem,
  saveMachineRecipe,
  saveRecipeOnMachines,
} from './service.js';

const tags = ['device goods'];
const audit = auditOf('deviceGoods');

/** Each machine's goods: slots, products, prices, own recipes, accessories, and copies between machines. */
export async function deviceGoodsRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.detail,
    {
      config: { access: PERMS.query },
      schema: { tags, summary: 'A machine’s goods and the products that fit its model', querystring: deviceGoodsQuerySchema },
    },
    async (request) => ok(await goodsDetail(db, currentUser(request), request.query.deviceId, requestLang(request), false)),
  );
  app.get(
    API.detailForUnmannedStore,
    {
      config: { access: PERMS.query },
      schema: {
        tags,
        summary: 'An unmanned store’s cargo lanes: finished goods with stock and capacity',
        querystring: deviceGoodsQuerySchema,
      },
    },
    async (request) => ok(await goodsDetail(db, currentUser(request), request.query.deviceId, requestLang(request), true)),
  );
  app.post(
    API.saveItem,
    {
      config: { access: PERMS.edit, audit: audit('saveItem') },
      schema: { tags, summary: 'Add (no id) or update one item: slot, product, price, status (JSON)', body: deviceGoodsItemSaveSchema },
    },
    async (request) => ok(await saveItem(db, currentUser(request), request.body, requestLang(request), false)),
  );
  app.post(
    API.saveItemForUnmannedStore,
    {
      config: { access: PERMS.edit, audit: audit('saveLane') },
      schema: { tags, summary: 'Add or update one cargo lane (stock ≤ capacity, finished goods)', body: unmannedItemSaveSchema },
    },
    async (request) => ok(await saveItem(db, currentUser(request), request.body, requestLang(request), true)),
  );
  app.get(
    API.remove,
    {
      config: { access: PERMS.remove, audit: audit('delete') },
      schema: { tags, summary: 'Take one item off a machine (GET with id and deviceId)', querystring: deviceGoodsDeleteSchema },
    },
    async (request) => ok({ deleted: await deleteItem(db, currentUser(request), request.query.id, request.query.deviceId) }),
  );
  app.post(
    API.saveAccessory,
    {
      config: { access: PERMS.edit, audit: audit('saveAccessory') },
      schema: { tags, summary: 'Replace a machine’s accessories (accessory code → raw material code)', body: accessorySaveSchema },
    },
    async (request) => ok(await saveAccessories(db, currentUser(request), request.body)),
  );
  app.get(
    API.recipeDetail,
    {
      config: { access: PERMS.query },
      schema: { tags, summary: 'A machine item’s effective recipe and its product’s base recipe', querystring: deviceGoodsIdQuerySchema },
    },
    async (request) => ok(await recipeDetail(db, currentUser(request), request.query.id, requestLang(request))),
  );
  app.post(
    API.recipeSave,
    {
      config: { access: PERMS.recipe, audit: audit('saveRecipe') },
      schema: { tags, summary: 'Save a machine’s own recipe of one item (null: back to the base recipe)', body: deviceRecipeSaveSchema },
    },
    async (request) => ok(await saveMachineRecipe(db, currentUser(request), request.body, requestLang(request))),
  );
  app.post(
    API.recipeMoreSave,
    {
      config: { access: PERMS.recipe, audit: audit('saveRecipeMore') },
      schema: { tags, summary: 'One own recipe for a product on several machines at once', body: deviceRecipeMoreSaveSchema },
    },
    async (request) => ok(await saveRecipeOnMachines(db, currentUser(request), request.body)),
  );
  app.post(
    API.copyPreview,
    {
      config: { access: PERMS.copy, audit: false },
      schema: { tags, summary: 'What copying a machine’s goods would change on each target', body: deviceGoodsCopySchema },
    },
    async (request) => ok(await copyPreview(db, currentUser(request), request.body, requestLang(request))),
  );
  app.post(
    API.copyApply,
    {
      config: { access: PERMS.copy, audit: audit('copy') },
      schema: { tags, summary: 'Copy a machine’s goods to machines of the same model (all or nothing)', body: deviceGoodsCopySchema },
    },
    async (request) => ok(await copyApply(db, currentUser(request), request.body, requestLang(request))),
  );
}
