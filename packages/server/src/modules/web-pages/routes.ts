import { SESSION, WEB_PAGE_API, WEB_PAGE_PERMS, webPageIdSchema, webPageListSchema, webPageSaveSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { deleteWebPage, listWebPages, loadWebPage, saveWebPage } from './service.js';
import { guardOf } from '../../platform/routes/access.js';

/** Customers' web page links (/api/WebPage/*): the management screen and the header dropdown. */
export async function webPageRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: WEB_PAGE_API.list,
      access: SESSION,
      tags: ['web pages'],
      summary: 'Web page links in the caller’s data scope and of the caller’s own customer',
      description:
        'Every signed-in user calls this for the header dropdown (limit 1000), so it needs no permission: it answers ' +
        'the links of organisations in the data scope plus those of the customers on the caller’s own path.',
      querystring: webPageListSchema,
    },
    (query, auth) => listWebPages(db, query, auth),
  );

  app.get(
    WEB_PAGE_API.detail,
    {
      config: { access: WEB_PAGE_PERMS.query },
      schema: { tags: ['web pages'], summary: 'One web page link', querystring: webPageIdSchema },
    },
    async (request) => ok(await loadWebPage(db, request.query.pageId, currentUser(request))),
  );

  app.post(
    WEB_PAGE_API.save,
    {
      ...guardOf({ create: WEB_PAGE_PERMS.add, update: WEB_PAGE_PERMS.edit, idField: 'pageId' }, { module: 'webPage', action: 'save' }),
      schema: {
        tags: ['web pages'],
        summary: 'Create (no pageId) or update a web page link (form-encoded)',
        description: `Creating needs \`${WEB_PAGE_PERMS.add}\`, updating \`${WEB_PAGE_PERMS.edit}\` (checked once the body is valid).`,
        body: webPageSaveSchema,
      },
    },
    async (request) => ok(await saveWebPage(db, request.body, currentUser(request))),
  );

  // The spec lists delete among the GET calls; POST (form or JSON) is accepted too.
  const remove = async (pageId: number, auth: ReturnType<typeof currentUser>) => {
    await deleteWebPage(db, pageId, auth);
    return ok();
  };
  app.get(
    WEB_PAGE_API.delete,
    {
      config: { access: WEB_PAGE_PERMS.remove, audit: { module: 'webPage', action: 'delete' } },
      schema: { tags: ['web pages'], summary: 'Delete a web page link', querystring: webPageIdSchema },
    },
    async (request) => remove(request.query.pageId, currentUser(request)),
  );
  app.post(
    WEB_PAGE_API.delete,
    {
      config: { access: WEB_PAGE_PERMS.remove, audit: { module: 'webPage', action: 'delete' } },
      schema: { tags: ['web pages'], summary: 'Delete a web page link', body: webPageIdSchema },
    },
    async (request) => remove(request.body.pageId, currentUser(request)),
  );
}
