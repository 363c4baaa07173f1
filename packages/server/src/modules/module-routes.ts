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
];
