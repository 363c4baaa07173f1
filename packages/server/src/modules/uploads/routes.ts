import { SESSION, PUBLIC, Status, UPLOAD_API, deleteMaterialSchema, message } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import { rangeHeaders, requestedRange, sendUnsatisfiable } from '../../platform/http/byte-range.js';
import { ok, sendEnvelope } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { ZodRequestError } from '../../platform/http/validation.js';
import { uploadStorage } from '../../platform/storage/local.js';
import { contentTypeOfKey, isStorageKey } from '../../platform/storage/storage.js';
import type { ModuleContext } from '../../platform/area.js';
import { commandRoute } from '../../platform/routes/command.js';
import { deleteUpload, checkReadable, storeUpload } from './service.js';

/** Uploads (POST /api/upload/Material, /api/Material/deleteMaterial) and stored files. */
export async function uploadRoutes(base: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const storage = uploadStorage(config.dataDir);

  app.post(
    UPLOAD_API.upload,
    {
      config: { access: SESSION, audit: { module: 'upload', action: 'upload' } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a file (multipart: file, dataEntity, dataField); answers data.url',
        description:
          'The use (dataEntity/dataField) sets the accepted types and size; the type is checked by content. ' +
          'Send the token as `Authorization: Bearer <token>` or the `token` header.',
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendEnvelope(reply, { status: Status.BAD_REQUEST, result: message('uploadFileRequired', requestLang(request)) });
      }
      return ok(await storeUpload(db, storage, request, currentUser(request)));
    },
  );

  commandRoute(
    base,
    {
      url: UPLOAD_API.deleteMaterial,
      access: SESSION,
      audit: { module: 'upload', action: 'delete' },
      tags: ['uploads'],
      summary: 'Delete an upload by its url (body or query); only the uploader’s own',
      querystring: deleteMaterialSchema.partial(),
      body: deleteMaterialSchema.partial().nullish(),
    },
    async (body, auth, { query }) => {
      // The url may come in the body (JSON or form) or in the query string.
      const parsed = deleteMaterialSchema.safeParse({ ...query, ...(body ?? {}) });
      if (!parsed.success) throw new ZodRequestError(parsed.error.issues);
      await deleteUpload(db, storage, parsed.data.url, auth);
    },
  );

  app.get(
    `${UPLOAD_API.files}/:key`,
    {
      exposeHeadRoute: true,
      compress: false,
      config: { access: PUBLIC, sessionIfPresent: true, tokenFromCookie: true },
      schema: {
        tags: ['uploads'],
        summary: 'A stored file (images and videos only; keys are unguessable)',
        description:
          'Public uses (logos, banners, pictures) are served to anyone. Personal documents (health certificates) only to a ' +
          'signed-in user who uploaded them or may see their owner; a browser sends the session cookie with an <img>.',
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const type = isStorageKey(key) ? contentTypeOfKey(key) : undefined;
      const size = type ? await storage.size(key) : null;
      if (!type || size === null) {
        return sendEnvelope(reply, { status: Status.NOT_FOUND, result: message('notFound', requestLang(request)) });
      }
      const readable = await checkReadable(db, key, request.auth);
      const range = requestedRange(request, size);
      if (range === 'unsatisfiable') return sendUnsatisfiable(reply, size);
      const opened = await storage.open(key, range ?? undefined);
      if (!opened) return sendEnvelope(reply, { status: Status.NOT_FOUND, result: message('notFound', requestLang(request)) });
      reply
        .header('Content-Type', type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', readable.private ? 'private, no-cache' : 'public, max-age=31536000, immutable');
      return rangeHeaders(reply, size, range).send(opened.stream);
    },
  );
}
