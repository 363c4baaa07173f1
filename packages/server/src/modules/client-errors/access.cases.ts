import { CLIENT_ERROR_API, CLIENT_ERROR_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, onPath, stillThere } from '../../test/access-cases.js';
import { clientErrors } from './schema.js';

/**
 * The client error log. POST /api/ClientError/report is open to every signed-in user (session
 * access): its 401 is tested in client-errors.test.ts, as the matrix expects 403 without a role.
 */
export const accessCases: AccessModule = {
  module: 'client-errors',
  scope: [
    {
      name: 'an error reported by a Harbor Drinks Ltd. user',
      permissions: [CLIENT_ERROR_PERMS.list, CLIENT_ERROR_PERMS.remove],
      foreignRow: insertRow(clientErrors, (ctx) => ({
        message: 'harbor probe',
        url: 'http://x/',
        source: 'window',
        orgId: ctx.orgs.harborStore,
        username: 'harbor-user',
      })),
      list: listed(`${CLIENT_ERROR_API.list}?limit=1000`),
      remove: onPath('DELETE', CLIENT_ERROR_API.remove),
      unchanged: stillThere(clientErrors, clientErrors.id),
    },
  ],
};
