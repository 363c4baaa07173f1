import { PAY_CONFIG_API, PAY_CONFIG_PERMS } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { payConfigs } from './schema.js';
import { encryptSecret } from '../../platform/secrets/secret-box.js';

const probe = {
  provider: 'sandbox',
  payType: 11,
  status: '1',
  merchantName: 'Probe',
  appId: 'probe',
  merchantNo: 'probe',
  merchantKey: 'probe-key-123456',
};
const harborConfig = insertRow(payConfigs, (ctx) => ({
  orgId: ctx.orgs.harbor,
  provider: 'sandbox',
  payType: 12,
  merchantName: 'Harbor probe',
  appId: 'harbor',
  merchantNo: 'harbor-probe',
  signType: 'HMAC-SHA256',
  merchantKeyEnc: encryptSecret('harbor-probe-key'),
}));

/** Finance → payment config: permissions, and a Harbor Drinks Ltd. configuration out of Demo Coffee Co.'s reach. */
export const accessCases: AccessModule = {
  module: 'payments',
  checkedLater: { [`POST ${PAY_CONFIG_API.save}`]: saveChecks(probe, { create: PAY_CONFIG_PERMS.add, update: PAY_CONFIG_PERMS.edit }) },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. payment configuration',
      permissions: Object.values(PAY_CONFIG_PERMS),
      foreignRow: harborConfig,
      list: listed(`${PAY_CONFIG_API.list}?limit=100`),
      detail: getWith(PAY_CONFIG_API.detail),
      update: send('POST', PAY_CONFIG_API.save, (id) => ({ ...probe, id, merchantName: 'Taken over' })),
      remove: postIds(PAY_CONFIG_API.remove),
      unchanged: rowStill(payConfigs, payConfigs.id, (config) => config.merchantName === 'Harbor probe'),
    },
  ],
};
