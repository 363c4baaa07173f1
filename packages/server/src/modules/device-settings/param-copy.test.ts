import {
  type ParamCopyResult,
  type ParamCopyTarget,
  DEVICE_RECORD_API,
  DEVICE_SETTINGS_API as API,
  DEVICE_SETTINGS_PERMS as PERMS,
  Status,
} from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceChanges } from '../device-records/index.js';
import { deviceModels } from '../device-models/index.js';
import { devices } from '../devices/index.js';
import { type ApiCall, apiAs, grantToRole, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { createDevice, useSettingsTestApp } from '../../test/device-settings-support.js';
import { paramCopies } from './schema.js';

const t = useSettingsTestApp();
const db = () => t.database.db;

let models: [number, number];
let demoOrg: number;
let seq = 0;

beforeAll(async () => {
  const rows = await db().select({ id: deviceModels.id }).from(deviceModels).orderBy(deviceModels.id).limit(2);
  expect(rows.length, 'two seeded device models').toBe(2);
  models = [rows[0]!.id, rows[1]!.id];
  demoOrg = await orgIdByCode(db(), 'DEMO');
});

/** A machine of a model (the first seeded one unless told), online unless told. */
async function machine(options: { online?: boolean; model?: number | null; orgId?: number } = {}) {
  const code = `T4PC${++seq}${Date.now() % 100000}`;
  const id = await createDevice(db(), options.orgId ?? demoOrg, code, options.online ?? true);
  const modelId = options.model === undefined ? models[0] : options.model;
  await db().update(devices).set({ modelId }).where(eq(devices.id, id));
  return { id, code };
}

/** Sets a machine's parameters as the parameters screen does (the machine must be online). */
async function setParams(api: ApiCall, deviceId: number, values: Record<string, unknown>) {
  const res = await api('POST', API.paramsSave, { deviceId, ...values });
  expect(res.status, JSON.stringify(res)).toBe(Status.SUCCESS);
}

const targetOf = (res: { data: ParamCopyResult }, deviceId: number): ParamCopyTarget =>
  res.data.targets.find((x) => x.deviceId === deviceId)!;

const waitingRows = (deviceIds: number[]) => db().select().from(paramCopies).where(inArray(paramCopies.deviceId, deviceIds));

describe('parameter copy: preview and apply', () => {
  it('previews each target: the parameters that change (before → after) and what happens to it', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const source = await machine();
    const same = await machine();
    const differs = await machine();
    const offline = await machine({ online: false });
    await setParams(api, source.id, { hotWaterUpper: 90, hotWaterLower: 80, stirringPercent: 60 });
    await setParams(api, same.id, { hotWaterUpper: 90, hotWaterLower: 80, stirringPercent: 60 });
    await setParams(api, differs.id, { hotWaterUpper: 85, hotWaterLower: 80, lightStrip: 30 });
    const sent = t.link.sent.length;

    const res = await api('POST', API.paramCopyPreview, { sourceDeviceId: source.id, targetDeviceIds: [offline.id, differs.id, same.id] });
    expect(res.status, JSON.stringify(res)).toBe(Status.SUCCESS);
    expect(res.data.source).toEqual({
      deviceId: source.id,
      deviceCode: source.code,
      params: { hotWaterUpper: 90, hotWaterLower: 80, stirringPercent: 60 },
    });
    expect(targetOf(res, same.id)).toMatchObject({ outcome: 'unchanged', changes: [], errors: [] });
    expect(targetOf(res, differs.id)).toMatchObject({
      outcome: 'send',
      online: true,
      // The target keeps what the source does not set (its light strip).
      changes: [
        { key: 'hotWaterUpper', before: 85, after: 90 },
        { key: 'stirringPercent', before: null, after: 60 },
      ],
      errors: [],
    });
    expect(targetOf(res, offline.id)).toMatchObject({ outcome: 'wait', online: false, errors: [] });
    expect(targetOf(res, offline.id).changes.map((c) => c.key)).toEqual(['hotWaterUpper', 'hotWaterLower', 'stirringPercent']);
    // A preview sends and stores nothing.
    expect(t.link.sent.length).toBe(sent);
    expect(await waitingRows([offline.id, differs.id, same.id])).toEqual([]);
  });

  it('applies: online targets get setParams with what changes, offline ones wait, the change log names the source', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const source = await machine();
    const online = await machine();
    const offline = await machine({ online: false });
    await setParams(api, source.id, { hotWaterUpper: 92, pumpStartPressure: 1.2, pumpStopPressure: 1.8 });
    await setParams(api, online.id, { hotWaterUpper: 80, pumpStartPressure: 1.2 });
    const sent = t.link.sent.length;

    const res = await api('POST', API.paramCopyApply, { sourceDeviceId: source.id, targetDeviceIds: [online.id, offline.id] });
    expect(res.status, JSON.stringify(res)).toBe(Status.SUCCESS);
    expect(res.result).toBe('Parameters copied: 1 sent now, 1 waiting for their machine to come online.');
    expect(targetOf(res, online.id)).toMatchObject({ outcome: 'sent', commandId: expect.any(String) });
    expect(targetOf(res, offline.id)).toMatchObject({ outcome: 'waiting', commandId: null });
    expect(t.link.sent.length).toBe(sent + 1);
    expect(t.link.sent.at(-1)).toMatchObject({
      deviceId: online.id,
      type: 'setParams',
      params: { hotWaterUpper: 92, pumpStopPressure: 1.8 },
      sender: { username: 'admin' },
    });

    // The online target's parameters are what it has now, as the parameters screen shows them.
    const stored = await api('GET', `${API.params}?deviceId=${online.id}`);
    expect(stored.data.value).toEqual({ hotWaterUpper: 92, pumpStartPressure: 1.2, pumpStopPressure: 1.8 });
    expect(stored.data.command).toMatchObject({ id: targetOf(res, online.id).commandId, type: 'setParams' });

    const rows = await waitingRows([online.id, offline.id]);
    expect(rows.find((r) => r.deviceId === online.id)).toMatchObject({ state: 'sent', sourceCode: source.code });
    expect(rows.find((r) => r.deviceId === offline.id)).toMatchObject({ state: 'waiting', commandId: null });

    // One change-log entry, for the machine that got it, with the values before and after.
    const entries = await db()
      .select()
      .from(deviceChanges)
      .where(inArray(deviceChanges.deviceId, [online.id, offline.id]));
    const copied = entries.filter((e) => e.detail?.setting === 'paramCopy');
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatchObject({
      deviceId: online.id,
      kind: 'settings',
      actor: 'user',
      detail: {
        source: source.code,
        before: { hotWaterUpper: '80', pumpStopPressure: null },
        after: { hotWaterUpper: '92', pumpStopPressure: '1.8' },
      },
    });
    const log = await api('GET', `${DEVICE_RECORD_API.changeLogList}?device=${online.code}&kind=settings&limit=50`);
    expect(log.data.map((r: { summary: string }) => r.summary)).toContain(`Parameters copied from ${source.code}`);
    const row = log.data.find((r: { summary: string }) => r.summary.startsWith('Parameters copied'));
    expect(row.after).toBe('Hot water upper limit: 92; Pump stop pressure: 1.8');
  });

  it('a later copy replaces one still waiting for its machine', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const first = await machine();
    const second = await machine();
    const offline = await machine({ online: false });
    await setParams(api, first.id, { lightStrip: 10 });
    await setParams(api, second.id, { lightStrip: 20 });
    await api('POST', API.paramCopyApply, { sourceDeviceId: first.id, targetDeviceIds: [offline.id] });
    await api('POST', API.paramCopyApply, { sourceDeviceId: second.id, targetDeviceIds: [offline.id] });
    const rows = await waitingRows([offline.id]);
    expect(rows.map((r) => [r.sourceCode, r.state]).sort()).toEqual(
      [
        [first.code, 'replaced'],
        [second.code, 'waiting'],
      ].sort(),
    );
  });
});

