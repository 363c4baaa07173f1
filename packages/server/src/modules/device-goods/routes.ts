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
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { readRoute } from '../../platform/routes/read.js';
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
export async function deviceGoodsRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  // A machine's goods and an unmanned store's cargo lanes are read and saved by the same calls.
  for (const [url, summary, unmanned] of [
    [API.detail, 'A machine’s goods and the products that fit its model', false],
    [API.detailForUnmannedStore, 'An unmanned store’s cargo lanes: finished goods with stock and capacity', true],
  ] as const) {
    readRoute(app, { url, access: PERMS.query, tags, summary, querystring: deviceGoodsQuerySchema }, ({ deviceId }, auth, { lang }) =>
      goodsDetail(db, auth, deviceId, lang, unmanned),
    );
  }
  for (const [url, action, summary, body, unmanned] of [
    [API.saveItem, 'saveItem', 'Add (no id) or update one item: slot, product, price, status (JSON)', deviceGoodsItemSaveSchema, false],
    [
      API.saveItemForUnmannedStore,
      'saveLane',
      'Add or update one cargo lane (stock ≤ capacity, finished goods)',
      unmannedItemSaveSchema,
      true,
    ],
  ] as const) {
    commandRoute(app, { url, access: PERMS.edit, audit: audit(action), tags, summary, body }, (input, auth, { lang }) =>
      saveItem(db, auth, input, lang, unmanned),
    );
  }
  commandRoute(
    app,
    {
      method: 'GET',
      url: API.remove,
      access: PERMS.remove,
      audit: audit('delete'),
      tags,
      summary: 'Take one item off a machine (GET with id and deviceId)',
      querystring: deviceGoodsDeleteSchema,
    },
    async ({ id, deviceId }, auth) => ({ deleted: await deleteItem(db, auth, id, deviceId) }),
  );
  commandRoute(
    app,
    {
      url: API.saveAccessory,
      access: PERMS.edit,
      audit: audit('saveAccessory'),
      tags,
      summary: 'Replace a machine’s accessories (accessory code → raw material code)',
      body: accessorySaveSchema,
    },
    (body, auth) => saveAccessories(db, auth, body),
  );
  readRoute(
    app,
    {
      url: API.recipeDetail,
      access: PERMS.query,
      tags,
      summary: 'A machine item’s effective recipe and its product’s base recipe',
      querystring: deviceGoodsIdQuerySchema,
    },
    ({ id }, auth, { lang }) => recipeDetail(db, auth, id, lang),
  );
  commandRoute(
    app,
    {
      url: API.recipeSave,
      access: PERMS.recipe,
      audit: audit('saveRecipe'),
      tags,
      summary: 'Save a machine’s own recipe of one item (null: back to the base recipe)',
      body: deviceRecipeSaveSchema,
    },
    (body, auth, { lang }) => saveMachineRecipe(db, auth, body, lang),
  );
  commandRoute(
    app,
    {
      url: API.recipeMoreSave,
      access: PERMS.recipe,
      audit: audit('saveRecipeMore'),
      tags,
      summary: 'One own recipe for a product on several machines at once',
      body: deviceRecipeMoreSaveSchema,
    },
    (body, auth) => saveRecipeOnMachines(db, auth, body),
  );
  const copy = { access: PERMS.copy, tags, body: deviceGoodsCopySchema };
  commandRoute(
    app,
    { ...copy, url: API.copyPreview, audit: false, summary: 'What copying a machine’s goods would change on each target' },
    (body, auth, { lang }) => copyPreview(db, auth, body, lang),
  );
  commandRoute(
    app,
    { ...copy, url: API.copyApply, audit: audit('copy'), summary: 'Copy a machine’s goods to machines of the same model (all or nothing)' },
    (body, auth, { lang }) => copyApply(db, auth, body, lang),
  );
}
