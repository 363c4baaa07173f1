import { type DownKind, downTopic } from '@vr/contracts';
import { type FleetHandle, type FleetOptions, startFleet } from '@vr/device-sim';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app.js';
import type { Database, DatabaseHandle } from '../platform/db/database.js';
import { type RunningDeviceLink, startDeviceLink } from '../modules/device-gateway/index.js';
import { TestMachine, eventually } from './test-devices.js';
import { orgIdByCode } from './fixtures.js';
import { body, openTestDatabase, testConfig } from './harness.js';

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

/** How a test machine joins the link. */
export interface JoinOptions {
  /** Down topics it listens to besides its commands and order acknowledgements. */
  topics?: readonly DownKind[];
  /** Its hello, said at once: the machine is answered once the gateway has it online. */
  hello?: (m: TestMachine) => Promise<unknown>;
}

/** Connects a test machine to the file's link; it is ended with the app. */
export async function joinLink(
  linked: LinkedTestApp,
  d: { code: string; secret: string },
  options: JoinOptions = {},
): Promise<TestMachine> {
  const m = await TestMachine.connect(linked.url, d.code, d.secret);
  if (options.topics?.length)
    await m.client.subscribeAsync(
      options.topics.map((kind) => downTopic(d.code, kind)),
      { qos: 1 },
    );
  linked.machines.push(m);
  if (options.hello) {
    await options.hello(m);
    await linked.link.gateway.settled();
    await eventually(async () => linked.link.gateway.directory.cached(d.code)?.online === true);
  }
  return m;
}

/** A CM-200's hello with these firmware versions; `extra` adds fields (its goods version). */
export const cm200Hello = (m: TestMachine, firmware = { app: '1', mainboard: '1', dtu: '1' }, extra: Record<string, unknown> = {}) =>
  m.publish('hello', { model: 'CM-200', firmware, capacity: 100, heartbeatSeconds: 30, containers: [], ...extra });

/**
 * A caller of the file's app, as `token` (the file's signed-in user by default) in `lang`: every
 * POST gets its own url so none counts as a repeat; a 5xx fails the test; the answer carries its
 * HTTP status (`http`). A `URLSearchParams` payload is sent form-encoded.
 */
export function apiCaller(linked: LinkedApp, defaultToken: () => string) {
  let calls = 0;
  return async <T = unknown>(method: 'GET' | 'POST', path: string, payload?: object, token = defaultToken(), lang = 'en') => {
    const sep = path.includes('?') ? '&' : '?';
    const form = payload instanceof URLSearchParams;
    const res = await linked.app.inject({
      method,
      url: method === 'POST' ? `${path}${sep}n=${++calls}` : path,
      headers: { token, lang, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(payload ? { payload: form ? payload.toString() : payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    return { ...body<T>(res), http: res.statusCode };
  };
}

/**
 * Simulated machines (the device simulator) on the file's link, quiet (no sales, events or
 * refills; reconnecting within 100 ms), answered once each is online at the gateway. `options`
 * adds to or overrides the quiet behaviour. The caller stops the fleet.
 */
export async function startQuietFleet(
  linked: LinkedApp,
  machines: Array<{ code: string; secret: string }>,
  options: Partial<FleetOptions> = {},
): Promise<FleetHandle> {
  const fleet = startFleet({
    url: linked.url,
    devices: machines.map((d) => ({ code: d.code, secret: d.secret, model: 'CM-200' })),
    ordersPerHour: 0,
    randomEvents: false,
    refills: false,
    reconnectMs: [50, 100],
    rampMs: 0,
    seed: 7,
    ...options,
  });
  await fleet.waitConnected();
  await eventually(async () => machines.every((d) => linked.link.gateway.directory.cached(d.code)?.online === true) || null);
  return fleet;
}
