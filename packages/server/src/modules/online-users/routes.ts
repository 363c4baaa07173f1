import { ONLINE_API, ONLINE_PERMS, message, onlineQuerySchema, sessionIdSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { forceLogout, listOnline } from './service.js';

/** System → Online users: live sessions and force logout. */
export async function onlineUserRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['online users'];

  app.get(
    ONLINE_API.list,
    { config: { access: ONLINE_PERMS.list }, schema: { tags, summary: 'Live sessions in scope', querystring: onlineQuerySchema } },
    async (request) => okList(await listOnline(db, request.query, currentUser(request))),
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
