import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';

/** What every area's routes get: the database and the configuration. */
export interface ModuleContext {
  db: Database;
  config: Config;
}

export type ModuleRoutes = (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;

/**
 * The areas' routes, registered in this order (one import and one entry per area). Each is a
 * function of `modules/<area>/routes.ts`; every route in it declares `config.access`.
 */
export const MODULE_ROUTES: ModuleRoutes[] = [];
