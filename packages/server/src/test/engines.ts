import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which server test files run on both database engines. Every server test file runs once, on
 * PostgreSQL when the run has one (TEST_DATABASE_URL: what installations beyond a trial run),
 * on embedded PGlite otherwise. A file whose first line reads `// Runs on both engines: <why>`
 * runs again on PGlite, because what it tests is where the engines differ: one connection
 * against many (locks, races, two server instances, a crash), hand-written SQL (roll-up
 * triggers, keyset pages, indexes and their plans), the start-up path `npm start` takes
 * (migrations, reference data, demo data), and how each driver hands back money and times.
 * docs/testing.md, "Which engine", gives the rule; engines.test.ts finds files that test such
 * things without the line.
 */
export const BOTH_ENGINES_LINE = /^\/\/ Runs on both engines: (\S.*)$/;

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every server test file, relative to packages/server/src. */
export function serverTestFiles(): string[] {
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The files that run on both engines, relative to packages/server/src, with why. */
export function bothEngineFiles(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of serverTestFiles()) {
    const [first = ''] = fs.readFileSync(path.join(src, file), 'utf8').split('\n', 1);
    const why = BOTH_ENGINES_LINE.exec(first)?.[1];
    if (why) found[file] = why;
  }
  return found;
}
