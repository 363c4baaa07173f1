import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { seedDemoData } from '../db/demo-data.js';
import { AREAS } from '../modules/index.js';
import { wireAreas } from '../platform/wiring/index.js';
import { syncReferenceData } from '../platform/reference-data.js';
import { openDatabase, pgliteClient } from '../platform/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; url: string; template: string };
    /** The SECRET_KEY the demo data's payment keys were encrypted with (random per run). */
    secretKey: string;
  }
}

/**
 * Builds the seeded database once per run: a PGlite snapshot file (opening PGlite costs ~2 s,
 * loading a snapshot far less), or, with TEST_DATABASE_URL, a template database each test file
 * copies. Every test file then gets a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env['SECRET_KEY'] ??= randomBytes(32).toString('base64url');
  // Cheap password hashes for the demo accounts and every account a test makes (the workers inherit
  // it): a sign-in's bcrypt check is 2 ms instead of 100 (platform/auth/password.ts).
  process.env['PASSWORD_HASH_ROUNDS'] ??= '4';
  project.provide('secretKey', process.env['SECRET_KEY']);
  // Reference and demo data run the areas' code, which reads what other areas provide.
  wireAreas(AREAS);
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = `vr_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await handle.migrate();
    await syncReferenceData(handle.db, AREAS);
    await seedDemoData(handle.db, AREAS);
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await handle.migrate();
  await syncReferenceData(handle.db, AREAS);
  await seedDemoData(handle.db, AREAS);
  const dump = await pgliteClient(handle).dumpDataDir('none');
  await handle.close();
  const snapshotFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vr-test-')), 'seeded.tar');
  fs.writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', snapshotFile });
  return async () => fs.rmSync(path.dirname(snapshotFile), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
