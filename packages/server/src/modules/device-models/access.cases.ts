import { DEVICE_MODEL_API, DEVICE_MODEL_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { deviceModels } from './schema.js';

const harborModel = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(deviceModels)
      .values({
        orgId: ctx.orgs.harbor,
        code: `HB-PROBE-${Math.random().toString(36).slice(2, 8)}`,
        names: { zh: '探针', en: 'Probe', es: 'Sonda', ja: 'プローブ' },
        kind: 'coffee',
      })
      .returning({ id: deviceModels.id })
  )[0]!.id;

const model = { modelCode: 'PROBE-1', names: { zh: '探', en: 'P', es: 'P', ja: 'P' }, modelKind: 'coffee' };

/** Device models: a customer's own model is seen and managed only within its data scope. */
export const deviceModelAccess: AccessModule = {
  module: 'device-models',
  routes: [
    { method: 'GET', url: DEVICE_MODEL_API.list, permission: DEVICE_MODEL_PERMS.list },
    { method: 'GET', url: `${DEVICE_MODEL_API.detail}?id=1`, permission: DEVICE_MODEL_PERMS.query },
    { method: 'POST', url: DEVICE_MODEL_API.save, payload: model, permission: DEVICE_MODEL_PERMS.add },
    { method: 'POST', url: DEVICE_MODEL_API.save, payload: { ...model, id: 1 }, permission: DEVICE_MODEL_PERMS.edit },
    { method: 'POST', url: DEVICE_MODEL_API.delete, payload: { ids: [1] }, permission: DEVICE_MODEL_PERMS.remove },
  ],
  scope: [
    {
      name: 'a model private to Harbor Drinks Ltd.',
      permissions: Object.values(DEVICE_MODEL_PERMS),
      foreignRow: harborModel,
      list: {
        call: { method: 'GET', url: `${DEVICE_MODEL_API.list}?limit=1000` },
        ids: (data) => (data as Array<{ id: number }>).map((r) => r.id),
      },
      detail: (id) => ({ method: 'GET', url: `${DEVICE_MODEL_API.detail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: DEVICE_MODEL_API.save, payload: { ...model, modelCode: 'TAKEN', id } }),
      remove: (id) => ({ method: 'POST', url: DEVICE_MODEL_API.delete, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(deviceModels)
            .where(eq(deviceModels.id, Number(id)))
        )[0]?.names.en === 'Probe',
    },
    {
      name: 'a model private to Harbor Drinks Ltd. in selectDeviceModelByOrgId',
      permissions: [],
      foreignRow: harborModel,
      list: {
        call: { method: 'GET', url: DEVICE_MODEL_API.byOrg },
        ids: (data) => (data as Array<{ id: number }>).map((r) => r.id),
      },
    },
  ],
};
