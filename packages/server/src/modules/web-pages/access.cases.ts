import { WEB_PAGE_API, WEB_PAGE_PERMS } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, rowStill, send, stillThere } from '../../test/access-cases.js';
import { webPages } from './schema.js';

const perms = Object.values(WEB_PAGE_PERMS);
const link = { pageName: 'Probe', pageLink: 'https://probe.example/' };
const harborLink = insertRow(webPages, (ctx) => ({
  orgId: ctx.orgs.harbor,
  pageName: 'Harbor probe',
  pageLink: 'https://harbor.example/',
}));

/**
 * Web pages. GET /api/WebPage/list is open to every signed-in user (the header dropdown; its 401
 * and its customer filter are tested in web-pages.test.ts). POST save is session access with the
 * add/edit permission checked in the handler, so it is listed here with the permission it needs.
 */
export const accessCases: AccessModule = {
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
      foreignRow: harborLink,
      list: listed(`${WEB_PAGE_API.list}?limit=1000`, 'pageId'),
      detail: getWith(WEB_PAGE_API.detail, 'pageId'),
      update: send('POST', WEB_PAGE_API.save, (id) => ({ pageId: id, pageName: 'Taken over', pageLink: 'https://evil.example/' }), {
        form: true,
      }),
      remove: getWith(WEB_PAGE_API.delete, 'pageId'),
      unchanged: rowStill(webPages, webPages.id, (page) => page.pageName === 'Harbor probe'),
    },
    {
      name: 'a Harbor Drinks Ltd. link deleted by POST',
      permissions: perms,
      foreignRow: harborLink,
      remove: send('POST', WEB_PAGE_API.delete, (id) => ({ pageId: id })),
      unchanged: stillThere(webPages, webPages.id),
    },
  ],
};
