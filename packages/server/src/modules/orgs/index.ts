import { defineArea } from '../../platform/area.js';
import { seedOrgDetails } from './demo-data.js';
import { orgDeviceCounts } from './device-counts.js';
import { ORG_MENUS } from './menu.js';
import { orgRoutes } from './routes.js';

/** The orgs area: what it adds to the platform. */
export const area = defineArea({
  name: 'orgs',
  routes: orgRoutes,
  menus: ORG_MENUS,
  needs: [orgDeviceCounts],
  demoSeed: { order: 5, run: seedOrgDetails },
  uniques: {
    sys_org_parent_name_uq: { field: 'deptName', key: 'orgNameTaken', param: 'name' },
    sys_org_code_uq: { field: 'orgCode', key: 'orgCodeTaken', param: 'code' },
  },
});

/* What other areas use of this one. */
export {
  assertDeletable,
  assertNoEnabledDescendants,
  assertUnique,
  changeOrg,
  customerOf,
  deleteOrgs,
  idsOnPath,
  insertOrg,
  loadOrgInScope,
  moveOrg,
  nest,
  orgScope,
  platformOrg,
  type OrgChanges,
  type OrgRow,
} from './service.js';
export { customerNameOf, customerNamesOf } from './customer-names.js';
export { orgDeviceCounts } from './device-counts.js';
