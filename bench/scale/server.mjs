// Starting and stopping processes for the scale bench: the built server, free ports, clean-up.
import { spawn } from 'node:child_process';

export { cleanup, freePort, log, onCleanup, runToEnd, sleep, stopProcess } from '../lib.mjs';
import { freePort, serverEntry, sleep, stopProcess } from '../lib.mjs';

/**
 * Starts the built server of `<root>` (`serverEntry`) on free ports and waits for /api/health. No device
 * connects during the bench, so the device link and the scheduled jobs are off: the embedded
 * broker would mark every device offline at start, the silent-device job those not heard from,
 * and the seeded fleet's state (about 80 % online) must stand. `env` overrides any of these (the
 * day bench turns the device link and the jobs back on).
 */
export async function startServer({ root, dataDir, databaseUrl, startupTimeoutMs = 600_000, env: overrides = {} }) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    MQTT_ENABLED: 'false',
    MQTT_PORT: String(await freePort()),
    MQTT_WS_PORT: String(await freePort()),
    MQTT_URL: '',
    SIM_DEVICES: '0',
    JOBS_ENABLED: 'false',
    DATABASE_URL: databaseUrl ?? '',
    ...overrides,
  };
  let output = '';
  // BENCH_NODE_ARGS: extra options for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry(root)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > startupTimeoutMs) {
      await stopProcess(child);
      throw new Error(`server did not answer /api/health within ${startupTimeoutMs / 1000} s:\n${output}`);
    }
    await sleep(250);
  }
  return { child, base, port, startedInMs: Date.now() - started, output: () => output };
}
