import { CLIENT_ERROR_API, CLIENT_ERROR_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { clientErrors } from './schema.js';

/**
 * The client error log. POST /api/ClientError/report is open to every signed-in user (session
 * access): its 401 is tested in client-errors.test.ts, as the matrix expects 403 without a role.
 */
export const clientErrorAccess: AccessModule = {
  module: 'client-errors',
  scope: [
    {
      name: 'an error reported by a Harbor Drinks Ltd. user',
      permissions: [CLIENT_ERROR_PERMS.list, CLIENT_ERROR_PERMS.remove],
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(clientErrors)
          .values({ message: 'harbor probe', url: 'http://x/', source: 'window', orgId: ctx.orgs.harborStore, username: 'harbor-user' })
          .returning({ id: clientErrors.id });
        return row!.id;
      },
      list: {
        call: { method: 'GET', url: `${CLIENT_ERROR_API.list}?limit=1000` },
        ids: (data) => (data as Array<{ id: number }>).map((r) => r.id),
      },
      remove: (id) => ({ method: 'DELETE', url: `${CLIENT_ERROR_API.remove}/${id}` }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(clientErrors)
            .where(eq(clientErrors.id, Number(id)))
        ).length === 1,
    },
  ],
};
