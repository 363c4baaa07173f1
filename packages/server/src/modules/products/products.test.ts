import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_API, PRODUCT_CLASS_PERMS, PRODUCT_PERMS, type ProductClass, type ProductRow } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { modelIdByCode } from '../../test/seeded-ids.js';
import { MB, PNG, uploadFile } from '../../test/uploads.js';
import { deviceGoods } from '../device-goods/index.js';
import { deviceModels } from '../device-models/index.js';
import { devices } from '../devices/index.js';
import { namedKey, productNamesInOrgs } from './names.js';
import { productClasses, productModels, products, recipeSteps } from './schema.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-products-'));
const t = useTestApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const admin = () => apiAs(t, 'admin', 'admin123');
const ops = () => apiAs(t, 'ops', 'ops12345');
const harbor = () => apiAs(t, 'harbor', 'harbor123');
const db = () => t.database.db;

const modelId = (code: string) => modelIdByCode(db(), code);

/** The two pour steps and two cup sizes of the fresh product's recipe. */
const STEPS = [
  { pourOrder: 1, materialCode: 'BEAN-ARABICA', water: 120, amount: 9 },
  { pourOrder: 2, materialCode: 'MILK-POWDER', water: 80, amount: 12 },
];
const CUP_SIZES = [
  { size: 'M', extraPrice: 0 },
  { size: 'L', extraPrice: 3 },
];

/** A freshly made product with a two-step recipe and two taste categories. */
async function fresh(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    productCode: 'TEST-LATTE',
    productName: '测试拿铁',
    productNameEn: 'Test latte',
    productType: 'fresh',
    sellingPrice: 18,
    originalPrice: 20,
    modelIds: [await modelId('CM-200')],
    barcodes: ['6900000000011'],
    cupCovers: ['Flat lid'],
    recipe: {
      steps: STEPS,
      cupSizes: CUP_SIZES,
      tastes: [
        {
          name: 'Sugar',
          required: true,
          multiple: false,
          sort: 0,
          options: [
            { code: 'NONE', name: 'No sugar', isDefault: true, extraPrice: 0 },
            { code: 'HALF', name: 'Half sugar', isDefault: false, extraPrice: 0 },
          ],
        },
        {
          name: 'Extras',
          required: false,
          multiple: true,
          sort: 1,
          options: [
            { code: 'SHOT', name: 'Extra shot', isDefault: false, extraPrice: 4 },
            { code: 'OAT', name: 'Oat milk', isDefault: false, extraPrice: 3 },
          ],
        },
      ],
    },
    ...overrides,
  };
}

/** POST /api/upload/Material with one file for a product field. */
async function uploadProductImage(token: string, file: Buffer, filename: string, dataField = 'mainImage') {
  const res = await uploadFile(
    t.app,
    { dataEntity: 'product', dataField, file, filename, type: 'image/png' },
    { authorization: `Bearer ${token}`, lang: 'en' },
  );
  return body<{ url: string }>(res);
}

