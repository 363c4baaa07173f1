import { DEVICE_GOODS_API as API, DEVICE_GOODS_PERMS, type DeviceGoodsDetail, type GoodsChangePreview } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { deviceIdByCode, modelIdByCode, productIdByCode } from '../../test/seeded-ids.js';
import { productModels, products } from '../products/index.js';
import { readDeviceGoods } from './read.js';
import { deviceGoods } from './schema.js';

const t = useTestApp();
const ops = () => apiAs(t, 'ops', 'ops12345');
const db = () => t.database.db;

const deviceId = (code: string) => deviceIdByCode(db(), code);
const productId = (code: string, org = 'DEMO') => productIdByCode(db(), code, org);
const detailOf = async (api: Awaited<ReturnType<typeof ops>>, id: number, lang = 'en') =>
  (await api('GET', `${API.detail}?deviceId=${id}`, undefined, lang)).data as DeviceGoodsDetail;

const recipe = {
  steps: [
    { pourOrder: 1, materialCode: 'BEAN-ARABICA', water: 0, amount: 9 },
    { pourOrder: 2, materialCode: 'WATER', water: 200, amount: 0 },
  ],
  cupSizes: [{ size: 'M', extraPrice: 0 }],
  tastes: [],
};

/** A finished product of Demo Coffee Co. fitting the CM-200 (a bottled drink for a cargo lane). */
async function bottledDrink(): Promise<number> {
  const modelId = await modelIdByCode(db(), 'CM-200');
  const [row] = await db()
    .insert(products)
    .values({ orgId: await orgIdByCode(db(), 'DEMO'), code: 'COLA-330', name: '可乐', nameEn: 'Cola', type: 'finished', salePrice: 4 })
    .returning({ id: products.id });
  await db().insert(productModels).values({ productId: row!.id, modelId });
  return row!.id;
}

