import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Database, DatabaseHandle } from '../platform/db/database.js';
import { type RunningDeviceLink, startDeviceLink } from '../modules/device-gateway/index.js';
import type { TestMachine } from './test-devices.js';
import { orgIdByCode } from './fixtures.js';
import { openTestDatabase, testConfig } from './harness.js';

/** The app with a live MQTT device link on a database of its own (the gateway writes outside any test's rollback). */
export interface LinkedApp {
  database: DatabaseHandle;
  link: RunningDeviceLink;
  app: FastifyInstance;
  /** The embedded broker's address, for test machines. */
  url: string;
}

/** Starts the broker on a free port with short flush and sweep intervals, then the app on it. */
export async function startLinkedApp(): Promise<LinkedApp> {
  const database = await openTestDatabase();
  const config = testConfig({ mqttEnabled: true, mqttPort: 0, mqttWsPort: 0, host: '127.0.0.1' });
  const link = (await startDeviceLink({
    config,
    db: database.db,
    log: pino({ level: 'silent' }),
    tuning: { seenFlushMs: 100, orderFlushMs: 20, sweepMs: 200, commandSweepMs: 200 },
  })) as RunningDeviceLink;
  const app = await buildApp({ config, database, deviceLink: link });
  await app.ready();
  return { database, link, app, url: `mqtt://127.0.0.1:${link.ports.mqtt}` };
}

/** Ends the machines, then the app, the link and the database (whatever of them was started). */
export async function closeLinkedApp(started: Partial<LinkedApp>, machines: TestMachine[]): Promise<void> {
  await Promise.allSettled(machines.map((m) => m.end(true)));
  await started.app?.close();
  await started.link?.close();
  await started.database?.close();
}

/** Signs in on the app (captcha off) and answers the session's token. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/admin/login', payload: { username, password } });
  const token = (res.json() as { result?: { token?: string } }).result?.token;
  if (!token) throw new Error(`login of ${username} failed: ${res.body}`);
  return token;
}

/** A file's app on a live device link, with the machines it connected and the demo customer's organisation. */
export interface LinkedTestApp extends LinkedApp {
  /** The file's machines: each connected machine is pushed here, to be ended with the app. */
  machines: TestMachine[];
  /** Demo Coffee Co.'s organisation. */
  demoOrg: number;
  db(): Database;
}

/**
 * The usual set-up of a test file on a live device link: the app started before the file's tests
 * (no per-test rollback: the gateway writes outside them), its machines, the app, the link and the
 * database ended after them.
 */
export function useLinkedApp(): LinkedTestApp {
  const state = { machines: [] as TestMachine[], db: () => state.database.db } as LinkedTestApp;
  beforeAll(async () => {
    Object.assign(state, await startLinkedApp());
    state.demoOrg = await orgIdByCode(state.database.db, 'DEMO');
  });
  afterAll(() => closeLinkedApp(state, state.machines));
  return state;
}