describe('products', () => {
  it('lists the seeded catalogue of the caller customer, names in the caller language, with models, machines and currency', async () => {
    const api = await ops();
    const en = await api('GET', `${PRODUCT_API.list}?limit=100`);
    expect(en.total).toBe(10);
    const latte = (en.data as ProductRow[]).find((p) => p.productCode === 'C-LATTE')!;
    expect(latte).toMatchObject({ displayName: 'Latte', productType: 'fresh', productClassName: '咖啡' });
    // The demo machines sell the catalogue: the count is the machines whose goods name the product.
    const selling = await db()
      .selectDistinct({ deviceId: deviceGoods.deviceId })
      .from(deviceGoods)
      .where(eq(deviceGoods.productId, latte.id));
    expect(selling.length).toBeGreaterThan(0);
    expect(latte.deviceCount).toBe(selling.length);
    expect(latte.modelIds).toEqual([await modelId('CM-200')]);
    expect(latte.currency).toMatch(/^[A-Z]{3}$/);
    const zh = await api('GET', `${PRODUCT_API.list}?keyword=C-LATTE`, undefined, 'zh');
    expect((zh.data as ProductRow[])[0]!.displayName).toBe('拿铁');
    const demo = await orgIdByCode(db(), 'DEMO');
    expect((en.data as ProductRow[]).every((p) => p.orgId === demo)).toBe(true);
  });

  it('filters by keyword (code, name, third code, barcode), class, type and model, and sorts', async () => {
    const api = await ops();
    const created = await api('POST', PRODUCT_API.save, await fresh({ thirdCode: 'ERP-778' }));
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const codes = async (q: string) =>
      ((await api('GET', `${PRODUCT_API.list}?${q}`)).data as ProductRow[]).map((p) => p.productCode).sort();
    expect(await codes('keyword=ERP-778')).toEqual(['TEST-LATTE']);
    expect(await codes('keyword=690000000001')).toEqual(['TEST-LATTE']);
    expect(await codes(`keyword=${encodeURIComponent('拿铁')}`)).toEqual(['C-LATTE', 'TEST-LATTE']);
    expect(await codes(`keyword=lager`)).toEqual(['B-LAGER-500']);
    expect(await codes(`modelId=${await modelId('BR-50')}`)).toEqual(['B-IPA-500', 'B-LAGER-500']);
    const beer = ((await api('GET', `${PRODUCT_API.classList}?keyword=BEER`)).data as ProductClass[])[0]!;
    expect(beer.productCount).toBe(2);
    expect(await codes(`productClassId=${beer.id}`)).toEqual(['B-IPA-500', 'B-LAGER-500']);
    expect(await codes('productType=finished')).toEqual([]);
    const dear = await api('GET', `${PRODUCT_API.list}?orderByColumn=sellingPrice&isAsc=desc&limit=1`);
    const all = (await api('GET', `${PRODUCT_API.list}?limit=100`)).data as ProductRow[];
    expect((dear.data as ProductRow[])[0]!.sellingPrice).toBe(Math.max(...all.map((p) => p.sellingPrice)));
    expect((await api('GET', `${PRODUCT_API.list}?orderByColumn=nope`)).status).toBe(400);
  });

  it('creates a product with its recipe, reads it back whole, edits it and replaces the recipe', async () => {
    const api = await ops();
    const created = await api('POST', PRODUCT_API.save, await fresh());
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const id = created.data.id as number;
    const detail = await api('GET', `${PRODUCT_API.detail}?id=${id}`);
    expect(detail.data).toMatchObject({
      productCode: 'TEST-LATTE',
      sellingPrice: 18,
      barcodes: ['6900000000011'],
      cupCovers: ['Flat lid'],
      modelIds: [await modelId('CM-200')],
      recipe: { steps: STEPS, cupSizes: CUP_SIZES },
    });
    expect(detail.data.recipe.tastes.map((c: { name: string }) => c.name)).toEqual(['Sugar', 'Extras']);
    expect(detail.data.recipe.tastes[1].options[0]).toEqual({ code: 'SHOT', name: 'Extra shot', isDefault: false, extraPrice: 4 });

    const edited = await api(
      'POST',
      PRODUCT_API.save,
      await fresh({
        id,
        sellingPrice: 19.5,
        modelIds: [await modelId('CM-200'), await modelId('MT-100')],
        recipe: {
          steps: [{ pourOrder: 3, materialCode: 'BEAN-ARABICA', water: 200, amount: 10 }],
          cupSizes: [{ size: 'XL', extraPrice: 5 }],
        },
      }),
    );
    expect(edited.status, JSON.stringify(edited)).toBe(1001);
    expect(edited.data).toMatchObject({
      sellingPrice: 19.5,
      recipe: { steps: [{ pourOrder: 3 }], cupSizes: [{ size: 'XL' }], tastes: [] },
    });
    expect(edited.data.modelIds).toHaveLength(2);
    expect(await db().select().from(recipeSteps).where(eq(recipeSteps.productId, id))).toHaveLength(1);
  });

  it('validates each limit at the limit and one past, next to the field, and writes nothing', async () => {
    const api = await ops();
    const okCases: Array<[string, Record<string, unknown>]> = [
      ['ten cup covers', { cupCovers: Array.from({ length: 10 }, (_, i) => `Cover ${i}`) }],
      ['description of 1000', { description: 'd'.repeat(1000) }],
      ['code of 32', { productCode: 'P'.repeat(32) }],
      ['name of 50', { productName: 'n'.repeat(50) }],
    ];
    for (const [i, [label, c]] of okCases.entries()) {
      const res = await api('POST', PRODUCT_API.save, await fresh({ productCode: `OK-${i}`, ...c }));
      expect(res.status, `${label}: ${JSON.stringify(res)}`).toBe(1001);
    }
    const base = await fresh();
    const recipe = base.recipe as Record<string, unknown[]>;
    /** The base recipe with these parts changed. */
    const withRecipe = (change: Record<string, unknown>) => ({ recipe: { ...recipe, ...change } });
    /** One taste category, Sugar, with these options. */
    const sugarOptions = (...options: Array<Record<string, unknown>>) => withRecipe({ tastes: [{ name: 'Sugar', options }] });
    const badCases: Array<[string, Record<string, unknown>, string]> = [
      ['eleven cup covers', { cupCovers: Array.from({ length: 11 }, (_, i) => `Cover ${i}`) }, 'cupCovers'],
      ['description of 1001', { description: 'd'.repeat(1001) }, 'description'],
      ['code of 33', { productCode: 'P'.repeat(33) }, 'productCode'],
      ['name of 51', { productName: 'n'.repeat(51) }, 'productName'],
      [
        'duplicate pour order',
        withRecipe({ steps: [recipe.steps![0], { pourOrder: 1, materialCode: 'MILK-POWDER', water: 0, amount: 5 }] }),
        'recipe.steps.1.pourOrder',
      ],
      ['no cup size', withRecipe({ cupSizes: [] }), 'recipe.cupSizes'],
      ['no pour step', withRecipe({ steps: [] }), 'recipe.steps'],
      ['no model', { modelIds: [] }, 'modelIds'],
      ['taste option code twice', sugarOptions({ code: 'A', name: 'One' }, { code: 'A', name: 'Two' }), 'recipe.tastes.0.options.1.code'],
      ['taste option name twice', sugarOptions({ code: 'A', name: 'Same' }, { code: 'B', name: 'Same' }), 'recipe.tastes.0.options.1.name'],
      [
        'two defaults in a single-choice category',
        sugarOptions({ code: 'A', name: 'One', isDefault: true }, { code: 'B', name: 'Two', isDefault: true }),
        'recipe.tastes.0.options',
      ],
      [
        'taste category name twice',
        withRecipe({
          tastes: [
            { name: 'Sugar', options: [{ code: 'A', name: 'One' }] },
            { name: 'Sugar', options: [{ code: 'A', name: 'One' }] },
          ],
        }),
        'recipe.tastes.1.name',
      ],
      ['cup size twice', withRecipe({ cupSizes: [{ size: 'M' }, { size: 'M', extraPrice: 1 }] }), 'recipe.cupSizes.1.size'],
      ['twenty-one barcodes', { barcodes: Array.from({ length: 21 }, (_, i) => `69${i}`) }, 'barcodes'],
      ['negative price', { sellingPrice: -1 }, 'sellingPrice'],
      ['price with three decimals', { sellingPrice: 1.001 }, 'sellingPrice'],
      ['unknown type', { productType: 'frozen' }, 'productType'],
    ];
    for (const [label, c, field] of badCases) {
      const res = await api('POST', PRODUCT_API.save, { ...base, productCode: 'BAD-1', ...c });
      expect(res.status, label).toBe(400);
      expect(res.data.errors[0].field, label).toBe(field);
    }
    const zh = await api('POST', PRODUCT_API.save, { ...base, productCode: 'BAD-1', description: 'd'.repeat(1001) }, 'zh');
    // The field is named in the reader's language ("description" has one shared label: repairs have one too).
    expect(zh.result).toMatch(/^描述不能超过 1000/);
    expect(await db().select().from(products).where(eq(products.code, 'BAD-1'))).toHaveLength(0);
  });

  it('lets a finished product go without steps and cup sizes, but never without a model', async () => {
    const api = await ops();
    const can = await api('POST', PRODUCT_API.save, {
      productCode: 'CAN-COLA',
      productName: '可乐',
      productType: 'finished',
      sellingPrice: 4,
      modelIds: [await modelId('CM-200')],
    });
    expect(can.status, JSON.stringify(can)).toBe(1001);
    expect(can.data.recipe).toEqual({ steps: [], cupSizes: [], tastes: [] });
  });

  it('refuses a recipe material, model or classification the customer does not have', async () => {
    const api = await ops();
    const base = await fresh();
    const recipe = base.recipe as Record<string, unknown[]>;
    const unknown = await api('POST', PRODUCT_API.save, {
      ...base,
      recipe: { ...recipe, steps: [recipe.steps![0], { pourOrder: 2, materialCode: 'UNOBTAINIUM', water: 0, amount: 1 }] },
    });
    expect(unknown).toMatchObject({ status: 400, data: { errors: [{ field: 'recipe.steps.1.materialCode' }] } });
    expect(unknown.result).toContain('UNOBTAINIUM');

    const harborOnlyModel = (
      await db()
        .insert(deviceModels)
        .values({
          code: 'HARBOR-ONLY',
          names: texts('deviceModels:kind.coffee'),
          kind: 'coffee',
          orgId: await orgIdByCode(db(), 'HARBOR'),
        })
        .returning({ id: deviceModels.id })
    )[0]!.id;
    const model = await api('POST', PRODUCT_API.save, { ...base, modelIds: [harborOnlyModel] });
    expect(model).toMatchObject({ status: 400, data: { errors: [{ field: 'modelIds' }] } });
    const missingModel = await api('POST', PRODUCT_API.save, { ...base, modelIds: [999999] });
    expect(missingModel.data.errors[0].field).toBe('modelIds');

    const [harborClass] = await db()
      .select()
      .from(productClasses)
      .where(eq(productClasses.orgId, await orgIdByCode(db(), 'HARBOR')));
    const cls = await api('POST', PRODUCT_API.save, { ...base, productClassId: harborClass!.id });
    expect(cls.data.errors[0].field).toBe('productClassId');
    expect(await db().select().from(products).where(eq(products.code, 'TEST-LATTE'))).toHaveLength(0);
  });

  it('keeps the product code unique per customer: a field error in the same customer, allowed in another', async () => {
    const api = await admin();
    const demo = await orgIdByCode(db(), 'DEMO');
    const harborOrg = await orgIdByCode(db(), 'HARBOR');
    const dup = await api('POST', PRODUCT_API.save, await fresh({ orgId: demo, productCode: 'C-LATTE' }));
    expect(dup).toMatchObject({ status: 400, data: { errors: [{ field: 'productCode' }] } });
    expect(dup.result).toContain('C-LATTE');
    const mine = await api('POST', PRODUCT_API.save, await fresh({ orgId: demo, productCode: 'SHARED-1' }));
    const theirs = await api('POST', PRODUCT_API.save, await fresh({ orgId: harborOrg, productCode: 'SHARED-1' }));
    expect([mine.status, theirs.status]).toEqual([1001, 1001]);
    expect(theirs.data.orgId).toBe(harborOrg);
    const renamed = await api('POST', PRODUCT_API.save, await fresh({ id: mine.data.id, productCode: 'C-MOCHA' }));
    expect(renamed.data.errors[0].field).toBe('productCode');
  });

  it("names a store's product from its own customer's product of that code, never another customer's", async () => {
    const api = await admin();
    const demo = await orgIdByCode(db(), 'DEMO');
    const harborOrg = await orgIdByCode(db(), 'HARBOR');
    const harborStore = await orgIdByCode(db(), 'HARBOR-P3');
    for (const [orgId, productCode, productNameEn] of [
      [demo, 'TWIN-1', 'Demo twin'],
      [harborOrg, 'TWIN-1', 'Harbor twin'],
      [harborOrg, 'HARBOR-ONLY', 'Harbor only'],
    ] as const) {
      expect((await api('POST', PRODUCT_API.save, await fresh({ orgId, productCode, productNameEn }))).status).toBe(1001);
    }
    const names = await productNamesInOrgs(
      db(),
      [
        { orgId: demo, code: 'TWIN-1' },
        { orgId: harborStore, code: 'TWIN-1' },
        { orgId: demo, code: 'HARBOR-ONLY' },
      ],
      'en',
    );
    expect(names.get(namedKey(demo, 'TWIN-1'))).toBe('Demo twin');
    expect(names.get(namedKey(harborStore, 'TWIN-1'))).toBe('Harbor twin');
    // Demo Coffee Co. has no such product: the name the machine sent is kept.
    expect(names.has(namedKey(demo, 'HARBOR-ONLY'))).toBe(false);
  });

  it('refuses to delete a product a machine sells, deletes the others with their recipe, via body and via query', async () => {
    const api = await ops();
    const sold = (await api('POST', PRODUCT_API.save, await fresh({ productCode: 'SOLD' }))).data.id as number;
    const spare = (await api('POST', PRODUCT_API.save, await fresh({ productCode: 'SPARE' }))).data.id as number;
    const other = (await api('POST', PRODUCT_API.save, await fresh({ productCode: 'OTHER' }))).data.id as number;
    const [device] = await db()
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.orgId, await orgIdByCode(db(), 'DEMO-SH-01')));
    await db()
      .insert(deviceGoods)
      .values({ deviceId: device?.id ?? 1, productId: sold, slotNo: 99, price: 18 });
    const listed = ((await api('GET', `${PRODUCT_API.list}?keyword=SOLD`)).data as ProductRow[])[0]!;
    expect(listed.deviceCount).toBe(1);

    const refused = await api('POST', PRODUCT_API.remove, { ids: [spare, sold] }, 'zh');
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('仍有设备或商品模板使用该商品，请先下架');
    expect(
      await db()
        .select()
        .from(products)
        .where(inArray(products.id, [spare, sold])),
    ).toHaveLength(2);

    expect((await api('POST', PRODUCT_API.remove, { ids: [spare] })).data).toEqual({ deleted: 1 });
    expect((await api('POST', `${PRODUCT_API.remove}?ids=${other}`)).data).toEqual({ deleted: 1 });
    expect(
      await db()
        .select()
        .from(recipeSteps)
        .where(inArray(recipeSteps.productId, [spare, other])),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(productModels)
        .where(inArray(productModels.productId, [spare, other])),
    ).toHaveLength(0);
    expect((await api('POST', PRODUCT_API.remove)).status).toBe(400);
    expect((await api('POST', PRODUCT_API.remove, { ids: [999999] })).status).toBe(404);
  });

  it("keeps another customer's products out of sight and out of reach", async () => {
    const api = await harbor();
    const [demoLatte] = await db()
      .select()
      .from(products)
      .where(and(eq(products.orgId, await orgIdByCode(db(), 'DEMO')), eq(products.code, 'C-LATTE')));
    const list = await api('GET', `${PRODUCT_API.list}?limit=100`);
    expect(list.total).toBe(10);
    expect((list.data as ProductRow[]).some((p) => p.id === demoLatte!.id)).toBe(false);
    expect((await api('GET', `${PRODUCT_API.detail}?id=${demoLatte!.id}`)).status).toBe(403);
    const edit = await api('POST', PRODUCT_API.save, await fresh({ id: demoLatte!.id, productCode: 'C-LATTE' }));
    expect(edit.status).toBe(403);
    expect((await api('POST', PRODUCT_API.remove, { ids: [demoLatte!.id] })).status).toBe(404);
    const [still] = await db().select().from(products).where(eq(products.id, demoLatte!.id));
    expect(still).toMatchObject({ name: demoLatte!.name, salePrice: demoLatte!.salePrice });
    expect((await api('GET', `${PRODUCT_API.detail}?id=999999`)).status).toBe(404);
  });

  it('answers 403 without the permission', async () => {
    await revokeFromRole(db(), 'maintenance', [...Object.values(PRODUCT_PERMS), ...Object.values(PRODUCT_CLASS_PERMS)]);
    const api = await ops();
    expect((await api('GET', PRODUCT_API.list)).status).toBe(403);
    expect((await api('GET', `${PRODUCT_API.detail}?id=1`)).status).toBe(403);
    expect((await api('POST', PRODUCT_API.save, await fresh())).status).toBe(403);
    expect((await api('POST', PRODUCT_API.save, await fresh({ id: 1 }))).status).toBe(403);
    expect((await api('POST', PRODUCT_API.remove, { ids: [1] })).status).toBe(403);
    expect((await api('GET', PRODUCT_API.classList)).status).toBe(403);
    expect((await api('POST', PRODUCT_API.classSave, { productClassCode: 'X', productClassName: 'X' })).status).toBe(403);
    expect((await api('POST', PRODUCT_API.classRemove, { ids: [1] })).status).toBe(403);
  });

  it('accepts a product image by content up to 2 MB and refuses one byte more or a non-image', async () => {
    const token = await t.login('ops', 'ops12345');
    const atLimit = await uploadProductImage(token, Buffer.concat([PNG, Buffer.alloc(2 * MB - PNG.length)]), 'main.png');
    expect(atLimit.status, JSON.stringify(atLimit)).toBe(1001);
    const over = await uploadProductImage(token, Buffer.concat([PNG, Buffer.alloc(2 * MB + 1 - PNG.length)]), 'big.png');
    expect(over).toMatchObject({ status: 400, result: 'File size must not exceed 2 MB!' });
    const text = await uploadProductImage(token, Buffer.from('not a picture at all'), 'fake.png', 'detailImage');
    expect(text).toMatchObject({ status: 400, result: 'Only JPG/PNG/GIF images are allowed' });
    const saved = await (await ops())('POST', PRODUCT_API.save, await fresh({ mainImage: atLimit.data.url }));
    expect(saved.data.mainImage).toBe(atLimit.data.url);
  });

  it('takes as pictures only files uploaded here: a script, inline data or another site is refused at its field', async () => {
    const api = await ops();
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://elsewhere.example/a.png',
      '/api/files/../secret.png',
    ]) {
      for (const field of ['mainImage', 'detailImage'] as const) {
        const res = await api('POST', PRODUCT_API.save, await fresh({ [field]: bad }));
        expect(res.status, `${field} ${bad}`).toBe(400);
        expect(
          res.data.errors.map((e: { field: string }) => e.field),
          `${field} ${bad}`,
        ).toEqual([field]);
      }
    }
  });
});

