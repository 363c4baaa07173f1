import type { Lang } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { devices } from '../devices/index.js';
import { productNamesByCode } from '../products/index.js';

/**
 * Names the goods of a machine's orders in the reader's language, from its customer's products;
 * a code the customer has no product of keeps the name the machine sent.
 */
export async function goodsNamer(
  db: Database,
  deviceId: number,
  codes: readonly string[],
  lang: Lang,
): Promise<(code: string, sent: string) => string> {
  const [device] = await db.select({ orgId: devices.orgId }).from(devices).where(eq(devices.id, deviceId)).limit(1);
  const names = device ? await productNamesByCode(db, device.orgId, codes, lang) : new Map<string, string>();
  return (code, sent) => names.get(code) ?? sent;
}