describe('a machine’s goods', () => {
  it('lists the demo machine’s goods in the caller’s language with the currency, and the products that fit its model', async () => {
    const api = await ops();
    const detail = await detailOf(api, await deviceId('VR10001'));
    expect(detail.items.map((i) => i.slotNo)).toEqual([1, 2, 3, 4, 5]);
    expect(detail.items[0]).toMatchObject({
      productCode: 'C-AMERICANO',
      productName: 'Americano',
      price: 12,
      currency: 'CNY',
      ownRecipe: false,
      status: 0,
    });
    expect(detail.candidates.map((c) => c.productCode)).toEqual(['C-AMERICANO', 'C-CAPPUCCINO', 'C-HOTCHOC', 'C-LATTE', 'C-MOCHA']);
    expect(detail.modelName).toBeTruthy();
    const zh = await detailOf(api, await deviceId('VR10001'), 'zh');
    expect(zh.items[0]!.productName).toBe('美式咖啡');
  });

  it('adds and edits an item within its limits, one past each is a field error, and nothing is written', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const latte = await productId('C-LATTE');
    const base = { deviceId: device, productId: latte, price: 15.5 };
    const added = await api('POST', API.saveItem, { ...base, slotNo: 99, price: 99999.99 });
    expect(added.status, JSON.stringify(added)).toBe(1001);
    expect(added.data).toMatchObject({ slotNo: 99, price: 99999.99, productCode: 'C-LATTE' });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ slotNo: 100 }, 'slotNo'],
      [{ slotNo: 0 }, 'slotNo'],
      [{ slotNo: 7, price: 100000 }, 'price'],
      [{ slotNo: 7, price: -0.01 }, 'price'],
      [{ slotNo: 7, price: 1.001 }, 'price'],
      [{ slotNo: 7, status: 2 }, 'status'],
    ];
    for (const [c, field] of bad) {
      const res = await api('POST', API.saveItem, { ...base, ...c });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.data.errors[0].field, JSON.stringify(c)).toBe(field);
    }
    const edited = await api('POST', API.saveItem, { ...base, id: added.data.id, slotNo: 6, price: 17, status: 1 });
    expect(edited.data).toMatchObject({ slotNo: 6, price: 17, status: 1 });
    expect((await detailOf(api, device)).items.map((i) => i.slotNo)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps a slot unique per machine (simultaneous saves: test/unique.test.ts)', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const latte = await productId('C-LATTE');
    const taken = await api('POST', API.saveItem, { deviceId: device, productId: latte, slotNo: 1, price: 10 });
    expect(taken).toMatchObject({ status: 400, data: { errors: [{ field: 'slotNo' }] } });
    expect(taken.result).toContain('1');
    // The same slot on another machine is free.
    const other = await api('POST', API.saveItem, { deviceId: await deviceId('VR10002'), productId: latte, slotNo: 40, price: 10 });
    expect(other.status).toBe(1001);
  });

  it('refuses another customer’s product, one not fitting the model, and a machine out of scope', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const harborLatte = await productId('C-LATTE', 'HARBOR');
    const foreign = await api('POST', API.saveItem, { deviceId: device, productId: harborLatte, slotNo: 8, price: 1 });
    expect(foreign).toMatchObject({ status: 400, data: { errors: [{ field: 'productId' }] } });
    const tea = await productId('T-CLASSIC');
    const misfit = await api('POST', API.saveItem, { deviceId: device, productId: tea, slotNo: 8, price: 1 });
    expect(misfit).toMatchObject({ status: 400, data: { errors: [{ field: 'productId' }] } });
    expect(misfit.result).toMatch(/model/);
    const harborMachine = await deviceId('VR20001');
    const out = await api('POST', API.saveItem, { deviceId: harborMachine, productId: harborLatte, slotNo: 8, price: 1 });
    expect(out.status).toBe(404);
    expect((await api('GET', `${API.detail}?deviceId=${harborMachine}`)).status).toBe(404);
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    expect((await harbor('GET', `${API.detail}?deviceId=${device}`)).status).toBe(404);
  });

  it('cargo lanes: finished goods only, stock at most the capacity', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const cola = await bottledDrink();
    const lane = { deviceId: device, productId: cola, slotNo: 20, price: 4 };
    const full = await api('POST', API.saveItemForUnmannedStore, { ...lane, stock: 9999, capacity: 9999 });
    expect(full.data).toMatchObject({ stock: 9999, capacity: 9999 });
    const over = await api('POST', API.saveItemForUnmannedStore, { ...lane, slotNo: 21, stock: 11, capacity: 10 });
    expect(over).toMatchObject({ status: 400, data: { errors: [{ field: 'stock' }] } });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ stock: 1, capacity: 10000 }, 'capacity'],
      [{ stock: 0, capacity: 0 }, 'capacity'],
      [{ stock: -1, capacity: 3 }, 'stock'],
    ];
    for (const [c, field] of bad) {
      const res = await api('POST', API.saveItemForUnmannedStore, { ...lane, slotNo: 21, ...c });
      expect(res.data.errors[0].field, JSON.stringify(c)).toBe(field);
    }
    const fresh = await api('POST', API.saveItemForUnmannedStore, {
      ...lane,
      slotNo: 21,
      productId: await productId('C-LATTE'),
      stock: 1,
      capacity: 2,
    });
    expect(fresh).toMatchObject({ status: 400, data: { errors: [{ field: 'productId' }] } });
    const store = (await api('GET', `${API.detailForUnmannedStore}?deviceId=${device}`)).data as DeviceGoodsDetail;
    expect(store.candidates.map((c) => c.productCode)).toEqual(['COLA-330']);
    expect(store.items.find((i) => i.slotNo === 20)).toMatchObject({ stock: 9999, capacity: 9999 });
  });

  it('deletes one item with a GET carrying id and deviceId; another machine’s id is not found', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const [first] = (await detailOf(api, device)).items;
    const wrong = await api('GET', `${API.remove}?id=${first!.id}&deviceId=${await deviceId('VR10002')}`);
    expect(wrong.status).toBe(404);
    const gone = await api('GET', `${API.remove}?id=${first!.id}&deviceId=${device}`);
    expect(gone.data).toEqual({ deleted: 1 });
    expect((await detailOf(api, device)).items.map((i) => i.slotNo)).toEqual([2, 3, 4, 5]);
    expect((await api('GET', `${API.remove}?id=abc&deviceId=${device}`)).status).toBe(400);
  });

  it('saves accessories naming the customer’s raw materials, and marks the machine’s goods changed', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const before = (await db().select({ at: deviceGoods.updatedAt }).from(deviceGoods).where(eq(deviceGoods.deviceId, device)))[0]!.at;
    const saved = await api('POST', API.saveAccessory, {
      deviceId: device,
      accessories: [
        { code: 'S', materialCode: 'SUGAR' },
        { code: 'M', materialCode: 'MILK-POWDER' },
      ],
    });
    expect(saved.data).toEqual([
      { code: 'M', materialCode: 'MILK-POWDER' },
      { code: 'S', materialCode: 'SUGAR' },
    ]);
    expect((await detailOf(api, device)).accessories).toHaveLength(2);
    const after = (await db().select({ at: deviceGoods.updatedAt }).from(deviceGoods).where(eq(deviceGoods.deviceId, device)))[0]!.at;
    expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const unknown = await api('POST', API.saveAccessory, { deviceId: device, accessories: [{ code: 'S', materialCode: 'NOPE' }] });
    expect(unknown).toMatchObject({ status: 400, data: { errors: [{ field: 'accessories.0.materialCode' }] } });
    const twice = await api('POST', API.saveAccessory, {
      deviceId: device,
      accessories: [
        { code: 'S', materialCode: 'SUGAR' },
        { code: 'S', materialCode: 'SUGAR-SYRUP' },
      ],
    });
    expect(twice.data.errors[0].field).toBe('accessories.1.code');
    const code = await api('POST', API.saveAccessory, { deviceId: device, accessories: [{ code: 'X', materialCode: 'SUGAR' }] });
    expect(code.data.errors[0].field).toBe('accessories.0.code');
    expect((await detailOf(api, device)).accessories).toHaveLength(2);
    const blank = await api('POST', API.saveAccessory, {
      deviceId: device,
      accessories: [
        { code: 'S', materialCode: '' },
        { code: 'I', materialCode: 'ICE' },
      ],
    });
    expect(blank.data).toEqual([{ code: 'I', materialCode: 'ICE' }]);
    const cleared = await api('POST', API.saveAccessory, { deviceId: device, accessories: [] });
    expect(cleared.data).toEqual([]);
  });
});

