// The scale bench's results as a markdown table, and its section of bench/README.md (one section
// per label, between <!-- scale:<label>:start --> and <!-- scale:<label>:end -->).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const P95_BUDGET_MS = 50;
export const CEILING_SHARE = 0.25;

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Medians over the rounds of one endpoint (the share of ceiling is taken round by round). */
export function summarize(rounds) {
  const pick = (k) => median(rounds.map((r) => r.endpoint[k]));
  return {
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    share: median(rounds.map((r) => r.endpoint.rps / r.ceiling.rps)),
    ceilingRps: median(rounds.map((r) => r.ceiling.rps)),
    serverCpu: pick('serverCpu'),
    pgCpu: pick('pgCpu'),
    load: pick('load'),
    non2xx: rounds.reduce((n, r) => n + r.endpoint.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.endpoint.errors, 0),
    bytes: pick('bytesPerResponse'),
  };
}

export function verdict(s) {
  if (!(s.rps > 0)) return '✘ no answer in time';
  if (s.non2xx > 0 || s.errors > 0) return '✘ errors';
  if (s.p95 < P95_BUDGET_MS) return '✔ p95';
  if (s.share >= CEILING_SHARE) return '✔ ceiling';
  return '✘';
}

const ms = (v) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : v.toFixed(0)) : '–');
const num = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US').replace(/,/g, ' ') : '–');
const pc = (v) => (Number.isFinite(v) ? `${(v * 100).toFixed(0)} %` : '–');

export function markdownTable(results) {
  const lines = [
    '| endpoint | as | req/s | p50 ms | p95 ms | p99 ms | share of ceiling | server CPU | PG CPU | load | non-2xx / errors | verdict |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const r of results) {
    const s = r.summary;
    lines.push(
      `| ${r.name} | ${r.as} | ${num(s.rps)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${pc(s.share)} | ${pc(s.serverCpu)} | ${pc(s.pgCpu)} | ${Number.isFinite(s.load) ? s.load.toFixed(1) : '–'} | ${s.non2xx} / ${s.errors} | ${verdict(s)} |`,
    );
  }
  return lines.join('\n');
}

export function section(run) {
  const passed = run.results.filter((r) => verdict(r.summary).startsWith('✔')).length;
  const c = run.template.counts ?? {};
  return `<!-- scale:${run.label}:start -->

### ${run.label} (${run.database})

Run ${run.date} on ${run.machine}; 1-minute load average during the run mean ${run.load.mean.toFixed(1)}, max ${run.load.max.toFixed(1)}
(other work shared the machine). Server: \`${run.server}\` (commit ${run.commit}); data: template \`${run.template.name}\`
(${num(c.devices)} devices, ${num(c.containers)} containers, ${num(c.orders)} orders with ${num(c.items)} items over ${run.sizes.days} days,
${num(c.salesDays)} daily sales rows, ${num(c.sites)} points), seeded ${run.template.seededAt?.slice(0, 16).replace('T', ' ')} UTC by ${run.template.server}${run.template.seconds ? ` in ${run.template.seconds} s` : ''}.
${run.connections} connections, ${run.rounds} round(s) of ${run.duration} s per endpoint, each after ${run.ceilingDuration} s against the ceiling
(bare Fastify, ${num(run.ceilingBytes)} B JSON; median ${num(run.ceilingRps)} req/s); medians over the rounds. CPU is the share of one core
(2 = both cores)${run.database.startsWith('PGlite') ? '; PGlite runs inside the server process, so its CPU is the server’s' : ''}.
**${passed} of ${run.results.length} endpoints pass** (✔ p95 < ${P95_BUDGET_MS} ms, or ✔ at least ${CEILING_SHARE * 100} % of the ceiling's req/s).
Total time ${Math.round(run.seconds / 60)} min${run.seedSeconds ? `, of which seeding the template ${Math.round(run.seedSeconds)} s` : ''}.${run.note ? `\n${run.note}` : ''}

${markdownTable(run.results)}

<!-- scale:${run.label}:end -->`;
}

/** Puts the run's section into bench/README.md (replacing that label's previous one). */
export function writeReadme(root, run) {
  const file = path.join(root, 'bench/README.md');
  let text = fs.readFileSync(file, 'utf8');
  const re = new RegExp(`<!-- scale:${run.label}:start -->[\\s\\S]*<!-- scale:${run.label}:end -->`);
  const body = section(run);
  if (re.test(text)) text = text.replace(re, body);
  else if (text.includes('<!-- scale:results -->')) text = text.replace('<!-- scale:results -->', `<!-- scale:results -->\n\n${body}`);
  else text = `${text.trimEnd()}\n\n${body}\n`;
  fs.writeFileSync(file, text);
  spawnSync(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', file], { stdio: 'ignore' });
}
