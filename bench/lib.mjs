// What every bench script needs: a log line, waiting, free ports, clean-up on exit or Ctrl-C,
// stopping a child process, and the file that starts a checkout's server.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_BUNDLE } from '../scripts/lib.mjs';

export const log = (m) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Clean-ups run in reverse order, once, also on Ctrl-C. */
const cleanups = [];
export const onCleanup = (fn) => cleanups.push(fn);
export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error('cleanup:', err.message);
    }
  }
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** Runs a bench script's work to its end: an error is printed and fails the exit code; clean-ups always run. */
export function runToEnd(work) {
  work
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanup();
      process.exit(process.exitCode ?? 0);
    });
}

/** Ends a child process: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcess(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(graceMs)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The file that starts a checkout's built server: its bundle (SERVER_BUNDLE, what `npm start`
 * runs), or `dist/main.js` for a checkout built before the bundle existed. BENCH_SERVER_ENTRY (a
 * path inside the checkout) chooses another, to compare the two.
 */
export function serverEntry(root) {
  const chosen = process.env.BENCH_SERVER_ENTRY;
  if (chosen) return path.join(root, chosen);
  const bundle = path.join(root, SERVER_BUNDLE);
  return fs.existsSync(bundle) ? bundle : path.join(root, 'packages/server/dist/main.js');
}
