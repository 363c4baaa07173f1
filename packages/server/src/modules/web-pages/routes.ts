import { SESSION, WEB_PAGE_API, WEB_PAGE_PERMS, webPageIdSchema, webPageListSchema, webPageSaveSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { readRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { deleteWebPage, listWebPages, loadWebPage, saveWebPage } from './service.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { webPages } from './schema.js';
import { orgs } from '../../platform/identity/schema.js';

const audit = auditOf('webPage');

/** Customers' web page links (/api/WebPage/*): the management screen and the header dropdown. */
export async function webPageRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const tags = ['web pages'];

  keptListRoute(
    app,
    {
      url: WEB_PAGE_API.list,
      access: SESSION,
      tags,
      summary: 'Web page links in the caller’s data scope and of the caller’s own customer',
      description:
        'Every signed-in user calls this for the header dropdown (limit 1000), so it needs no permission: it answers ' +
        'the links of organisations in the data scope plus those of the customers on the caller’s own path.',
      querystring: webPageListSchema,
    },
    { tables: [webPages, orgs], perCaller: true },
    (query, auth) => listWebPages(db, query, auth),
  );

  readRoute(
    app,
    { url: WEB_PAGE_API.detail, access: WEB_PAGE_PERMS.query, tags, summary: 'One web page link', querystring: webPageIdSchema },
    ({ pageId }, auth) => loadWebPage(db, pageId, auth),
  );

  commandRoute(
    app,
    {
      url: WEB_PAGE_API.save,
      access: { create: WEB_PAGE_PERMS.add, update: WEB_PAGE_PERMS.edit, idField: 'pageId' },
      audit: audit('save'),
      tags,
      summary: 'Create (no pageId) or update a web page link (form-encoded)',
      description: `Creating needs \`${WEB_PAGE_PERMS.add}\`, updating \`${WEB_PAGE_PERMS.edit}\` (checked once the body is valid).`,
      body: webPageSaveSchema,
    },
    (body, auth) => saveWebPage(db, body, auth),
  );

  // The spec lists delete among the GET calls; POST (form or JSON) is accepted too.
  const remove = {
    url: WEB_PAGE_API.delete,
    access: WEB_PAGE_PERMS.remove,
    audit: audit('delete'),
    tags,
    summary: 'Delete a web page link',
  };
  commandRoute(app, { ...remove, method: 'GET', querystring: webPageIdSchema }, ({ pageId }, auth) => deleteWebPage(db, pageId, auth));
  commandRoute(app, { ...remove, body: webPageIdSchema }, ({ pageId }, auth) => deleteWebPage(db, pageId, auth));
}