describe('a machine’s own recipe', () => {
  it('shows the base recipe until the machine has its own; saves one by the recipe rules; null returns to the base', async () => {
    const api = await ops();
    const device = await deviceId('VR10001');
    const item = (await detailOf(api, device)).items[0]!;
    const detail = await api('GET', `${API.recipeDetail}?id=${item.id}`);
    expect(detail.data).toMatchObject({ ownRecipe: false, productName: 'Americano', productType: 'fresh' });
    expect(detail.data.recipe).toEqual(detail.data.baseRecipe);
    expect(detail.data.baseRecipe.steps.length).toBeGreaterThan(0);
    // The other machines selling the product, for one recipe on several machines: the same customer's, not this one.
    const others = (detail.data.otherMachines as Array<{ deviceCode: string }>).map((m) => m.deviceCode);
    expect(others).toContain('VR10002');
    expect(others).not.toContain('VR10001');
    expect(others.every((code) => code.startsWith('VR1'))).toBe(true);

    const cases: Array<[unknown, string]> = [
      [{ ...recipe, steps: [recipe.steps[0], { ...recipe.steps[1], pourOrder: 1 }] }, 'recipe.steps.1.pourOrder'],
      [{ ...recipe, steps: [] }, 'recipe.steps'],
      [{ ...recipe, cupSizes: [] }, 'recipe.cupSizes'],
      [{ ...recipe, steps: [{ ...recipe.steps[0], materialCode: 'NOPE' }] }, 'recipe.steps.0.materialCode'],
      [{ ...recipe, steps: [{ ...recipe.steps[0], pourOrder: 100 }] }, 'recipe.steps.0.pourOrder'],
      [{ ...recipe, steps: [{ ...recipe.steps[0], amount: 2000.01 }] }, 'recipe.steps.0.amount'],
      [
        { ...recipe, steps: Array.from({ length: 21 }, (_, i) => ({ pourOrder: i + 1, materialCode: 'WATER', water: 1, amount: 0 })) },
        'recipe.steps',
      ],
    ];
    for (const [r, field] of cases) {
      const res = await api('POST', API.recipeSave, { id: item.id, recipe: r });
      expect(res.status, field).toBe(400);
      expect(res.data.errors[0].field, JSON.stringify(res.data)).toBe(field);
    }
    const dupZh = await api('POST', API.recipeSave, { id: item.id, recipe: cases[0]![0] }, 'zh');
    expect(dupZh.result).toContain('重复');

    const twenty = {
      ...recipe,
      steps: Array.from({ length: 20 }, (_, i) => ({ pourOrder: 99 - i, materialCode: 'WATER', water: 2000, amount: 0 })),
    };
    const saved = await api('POST', API.recipeSave, { id: item.id, recipe: twenty });
    expect(saved.status, JSON.stringify(saved)).toBe(1001);
    expect(saved.data.ownRecipe).toBe(true);
    expect(saved.data.recipe.steps).toHaveLength(20);
    expect(saved.data.baseRecipe).toEqual(detail.data.baseRecipe);
    expect((await detailOf(api, device)).items[0]!.ownRecipe).toBe(true);

    const back = await api('POST', API.recipeSave, { id: item.id, recipe: null });
    expect(back.data).toMatchObject({ ownRecipe: false });
    expect(back.data.recipe).toEqual(detail.data.baseRecipe);
  });

  it('saves one recipe for a product on several machines at once, all or nothing', async () => {
    const api = await ops();
    const [a, b, tea] = [await deviceId('VR10001'), await deviceId('VR10002'), await deviceId('VR10003')];
    const latte = await productId('C-LATTE');
    const saved = await api('POST', API.recipeMoreSave, { productId: latte, deviceIds: [a, b], recipe });
    expect(saved.data).toEqual({ updated: 2 });
    const rows = await db()
      .select({ recipe: deviceGoods.recipe })
      .from(deviceGoods)
      .where(and(eq(deviceGoods.productId, latte), inArray(deviceGoods.deviceId, [a, b])));
    expect(rows.every((r) => r.recipe?.steps.length === 2)).toBe(true);
    const notSold = await api('POST', API.recipeMoreSave, {
      productId: latte,
      deviceIds: [a, tea],
      recipe: { ...recipe, cupSizes: [{ size: 'L' }] },
    });
    expect(notSold).toMatchObject({ status: 400, data: { errors: [{ field: 'deviceIds' }] } });
    expect(notSold.result).toContain('VR10003');
    const out = await api('POST', API.recipeMoreSave, { productId: latte, deviceIds: [a, await deviceId('VR20001')], recipe });
    expect(out.status).toBe(404);
    const rule = await api('POST', API.recipeMoreSave, { productId: latte, deviceIds: [a], recipe: { ...recipe, cupSizes: [] } });
    expect(rule.data.errors[0].field).toBe('recipe.cupSizes');
  });
});

