import { createHash, randomBytes } from 'node:crypto';
import { ONLINE_API, ONLINE_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { listed, onPath, stillThere } from '../../test/access-cases.js';
import { sessions, users } from '../../platform/identity/schema.js';

/** Online users: ops sees and forces out only sessions of accounts in its organisation subtree. */
export const accessCases: AccessModule = {
  module: 'online-users',
  scope: [
    {
      name: 'a live session of the Harbor Drinks Ltd. account',
      permissions: [ONLINE_PERMS.list, ONLINE_PERMS.forceLogout],
      foreignRow: async (ctx) => {
        const [harbor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor'));
        const id = createHash('sha256').update(randomBytes(32)).digest('hex');
        await ctx.db.insert(sessions).values({ id, userId: harbor!.id, expiresAt: new Date(Date.now() + 3_600_000), ip: '10.0.0.9' });
        return id;
      },
      list: listed(`${ONLINE_API.list}?limit=1000`, 'sessionId'),
      remove: onPath('DELETE', ONLINE_API.base),
      unchanged: stillThere(sessions, sessions.id),
    },
  ],
};
