import { GOODS_DEPLOY_API, GOODS_DEPLOY_PERMS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { deviceGoodsSource } from '../device-goods/index.js';
import { devices, hashDeviceSecret, newDeviceSecret } from '../devices/index.js';
import { goodsTemplates } from '../product-templates/index.js';
import { goodsDeviceStates, goodsRollouts } from './schema.js';

/** A Harbor Drinks Ltd. machine with a deployment state (target 1). */
const harborDevice = async (ctx: ScopeContext) => {
  const [row] = await ctx.db
    .insert(devices)
    .values({
      orgId: ctx.orgs.harbor,
      deviceCode: `HBDEPLOY${Date.now() % 1_000_000}`,
      name: 'Harbor deploy probe',
      secretHash: hashDeviceSecret(newDeviceSecret()),
    })
    .returning({ id: devices.id });
  await ctx.db.insert(goodsDeviceStates).values({ deviceId: row!.id, targetVersion: 1 });
  return row!.id;
};
const harborRollout = insertRow(goodsRollouts, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe', status: 'staged' }));
/** A Harbor Drinks Ltd. template whose goods a Harbor machine last got. */
const harborTemplate = async (ctx: ScopeContext) => {
  const deviceId = await harborDevice(ctx);
  const [row] = await ctx.db
    .insert(goodsTemplates)
    .values({ orgId: ctx.orgs.harbor, name: `Harbor probe ${Date.now() % 1_000_000}`, modelId: 1, capacity: 10 })
    .returning({ id: goodsTemplates.id, name: goodsTemplates.name });
  await ctx.db.insert(deviceGoodsSource).values({ deviceId, templateId: row!.id, templateName: row!.name });
  return row!.id;
};

/** Deployment: reads need the list permission, deploys and rollbacks their own; all limited to the caller's machines. */
export const accessCases: AccessModule = {
  module: 'goods-deploy',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. machine’s deployment',
      permissions: Object.values(GOODS_DEPLOY_PERMS),
      foreignRow: harborDevice,
      list: listed(`${GOODS_DEPLOY_API.status}?limit=1000`, 'deviceId'),
      detail: getWith(GOODS_DEPLOY_API.device, 'deviceId'),
      update: send('POST', GOODS_DEPLOY_API.deploy, (id) => ({ deviceIds: [id] })),
      remove: send('POST', GOODS_DEPLOY_API.rollback, (id) => ({ deviceIds: [id] })),
      unchanged: rowStill(goodsDeviceStates, goodsDeviceStates.deviceId, (state) => state.targetVersion === 1),
    },
    {
      name: 'a Harbor Drinks Ltd. rollout',
      permissions: Object.values(GOODS_DEPLOY_PERMS),
      foreignRow: harborRollout,
      list: listed(`${GOODS_DEPLOY_API.rollouts}?limit=1000`),
      update: send('POST', GOODS_DEPLOY_API.rolloutContinue, (id) => ({ id })),
      remove: send('POST', GOODS_DEPLOY_API.rollback, (id) => ({ rolloutId: id })),
      unchanged: rowStill(goodsRollouts, goodsRollouts.id, (rollout) => rollout.status === 'staged'),
    },
    {
      name: 'a Harbor Drinks Ltd. template’s machines',
      permissions: Object.values(GOODS_DEPLOY_PERMS),
      foreignRow: harborTemplate,
      list: listed(GOODS_DEPLOY_API.templates),
      update: send('POST', GOODS_DEPLOY_API.rolloutCreate, (id) => ({ rolloutName: 'Probe', templateId: id, firstCount: 1 })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(goodsRollouts)
            .where(and(eq(goodsRollouts.templateId, Number(id)), eq(goodsRollouts.orgId, ctx.orgs.harbor)))
        ).length === 0,
    },
  ],
};
