// Shared steps of `npm start` and `npm test`: install when missing or stale, build when stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeContractsIndex } from './contracts-index.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrDie(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files below these paths, directories named in `skip` left out. */
function newestBelow(entries, skip) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (skip.includes(path.basename(p))) return;
      for (const child of fs.readdirSync(p)) walk(path.join(p, child));
    } else if (st.mtimeMs > max) {
      max = st.mtimeMs;
    }
  };
  for (const e of entries) walk(path.join(root, e));
  return max;
}

/** Newest modification time of the sources below these paths (node_modules and dist left out). */
export const newest = (...entries) => newestBelow(entries, ['node_modules', 'dist']);

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed) && mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('› installing dependencies (npm ci)…');
  // Errors only: npm's notes would otherwise fill the first start with warnings a user cannot act
  // on (docs/decisions.md, "Quiet install on Node 20").
  runOrDie('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

/**
 * The compiler that builds and type-checks: TypeScript 7, the native one, at about a third of
 * 5.9's CPU. 5.9 stays installed as `typescript` for typescript-eslint, which needs its API.
 */
export const TSC = path.join(root, 'node_modules/typescript-7/bin/tsc');

/** Where in a checkout the server joined by scripts/bundle-server.mjs is: what `npm start`, `npm run serve`, the end-to-end server and the benches start. */
export const SERVER_BUNDLE = 'packages/server/dist/bundle/main.js';
export const SERVER_ENTRY = path.join(root, SERVER_BUNDLE);

/**
 * Builds contracts, simulator and server (tsc is incremental), joins the server into one file when
 * its compiled files changed, and builds the web app when its sources changed.
 */
export async function ensureBuilt({ force = false } = {}) {
  writeContractsIndex();
  runOrDie(process.execPath, [TSC, '-b', 'packages/contracts', 'packages/device-sim', 'packages/server']);
  const compiled = newestBelow(['packages/contracts/dist', 'packages/device-sim/dist', 'packages/server/dist'], ['bundle']);
  if (force || mtime(SERVER_ENTRY) < compiled) {
    // Imported here: esbuild is a dependency npm ci has just made sure of.
    const { bundleServer } = await import('./bundle-server.mjs');
    await bundleServer();
  }
  const webIndex = path.join(root, 'packages/web/dist/index.html');
  const webSources = newest(
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/package.json',
    'packages/contracts/src',
    'package-lock.json',
  );
  if (force || mtime(webIndex) < webSources) {
    console.log('› building the web app…');
    runOrDie('npm', ['run', 'build', '-w', '@vr/web']);
  }
}
