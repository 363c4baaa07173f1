import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOTH_ENGINES, ONE_ENGINE } from './engines.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

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
  const files = testFiles(src);

  it('every server test file takes a side: both engines, or one with its reason', () => {
    const unclassified = files.filter((f) => !(f in BOTH_ENGINES) && !(f in ONE_ENGINE));
    expect(unclassified, 'add these to packages/server/src/test/engines.ts (docs/testing.md, "Which engine")').toEqual([]);
    expect(Object.keys(BOTH_ENGINES).filter((f) => f in ONE_ENGINE)).toEqual([]);
  });

  it('names no file that is gone', () => {
    expect([...Object.keys(BOTH_ENGINES), ...Object.keys(ONE_ENGINE)].filter((f) => !files.includes(f))).toEqual([]);
  });

  it('a test of what the engines do differently runs on both', () => {
    const self = path
      .relative(src, fileURLToPath(import.meta.url))
      .split(path.sep)
      .join('/');
    const once = Object.keys(ONE_ENGINE).filter(
      (f) => f !== self && ENGINE_MARKERS.some((m) => m.test(fs.readFileSync(path.join(src, f), 'utf8'))),
    );
    expect(once, 'these test engine-specific behaviour: move them to BOTH_ENGINES').toEqual([]);
  });
});