describe('product classifications', () => {
  it('adds, renames, refuses a duplicate code and deleting one in use, deletes an empty one', async () => {
    const api = await ops();
    const created = await api('POST', PRODUCT_API.classSave, { productClassCode: 'SEASONAL', productClassName: 'Seasonal', sort: 5 });
    expect(created.data).toMatchObject({ productClassCode: 'SEASONAL', productClassName: 'Seasonal', sort: 5, productCount: 0 });
    const renamed = await api('POST', PRODUCT_API.classSave, {
      id: created.data.id,
      productClassCode: 'SEASONAL',
      productClassName: 'Winter',
    });
    expect(renamed.data.productClassName).toBe('Winter');
    const dup = await api('POST', PRODUCT_API.classSave, { productClassCode: 'COFFEE', productClassName: 'Again' });
    expect(dup).toMatchObject({ status: 400, data: { errors: [{ field: 'productClassCode' }] } });
    const coffee = ((await api('GET', `${PRODUCT_API.classList}?keyword=COFFEE`)).data as ProductClass[])[0]!;
    expect(coffee.productCount).toBe(5);
    const inUse = await api('POST', PRODUCT_API.classRemove, { ids: [coffee.id] });
    expect(inUse.status).toBe(400);
    expect((await api('POST', `${PRODUCT_API.classRemove}?ids=${created.data.id}`)).data).toEqual({ deleted: 1 });
  });

  it("keeps another customer's classifications out of sight and out of reach", async () => {
    const api = await ops();
    const [harborClass] = await db()
      .select()
      .from(productClasses)
      .where(eq(productClasses.orgId, await orgIdByCode(db(), 'HARBOR')));
    const list = await api('GET', `${PRODUCT_API.classList}?limit=100`);
    expect((list.data as ProductClass[]).some((c) => c.id === harborClass!.id)).toBe(false);
    const edit = await api('POST', PRODUCT_API.classSave, { id: harborClass!.id, productClassCode: 'X', productClassName: 'Taken' });
    expect(edit.status).toBe(404);
    expect((await api('POST', PRODUCT_API.classRemove, { ids: [harborClass!.id] })).status).toBe(404);
  });
});

describe('lists that span customers', () => {
  it('name the customer of each product and classification, so equal codes of two customers tell apart', async () => {
    const a = await admin();
    const list = await a('GET', `${PRODUCT_API.list}?limit=100`);
    const customers = new Set((list.data as ProductRow[]).map((r) => r.orgName));
    expect([...customers].sort()).toEqual(['Demo Coffee Co.', 'Harbor Drinks Ltd.']);
    const classes = await a('GET', `${PRODUCT_API.classList}?limit=100`);
    expect((classes.data as ProductClass[]).every((c) => c.orgName.length > 0)).toBe(true);
    // An operator of one customer sees only their own.
    const mine = await (await harbor())('GET', `${PRODUCT_API.list}?limit=100`);
    expect(new Set((mine.data as ProductRow[]).map((r) => r.orgName))).toEqual(new Set(['Harbor Drinks Ltd.']));
  });
});
