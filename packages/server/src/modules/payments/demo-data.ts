import { randomBytes } from 'node:crypto';
import { PAY_CONFIG_STATUS } from '@vr/contracts';
import type { DemoSeedContext } from '../../platform/area.js';
import { payConfigs } from './schema.js';
import { encryptSecret } from '../../platform/secrets/secret-box.js';

/**
 * The demo customers collect WeChat Pay and Alipay sales through the sandbox provider, with
 * automatic refunds on, so `npm start` runs the whole pay chain. Keys are made here, never stored
 * in the repository.
 */
export async function seedPayConfigs({ db, orgs, users }: DemoSeedContext): Promise<void> {
  const merchants = [
    { orgId: orgs.demo, name: 'Demo Coffee Co.', no: '1900000101' },
    { orgId: orgs.harbor, name: 'Harbor Drinks Ltd.', no: '1900000202' },
  ];
  for (const m of merchants) {
    for (const payType of [1, 3]) {
      await db.insert(payConfigs).values({
        orgId: m.orgId,
        provider: 'sandbox',
        payType,
        status: PAY_CONFIG_STATUS.enabled,
        autoRefund: true,
        merchantName: m.name,
        appId: `sbx${payType === 1 ? 'wx' : 'ali'}${m.no.slice(-4)}`,
        merchantNo: `${m.no}${payType}`,
        signType: 'HMAC-SHA256',
        rate: 0.6,
        merchantKeyEnc: encryptSecret(randomBytes(24).toString('base64url')),
        createdBy: users.admin,
      });
    }
  }
}
