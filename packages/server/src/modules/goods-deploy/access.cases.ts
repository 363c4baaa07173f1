import { GOODS_DEPLOY_API, GOODS_DEPLOY_PERMS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
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
const harborRollout = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(goodsRollouts)
      .values({ orgId: ctx.orgs.harbor, name: 'Harbor probe', status: 'staged' })
      .returning({ id: goodsRollouts.id })
  )[0]!.id;
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
const deviceIdsOf = (data: unknown) => (data as Array<{ deviceId: number }>).map((r) => r.deviceId);
const idsOf = (data: unknown) => (data as Array<{ id: number }>).map((r) => r.id);

/** Deployment: reads need the list permission, deploys and rollbacks their own; all limited to the caller's machines. */
export const goodsDeployAccess: AccessModule = {
  module: 'goods-deploy',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. machine’s deployment',
      permissions: Object.values(GOODS_DEPLOY_PERMS),
      foreignRow: harborDevice,
      list: { call: { method: 'GET', url: `${GOODS_DEPLOY_API.status}?limit=1000` }, ids: deviceIdsOf },
      detail: (id) => ({ method: 'GET', url: `${GOODS_DEPLOY_API.device}?deviceId=${id}` }),
      update: (id) => ({ method: 'POST', url: GOODS_DEPLOY_API.deploy, payload: { deviceIds: [id] } }),
      remove: (id) => ({ method: 'POST', url: GOODS_DEPLOY_API.rollback, payload: { deviceIds: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(goodsDeviceStates)
            .where(eq(goodsDeviceStates.deviceId, Number(id)))
        )[0]?.targetVersion === 1,
    },
    {
      name: 'a Harbor Drinks Ltd. rollout',
      permissions: Object.values(GOODS_DEPLOY_PERMS),
      foreignRow: harborRollout,
      list: { call: { method: 'GET', url: `${GOODS_DEPLOY_API.rollouts}?limit=1000` }, ids: idsOf },
      update: (id) => ({ method: 'POST', url: GOODS_DEPLOY_API.rolloutContinue, payload: { id } }),
      remove: (id) => ({ method: 'POST', url: GOODS_DEPLOY_API.rollback, payload: { rolloutId: id } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(goodsRollouts)
            .where(eq(goodsRollouts.id, Number(id)))
        )[0]?.status === 'staged',
    },
    {
      name: 'a Harbor Drinks Ltd. template’s machines',
      permissions: Object.values(GOODS_DEPLOY_PERMS),
      foreignRow: harborTemplate,
      list: { call: { method: 'GET', url: GOODS_DEPLOY_API.templates }, ids: idsOf },
      update: (id) => ({
        method: 'POST',
        url: GOODS_DEPLOY_API.rolloutCreate,
        payload: { rolloutName: 'Probe', templateId: id, firstCount: 1 },
      }),
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
