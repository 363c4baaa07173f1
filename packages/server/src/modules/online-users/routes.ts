import { ONLINE_API, ONLINE_PERMS, message, onlineQuerySchema, sessionIdSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { forceLogout, listOnline } from './service.js';

/** System → Online users: live sessions and force logout. */
export async function onlineUserRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['online users'];

  listRoute(
    base,
    { url: ONLINE_API.list, access: ONLINE_PERMS.list, tags, summary: 'Live sessions in scope', querystring: onlineQuerySchema },
    (query, auth) => listOnline(db, query, auth),
  );

  app.delete(
    `${ONLINE_API.base}/:sessionId`,
    {
      config: { access: ONLINE_PERMS.forceLogout, audit: { module: 'online', action: 'forceLogout' }, changesCallers: true },
      schema: { tags, summary: 'Force logout: the session ends now; its next request gets 401', params: sessionIdSchema },
    },
    async (request) => {
      const { userName, own } = await forceLogout(db, request.params.sessionId, currentUser(request));
      return ok({ own }, { result: message('onlineForcedOut', requestLang(request), { userName }) });
    },
  );
}
