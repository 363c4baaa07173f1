import { NOTICE_API, NOTICE_PERMS, SESSION, noticeQuerySchema, noticeSchema, noticeUpdateSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { createNotice, deleteNotices, listNotices, loadNotice, markRead, unreadNotices, updateNotice, viewNotice } from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { readRoute } from '../../platform/routes/read.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { notices, noticeOrgs } from './schema.js';
import { orgs } from '../../platform/identity/schema.js';

const TAGS = ['notices'];
const audit = auditOf('notice');
const NOTICE_ID = idParam('noticeId');

/** System notices (RuoYi /admin/system/notice) and the header bell's unread/read calls. */
export async function noticeRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    {
      url: NOTICE_API.list,
      access: NOTICE_PERMS.list,
      tags: TAGS,
      summary: 'Notices written in the caller’s data scope, paged',
      querystring: noticeQuerySchema,
    },
    { tables: [notices, noticeOrgs, orgs], perCaller: true },
    (query, auth) => listNotices(db, query, auth),
  );

  readRoute(
    app,
    {
      url: NOTICE_API.unread,
      access: SESSION,
      tags: TAGS,
      summary: 'Unread published notices addressed to the caller: count and the latest five (header bell)',
    },
    (_, auth) => unreadNotices(db, auth),
  );

  readRoute(
    app,
    {
      url: `${NOTICE_API.view}/:noticeId`,
      access: SESSION,
      tags: TAGS,
      summary: 'A published notice addressed to the caller',
      params: NOTICE_ID,
    },
    ({ noticeId }, auth) => viewNotice(db, noticeId, auth),
  );

  commandRoute(
    app,
    {
      url: `${NOTICE_API.read}/:noticeId`,
      access: SESSION,
      audit: false,
      tags: TAGS,
      summary: 'Mark a notice addressed to the caller as read (per user)',
      params: NOTICE_ID,
    },
    ({ noticeId }, auth) => markRead(db, noticeId, auth),
  );

  keptRoute(
    app,
    { url: `${NOTICE_API.base}/:noticeId`, access: NOTICE_PERMS.query, tags: TAGS, summary: 'One notice', params: NOTICE_ID },
    { tables: [notices, noticeOrgs, orgs], perCaller: true },
    ({ noticeId }, auth) => loadNotice(db, noticeId, auth),
  );

  commandRoute(
    app,
    {
      url: NOTICE_API.base,
      access: NOTICE_PERMS.add,
      audit: audit('add'),
      tags: TAGS,
      summary: 'Add a notice (content sanitised)',
      body: noticeSchema,
    },
    (body, auth) => createNotice(db, body, auth),
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: NOTICE_API.base,
      access: NOTICE_PERMS.edit,
      audit: audit('edit'),
      tags: TAGS,
      summary: 'Change a notice (content sanitised)',
      body: noticeUpdateSchema,
    },
    ({ noticeId, ...input }, auth) => updateNotice(db, noticeId, input, auth),
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: `${NOTICE_API.base}/:ids`,
      access: NOTICE_PERMS.remove,
      audit: audit('remove'),
      tags: TAGS,
      summary: 'Delete notices (comma-separated ids), all or nothing',
      params: idsParam(),
    },
    async ({ ids }, auth) => ({ deleted: await deleteNotices(db, ids, auth) }),
  );
}