describe('parameter copy: the rules of the parameters screen, per target', () => {
  it('a target where the source’s values break a rule is shown with the rule, and nothing is copied', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const source = await machine();
    const fine = await machine();
    const ice = await machine();
    // 38 °C suits a chilled-water machine (6–40), not an ice-water one (1–35).
    await setParams(api, source.id, { coldWaterUpper: 38, coldWaterLower: 20 });
    await setParams(api, ice.id, { coldWaterKind: 'ice', coldWaterUpper: 30 });
    const sent = t.link.sent.length;

    const preview = await api('POST', API.paramCopyPreview, { sourceDeviceId: source.id, targetDeviceIds: [fine.id, ice.id] });
    expect(preview.status).toBe(Status.SUCCESS);
    expect(targetOf(preview, fine.id)).toMatchObject({ outcome: 'send', errors: [] });
    expect(targetOf(preview, ice.id)).toMatchObject({
      outcome: 'invalid',
      changes: [
        { key: 'coldWaterUpper', before: 30, after: 38 },
        { key: 'coldWaterLower', before: null, after: 20 },
      ],
      errors: [{ field: 'coldWaterUpper', message: 'Cold water upper limit must be at most 35' }],
    });

    const apply = await api('POST', API.paramCopyApply, { sourceDeviceId: source.id, targetDeviceIds: [fine.id, ice.id] }, 'zh');
    expect(apply.status).toBe(Status.BAD_REQUEST);
    expect(apply.data.errors).toEqual([{ field: 'targetDeviceIds', message: expect.stringContaining(ice.code) }]);
    expect(apply.result).toContain('参数不符合设备');
    expect(t.link.sent.length).toBe(sent);
    expect(await waitingRows([fine.id, ice.id])).toEqual([]);
  });

  it('refuses a source without known parameters, or without a model', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const empty = await machine();
    const target = await machine();
    const res = await api('POST', API.paramCopyPreview, { sourceDeviceId: empty.id, targetDeviceIds: [target.id] });
    expect(res.status).toBe(Status.BAD_REQUEST);
    expect(res.data.errors).toEqual([{ field: 'sourceDeviceId', message: expect.stringContaining(empty.code) }]);

    const noModel = await machine({ model: null });
    const other = await machine({ model: null });
    const refused = await api('POST', API.paramCopyApply, { sourceDeviceId: noModel.id, targetDeviceIds: [other.id] });
    expect(refused.status).toBe(Status.BAD_REQUEST);
    expect(refused.data.errors[0].field).toBe('sourceDeviceId');
  });
});