describe('copying goods between machines', () => {
  it('previews what each target gains, loses and changes price, then applies it in one go', async () => {
    const api = await ops();
    const [source, target, tea] = [await deviceId('VR10001'), await deviceId('VR10002'), await deviceId('VR10003')];
    const items = (await detailOf(api, source)).items;
    await api('POST', API.saveItem, { id: items[0]!.id, deviceId: source, slotNo: 1, productId: items[0]!.productId, price: 20 });
    await api('GET', `${API.remove}?id=${items[4]!.id}&deviceId=${source}`);
    await api('POST', API.saveItem, { deviceId: source, slotNo: 9, productId: await productId('C-LATTE'), price: 18 });
    await api('POST', API.recipeSave, { id: items[1]!.id, recipe });

    const preview = await api('POST', API.copyPreview, { sourceDeviceId: source, targetDeviceIds: [target] });
    const [change] = preview.data as GoodsChangePreview[];
    expect(change).toMatchObject({
      deviceCode: 'VR10002',
      currency: 'CNY',
      added: [{ slotNo: 9, price: 18, productName: 'Latte' }],
      removed: [{ slotNo: 5 }],
      priceChanged: [{ slotNo: 1, from: 12, to: 20 }],
      // The source's own recipe of slot 2 is listed; the gained slot 9 makes the base recipe, like the target's others.
      recipeChanged: [{ slotNo: 2, own: true }],
    });
    // The preview writes nothing.
    expect((await detailOf(api, target)).items.map((i) => i.slotNo)).toEqual([1, 2, 3, 4, 5]);

    const applied = await api('POST', API.copyApply, { sourceDeviceId: source, targetDeviceIds: [target] });
    expect(applied.data).toEqual(preview.data);
    const copied = await detailOf(api, target);
    expect(copied.items.map((i) => [i.slotNo, i.price])).toEqual([
      [1, 20],
      [2, 16],
      [3, 14],
      [4, 16],
      [9, 18],
    ]);
    expect(copied.items[1]!.ownRecipe).toBe(true);
    // The same call within a second is refused as a repeated submit.
    await new Promise((r) => setTimeout(r, 1100));
    const again = await api('POST', API.copyPreview, { sourceDeviceId: source, targetDeviceIds: [target] });
    expect(again.data?.[0], JSON.stringify(again)).toMatchObject({ added: [], removed: [], priceChanged: [], recipeChanged: [] });

    const otherModel = await api('POST', API.copyPreview, { sourceDeviceId: source, targetDeviceIds: [target, tea] });
    expect(otherModel).toMatchObject({ status: 400, data: { errors: [{ field: 'targetDeviceIds' }] } });
    expect(otherModel.result).toContain('VR10003');
    const itself = await api('POST', API.copyApply, { sourceDeviceId: source, targetDeviceIds: [source] });
    expect(itself.data.errors[0].field).toBe('targetDeviceIds');
    const out = await api('POST', API.copyApply, { sourceDeviceId: source, targetDeviceIds: [await deviceId('VR20001')] });
    expect(out.status).toBe(404);
  });
});

