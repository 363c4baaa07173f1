import { DEVICE_GOODS_API, type DeviceGoodsDetail, type GoodsChangePreview, TEMPLATE_API as API, type TemplateRow } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { deviceIdByCode, modelIdByCode, productIdByCode } from '../../test/seeded-ids.js';
import { goodsTemplates } from './schema.js';

const t = useTestApp();
const ops = () => apiAs(t, 'ops', 'ops12345');
const db = () => t.database.db;

const deviceId = (code: string) => deviceIdByCode(db(), code);
const modelId = (code: string) => modelIdByCode(db(), code);
const productId = (code: string, org = 'DEMO') => productIdByCode(db(), code, org);

async function base() {
  return {
    templateName: 'Lobby set',
    modelId: await modelId('CM-200'),
    capacity: 8,
    materialCodes: ['BEAN-ARABICA', 'WATER'],
    items: [
      { slotNo: 1, productId: await productId('C-LATTE'), price: 15 },
      { slotNo: 2, productId: await productId('C-MOCHA'), price: 19.5 },
    ],
  };
}

describe('product templates', () => {
  it('lists the demo template with its model, number of products, capacity and material set', async () => {
    const api = await ops();
    const list = await api('GET', `${API.list}?limit=50`);
    const rows = list.data as TemplateRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ templateName: 'CM-200 standard', productCount: 5, capacity: 12, deviceCount: 0 });
    expect(rows[0]!.modelName).toBeTruthy();
    expect(rows[0]!.materialCodes).toContain('BEAN-ARABICA');
    const options = await api('GET', `${API.productOptions}?modelId=${await modelId('CM-200')}`);
    expect(options.data.map((o: { productCode: string }) => o.productCode)).toEqual([
      'C-AMERICANO',
      'C-CAPPUCCINO',
      'C-HOTCHOC',
      'C-LATTE',
      'C-MOCHA',
    ]);
    const foreign = await api('GET', `${API.productOptions}?modelId=${await modelId('CM-200')}&orgId=${await orgIdByCode(db(), 'HARBOR')}`);
    expect(foreign.status).toBe(403);
    const byName = await api('GET', `${API.list}?templateName=nothing`);
    expect(byName.total).toBe(0);
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const theirs = (await harbor('GET', `${API.list}?limit=50`)).data as TemplateRow[];
    expect(theirs.map((r) => r.id)).not.toContain(rows[0]!.id);
  });

  it('saves within each limit; one past is a field error and nothing is written', async () => {
    const api = await ops();
    const body = await base();
    const created = await api('POST', API.save, { ...body, templateName: 'n'.repeat(50), capacity: 99, remark: 'r'.repeat(500) });
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.data).toMatchObject({ productCount: 2, capacity: 99, currency: 'CNY' });
    expect(created.data.items[1]).toMatchObject({ slotNo: 2, price: 19.5, productCode: 'C-MOCHA', productName: 'Mocha' });
    const tea = await productId('T-CLASSIC');
    const harborLatte = await productId('C-LATTE', 'HARBOR');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ templateName: 'n'.repeat(51) }, 'templateName'],
      [{ templateName: '' }, 'templateName'],
      [{ capacity: 100 }, 'capacity'],
      [{ capacity: 0 }, 'capacity'],
      [{ remark: 'r'.repeat(501) }, 'remark'],
      [{ capacity: 1 }, 'items.1.slotNo'],
      [{ items: [...body.items, { ...body.items[0]!, price: 1 }] }, 'items.2.slotNo'],
      [{ items: [{ slotNo: 1, productId: tea, price: 1 }] }, 'items.0.productId'],
      [{ items: [{ slotNo: 1, productId: harborLatte, price: 1 }] }, 'items.0.productId'],
      [{ items: [{ slotNo: 1, productId: tea, price: 100000 }] }, 'items.0.price'],
      [{ materialCodes: ['NOPE'] }, 'materialCodes.0'],
      [{ templateName: 'CM-200 standard' }, 'templateName'],
    ];
    for (const [c, field] of cases) {
      const res = await api('POST', API.save, { ...body, templateName: 'Bad one', ...c });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.data.errors[0].field, JSON.stringify(res.data)).toBe(field);
    }
    expect(await db().select().from(goodsTemplates).where(eq(goodsTemplates.name, 'Bad one'))).toHaveLength(0);
    const renamed = await api('POST', API.save, { ...body, id: created.data.id, items: [body.items[0]] });
    expect(renamed.data).toMatchObject({ templateName: 'Lobby set', productCount: 1 });
    expect((await api('POST', API.remove, { ids: [created.data.id] })).data).toEqual({ deleted: 1 });
    expect((await api('GET', `${API.detail}?id=${created.data.id}`)).status).toBe(404);
  });

  it('previews what applying changes on each machine, then applies it and records the template', async () => {
    const api = await ops();
    const [a, b, tea] = [await deviceId('VR10001'), await deviceId('VR10002'), await deviceId('VR10003')];
    const created = await api('POST', API.save, await base());
    const templateId = created.data.id as number;
    const preview = await api('POST', API.applyPreview, { templateId, deviceIds: [b, a] });
    const changes = preview.data as GoodsChangePreview[];
    expect(changes.map((c) => c.deviceCode)).toEqual(['VR10001', 'VR10002']);
    expect(changes[0]).toMatchObject({
      added: [
        { slotNo: 1, productName: 'Latte', price: 15 },
        { slotNo: 2, productName: 'Mocha', price: 19.5 },
      ],
      priceChanged: [],
      recipeChanged: [],
    });
    expect(changes[0]!.removed.map((r) => r.slotNo)).toEqual([1, 2, 3, 4, 5]);

    const applied = await api('POST', API.apply, { templateId, deviceIds: [a, b] });
    expect(applied.data).toEqual(preview.data);
    for (const id of [a, b]) {
      const detail = (await api('GET', `${DEVICE_GOODS_API.detail}?deviceId=${id}`)).data as DeviceGoodsDetail;
      expect(detail.items.map((i) => [i.slotNo, i.productCode, i.price])).toEqual([
        [1, 'C-LATTE', 15],
        [2, 'C-MOCHA', 19.5],
      ]);
      expect(detail.template).toMatchObject({ id: templateId, name: 'Lobby set' });
    }
    const row = ((await api('GET', `${API.list}?templateName=Lobby`)).data as TemplateRow[])[0]!;
    expect(row.deviceCount).toBe(2);

    // A price change in the template shows as such on the machines.
    const body = await base();
    await api('POST', API.save, { ...body, id: templateId, items: [{ ...body.items[0]!, price: 16 }, body.items[1]] });
    const second = await api('POST', API.applyPreview, { templateId, deviceIds: [a] });
    expect(second.data[0]).toMatchObject({ added: [], removed: [], priceChanged: [{ slotNo: 1, from: 15, to: 16 }] });

    const other = await api('POST', API.applyPreview, { templateId, deviceIds: [a, tea] });
    expect(other).toMatchObject({ status: 400, data: { errors: [{ field: 'deviceIds' }] } });
    expect(other.result).toContain('VR10003');
    const out = await api('POST', API.apply, { templateId, deviceIds: [await deviceId('VR20001')] });
    expect(out.status).toBe(404);
  });
});
