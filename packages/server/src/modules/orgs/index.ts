import { defineArea } from '../../platform/area.js';
import { ORG_MENUS } from './menu.js';
import { orgRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The orgs area: what it adds to the platform. */
export const area = defineArea({
  name: 'orgs',
  routes: orgRoutes,
  menus: ORG_MENUS,
  uniques: {
    sys_org_parent_name_uq: { field: 'deptName', key: 'orgNameTaken', param: 'name' },
    sys_org_code_uq: { field: 'orgCode', key: 'orgCodeTaken', param: 'code' },
  },
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).orgAccess,
});

/* What other areas use of this one. */
export {
  assertDeletable,
  assertNoEnabledDescendants,
  assertUnique,
  customerOf,
  deleteOrgs,
  idsOnPath,
  insertOrg,
  loadOrgInScope,
  moveOrg,
  nest,
  orgScope,
  platformOrg,
  type OrgRow,
} from './service.js';
export { provideOrgDeviceCounts } from './device-counts.js';
