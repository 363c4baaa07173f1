import { DEVICE_GOODS_API as API, DEVICE_GOODS_PERMS as PERMS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { send } from '../../test/access-cases.js';
import { deviceModels } from '../device-models/index.js';
import { devices, hashDeviceSecret } from '../devices/index.js';
import { products } from '../products/index.js';
import { deviceGoods } from './schema.js';

const recipe = { steps: [{ pourOrder: 1, materialCode: 'WATER', water: 100, amount: 0 }], cupSizes: [{ size: 'M' }], tastes: [] };

/** A Harbor Drinks Ltd. CM-200 machine selling one of Harbor's products: `device:item:product`. */
async function harborGoods(ctx: ScopeContext): Promise<string> {
  const code = `T4GDS${Math.floor(Math.random() * 1e6)}`;
  const [model] = await ctx.db.select({ id: deviceModels.id }).from(deviceModels).where(eq(deviceModels.code, 'CM-200'));
  const [device] = await ctx.db
    .insert(devices)
    .values({ orgId: ctx.orgs.harborStore, deviceCode: code, secretHash: hashDeviceSecret(code), modelId: model!.id })
    .returning({ id: devices.id });
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, ctx.orgs.harbor), eq(products.code, 'C-AMERICANO')));
  const [item] = await ctx.db
    .insert(deviceGoods)
    .values({ deviceId: device!.id, productId: product!.id, slotNo: 1, price: 7.5 })
    .returning({ id: deviceGoods.id });
  return `${device!.id}:${item!.id}:${product!.id}`;
}
const parts = (id: number | string) => String(id).split(':').map(Number) as [number, number, number];

/** The harbor item still sells at its price with the base recipe. */
const unchanged = async (ctx: ScopeContext, id: number | string) => {
  const [row] = await ctx.db
    .select()
    .from(deviceGoods)
    .where(eq(deviceGoods.id, parts(id)[1]));
  return row?.price === 7.5 && row.recipe === null && row.slotNo === 1;
};

/** Demo Coffee Co.'s CM-200 machine VR10001 (the copy target or source on ops's side). */
const opsMachine = async (ctx: ScopeContext) =>
  (await ctx.db.select({ id: devices.id }).from(devices).where(eq(devices.deviceCode, 'VR10001')))[0]!.id;

/** Each machine's goods: every route guarded by one permission; a machine out of scope answers 404. */
export const accessCases: AccessModule = {
  module: 'device-goods',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. machine’s goods: detail, save, delete',
      permissions: Object.values(PERMS),
      foreignRow: harborGoods,
      detail: (id) => ({ method: 'GET', url: `${API.detail}?deviceId=${parts(id)[0]}` }),
      update: send('POST', API.saveItem, (id) => ({
        id: parts(id)[1],
        deviceId: parts(id)[0],
        slotNo: 2,
        productId: parts(id)[2],
        price: 1,
      })),
      remove: (id) => ({ method: 'GET', url: `${API.remove}?id=${parts(id)[1]}&deviceId=${parts(id)[0]}` }),
      unchanged,
    },
    {
      name: 'a Harbor Drinks Ltd. machine’s recipes and accessories',
      permissions: Object.values(PERMS),
      foreignRow: harborGoods,
      detail: (id) => ({ method: 'GET', url: `${API.recipeDetail}?id=${parts(id)[1]}` }),
      update: send('POST', API.recipeSave, (id) => ({ id: parts(id)[1], recipe })),
      remove: send('POST', API.recipeMoreSave, (id) => ({ productId: parts(id)[2], deviceIds: [parts(id)[0]], recipe })),
      unchanged,
    },
    {
      name: 'a Harbor Drinks Ltd. machine as the source or target of a copy',
      permissions: Object.values(PERMS),
      foreignRow: async (ctx) => `${await harborGoods(ctx)}:${await opsMachine(ctx)}`,
      detail: send('POST', API.copyPreview, (id) => ({ sourceDeviceId: parts(id)[0], targetDeviceIds: [String(id).split(':')[3]] })),
      update: send('POST', API.copyApply, (id) => ({ sourceDeviceId: String(id).split(':')[3], targetDeviceIds: [parts(id)[0]] })),
      remove: send('POST', API.saveAccessory, (id) => ({ deviceId: parts(id)[0], accessories: [] })),
      unchanged,
    },
  ],
};
