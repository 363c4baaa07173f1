import { PAY_CONFIG_API, PAY_CONFIG_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { payConfigs } from './schema.js';
import { encryptSecret } from './secret-box.js';

const probe = {
  provider: 'sandbox',
  payType: 11,
  status: '1',
  merchantName: 'Probe',
  appId: 'probe',
  merchantNo: 'probe',
  merchantKey: 'probe-key-123456',
};
const harborConfig = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(payConfigs)
      .values({
        orgId: ctx.orgs.harbor,
        provider: 'sandbox',
        payType: 12,
        merchantName: 'Harbor probe',
        appId: 'harbor',
        merchantNo: 'harbor-probe',
        signType: 'HMAC-SHA256',
        merchantKeyEnc: encryptSecret('harbor-probe-key'),
      })
      .returning({ id: payConfigs.id })
  )[0]!.id;

/** Finance → payment config: permissions, and a Harbor Drinks Ltd. configuration out of Demo Coffee Co.'s reach. */
export const paymentAccess: AccessModule = {
  module: 'payments',
  checkedLater: { [`POST ${PAY_CONFIG_API.save}`]: saveChecks(probe, { create: PAY_CONFIG_PERMS.add, update: PAY_CONFIG_PERMS.edit }) },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. payment configuration',
      permissions: Object.values(PAY_CONFIG_PERMS),
      foreignRow: harborConfig,
      list: {
        call: { method: 'GET', url: `${PAY_CONFIG_API.list}?limit=100` },
        ids: (data) => (data as Array<{ id: number }>).map((r) => r.id),
      },
      detail: (id) => ({ method: 'GET', url: `${PAY_CONFIG_API.detail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: PAY_CONFIG_API.save, payload: { ...probe, id, merchantName: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: PAY_CONFIG_API.remove, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(payConfigs)
            .where(eq(payConfigs.id, Number(id)))
        )[0]?.merchantName === 'Harbor probe',
    },
  ],
};