describe('parameter copy: model, scope and rights', () => {
  it('refuses a target of another model, naming it; nothing is sent', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const source = await machine();
    const same = await machine();
    const other = await machine({ model: models[1] });
    await setParams(api, source.id, { lightStrip: 40 });
    const sent = t.link.sent.length;
    for (const url of [API.paramCopyPreview, API.paramCopyApply]) {
      const res = await api('POST', url, { sourceDeviceId: source.id, targetDeviceIds: [same.id, other.id] });
      expect(res.status, url).toBe(Status.BAD_REQUEST);
      expect(res.data.errors).toEqual([
        {
          field: 'targetDeviceIds',
          message: `Machine ${other.code} is of another model: parameters are copied only to machines of the same model.`,
        },
      ]);
    }
    expect(t.link.sent.length).toBe(sent);
    expect(await waitingRows([same.id, other.id])).toEqual([]);
  });

  it('another customer’s machine, as source or target, is not found for ops; 403 without the right', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const harborOrg = await orgIdByCode(db(), 'HARBOR');
    const harbor = await machine({ orgId: harborOrg });
    const mine = await machine();
    const mine2 = await machine();
    await setParams(admin, harbor.id, { lightStrip: 50 });
    await setParams(admin, mine.id, { lightStrip: 60 });
    await grantToRole(db(), 'maintenance', [PERMS.paramCopy]);
    const ops = await apiAs(t, 'ops', 'ops12345');
    const sent = t.link.sent.length;
    const calls: Array<[string, object]> = [
      [API.paramCopyPreview, { sourceDeviceId: harbor.id, targetDeviceIds: [mine.id] }],
      [API.paramCopyApply, { sourceDeviceId: harbor.id, targetDeviceIds: [mine.id] }],
      [API.paramCopyPreview, { sourceDeviceId: mine.id, targetDeviceIds: [mine2.id, harbor.id] }],
      [API.paramCopyApply, { sourceDeviceId: mine.id, targetDeviceIds: [harbor.id] }],
    ];
    for (const [url, payload] of calls) {
      const res = await ops('POST', url, payload);
      expect(res.status, `${url} ${JSON.stringify(payload)}`).toBe(Status.NOT_FOUND);
    }
    expect(t.link.sent.length).toBe(sent);
    expect(await waitingRows([harbor.id, mine.id, mine2.id])).toEqual([]);
    // Their own machines they may copy.
    expect((await ops('POST', API.paramCopyApply, { sourceDeviceId: mine.id, targetDeviceIds: [mine2.id] })).status).toBe(Status.SUCCESS);

    await revokeFromRole(db(), 'maintenance', [PERMS.paramCopy]);
    const without = await apiAs(t, 'ops', 'ops12345');
    for (const url of [API.paramCopyPreview, API.paramCopyApply]) {
      expect((await without('POST', url, { sourceDeviceId: mine.id, targetDeviceIds: [mine2.id] })).status).toBe(Status.FORBIDDEN);
    }
  });

  it('bad input is refused by field, never a server error', async () => {
    const api = await apiAs(t, 'admin', 'admin123');
    const source = await machine();
    const bodies: Array<[unknown, string | null]> = [
      [{}, 'sourceDeviceId'],
      [{ sourceDeviceId: 'x', targetDeviceIds: [1] }, 'sourceDeviceId'],
      [{ sourceDeviceId: source.id, targetDeviceIds: [] }, 'targetDeviceIds'],
      [{ sourceDeviceId: source.id, targetDeviceIds: 'all' }, 'targetDeviceIds'],
      [{ sourceDeviceId: source.id, targetDeviceIds: [source.id] }, 'targetDeviceIds'],
      [{ sourceDeviceId: source.id, targetDeviceIds: [5, 5] }, 'targetDeviceIds'],
      [{ sourceDeviceId: source.id, targetDeviceIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 'targetDeviceIds'],
      [{ sourceDeviceId: 2 ** 40, targetDeviceIds: [1] }, 'sourceDeviceId'],
      [{ sourceDeviceId: source.id, targetDeviceIds: [-1] }, null],
    ];
    for (const [payload, field] of bodies) {
      const res = await api('POST', API.paramCopyApply, payload);
      expect(res.status, JSON.stringify(payload)).toBe(Status.BAD_REQUEST);
      if (field) expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    // Unknown machines are not found.
    expect((await api('POST', API.paramCopyPreview, { sourceDeviceId: source.id, targetDeviceIds: [2147483000] })).status).toBe(
      Status.NOT_FOUND,
    );
  });
});
