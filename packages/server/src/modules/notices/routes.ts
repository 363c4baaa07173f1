import { NOTICE_API, NOTICE_PERMS, SESSION, noticeQuerySchema, noticeSchema, noticeUpdateSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { createNotice, deleteNotices, listNotices, loadNotice, markRead, unreadNotices, updateNotice, viewNotice } from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['notices'];
const audit = auditOf('notice');
const NOTICE_ID = idParam('noticeId');

/** System notices (RuoYi /admin/system/notice) and the header bell's unread/read calls. */
export async function noticeRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: NOTICE_API.list,
      access: NOTICE_PERMS.list,
      tags: TAGS,
      summary: 'Notices written in the caller’s data scope, paged',
      querystring: noticeQuerySchema,
    },
    (query, auth) => listNotices(db, query, auth),
  );

  app.get(
    NOTICE_API.unread,
    {
      config: { access: SESSION },
      schema: {
        tags: TAGS,
        summary: 'Unread published notices addressed to the caller: count and the latest five (header bell)',
      },
    },
    async (request) => ok(await unreadNotices(db, currentUser(request))),
  );

  app.get(
    `${NOTICE_API.view}/:noticeId`,
    {
      config: { access: SESSION },
      schema: { tags: TAGS, summary: 'A published notice addressed to the caller', params: NOTICE_ID },
    },
    async (request) => ok(await viewNotice(db, request.params.noticeId, currentUser(request))),
  );

  app.post(
    `${NOTICE_API.read}/:noticeId`,
    {
      config: { access: SESSION, audit: false },
      schema: { tags: TAGS, summary: 'Mark a notice addressed to the caller as read (per user)', params: NOTICE_ID },
    },
    async (request) => {
      await markRead(db, request.params.noticeId, currentUser(request));
      return ok();
    },
  );

  app.get(
    `${NOTICE_API.base}/:noticeId`,
    { config: { access: NOTICE_PERMS.query }, schema: { tags: TAGS, summary: 'One notice', params: NOTICE_ID } },
    async (request) => ok(await loadNotice(db, request.params.noticeId, currentUser(request))),
  );

  app.post(
    NOTICE_API.base,
    {
      config: { access: NOTICE_PERMS.add, audit: audit('add') },
      schema: { tags: TAGS, summary: 'Add a notice (content sanitised)', body: noticeSchema },
    },
    async (request) => ok(await createNotice(db, request.body, currentUser(request))),
  );

  app.put(
    NOTICE_API.base,
    {
      config: { access: NOTICE_PERMS.edit, audit: audit('edit') },
      schema: { tags: TAGS, summary: 'Change a notice (content sanitised)', body: noticeUpdateSchema },
    },
    async (request) => {
      const { noticeId, ...input } = request.body;
      return ok(await updateNotice(db, noticeId, input, currentUser(request)));
    },
  );

  app.delete(
    `${NOTICE_API.base}/:ids`,
    {
      config: { access: NOTICE_PERMS.remove, audit: audit('remove') },
      schema: { tags: TAGS, summary: 'Delete notices (comma-separated ids), all or nothing', params: idsParam() },
    },
    async (request) => ok({ deleted: await deleteNotices(db, request.params.ids, currentUser(request)) }),
  );
}
