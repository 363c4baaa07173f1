import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.js';
import type { Config } from '../platform/config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../platform/db/database.js';
import { settleSales } from '../modules/reports/index.js';
import { withDatabase } from './global-setup.js';
import { isolateEachTest } from './isolation.js';
import { TABLE_CHANGES_CHANNEL } from '../platform/db/table-changes.js';
import { tableOwners } from '../platform/db/table-owners.js';
import { checkKeptReads } from '../platform/routes/kept.js';

// Every kept answer a test computes is checked against the tables it declares.
checkKeptReads(new Set(tableOwners().bySql.keys()));

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '/tmp/vr-test-unused',
  databaseUrl: undefined,
  captchaEnabled: false,
  sessionTtlMinutes: 720,
  callerCacheSeconds: 5,
  logLevel: 'silent',
  loginRateLimit: 1000,
  captchaRateLimit: 1000,
  trustProxy: false,
  webDist: undefined,
  // Tests that need the device link or the job runner switch them on (and pick free ports).
  mqttPort: 0,
  mqttWsPort: 0,
  mqttUrl: undefined,
  mqttEnabled: false,
  simDevices: 0,
  jobsEnabled: false,
  outboundPrivateAllowed: false,
  apiDocs: 'signed-in',
  upgradeReportMinutes: 30,
  ...overrides,
});

/** A database of this test file's own, seeded with the demo data. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  // Payment keys of the demo data are encrypted with the run's key.
  process.env['SECRET_KEY'] ??= inject('secretKey');
  if (template.kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(template.snapshotFile)]);
    return openDatabase({ loadDataDir: snapshot, witnessStatements: true });
  }
  const copy = await copyOfTemplate(template);
  const handle = await openDatabase({ databaseUrl: copy.url, witnessStatements: true });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

/** A new PostgreSQL database copied from the run's seeded template: its name, its URL, and how to drop it. */
export async function copyOfTemplate(template: {
  url: string;
  template: string;
}): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `vr_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  return {
    name,
    url: withDatabase(template.url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Signs in (captcha off) and answers the token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  extraRoutes?: AppOptions['extraRoutes'],
  database?: DatabaseHandle,
): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const isolated = isolatedHandles.has(db);
  const app = await buildApp({ config, database: db, background: !isolated, ...(extraRoutes ? { extraRoutes } : {}) });
  await app.ready();
  if (isolated) foldBeforeEachRequest(app, db.db);
  return {
    app,
    database: db,
    async login(username, password) {
      const res = await app.inject({ method: 'POST', url: '/admin/login', payload: { username, password } });
      const body = res.json() as { status: number; result: { token: string } };
      if (body.status !== 1001) throw new Error(`login ${username} failed: ${res.body}`);
      return body.result.token;
    },
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** Handles whose `db` is the running test's transaction (`useTestApp`). */
const isolatedHandles = new WeakSet<DatabaseHandle>();

/**
 * On one test's transaction the sales folder cannot run beside the test (one connection), so the
 * queued sales are folded, in the test's transaction, before each request: a request sees what a
 * server's folder would have folded by then. Tests that read the roll-ups without a request call
 * `settleSales` themselves.
 */
function foldBeforeEachRequest(app: FastifyInstance, db: Database): void {
  const send = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: typeof send }).inject = async (opts) => {
    await settleSales(db);
    return send(opts);
  };
}

export function body<T = unknown>(res: LightMyRequestResponse): { status: number; data: T; result: unknown; total?: number } {
  return res.json();
}

/**
 * An app on a database of the file's own without the per-test transaction, so that requests and
 * writes of one test reach the database on their own connections at once (races, locks), with
 * the administrator signed in (`adminToken`).
 */
export function useAppOnOwnConnections(): TestApp & { adminToken: string } {
  let inner: TestApp | undefined;
  const state = {} as TestApp & { adminToken: string };
  beforeAll(async () => {
    inner = await createTestApp();
    Object.assign(state, inner, { adminToken: await inner.login('admin', 'admin123') });
  }, 60_000);
  afterAll(async () => inner?.close());
  return state;
}

/**
 * The usual set-up of an API test file: one app on a database of the file's own, and every test
 * in its own transaction (rolled back afterwards). Sign in inside a test, or in beforeAll for a
 * session every test shares.
 */
export function useTestApp(overrides: Partial<Config> = {}, extraRoutes?: AppOptions['extraRoutes']): TestApp {
  let handle: DatabaseHandle;
  let inner: TestApp;
  const state = {} as TestApp;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const isolated: DatabaseHandle = { ...handle, db: isolatedDb, saleDb: isolatedDb, listen: unheardTableChanges(handle) };
    isolatedHandles.add(isolated);
    inner = await createTestApp(overrides, extraRoutes, isolated);
    Object.assign(state, inner);
  });
  afterAll(async () => {
    await inner?.app.close();
    await handle?.close();
  });
  const isolatedDb = isolateEachTest(() => handle.db);
  // The rollback undoes writes without a notification: callers cached during the test go with it.
  afterEach(() => inner?.app.callers.forgetAll());
  return state;
}

/**
 * A test's writes are never committed, so the tables' triggers never notify them: the app is told
 * it does not hear table changes, and reads every kept answer afresh (tests that write beside the
 * API, as another process would, see their writes at once). `useAppOnOwnConnections` commits, and
 * keeps answers as a server does.
 */
function unheardTableChanges(handle: DatabaseHandle): DatabaseHandle['listen'] {
  return async (channel, handlers) => {
    if (channel !== TABLE_CHANGES_CHANNEL) return handle.listen(channel, handlers);
    handlers.listening(false);
    return { close: async () => undefined };
  };
}
