import { ONLINE_API, ONLINE_PERMS, message, onlineQuerySchema, sessionIdSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import type { ModuleContext } from '../../platform/area.js';
import { forceLogout, listOnline } from './service.js';

/** System → Online users: live sessions and force logout. */
export async function onlineUserRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const tags = ['online users'];

  listRoute(
    app,
    { url: ONLINE_API.list, access: ONLINE_PERMS.list, tags, summary: 'Live sessions in scope', querystring: onlineQuerySchema },
    (query, auth) => listOnline(db, query, auth),
  );

  declareRoute(
    app,
    {
      method: 'DELETE',
      url: `${ONLINE_API.base}/:sessionId`,
      access: ONLINE_PERMS.forceLogout,
      audit: { module: 'online', action: 'forceLogout' },
      changesCallers: true,
      tags,
      summary: 'Force logout: the session ends now; its next request gets 401',
      params: sessionIdSchema,
    },
    async ({ sessionId }, auth, { lang }) => {
      const { userName, own } = await forceLogout(db, sessionId, auth);
      return ok({ own }, { result: message('onlineForcedOut', lang, { userName }) });
    },
  );
}
