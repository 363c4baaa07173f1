// Runs on both engines: a server killed mid-write recovers its data directory (PGlite) or its connections (PostgreSQL)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, DEVICE_API, ROLE_API, Status } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows.js';
import { copyOfTemplate } from './harness.js';
import { recountedDeviceCounts, storedDeviceCounts } from './live-aggregates.js';
import { documentedNumbers } from './reliability-doc.js';

/**
 * The server killed with SIGKILL in the middle of writes comes back whole: it starts, signs in,
 * and every write it had acknowledged or not is all there or not there at all (a role with every
 * one of its menu rows, device counters equal to the devices counted).
 *
 * It runs the built server (`dist/main.js`), as a user would, on the database the suite runs on.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../../dist/main.js');
const KILLS = 3;
const WRITERS = 8;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Target {
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}

/**
 * A database of the test's own, already migrated and seeded (a copy of the run's template): what a
 * first start would make, without the minute it takes on a busy machine. The kills are what is tested.
 */
async function makeTarget(): Promise<Target> {
  const template = inject('databaseTemplate');
  const secret = { SECRET_KEY: inject('secretKey') };
  if (template.kind === 'postgres') {
    const copy = await copyOfTemplate(template);
    return {
      env: { ...secret, DATABASE_URL: copy.url },
      open: () => openDatabase({ databaseUrl: copy.url }),
      drop: () => copy.drop(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-crash-'));
  const dataDir = path.join(dir, 'pglite');
  const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(template.snapshotFile)]) });
  await seeded.close();
  return {
    env: { ...secret, DATA_DIR: dir },
    open: () => openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

class Server {
  private child: ChildProcess | null = null;
  private output = '';
  constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.output = '';
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        TEST_DATABASE_URL: '',
        DATABASE_URL: '',
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        CAPTCHA_ENABLED: 'false',
        MQTT_ENABLED: 'false',
        JOBS_ENABLED: 'false',
        SIM_DEVICES: '0',
        LOGIN_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    // A start on a busy machine can take a while (loading the app, checking the migrations).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited ${this.child.exitCode}: ${this.output}`);
      try {
        const res = await fetch(`${this.base}${API.health}`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not answer health within 120 s: ${this.output}`);
  }

  private exited(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const done = this.exited();
    this.child?.kill(signal);
    await done;
    this.child = null;
  }

  async login(): Promise<string> {
    const res = await fetch(`${this.base}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const body = (await res.json()) as { status: number; result: { token: string } };
    if (body.status !== Status.SUCCESS) throw new Error(`sign-in failed after restart: ${JSON.stringify(body)}`);
    return body.result.token;
  }
}

/** Writes as fast as the server takes them until it goes away; answers how many it acknowledged. */
async function writeUntilKilled(server: Server, token: string, round: number, menuIds: number[], orgId: number): Promise<number> {
  let acknowledged = 0;
  let stop = false;
  const post = async (url: string, payload: unknown): Promise<void> => {
    const res = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    const body = (await res.json()) as { status: number };
    if (body.status === Status.SUCCESS) acknowledged++;
  };
  const writer = async (w: number): Promise<void> => {
    for (let i = 0; !stop; i++) {
      const key = `crash_${round}_${w}_${i}`;
      try {
        await post(ROLE_API.base, { roleName: key, roleKey: key, roleSort: 1, menuIds });
        await post(DEVICE_API.save, { deviceCode: `CR${round}W${w}N${i}`, name: key, orgId });
      } catch {
        stop = true; // the connection went with the process
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, 400 + Math.floor(Math.random() * 800)));
  await server.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}

describe('a server killed during writes comes back whole', () => {
  let target: Target | undefined;
  let server: Server | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await target?.drop();
  });

  it(`survives ${KILLS} kills with SIGKILL while ${WRITERS} clients write`, { timeout: 240_000 }, async () => {
    target = await makeTarget();
    server = new Server(target.env, await freePort());
    let db = await target.open();
    const menuIds = rowsOf<{ id: number }>(await db.db.execute(sql`select id from sys_menu order by id limit 25`)).map((r) => Number(r.id));
    const [device] = rowsOf<{ org_id: number }>(await db.db.execute(sql`select org_id from dev_device order by id limit 1`));
    await db.close();
    expect(menuIds.length).toBeGreaterThan(5);
    expect(device).toBeDefined();

    let acknowledgedTotal = 0;
    for (let round = 0; round < KILLS; round++) {
      await server.start();
      const token = await server.login();
      acknowledgedTotal += await writeUntilKilled(server, token, round, menuIds, Number(device!.org_id));
    }
    // Come back once more: it starts and signs in on what the last kill left.
    await server.start();
    await server.login();
    await server.kill('SIGTERM');

    db = await target.open();
    try {
      const roles = rowsOf<{ role_id: number; menus: number }>(
        await db.db.execute(sql`
          select r.id as role_id, (select count(*) from sys_role_menu m where m.role_id = r.id) as menus
            from sys_role r where r.role_key like 'crash\_%'`),
      );
      // Every role that exists has all of its menus: its transaction was whole or absent.
      // (every role was created with the same menus, so all hold the same positive count).
      expect(roles.length).toBeGreaterThan(0);
      expect([...new Set(roles.map((r) => Number(r.menus)))]).toEqual([Number(roles[0]!.menus)]);
      expect(Number(roles[0]!.menus)).toBeGreaterThan(0);
      const devices = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*) as n from dev_device where device_code like 'CR%'`));
      expect(roles.length + Number(devices[0]!.n)).toBeGreaterThanOrEqual(acknowledgedTotal);
      expect(acknowledgedTotal).toBeGreaterThan(0);
      expect(await storedDeviceCounts(db.db)).toEqual(await recountedDeviceCounts(db.db));
      expect(documentedNumbers(/kills the server (\d+) times with SIGKILL while (\d+) clients write/)).toEqual([KILLS, WRITERS]);
    } finally {
      await db.close();
    }
  });
});
