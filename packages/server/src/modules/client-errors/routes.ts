import {
  CLIENT_ERROR_API,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_PERMS,
  SESSION,
  Status,
  clientErrorIdsSchema,
  clientErrorListSchema,
  clientErrorReportSchema,
} from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { commandRoute } from '../../platform/routes/command.js';
import { idsIn } from '../../platform/routes/ids.js';
import { listRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import type { ModuleContext } from '../../platform/area.js';
import { deleteClientErrors, listClientErrors, recordClientError } from './service.js';

/** The client error log (opened from the top bar; errors of the production build are collected here). */
export async function clientErrorRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    CLIENT_ERROR_API.report,
    {
      config: {
        access: SESSION,
        // Reports are not operations of the user: kept out of the operation log.
        audit: false,
        // Per session, so a render loop in one browser cannot flood the table.
        rateLimit: {
          max: CLIENT_ERROR_LIMITS.perMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `client-error:${request.auth?.sessionId ?? request.ip}`,
          errorResponseBuilder: () => new AppError(Status.TOO_MANY_REQUESTS, 'clientErrorTooMany'),
        },
      },
      schema: { tags: ['client errors'], summary: 'Report an error caught in the browser', body: clientErrorReportSchema },
    },
    async (request) => {
      await recordClientError(db, request.body, currentUser(request), { userAgent: request.headers['user-agent'], ip: request.ip });
      return ok();
    },
  );

  listRoute(
    base,
    {
      url: CLIENT_ERROR_API.list,
      access: CLIENT_ERROR_PERMS.list,
      tags: ['client errors'],
      summary: 'Reported client errors, newest first',
      querystring: clientErrorListSchema,
    },
    (query, auth) => listClientErrors(db, query, auth),
  );

  commandRoute(
    base,
    {
      method: 'DELETE',
      url: `${CLIENT_ERROR_API.remove}/:ids`,
      access: CLIENT_ERROR_PERMS.remove,
      audit: { module: 'clientError', action: 'delete' },
      tags: ['client errors'],
      summary: 'Delete reported errors (comma-separated ids)',
      params: clientErrorIdsSchema,
    },
    async ({ ids }, auth) => {
      await deleteClientErrors(db, idsIn(ids), auth);
    },
  );
}
