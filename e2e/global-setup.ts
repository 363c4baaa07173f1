import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from './smtp-sink.js';
import { startWechatPayEmulator } from '../packages/server/src/test/provider-emulators/wechat-pay.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's embedded MQTT broker, for tests that run simulated devices. */
    mqttURL: string;
    /** The file where the SMTP sink the server sends its e-mail to appends each one (`sunkMails`). */
    smtpInbox: string;
    /** The server's PostgreSQL database ('' on the embedded PGlite): for a test that needs a table no migration makes. */
    databaseUrl: string;
  }
}

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * The server's database: a fresh PostgreSQL database on the server the run's API tests use
 * (TEST_DATABASE_URL, as CI has), which the server migrates and seeds as on a first start; without
 * one, or with E2E_DATABASE=pglite, the embedded PGlite `npm start` uses. The screens do not depend
 * on the engine (the API suites test both); PostgreSQL costs the two cores less than PGlite running
 * inside the server's process.
 */
async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url || process.env['E2E_DATABASE'] === 'pglite') return { url: '', drop: async () => undefined };
  const name = `vr_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** Starts the built server on a free port with a fresh database (captcha off). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The server joined into one file, as `npm start` runs it.
  const main = path.join(root, 'packages/server/dist/bundle/main.js');
  if (!fs.existsSync(main)) throw new Error(`server not built (${main}): run npm run build`);
  const webDist = process.env['WEB_DIST'] ?? path.join(root, 'packages/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`web app not built in ${webDist}: run npm run build`);
  const port = await freePort();
  const mqttPort = await freePort();
  const mqttWsPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-e2e-'));
  const smtpInbox = path.join(dataDir, 'smtp-inbox.jsonl');
  const smtp = await startSmtpSink(smtpInbox);
  // WeChat Pay's API for the server: an emulator with the test-only merchant (scan-order.e2e pays through it).
  const wechatPay = await startWechatPayEmulator({ testOnly: true });
  const database = await serverDatabase();
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      MQTT_PORT: String(mqttPort),
      MQTT_WS_PORT: String(mqttWsPort),
      MQTT_URL: '',
      // Every test signs in from the same address: the per-IP sign-in limit is the API tests' business.
      LOGIN_RATE_LIMIT: '100000',
      CAPTCHA_RATE_LIMIT: '100000',
      // Cheap password hashes: every test signs in, and bcrypt's cost is not what they test.
      NODE_ENV: 'test',
      PASSWORD_HASH_ROUNDS: '4',
      // Tests start the simulated devices they need themselves.
      SIM_DEVICES: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      WECHATPAY_API_URL: wechatPay.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (err) {
    // A server that never became healthy must not outlive the run (it would load the next one).
    child.kill('SIGKILL');
    await smtp.stop();
    await wechatPay.close();
    await database.drop();
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('mqttURL', `mqtt://127.0.0.1:${mqttPort}`);
  project.provide('smtpInbox', smtpInbox);
  project.provide('databaseUrl', database.url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await smtp.stop();
    await wechatPay.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
