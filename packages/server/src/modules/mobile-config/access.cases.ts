import { MOBILE_CONFIG_API, MOBILE_CONFIG_PERMS, MOBILE_FUNCTIONS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { send } from '../../test/access-cases.js';
import { mobileConfigs } from './schema.js';

const perms = Object.values(MOBILE_CONFIG_PERMS);
const items = MOBILE_FUNCTIONS.maintenance.map((f) => ({ funcKey: f.key, icon: f.icon, visible: false }));

/** Mobile config; GET /api/MobileConfig/app needs only a session (mobile-config.test.ts). */
export const accessCases: AccessModule = {
  module: 'mobile-config',
  scope: [
    {
      name: 'the mobile config of Harbor Drinks Ltd.',
      permissions: perms,
      // The "row" is the customer's configuration, addressed by the customer's id.
      foreignRow: async (ctx) => {
        await ctx.db
          .insert(mobileConfigs)
          .values({ orgId: ctx.orgs.harbor, client: 'maintenance', funcKey: 'replenish', icon: 'tool', visible: true, sort: 1 });
        return ctx.orgs.harbor;
      },
      detail: (id) => ({ method: 'GET', url: `${MOBILE_CONFIG_API.detail}?client=maintenance&orgId=${id}` }),
      update: send('POST', MOBILE_CONFIG_API.save, (id) => ({ client: 'maintenance', orgId: id, items })),
      remove: send('POST', MOBILE_CONFIG_API.reset, (id) => ({ client: 'maintenance', orgId: id })),
      unchanged: async (ctx, id) => {
        const rows = await ctx.db
          .select()
          .from(mobileConfigs)
          .where(and(eq(mobileConfigs.orgId, Number(id)), eq(mobileConfigs.client, 'maintenance')));
        return rows.length === 1 && rows[0]!.icon === 'tool';
      },
    },
  ],
};
