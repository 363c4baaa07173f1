import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { type RunningDeviceLink, startDeviceLink } from '../modules/device-gateway/index.js';
import type { TestMachine } from './test-devices.js';
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
