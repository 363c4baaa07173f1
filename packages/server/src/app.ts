import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import pino from 'pino';
import { startDeviceLink } from './modules/device-gateway/index.js';
import { AREAS } from './modules/index.js';
import { installOperationLog } from './platform/audit/operation-log.js';
import { installGuard } from './platform/auth/guard.js';
import type { ModuleContext } from './platform/area.js';
import type { Config } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { requestTransactions } from './platform/db/request-transaction.js';
import { installTableChanges } from './platform/db/table-changes.js';
import { healthRoutes } from './platform/health.js';
import { closeImportWorkers } from './platform/excel/import.js';
import { trustProxyOption } from './platform/http/client-address.js';
import { uniqueRegistry } from './platform/db/unique.js';
import { frameworkErrors, installErrorHandling } from './platform/http/error-handler.js';
import { installMultipart } from './platform/http/multipart.js';
import { installRepeatSubmitGuard } from './platform/http/repeat-submit.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { installNulGuard, zodCompilersFactory, zodValidatorCompiler } from './platform/http/validation.js';
import { installOpenApi } from './platform/openapi.js';
import { installWebApp } from './platform/web.js';
import { installJobs } from './platform/jobs/index.js';
import { installExports } from './platform/exports/index.js';
import { installBackground } from './platform/background.js';
import { wireAreas } from './platform/wiring/index.js';
import { useSecretDir } from './platform/secrets/secret-box.js';
import type { DeviceLink } from './platform/mqtt/device-link.js';
import { publicBaseUrl } from './platform/http/public-url.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Registers extra routes before start (tests use it to prove the access rule). */
  extraRoutes?: (app: FastifyInstance, ctx: ModuleContext) => void | Promise<void>;
  /** A device link made by the caller (tests); otherwise started from the configuration. */
  deviceLink?: DeviceLink;
  /**
   * Whether the areas' background work runs (default: yes). Off for an app whose database is one
   * test's transaction: work of its own beside the test's statements would share that connection.
   */
  background?: boolean;
}

const MAX_BODY_BYTES = 20 * 1024 * 1024;

export async function buildApp({
  config,
  database,
  extraRoutes,
  deviceLink: givenLink,
  background = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: pino({
      level: config.logLevel,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    }) as FastifyBaseLogger,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    schemaController: { compilersFactory: zodCompilersFactory },
    frameworkErrors,
    // A HEAD twin of every GET doubled the router's work at start for requests nobody sends to the
    // API; the routes that serve files or are probed (health, downloads, the web app) declare theirs.
    exposeHeadRoutes: false,
  });

  // Secrets at rest (payment keys, webhook secrets) are sealed with a key kept in the data directory unless SECRET_KEY is set.
  useSecretDir(config.dataDir);
  // What the areas provide one another and the events they hear; a missing provider stops the start here.
  wireAreas(AREAS, (err, event, area) => app.log.error({ err, event, area }, `the area "${area}" failed on the event "${event}"`));
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandling(app, uniqueRegistry(AREAS));
  installNulGuard(app);
  // First of the onRequest hooks, so answers that the guard or the rate limits end early carry the headers too.
  installSecurityHeaders(app);
  installGuard(app, {
    database,
    sessionTtlMinutes: config.sessionTtlMinutes,
    callerCacheSeconds: config.callerCacheSeconds,
    apiDocs: config.apiDocs,
  });
  // Before the areas' routes: kept answers read it, and write routes get its hook.
  installTableChanges(app, database);
  installRepeatSubmitGuard(app);
  installOperationLog(app, database.db);
  // Write routes run in one transaction each; areas get the handle that follows it.
  const transactions = requestTransactions(database.db);
  transactions.install(app);

  // Compress answers and the web app's files (the login route's JavaScript travels gzipped).
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // Uploads and imports (request.file()); files up to 100 MB, routes set lower limits.
  await installMultipart(app);
  // Imports read sheets in worker threads; the idle ones end with the server.
  app.addHook('onClose', () => closeImportWorkers());
  await app.register(rateLimit, { global: false });
  await installOpenApi(app, config.apiDocs);

  await app.register(healthRoutes, { database });
  const saleDb = database.saleDb ?? database.db;
  const deviceLink = givenLink ?? (await startDeviceLink({ config, db: saleDb, log: app.log }));
  if (!givenLink) app.addHook('onClose', () => deviceLink.close());
  deviceLink.usePublicUrl?.(() => publicBaseUrl(app, config));
  // Scheduled jobs: app.jobRunner for the job routes; runs when config.jobsEnabled (starts on ready, stops on close).
  installJobs(app, { db: database.db, config, areas: AREAS });
  // Background exports: app.exportRunner works the queue when config.jobsEnabled.
  installExports(app, { db: database.db, config, areas: AREAS });
  // The areas' own background work (the sales roll-ups' folder), in every process, jobs on or off.
  if (background) installBackground(app, database.db, AREAS);
  for (const area of AREAS) {
    const routes = area.routes;
    if (routes) await app.register(async (scope) => routes(scope, { db: transactions.db, saleDb, config, deviceLink }));
  }
  if (extraRoutes) await app.register(async (scope) => extraRoutes(scope, { db: transactions.db, saleDb, config, deviceLink }));

  await installWebApp(app, config.webDist);
  return app;
}
