import { FRANCHISEE_API, FRANCHISEE_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { franchiseApplications } from './schema.js';

/** Franchise applications: the one that made Harbor Drinks Ltd. is neither listed to, read nor reviewed by Demo Coffee Co.'s ops. */
export const accessCases: AccessModule = {
  module: 'franchisees',
  scope: [
    {
      name: 'the franchise application of Harbor Drinks Ltd.',
      permissions: Object.values(FRANCHISEE_PERMS),
      foreignRow: insertRow(franchiseApplications, (ctx) => ({
        companyName: 'Harbor Drinks franchise',
        contactName: 'Harbor',
        contactPhone: '555-0100',
        contactEmail: 'harbor@example.com',
        region: 'Harbor',
        plannedPoints: 1,
        plannedMachines: 1,
        username: `harbor.applicant.${Date.now() % 1_000_000}`,
        passwordHash: '!',
        tokenHash: `access-${Date.now()}-${Math.random()}`.padEnd(64, '0').slice(0, 64),
        state: 'passed',
        customerOrgId: ctx.orgs.harbor,
      })),
      list: listed(`${FRANCHISEE_API.list}?limit=1000`),
      detail: getWith(FRANCHISEE_API.detail),
      update: send('POST', FRANCHISEE_API.review, (id) => ({ id: Number(id), pass: false, reason: 'not yours' })),
      unchanged: rowStill(franchiseApplications, franchiseApplications.id, (row) => row.state === 'passed'),
    },
  ],
};
