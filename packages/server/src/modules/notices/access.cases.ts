import { NOTICE_API, NOTICE_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, onPath, rowStill, send } from '../../test/access-cases.js';
import { notices } from './schema.js';

const perms = Object.values(NOTICE_PERMS);
const body = { noticeTitle: 'Probe', noticeType: 'notice', noticeContent: '<p>x</p>', orgIds: [] };

/** Notices: the management routes by permission; unread/view/read need only a session (notices.test.ts). */
export const accessCases: AccessModule = {
  module: 'notices',
  scope: [
    {
      name: 'a notice written by Harbor Drinks Ltd.',
      permissions: perms,
      foreignRow: insertRow(notices, (ctx) => ({
        title: 'Harbor probe',
        type: 'notice',
        content: '<p>harbor</p>',
        orgId: ctx.orgs.harbor,
      })),
      list: listed(`${NOTICE_API.list}?limit=100`, 'noticeId'),
      detail: onPath('GET', NOTICE_API.base),
      update: send('PUT', NOTICE_API.base, (id) => ({ ...body, noticeId: id, noticeTitle: 'Taken over', orgIds: [] })),
      remove: onPath('DELETE', NOTICE_API.base),
      unchanged: rowStill(notices, notices.id, (notice) => notice.title === 'Harbor probe'),
    },
  ],
};
