import {
  DEVICE_UPGRADE_API,
  DEVICE_UPGRADE_PERMS,
  PUBLIC,
  Status,
  message,
  upgradeCreateSchema,
  upgradeIdSchema,
  upgradeListSchema,
  upgradeMachineListSchema,
  upgradeMachinesActionSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok, sendEnvelope } from '../../platform/http/envelope.js';
import { rangeHeaders, requestedRange, sendUnsatisfiable } from '../../platform/http/byte-range.js';
import { requestLang } from '../../platform/http/lang.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { packageOfKey, packageStorage, storePackage } from './package.js';
import { listUpgradeMachines, listUpgrades, upgradeDetail } from './queries.js';
import { cancelUpgrade, continueUpgrade, createUpgrade, retryUpgrade } from './service.js';

const tags = ['device-upgrade'];
const audit = auditOf('deviceUpgrade');

/** Devices → device upgrade: upgrades and their machines, packages, and the download machines use. */
export async function deviceUpgradeRoutes(base: FastifyInstance, { db, config, deviceLink }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const storage = packageStorage(config.dataDir);
  const baseUrl = () => publicBaseUrl(base, config);

  listRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.list,
      access: DEVICE_UPGRADE_PERMS.list,
      tags,
      summary: 'Upgrades of the caller’s scope with their machines counted by state, newest first',
      querystring: upgradeListSchema,
    },
    async (query, auth, { lang }) => listUpgrades(db, auth, query, await businessTimeZone(db), lang),
  );
  readRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.detail,
      access: DEVICE_UPGRADE_PERMS.list,
      tags,
      summary: 'One upgrade with its machines counted by state',
      querystring: upgradeIdSchema,
    },
    ({ id }, auth, { lang }) => upgradeDetail(db, auth, id, lang),
  );
  listRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.machines,
      access: DEVICE_UPGRADE_PERMS.list,
      tags,
      summary: 'One upgrade’s machines the caller sees: stage, state, percent, reason, attempts',
      querystring: upgradeMachineListSchema,
    },
    (query, auth, { lang }) => listUpgradeMachines(db, auth, query, lang),
  );
  commandRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.create,
      access: DEVICE_UPGRADE_PERMS.add,
      audit: audit('createUpgrade'),
      tags,
      summary: 'Start an upgrade: the first batch now, the rest on continue',
      body: upgradeCreateSchema,
    },
    (body, auth, { lang }) => createUpgrade(db, deviceLink, auth, body, { baseUrl: baseUrl(), lang }),
  );
  commandRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.continue,
      access: DEVICE_UPGRADE_PERMS.continue,
      audit: audit('continueUpgrade'),
      tags,
      summary: 'Start the upgrade on the rest of its machines',
      body: upgradeIdSchema,
    },
    ({ id }, auth) => continueUpgrade(db, deviceLink, auth, id),
  );
  commandRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.retry,
      access: DEVICE_UPGRADE_PERMS.retry,
      audit: audit('retryUpgrade'),
      tags,
      summary: 'Failed machines (all, or these) try the upgrade again',
      body: upgradeMachinesActionSchema,
    },
    (body, auth) => retryUpgrade(db, deviceLink, auth, body),
  );
  commandRoute(
    base,
    {
      url: DEVICE_UPGRADE_API.cancel,
      access: DEVICE_UPGRADE_PERMS.cancel,
      audit: audit('cancelUpgrade'),
      tags,
      summary: 'Cancel the upgrade on pending and running machines (all, or these); the machines are told',
      body: upgradeMachinesActionSchema,
    },
    (body, auth) => cancelUpgrade(db, deviceLink, auth, body),
  );

  app.post(
    DEVICE_UPGRADE_API.upload,
    {
      config: { access: DEVICE_UPGRADE_PERMS.add, audit: audit('uploadUpgradePackage') },
      schema: {
        tags,
        summary: 'Upload a package (multipart `file`): an archive by content, at most 200 MB; answers its id, size and SHA-256',
      },
    },
    async (request) => ok(await storePackage(db, storage, request, currentUser(request))),
  );

  app.get(
    `${DEVICE_UPGRADE_API.download}/:key`,
    {
      exposeHeadRoute: true,
      compress: false,
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'An uploaded package, for the machines to download (the key is unguessable); a download resumes with a byte range',
        description:
          'Answers `Range: bytes=a-b` (one range) with 206 and `Content-Range`, a range past the end with 416. The ETag is the ' +
          'package’s SHA-256; an `If-Range` other than it gets the whole package.',
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const found = await packageOfKey(db, key);
      const size = found ? await storage.size(key) : null;
      const notFound = () => sendEnvelope(reply, { status: Status.NOT_FOUND, result: message('notFound', requestLang(request)) });
      if (!found || size === null) return notFound();
      // A package never changes under its key: its SHA-256 is a strong validator for resuming.
      const etag = `"${found.sha256}"`;
      const range = requestedRange(request, size, etag);
      if (range === 'unsatisfiable') return sendUnsatisfiable(reply, size);
      const opened = await storage.open(key, range ?? undefined);
      if (!opened) return notFound();
      reply
        .header('Content-Type', 'application/octet-stream')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'attachment')
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', etag);
      return rangeHeaders(reply, size, range).send(opened.stream);
    },
  );
}
