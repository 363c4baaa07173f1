import { INTEGRATION_LOG_API, INTEGRATION_LOG_PERMS, LOGININFOR_API, LOGININFOR_PERMS, OPERLOG_API, OPERLOG_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, onPath, stillThere } from '../../test/access-cases.js';
import { users } from '../../platform/identity/schema.js';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import { currentLocks, recordFailure } from '../../platform/auth/sign-in-lockout.js';

/** The three logs: every route's permission, and Harbor Drinks Ltd.'s rows out of ops' reach. */
export const accessCases: AccessModule = {
  module: 'logs',
  scope: [
    {
      name: 'an operation of a Harbor Drinks Ltd. user',
      permissions: [OPERLOG_PERMS.list, OPERLOG_PERMS.query, OPERLOG_PERMS.remove],
      foreignRow: insertRow(operationLogs, (ctx) => ({
        module: 'probe',
        action: 'save',
        method: 'POST',
        url: '/probe',
        orgId: ctx.orgs.harborStore,
        username: 'harbor',
        status: 1001,
        durationMs: 1,
      })),
      list: listed(`${OPERLOG_API.list}?limit=1000`, 'operId'),
      detail: onPath('GET', OPERLOG_API.base),
      remove: onPath('DELETE', OPERLOG_API.base),
      unchanged: stillThere(operationLogs, operationLogs.id),
    },
    {
      name: 'a sign-in of the Harbor Drinks Ltd. account (and its unlock)',
      permissions: [LOGININFOR_PERMS.list, LOGININFOR_PERMS.remove, LOGININFOR_PERMS.unlock],
      foreignRow: async (ctx) => {
        const [harbor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor'));
        // five wrong passwords from one address lock harbor out from it
        const ip = '203.0.113.5';
        for (let i = 0; i < 5; i++)
          await recordFailure(ctx.db, { username: 'harbor', ip }, { maxFailures: 5, lockMinutes: 10 }, new Date());
        const failure = { username: 'harbor', userId: harbor!.id, ip, outcome: 1, message: 'The account or password is incorrect.' };
        const rows = await ctx.db
          .insert(loginLogs)
          .values(Array.from({ length: 5 }, () => failure))
          .returning({ id: loginLogs.id });
        return rows[0]!.id;
      },
      list: listed(`${LOGININFOR_API.list}?limit=1000`, 'infoId'),
      update: () => ({ method: 'PUT', url: `${LOGININFOR_API.unlock}/harbor` }),
      remove: onPath('DELETE', LOGININFOR_API.base),
      unchanged: async (ctx, id) => {
        const locks = await currentLocks(ctx.db, [{ username: 'harbor', ip: '203.0.113.5' }]);
        return (await stillThere(loginLogs, loginLogs.id)(ctx, id)) && locks.size === 1;
      },
    },
    {
      name: 'an outside call made for Harbor Drinks Ltd.',
      permissions: [INTEGRATION_LOG_PERMS.list, INTEGRATION_LOG_PERMS.query, INTEGRATION_LOG_PERMS.remove],
      foreignRow: insertRow(integrationLogs, (ctx) => ({
        direction: 'out',
        system: 'SAP',
        endpoint: 'https://sap.example/probe',
        method: 'POST',
        status: 'success',
        durationMs: 5,
        orgId: ctx.orgs.harbor,
      })),
      list: listed(`${INTEGRATION_LOG_API.list}?limit=1000`),
      detail: onPath('GET', INTEGRATION_LOG_API.base),
      remove: onPath('DELETE', INTEGRATION_LOG_API.base),
      unchanged: stillThere(integrationLogs, integrationLogs.id),
    },
  ],
};
