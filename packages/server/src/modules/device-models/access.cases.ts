import { DEVICE_MODEL_API, DEVICE_MODEL_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { deviceModels } from './schema.js';

/** Harbor's own model is named apart from the model the requests send, so a change would show. */
const HARBOR_NAMES = texts('deviceModels:kind.coffee');
const harborModel = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(deviceModels)
      .values({
        orgId: ctx.orgs.harbor,
        code: `HB-PROBE-${Math.random().toString(36).slice(2, 8)}`,
        names: HARBOR_NAMES,
        kind: 'coffee',
      })
      .returning({ id: deviceModels.id })
  )[0]!.id;

const model = { modelCode: 'PROBE-1', names: texts('deviceModels:kind.other'), modelKind: 'coffee' };

/** Device models: a customer's own model is seen and managed only within its data scope. */
export const deviceModelAccess: AccessModule = {
  module: 'device-models',
  checkedLater: {
    [`POST ${DEVICE_MODEL_API.save}`]: saveChecks(model, { create: DEVICE_MODEL_PERMS.add, update: DEVICE_MODEL_PERMS.edit }),
  },
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
        )[0]?.names.en === HARBOR_NAMES.en,
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
