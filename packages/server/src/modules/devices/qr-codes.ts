import zlib from 'node:zlib';
import { EXPORT_KINDS, EXPORT_TASK_PERMS, ORDER_QR_DPI, ORDER_QR_PIXELS, deviceFilterSchema, deviceOrderLink, dbId } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, asc, inArray } from 'drizzle-orm';
import type { Archiver, ArchiverOptions } from 'archiver';
import { z } from 'zod';
import type { ExportKind } from '../../platform/exports/kind.js';
import { AppError } from '../../platform/http/errors.js';
import { devices } from './schema.js';
import { deviceVisibility } from './scope.js';
import { saleLinks } from './sale-links.js';
import { deviceListWhere } from './service.js';

const qrQuerySchema = z.object({
  deviceIds: z.array(dbId()).optional(),
  filter: deviceFilterSchema.optional(),
  origin: z.string().max(200),
});

/** A pHYs chunk: the image's resolution (dots per metre), so it prints at 8 cm x 8 cm. */
function physChunk(dpi: number): Buffer {
  const perMetre = Math.round(dpi / 0.0254);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data.writeUInt8(1, 8);
  const type = Buffer.from('pHYs', 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])) >>> 0);
  return Buffer.concat([length, type, data, crc]);
}

/** The PNG with its resolution stated (inserted after IHDR, which ends at byte 33). */
export function withResolution(png: Buffer, dpi = ORDER_QR_DPI): Buffer {
  return Buffer.concat([png.subarray(0, 33), physChunk(dpi), png.subarray(33)]);
}

/** A device code as a file name inside the zip: path separators, reserved and control characters become "_". */
const safeName = (code: string) => [...code].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');

/**
 * The devices' order QR codes as one zip: a PNG per device named by its code, 945 x 945 px
 * at 300 dpi (8 cm x 8 cm printed), holding the device's current order link. Only devices the caller sees.
 */
export const deviceQrCodesKind: ExportKind<z.infer<typeof qrQuerySchema>> = {
  kind: EXPORT_KINDS.deviceQrCodes,
  permission: EXPORT_TASK_PERMS.qrCodes,
  query: qrQuerySchema,
  fileName: texts('devices:action.qrCodes'),
  async plan({ db, user }, query) {
    const where = and(
      deviceVisibility(user),
      query.deviceIds?.length ? inArray(devices.id, query.deviceIds) : undefined,
      query.filter ? deviceListWhere(user, query.filter) : undefined,
    );
    const list = await db.select({ id: devices.id, code: devices.deviceCode }).from(devices).where(where).orderBy(asc(devices.id));
    if (!list.length) throw AppError.badRequest('exportNoDevicesFound');
    const links = await saleLinks.get()(
      db,
      list.map((d) => d.id),
    );
    return {
      extension: 'zip',
      total: async () => list.length,
      async write(out, progress) {
        const [archiverModule, QRCode] = await Promise.all([import('archiver'), import('qrcode')]);
        // archiver 5 exports one factory function (the installed @types describe archiver 8's classes).
        const archiver = (archiverModule as unknown as { default: (format: 'zip', options: ArchiverOptions) => Archiver }).default;
        const zip = archiver('zip', { zlib: { level: 6 } });
        const failed = new Promise<never>((_, reject) => zip.on('error', reject));
        zip.pipe(out);
        const used = new Set<string>();
        let done = 0;
        for (const device of list) {
          const png = await QRCode.toBuffer(deviceOrderLink(query.origin, links.get(device.id)!), {
            type: 'png',
            width: ORDER_QR_PIXELS,
            margin: 2,
            errorCorrectionLevel: 'M',
          });
          let name = safeName(device.code ?? `device-${device.id}`);
          if (used.has(name)) name = `${name}-${device.id}`;
          used.add(name);
          // One entry at a time, so the images never pile up in memory.
          const written = new Promise((r) => zip.once('entry', r));
          zip.append(withResolution(png), { name: `${name}.png` });
          await Promise.race([written, failed]);
          progress(++done);
        }
        await Promise.race([zip.finalize(), failed]);
        return done;
      },
    };
  },
};
