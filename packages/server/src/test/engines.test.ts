import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bothEngineFiles, serverTestFiles } from './engines.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What only shows where the engines differ: two instances or a live device link on one database,
 * a recount of roll-ups, a crash, row locks, or a test that asks which engine it runs on.
 */
const ENGINE_MARKERS = [
  /from '[./]*(test\/)?(linked-app|live-aggregates)\.js'/,
  /startLinkedApp|TEST_DATABASE_URL|databaseTemplate|template\.kind/,
  /for update|skip locked|pg_advisory/i,
];

describe('which engine each server test file runs on', () => {
  const both = bothEngineFiles();

  it('finds the files that declare both engines on their first line', () => {
    expect(both['test/reconciliation.test.ts']).toMatch(/money/);
    expect(both['modules/refunds/refunds-beside-sales.test.ts']).toMatch(/lock/);
    expect(Object.keys(both).length).toBeGreaterThan(20);
  });

  it('no file says "both engines" anywhere but its first line, where the runner reads it', () => {
    const misplaced = serverTestFiles().filter((f) => {
      const lines = fs.readFileSync(path.join(src, f), 'utf8').split('\n');
      return lines.slice(1).some((line) => line.startsWith('// Runs on both engines'));
    });
    expect(misplaced).toEqual([]);
  });

  it('a test of what the engines do differently runs on both', () => {
    const self = path
      .relative(src, fileURLToPath(import.meta.url))
      .split(path.sep)
      .join('/');
    const once = serverTestFiles().filter(
      (f) => f !== self && !(f in both) && ENGINE_MARKERS.some((m) => m.test(fs.readFileSync(path.join(src, f), 'utf8'))),
    );
    expect(once, 'these test engine-specific behaviour: start them with "// Runs on both engines: <why>"').toEqual([]);
  });
});
