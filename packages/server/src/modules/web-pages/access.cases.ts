import { WEB_PAGE_API, WEB_PAGE_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { webPages } from './schema.js';

const perms = Object.values(WEB_PAGE_PERMS);
const link = { pageName: 'Probe', pageLink: 'https://probe.example/' };

/**
 * Web pages. GET /api/WebPage/list is open to every signed-in user (the header dropdown; its 401
 * and its customer filter are tested in web-pages.test.ts). POST save is session access with the
 * add/edit permission checked in the handler, so it is listed here with the permission it needs.
 */
export const webPageAccess: AccessModule = {
  module: 'web-pages',
  checkedLater: {
    [`POST ${WEB_PAGE_API.save}`]: saveChecks(
      { ...link, orgId: 2 },
      { create: WEB_PAGE_PERMS.add, update: WEB_PAGE_PERMS.edit, idField: 'pageId' },
      { form: true },
    ),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. link',
      permissions: perms,
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(webPages)
          .values({ orgId: ctx.orgs.harbor, pageName: 'Harbor probe', pageLink: 'https://harbor.example/' })
          .returning({ id: webPages.id });
        return row!.id;
      },
      list: {
        call: { method: 'GET', url: `${WEB_PAGE_API.list}?limit=1000` },
        ids: (data) => (data as Array<{ pageId: number }>).map((r) => r.pageId),
      },
      detail: (id) => ({ method: 'GET', url: `${WEB_PAGE_API.detail}?pageId=${id}` }),
      update: (id) => ({
        method: 'POST',
        url: WEB_PAGE_API.save,
        form: true,
        payload: { pageId: id, pageName: 'Taken over', pageLink: 'https://evil.example/' },
      }),
      remove: (id) => ({ method: 'GET', url: `${WEB_PAGE_API.delete}?pageId=${id}` }),
      unchanged: async (ctx, id) => {
        const [row] = await ctx.db
          .select()
          .from(webPages)
          .where(eq(webPages.id, Number(id)));
        return row?.pageName === 'Harbor probe';
      },
    },
    {
      name: 'a Harbor Drinks Ltd. link deleted by POST',
      permissions: perms,
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(webPages)
          .values({ orgId: ctx.orgs.harbor, pageName: 'Harbor probe', pageLink: 'https://harbor.example/' })
          .returning({ id: webPages.id });
        return row!.id;
      },
      remove: (id) => ({ method: 'POST', url: WEB_PAGE_API.delete, payload: { pageId: id } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(webPages)
            .where(eq(webPages.id, Number(id)))
        ).length === 1,
    },
  ],
};
