import { defineArea } from '../../platform/area.js';
import { ACCOUNT_MENUS } from './menu.js';
import { accountRoutes } from './routes.js';
import { seedAccounts } from './demo-data.js';
import { userExportKind } from './import-export.js';

/** The accounts area: what it adds to the platform. */
export const area = defineArea({
  name: 'users',
  routes: accountRoutes,
  menus: ACCOUNT_MENUS,
  exports: [userExportKind],
  demoSeed: { order: 20, run: seedAccounts },
  uniques: { sys_user_username_uq: { field: 'username', key: 'userNameTaken', param: 'username' } },
});

export { MORE_DEMO_ACCOUNTS } from './demo-data.js';

/* What other areas use of this one. */
export { loadLoginAuth } from './user-info.js';
export { addFirstAccount, type FirstAccount } from './writes.js';
export { assertUsernameFree } from './service.js';
export { operationEmployees } from './listing.js';
export { recordSignIn, setAccountAvatar, setAccountDetails, setAccountPassword, type AccountDetails } from './account-updates.js';
