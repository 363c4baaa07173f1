import type { FastifyInstance } from 'fastify';
import { configRoutes } from './configs/routes.js';
import { dictRoutes } from './dicts/routes.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { DeviceLink } from '../platform/mqtt/device-link.js';
import { uploadRoutes } from './uploads/routes.js';
import { clientErrorRoutes } from './client-errors/routes.js';
import { webPageRoutes } from './web-pages/routes.js';
import { profileRoutes } from './profile/routes.js';
import { orgRoutes } from './orgs/routes.js';
import { customerRoutes } from './customers/routes.js';
import { menuRoutes } from './menus/routes.js';
import { roleRoutes } from './roles/routes.js';
import { accountRoutes } from './accounts/routes.js';
import { deviceRoutes } from './devices/routes.js';

import { noticeRoutes } from './notices/routes.js';
import { themeRoutes } from './themes/routes.js';
import { mobileConfigRoutes } from './mobile-config/routes.js';
import { platformSettingsRoutes } from './platform-settings/routes.js';
import { deviceSettingsRoutes } from './device-settings/routes.js';
import { deviceDetailRoutes } from './device-detail/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { pointRoutes } from './points/routes.js';
import { deviceModelRoutes } from './device-models/routes.js';
import { logRoutes } from './logs/routes.js';
import { onlineUserRoutes } from './online-users/routes.js';
import { monitorRoutes } from './monitor/routes.js';
import { deviceCommandRoutes } from './device-commands/routes.js';
import { jobRoutes } from './jobs/routes.js';
/** What every area's routes get: the database and the configuration. */
export interface ModuleContext {
  db: Database;
  config: Config;
  /** Commands to devices and the link's figures (platform/mqtt). */
  deviceLink: DeviceLink;
}

export type ModuleRoutes = (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;

/**
 * The areas' routes, registered in this order (one import and one entry per area). Each is a
 * function of `modules/<area>/routes.ts`; every route in it declares `config.access`.
 */
export const MODULE_ROUTES: ModuleRoutes[] = [
  dictRoutes,
  configRoutes,
  uploadRoutes,
  clientErrorRoutes,
  webPageRoutes,
  profileRoutes,
  orgRoutes,
  customerRoutes,
  menuRoutes,
  roleRoutes,
  accountRoutes,
  noticeRoutes,
  themeRoutes,
  mobileConfigRoutes,
  platformSettingsRoutes,
  deviceRoutes,
  deviceSettingsRoutes,
  deviceDetailRoutes,
  dashboardRoutes,
  pointRoutes,
  deviceModelRoutes,
  logRoutes,
  onlineUserRoutes,
  monitorRoutes,
  deviceCommandRoutes,
  jobRoutes,
];
