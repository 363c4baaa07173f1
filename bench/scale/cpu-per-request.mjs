// CPU per request of two builds, alternated: the server process's and its PostgreSQL backends' CPU
// time for a fixed number of requests at 10 clients, on a copy of a scale template. On a shared
// two-core machine req/s and p95 move by a third from one run to the next; the CPU a request costs
// moves far less, so a change that makes a page cheaper shows here first.
//
// Usage: node bench/scale/cpu-per-request.mjs --before <checkout> [--after <checkout>]
//   --template <scale template> [--rounds 3] [--requests 3000] <as>:<path> ...
// <as> is admin or operator (the template's seeded sessions); each checkout needs its built server.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serverEntry } from '../lib.mjs';
import { backendTicks, CLK_TCK, processTicks } from './measure.mjs';
import { tokensOf } from './seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals: asks } = parseArgs({
  allowPositionals: true,
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.resolve(here, '../..') },
    template: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '3000' },
    port: { type: 'string', default: '18096' },
  },
});
if (!opts.before || !opts.template || asks.length === 0) {
  console.error('usage: cpu-per-request.mjs --before <checkout> [--after <checkout>] --template <name> <as>:<path> ...');
  process.exit(2);
}

const db = `vr_cpu_${process.pid}`;
const psql = (command) => execFileSync('psql', ['-U', 'postgres', '-h', '127.0.0.1', '-qAtc', command]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tokens = tokensOf(opts.template);
const requests = Number(opts.requests);
const sum = (ticks) => [...ticks.values()].reduce((a, b) => a + b, 0);
const msPerRequest = (ticks) => ((ticks / CLK_TCK) * 1000) / requests;

psql(`create database ${db} template ${opts.template}`);
const results = new Map();
try {
  for (let round = 1; round <= Number(opts.rounds); round++) {
    for (const [side, checkout] of [
      ['before', opts.before],
      ['after', opts.after],
    ]) {
      const server = spawn('node', [serverEntry(checkout)], {
        env: {
          ...process.env,
          PORT: opts.port,
          DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
          MQTT_ENABLED: 'false',
          JOBS_ENABLED: 'false',
          SIM_DEVICES: '0',
        },
        stdio: 'ignore',
      });
      for (let i = 0; i < 120; i++) {
        if (
          await fetch(`http://127.0.0.1:${opts.port}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await sleep(500);
      }
      for (const ask of asks) {
        const [as, url] = [ask.slice(0, ask.indexOf(':')), ask.slice(ask.indexOf(':') + 1)];
        const run = (amount) =>
          autocannon({ url: `http://127.0.0.1:${opts.port}${url}`, headers: { token: tokens[as] }, connections: 10, amount });
        await run(500); // warm: statements prepared, plans chosen, caches filled
        const server0 = processTicks(server.pid);
        const pg0 = sum(backendTicks(db));
        const out = await run(requests);
        const figures = {
          server: msPerRequest(processTicks(server.pid) - server0),
          pg: msPerRequest(sum(backendTicks(db)) - pg0),
          non2xx: out.non2xx,
        };
        const key = `${ask} · ${side}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(
          `round ${round} ${side.padEnd(6)} server ${figures.server.toFixed(2)} ms, PostgreSQL ${figures.pg.toFixed(2)} ms a request, non-2xx ${figures.non2xx}  ${ask}`,
        );
      }
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
} finally {
  psql(`drop database if exists ${db}`);
}
console.log('\nserver / PostgreSQL CPU ms a request, by round:');
for (const [key, rounds] of results) console.log(`${key}: ${rounds.map((r) => `${r.server.toFixed(2)}/${r.pg.toFixed(2)}`).join(' · ')}`);
