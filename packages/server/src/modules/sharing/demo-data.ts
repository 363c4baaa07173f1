import { SHARING_APPLY_STATUS, SHARING_BUSINESS_TYPE, SHARING_CONFIG_STATUS, SHARING_SIGN_STATUS, SHARING_TYPE } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { demoDeviceIds } from '../devices/index.js';
import { payConfigs } from '../payments/index.js';
import { shrApplies, shrApplyHistory, shrConfigDevices, shrConfigJoiners, shrConfigs } from './schema.js';

/** The demo joiners: a site owner and a franchise partner, approved and signed. */
const DEMO_JOINERS = [
  {
    name: 'Nanshan Campus Services',
    merchantNo: '1900000301',
    contact: 'Chen Wei',
    rateBps: 2000,
    businessType: SHARING_BUSINESS_TYPE.online.code,
  },
  {
    name: 'Li Franchise Partners',
    merchantNo: '1900000302',
    contact: 'Li Na',
    rateBps: 1500,
    businessType: SHARING_BUSINESS_TYPE.online.code,
  },
];
/** The demo machines whose WeChat Pay sales are shared. */
const DEMO_SHARED_DEVICES = ['VR10003', 'VR10004'];

/**
 * Demo Coffee Co. shares the WeChat Pay sales of two machines with two joiners (20 % and 15 %),
 * so the simulator's sales produce sharing orders in `npm start`.
 */
export async function seedSharing(ctx: DemoSeedContext): Promise<void> {
  const { db, orgs, users } = ctx;
  const [pay] = await db
    .select()
    .from(payConfigs)
    .where(and(eq(payConfigs.orgId, orgs.demo), eq(payConfigs.payType, 1)));
  if (!pay) return;
  const applies: Array<{ id: number; rateBps: number }> = [];
  for (const j of DEMO_JOINERS) {
    const [row] = await db
      .insert(shrApplies)
      .values({
        orgId: orgs.demo,
        payConfigId: pay.id,
        name: j.name,
        merchantNo: j.merchantNo,
        contact: j.contact,
        businessType: j.businessType,
        applyStatus: SHARING_APPLY_STATUS.approved.code,
        signStatus: SHARING_SIGN_STATUS.success.code,
        createdBy: users.admin,
        createdByName: 'admin',
      })
      .returning({ id: shrApplies.id });
    const id = row!.id;
    await db.insert(shrApplyHistory).values([
      { applyId: id, action: 'apply', toApply: 0, toSign: 4, userId: users.admin, userName: 'admin' },
      { applyId: id, action: 'approve', fromApply: 0, toApply: 1, fromSign: 4, toSign: 0, userId: users.admin, userName: 'admin' },
      { applyId: id, action: 'signSuccess', fromApply: 1, toApply: 1, fromSign: 0, toSign: 2, userId: users.admin, userName: 'admin' },
    ]);
    applies.push({ id, rateBps: j.rateBps });
  }
  const [config] = await db
    .insert(shrConfigs)
    .values({
      payConfigId: pay.id,
      orgId: orgs.demo,
      status: SHARING_CONFIG_STATUS.enabled,
      sharingType: SHARING_TYPE.online.code,
      businessType: SHARING_BUSINESS_TYPE.payment.code,
      updatedBy: users.admin,
    })
    .returning({ id: shrConfigs.id });
  const ids = await demoDeviceIds(ctx);
  const deviceIds = DEMO_SHARED_DEVICES.map((c) => ids.get(c)).filter((id): id is number => id !== undefined);
  if (deviceIds.length > 0)
    await db.insert(shrConfigDevices).values(deviceIds.map((deviceId) => ({ configId: config!.id, deviceId, enabled: true })));
  await db.insert(shrConfigJoiners).values(applies.map((a) => ({ configId: config!.id, applyId: a.id, rateBps: a.rateBps })));
}
