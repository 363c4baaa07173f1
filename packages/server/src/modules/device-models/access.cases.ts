import { DEVICE_MODEL_API, DEVICE_MODEL_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, notListed, postIds, rowStill, send } from '../../test/access-cases.js';
import { deviceModels } from './schema.js';

/** Harbor's own model is named apart from the model the requests send, so a change would show. */
const HARBOR_NAMES = texts('deviceModels:kind.coffee');
const harborModel = insertRow(deviceModels, (ctx) => ({
  orgId: ctx.orgs.harbor,
  code: `HB-PROBE-${Math.random().toString(36).slice(2, 8)}`,
  names: HARBOR_NAMES,
  kind: 'coffee',
}));

const model = { modelCode: 'PROBE-1', names: texts('deviceModels:kind.other'), modelKind: 'coffee' };

/** Device models: a customer's own model is seen and managed only within its data scope. */
export const accessCases: AccessModule = {
  module: 'device-models',
  checkedLater: {
    [`POST ${DEVICE_MODEL_API.save}`]: saveChecks(model, { create: DEVICE_MODEL_PERMS.add, update: DEVICE_MODEL_PERMS.edit }),
  },
  scope: [
    {
      name: 'a model private to Harbor Drinks Ltd.',
      permissions: Object.values(DEVICE_MODEL_PERMS),
      foreignRow: harborModel,
      list: listed(`${DEVICE_MODEL_API.list}?limit=1000`),
      detail: getWith(DEVICE_MODEL_API.detail),
      update: send('POST', DEVICE_MODEL_API.save, (id) => ({ ...model, modelCode: 'TAKEN', id })),
      remove: postIds(DEVICE_MODEL_API.delete),
      unchanged: rowStill(deviceModels, deviceModels.id, (model) => model.names.en === HARBOR_NAMES.en),
    },
    notListed('a model private to Harbor Drinks Ltd. in selectDeviceModelByOrgId', [], harborModel, listed(DEVICE_MODEL_API.byOrg)),
  ],
};
