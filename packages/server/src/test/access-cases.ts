import { configAccess } from '../modules/configs/access.cases.js';
import { dictAccess } from '../modules/dicts/access.cases.js';
import type { AccessModule } from './access-matrix.js';
import { menuAccess } from '../modules/menus/access.cases.js';
import { roleAccess } from '../modules/roles/access.cases.js';
import { accountAccess } from '../modules/accounts/access.cases.js';
import { clientErrorAccess } from '../modules/client-errors/access.cases.js';
import { webPageAccess } from '../modules/web-pages/access.cases.js';
import { orgAccess } from '../modules/orgs/access.cases.js';
import { customerAccess } from '../modules/customers/access.cases.js';

/** Every module's access table (one import and one entry per module). */
export const ACCESS_MODULES: AccessModule[] = [
  menuAccess,
  roleAccess,
  accountAccess,
  clientErrorAccess,
  webPageAccess,
  dictAccess,
  configAccess,
  orgAccess,
  customerAccess,
];
