import { deviceOrderLink } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { assertDeviceVisible, devices } from '../devices/index.js';
import { currentLinks, remakeLink } from './links.js';
import { renderOrderQr } from './qr-image.js';

/** A machine the caller sees: its order QR code (its current link, issued on first use) as printed. */
export async function machineQrCode(
  db: Database,
  auth: AuthContext,
  deviceId: number,
  origin: string,
): Promise<{ png: Buffer; code: string }> {
  await assertDeviceVisible(db, auth, deviceId);
  const [device] = await db.select({ name: devices.name, code: devices.deviceCode }).from(devices).where(eq(devices.id, deviceId));
  if (!device) throw new Error(`device ${deviceId} vanished`);
  const token = (await currentLinks(db, [deviceId])).get(deviceId)!;
  return { png: await renderOrderQr(deviceOrderLink(origin, token), device.name ?? device.code, device.code), code: device.code };
}

/** A machine the caller sees gets a new link (answered, to print or pass on); its printed QR code stops working. */
export async function remakeMachineLink(db: Database, auth: AuthContext, deviceId: number, origin: string): Promise<string> {
  await assertDeviceVisible(db, auth, deviceId);
  return deviceOrderLink(origin, await remakeLink(db, deviceId, auth.userId));
}
