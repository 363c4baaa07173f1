import { NOTICE_API, NOTICE_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { notices } from './schema.js';

const perms = Object.values(NOTICE_PERMS);
const body = { noticeTitle: 'Probe', noticeType: 'notice', noticeContent: '<p>x</p>', orgIds: [] };

/** Notices: the management routes by permission; unread/view/read need only a session (notices.test.ts). */
export const noticeAccess: AccessModule = {
  module: 'notices',
  scope: [
    {
      name: 'a notice written by Harbor Drinks Ltd.',
      permissions: perms,
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(notices)
          .values({ title: 'Harbor probe', type: 'notice', content: '<p>harbor</p>', orgId: ctx.orgs.harbor })
          .returning({ id: notices.id });
        return row!.id;
      },
      list: {
        call: { method: 'GET', url: `${NOTICE_API.list}?limit=100` },
        ids: (data) => (data as Array<{ noticeId: number }>).map((r) => r.noticeId),
      },
      detail: (id) => ({ method: 'GET', url: `${NOTICE_API.base}/${id}` }),
      update: (id) => ({ method: 'PUT', url: NOTICE_API.base, payload: { ...body, noticeId: id, noticeTitle: 'Taken over', orgIds: [] } }),
      remove: (id) => ({ method: 'DELETE', url: `${NOTICE_API.base}/${id}` }),
      unchanged: async (ctx, id) => {
        const [row] = await ctx.db
          .select()
          .from(notices)
          .where(eq(notices.id, Number(id)));
        return row?.title === 'Harbor probe';
      },
    },
  ],
};
