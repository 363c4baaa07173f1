import { INTEGRATION_LOG_API, INTEGRATION_LOG_PERMS, LOGININFOR_API, LOGININFOR_PERMS, OPERLOG_API, OPERLOG_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { users } from '../../platform/identity/schema.js';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import { currentLocks, recordFailure } from '../../platform/auth/sign-in-lockout.js';

const idsOf = (key: string) => (data: unknown) => (data as Array<Record<string, number>>).map((r) => r[key]!);

/** The three logs: every route's permission, and Harbor Drinks Ltd.'s rows out of ops' reach. */
export const logAccess: AccessModule = {
  module: 'logs',
  scope: [
    {
      name: 'an operation of a Harbor Drinks Ltd. user',
      permissions: [OPERLOG_PERMS.list, OPERLOG_PERMS.query, OPERLOG_PERMS.remove],
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(operationLogs)
          .values({
            module: 'probe',
            action: 'save',
            method: 'POST',
            url: '/probe',
            orgId: ctx.orgs.harborStore,
            username: 'harbor',
            status: 1001,
            durationMs: 1,
          })
          .returning({ id: operationLogs.id });
        return row!.id;
      },
      list: { call: { method: 'GET', url: `${OPERLOG_API.list}?limit=1000` }, ids: idsOf('operId') },
      detail: (id) => ({ method: 'GET', url: `${OPERLOG_API.base}/${id}` }),
      remove: (id) => ({ method: 'DELETE', url: `${OPERLOG_API.base}/${id}` }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(operationLogs)
            .where(eq(operationLogs.id, Number(id)))
        ).length === 1,
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
      list: { call: { method: 'GET', url: `${LOGININFOR_API.list}?limit=1000` }, ids: idsOf('infoId') },
      update: () => ({ method: 'PUT', url: `${LOGININFOR_API.unlock}/harbor` }),
      remove: (id) => ({ method: 'DELETE', url: `${LOGININFOR_API.base}/${id}` }),
      unchanged: async (ctx, id) => {
        const locks = await currentLocks(ctx.db, [{ username: 'harbor', ip: '203.0.113.5' }]);
        const rows = await ctx.db
          .select()
          .from(loginLogs)
          .where(eq(loginLogs.id, Number(id)));
        return rows.length === 1 && locks.size === 1;
      },
    },
    {
      name: 'an outside call made for Harbor Drinks Ltd.',
      permissions: [INTEGRATION_LOG_PERMS.list, INTEGRATION_LOG_PERMS.query, INTEGRATION_LOG_PERMS.remove],
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(integrationLogs)
          .values({
            direction: 'out',
            system: 'SAP',
            endpoint: 'https://sap.example/probe',
            method: 'POST',
            status: 'success',
            durationMs: 5,
            orgId: ctx.orgs.harbor,
          })
          .returning({ id: integrationLogs.id });
        return row!.id;
      },
      list: { call: { method: 'GET', url: `${INTEGRATION_LOG_API.list}?limit=1000` }, ids: idsOf('id') },
      detail: (id) => ({ method: 'GET', url: `${INTEGRATION_LOG_API.base}/${id}` }),
      remove: (id) => ({ method: 'DELETE', url: `${INTEGRATION_LOG_API.base}/${id}` }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(integrationLogs)
            .where(eq(integrationLogs.id, Number(id)))
        ).length === 1,
    },
  ],
};
