import { DEVICE_MODEL_API, type DeviceModel, type DeviceModelOption } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, insertAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { devices } from '../devices/index.js';
import { deviceModelContainers, deviceModels } from './schema.js';

const t = useTestApp();
const admin = () => apiAs(t, 'admin', 'admin123');
const ops = () => apiAs(t, 'ops', 'ops12345');
const db = () => t.database.db;

// A coffee machine named by its kind, in the four languages.
const names = texts('deviceModels:kind.coffee');
const model = (extra: Record<string, unknown> = {}) => ({
  modelCode: 'TM-1',
  names,
  modelKind: 'coffee',
  cupCapacity: 100,
  containers: [
    { containerNo: 1, materialCode: 'BEAN-ARABICA', capacity: 2000 },
    { containerNo: 2, materialCode: 'SUGAR', capacity: 1200.5 },
  ],
  ...extra,
});

describe('GET /api/DeviceModel/list', () => {
  it('answers the catalogue models with names in the request language, filtered and sorted', async () => {
    const api = await admin();
    const all = await api('GET', `${DEVICE_MODEL_API.list}?limit=100`);
    expect(all.status).toBe(1001);
    expect((all.data as DeviceModel[]).map((m) => m.modelCode)).toEqual(expect.arrayContaining(['BR-50', 'CM-200', 'MT-100', 'WS-20']));
    const cm = (all.data as DeviceModel[]).find((m) => m.modelCode === 'CM-200')!;
    expect(cm).toMatchObject({
      modelName: 'Bean-to-cup coffee CM-200',
      modelKind: 'coffee',
      cupCapacity: 200,
      orgId: null,
      containerCount: 7,
    });
    const zh = await api('GET', `${DEVICE_MODEL_API.list}?keyword=CM-200`, undefined, 'zh');
    expect(zh.data[0].modelName).toBe('现磨咖啡机 CM-200');
    const byName = await api('GET', `${DEVICE_MODEL_API.list}?keyword=${encodeURIComponent('ビール')}`);
    expect(byName.data.map((m: DeviceModel) => m.modelCode)).toEqual(['BR-50']);
    const kind = await api('GET', `${DEVICE_MODEL_API.list}?modelKind=water`);
    expect(kind.data.map((m: DeviceModel) => m.modelCode)).toEqual(['WS-20']);
    const sorted = await api('GET', `${DEVICE_MODEL_API.list}?orderByColumn=cupCapacity&isAsc=desc&limit=2`);
    expect(sorted.data.map((m: DeviceModel) => m.modelCode)).toEqual(['CM-200', 'MT-100']);
    expect(sorted.total).toBeGreaterThanOrEqual(4);
    expect((await api('GET', `${DEVICE_MODEL_API.list}?modelKind=rocket`)).status).toBe(400);
  });

  it('answers a model with its containers', async () => {
    const api = await admin();
    const [row] = await db().select().from(deviceModels).where(eq(deviceModels.code, 'BR-50'));
    const detail = await api('GET', `${DEVICE_MODEL_API.detail}?id=${row!.id}`, undefined, 'ja');
    expect(detail.data.modelName).toBe('クラフトビールサーバー BR-50');
    expect(detail.data.containers).toEqual([
      { containerNo: 1, materialCode: 'BEER-LAGER', capacity: 50000 },
      { containerNo: 2, materialCode: 'BEER-IPA', capacity: 30000 },
      { containerNo: 3, materialCode: 'CUP-500ML', capacity: 120 },
    ]);
  });
});