describe('what deployment reads', () => {
  it('readDeviceGoods answers each machine’s on-sale goods with names, price and the effective recipe', async () => {
    const api = await ops();
    const [a, b] = [await deviceId('VR10001'), await deviceId('VR10002')];
    const items = (await detailOf(api, a)).items;
    await api('POST', API.recipeSave, { id: items[0]!.id, recipe });
    await api('POST', API.saveItem, { id: items[1]!.id, deviceId: a, slotNo: 2, productId: items[1]!.productId, price: 9.9, status: 1 });
    const goods = await readDeviceGoods(db(), [a, b, 999999]);
    expect(goods.get(999999)).toEqual([]);
    const mine = goods.get(a)!;
    expect(mine.map((g) => g.slotNo)).toEqual([1, 3, 4, 5]);
    expect(mine[0]).toMatchObject({ productCode: 'C-AMERICANO', names: { zh: '美式咖啡', en: 'Americano' }, price: 12, recipe });
    expect(mine[1]!.recipe.steps.length).toBeGreaterThan(0);
    expect(goods.get(b)!).toHaveLength(5);
  });
});

describe('permissions', () => {
  it('answers 403 without the goods permissions', async () => {
    await revokeFromRole(db(), 'maintenance', Object.values(DEVICE_GOODS_PERMS));
    const api = await ops();
    const device = await deviceId('VR10001');
    expect((await api('GET', `${API.detail}?deviceId=${device}`)).status).toBe(403);
    expect((await api('POST', API.saveItem, { deviceId: device, slotNo: 50, productId: 1, price: 1 })).status).toBe(403);
    expect((await api('GET', `${API.remove}?id=1&deviceId=${device}`)).status).toBe(403);
    expect((await api('POST', API.copyApply, { sourceDeviceId: device, targetDeviceIds: [2] })).status).toBe(403);
  });
});
