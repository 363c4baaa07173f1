import { configAccess } from '../modules/configs/access.cases.js';
import { dictAccess } from '../modules/dicts/access.cases.js';
import type { AccessModule } from './access-matrix.js';
import { deviceAccess } from '../modules/devices/access.cases.js';
import { menuAccess } from '../modules/menus/access.cases.js';
import { roleAccess } from '../modules/roles/access.cases.js';
import { accountAccess } from '../modules/accounts/access.cases.js';
import { clientErrorAccess } from '../modules/client-errors/access.cases.js';
import { webPageAccess } from '../modules/web-pages/access.cases.js';
import { orgAccess } from '../modules/orgs/access.cases.js';
import { customerAccess } from '../modules/customers/access.cases.js';
import { noticeAccess } from '../modules/notices/access.cases.js';
import { themeAccess } from '../modules/themes/access.cases.js';
import { mobileConfigAccess } from '../modules/mobile-config/access.cases.js';
import { platformSettingsAccess } from '../modules/platform-settings/access.cases.js';
import { logAccess } from '../modules/logs/access.cases.js';
import { onlineAccess } from '../modules/online-users/access.cases.js';
import { monitorAccess } from '../modules/monitor/access.cases.js';
import { deviceSettingsAccess } from '../modules/device-settings/access.cases.js';
import { jobAccess } from '../modules/jobs/access.cases.js';
import { pointAccess } from '../modules/points/access.cases.js';
import { deviceModelAccess } from '../modules/device-models/access.cases.js';
import { deviceCommandAccess } from '../modules/device-commands/access.cases.js';

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
  noticeAccess,
  themeAccess,
  mobileConfigAccess,
  platformSettingsAccess,
  deviceAccess,
  logAccess,
  onlineAccess,
  monitorAccess,
  deviceSettingsAccess,
  jobAccess,
  pointAccess,
  deviceModelAccess,
  deviceCommandAccess,
];