describe('POST /api/DeviceModel/save and delete', () => {
  it('a platform administrator creates a shared model with containers, edits and deletes it', async () => {
    const api = await admin();
    const created = await api('POST', DEVICE_MODEL_API.save, model());
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.data).toMatchObject({ modelCode: 'TM-1', orgId: null, containerCount: 2 });
    const id = created.data.id as number;
    const edited = await api(
      'POST',
      DEVICE_MODEL_API.save,
      model({ id, containers: [{ containerNo: 3, materialCode: 'WATER', capacity: 20000 }], status: 1 }),
    );
    expect(edited.data).toMatchObject({ status: 1, containers: [{ containerNo: 3, materialCode: 'WATER', capacity: 20000 }] });
    expect(await db().select().from(deviceModelContainers).where(eq(deviceModelContainers.modelId, id))).toHaveLength(1);
    const removed = await api('POST', DEVICE_MODEL_API.delete, { ids: [id] });
    expect(removed).toMatchObject({ status: 1001, data: { deleted: 1 } });
    expect(await db().select().from(deviceModelContainers).where(eq(deviceModelContainers.modelId, id))).toHaveLength(0);
  });

  it('validates at the limits and refuses duplicate codes and container numbers', async () => {
    const api = await admin();
    const atLimit = await api('POST', DEVICE_MODEL_API.save, model({ modelCode: 'X'.repeat(50), cupCapacity: 100000 }));
    expect(atLimit.status).toBe(1001);
    const tooLong = await api('POST', DEVICE_MODEL_API.save, model({ modelCode: 'X'.repeat(51) }));
    expect(tooLong.data.errors[0].field).toBe('modelCode');
    const cups = await api('POST', DEVICE_MODEL_API.save, model({ cupCapacity: 100001 }));
    expect(cups.data.errors[0].field).toBe('cupCapacity');
    const noJa = await api('POST', DEVICE_MODEL_API.save, model({ names: { ...names, ja: '' } }), 'zh');
    expect(noJa.data.errors[0]).toMatchObject({ field: 'names.ja', message: '名称（日文）不能为空' });
    const sameNo = await api(
      'POST',
      DEVICE_MODEL_API.save,
      model({
        containers: [
          { containerNo: 1, materialCode: 'A', capacity: 1 },
          { containerNo: 1, materialCode: 'B', capacity: 1 },
        ],
      }),
    );
    expect(sameNo.data.errors[0].field).toBe('containers');
    const cents = await api('POST', DEVICE_MODEL_API.save, model({ containers: [{ containerNo: 1, materialCode: 'A', capacity: 1.005 }] }));
    expect(cents.data.errors[0].field).toBe('containers.0.capacity');
    const dup = await api('POST', DEVICE_MODEL_API.save, model({ modelCode: 'CM-200' }));
    expect(dup).toMatchObject({ status: 400, data: { errors: [{ field: 'modelCode' }] } });
    expect(await db().select().from(deviceModels).where(eq(deviceModels.code, 'TM-1'))).toHaveLength(0);
  });

  it('refuses to delete a model devices use', async () => {
    const api = await admin();
    const [cm] = await db().select().from(deviceModels).where(eq(deviceModels.code, 'CM-200'));
    await db()
      .insert(devices)
      .values({ orgId: await orgIdByCode(db(), 'DEMO'), deviceCode: 'T-MODEL-1', secretHash: 'x', modelId: cm!.id });
    const refused = await api('POST', DEVICE_MODEL_API.delete, { ids: [cm!.id] });
    expect(refused.status).toBe(400);
    expect(refused.result).toMatch(/^Model "Bean-to-cup coffee CM-200" is used by \d+ devices? and cannot be deleted\./);
    expect(await db().select().from(deviceModels).where(eq(deviceModels.id, cm!.id))).toHaveLength(1);
  });

  it('a customer account may manage its own models but not shared ones', async () => {
    const api = await ops();
    const shared = await api('POST', DEVICE_MODEL_API.save, model());
    expect(shared.data.errors[0]).toMatchObject({ field: 'orgId', message: expect.stringContaining('platform administrators') });
    const demo = await orgIdByCode(db(), 'DEMO');
    const own = await api('POST', DEVICE_MODEL_API.save, model({ orgId: demo }));
    expect(own.data).toMatchObject({ orgId: demo, orgName: 'Demo Coffee Co.' });
    const [cm] = await db().select().from(deviceModels).where(eq(deviceModels.code, 'CM-200'));
    const editShared = await api('POST', DEVICE_MODEL_API.save, model({ id: cm!.id, modelCode: 'CM-200' }));
    expect(editShared.data.errors[0].field).toBe('orgId');
    const delShared = await api('POST', DEVICE_MODEL_API.delete, { ids: [cm!.id] });
    expect(delShared.status).toBe(400);
  });

  it('a customer account holding the administrator role (all data) still may not create shared models', async () => {
    await insertAccount(db(), await orgIdByCode(db(), 'DEMO'), 'admin', {
      username: 'demo_models',
      employeeName: 'Demo Models',
      password: 'secret123',
    });
    const api = await apiAs(t, 'demo_models', 'secret123');
    const shared = await api('POST', DEVICE_MODEL_API.save, model({ modelCode: 'SHARED-BY-CUSTOMER' }));
    expect(shared.status, JSON.stringify(shared)).toBe(400);
    expect(shared.data.errors[0].field).toBe('orgId');
  });
});

describe('GET /api/v1/device/selectDeviceModelByOrgId', () => {
  it('answers the enabled shared models and the customer’s own, not another customer’s', async () => {
    const api = await admin();
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const harborStore = await orgIdByCode(db(), 'HARBOR-P3');
    await api('POST', DEVICE_MODEL_API.save, model({ modelCode: 'HB-1', orgId: harbor }));
    await api('POST', DEVICE_MODEL_API.save, model({ modelCode: 'OFF-1', status: 1 }));
    const forHarbor = await api('GET', `${DEVICE_MODEL_API.byOrg}?orgId=${harborStore}`, undefined, 'es');
    const codes = (forHarbor.data as DeviceModelOption[]).map((m) => m.modelCode);
    expect(codes).toEqual(expect.arrayContaining(['BR-50', 'CM-200', 'HB-1', 'MT-100', 'WS-20']));
    expect(codes).not.toContain('OFF-1');
    expect((forHarbor.data as DeviceModelOption[]).find((m) => m.modelCode === 'MT-100')!.modelName).toBe('Té con leche MT-100');
    const forDemo = await api('GET', `${DEVICE_MODEL_API.byOrg}?orgId=${await orgIdByCode(db(), 'DEMO')}`);
    expect(forDemo.data.map((m: DeviceModelOption) => m.modelCode)).not.toContain('HB-1');

    const opsApi = await ops();
    const own = await opsApi('GET', DEVICE_MODEL_API.byOrg);
    expect(own.data.map((m: DeviceModelOption) => m.modelCode)).not.toContain('HB-1');
    const foreign = await opsApi('GET', `${DEVICE_MODEL_API.byOrg}?orgId=${harbor}`);
    expect(foreign.status).toBe(403);
    const list = await opsApi('GET', `${DEVICE_MODEL_API.list}?limit=100`);
    expect(list.data.map((m: DeviceModel) => m.modelCode)).not.toContain('HB-1');
  });
});
