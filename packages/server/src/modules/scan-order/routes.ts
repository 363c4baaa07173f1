import {
  PUBLIC,
  SCAN_ORDER_API,
  SCAN_ORDER_PERMS,
  SCAN_ORDER_RATE,
  Status,
  placeScanOrderSchema,
  saleLinkQuerySchema,
  saleQrQuerySchema,
  scanProgressQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import { fileRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { placeScanOrder } from './place.js';
import { scanOrderProgress } from './progress.js';
import { publicMenu } from './machine-menu.js';
import { machineQrCode, remakeMachineLink } from './service.js';

const tags = ['scan to buy'];

/** Per address: the public endpoints answer a phone at a machine, not a crawler. */
const limited = (kind: string, max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `scan-order:${kind}:${request.ip}`,
  errorResponseBuilder: () => new AppError(Status.TOO_MANY_REQUESTS, 'scanOrderTooMany'),
});

/**
 * Where the printed links point: PUBLIC_URL when set, else the address the back-office was opened
 * at (as the batch export takes the browser's), so a server behind a proxy prints its public name.
 */
const siteOf = (request: FastifyRequest, fallback: () => string) =>
  process.env['PUBLIC_URL'] || !request.host ? fallback() : `${request.protocol}://${request.host}`;

/** The machine's order QR code (back-office) and the public ordering page's endpoints. */
export async function scanOrderRoutes(base: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  fileRoute(
    base,
    {
      url: SCAN_ORDER_API.qrCode,
      access: SCAN_ORDER_PERMS.qrCode,
      tags,
      summary: 'The machine’s order QR code: PNG, 8 cm × 8 cm at 300 dpi, its name and code printed under it',
      querystring: saleQrQuerySchema,
    },
    async ({ deviceId }, auth, { reply, request }) => {
      const { png, code } = await machineQrCode(
        db,
        auth,
        deviceId,
        siteOf(request, () => publicBaseUrl(base, config)),
      );
      return reply
        .header('content-type', 'image/png')
        .header('content-length', String(png.length))
        .header('content-disposition', `inline; filename="order-qr.png"; filename*=UTF-8''${encodeURIComponent(`${code}.png`)}`)
        .header('cache-control', 'no-store')
        .send(png);
    },
  );
  declareRoute(
    base,
    {
      method: 'GET',
      url: SCAN_ORDER_API.remake,
      access: SCAN_ORDER_PERMS.remake,
      audit: { module: 'saleQr', action: 'remakeQr' },
      tags,
      summary: 'Replace the machine’s order link (answers the new one): the printed QR code answers “this code was replaced” from now on',
      querystring: saleQrQuerySchema,
    },
    async ({ deviceId }, auth, { request }) =>
      ok({
        deviceId,
        link: await remakeMachineLink(
          db,
          auth,
          deviceId,
          siteOf(request, () => publicBaseUrl(base, config)),
        ),
      }),
  );

  app.get(
    SCAN_ORDER_API.menu,
    {
      config: { access: PUBLIC, rateLimit: limited('read', SCAN_ORDER_RATE.readsPerMinute) },
      schema: { tags, summary: 'The public menu of the link’s machine (public, rate limited)', querystring: saleLinkQuerySchema },
    },
    async (request) => ok(await publicMenu(db, request.query.link, requestLang(request))),
  );
  app.post(
    SCAN_ORDER_API.place,
    {
      // One transaction of its own (the order and its payment), committed before the answer.
      config: { access: PUBLIC, audit: false, transaction: false, rateLimit: limited('place', SCAN_ORDER_RATE.placesPerMinute) },
      schema: {
        tags,
        summary: 'Place a cart at the link’s machine and get the provider’s pay page (public, rate limited)',
        body: placeScanOrderSchema,
      },
    },
    async (request) => ok(await placeScanOrder(db, request.body, requestLang(request), new Date(), request.ip)),
  );
  app.get(
    SCAN_ORDER_API.progress,
    {
      config: { access: PUBLIC, rateLimit: limited('read', SCAN_ORDER_RATE.readsPerMinute) },
      schema: {
        tags,
        summary: 'Where an order placed on the ordering page stands (public, rate limited)',
        querystring: scanProgressQuerySchema,
      },
    },
    async (request) => ok(await scanOrderProgress(db, request.query.link, request.query.orderCode)),
  );
}
