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

/**
 * Each anchor driver's req/s and p95 (medians over the rounds), and the product's share of the best
 * anchor (taken round by round, as the share of ceiling); nothing for an endpoint without anchor.
 */
function summarizeAnchors(rounds, endpointRps) {
  const drivers = [...new Set(rounds.flatMap((r) => Object.keys(r.anchors ?? {})))];
  if (drivers.length === 0) return {};
  const anchors = Object.fromEntries(
    drivers.map((d) => [d, { rps: median(rounds.map((r) => r.anchors?.[d]?.rps)), p95: median(rounds.map((r) => r.anchors?.[d]?.p95)) }]),
  );
  const best = (r) => Math.max(...Object.values(r.anchors ?? {}).map((m) => m.rps));
  return { anchors, anchorShare: median(rounds.map((r) => endpointRps(r) / best(r))) };
}

/**
 * Medians over the rounds of one endpoint (the share of ceiling is taken round by round); the
 * longest wait for the server and the database to go idle after its measurements (drainSeconds).
 */
export function summarize(rounds) {
  const pick = (k) => median(rounds.map((r) => r.endpoint[k]));
  const drains = rounds.map((r) => r.endpoint.drain?.seconds).filter(Number.isFinite);
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
    ...(drains.length
      ? { drainSeconds: Math.max(...drains), drainCapped: rounds.filter((r) => r.endpoint.drain?.idle === false).length }
      : {}),
    ...summarizeAnchors(rounds, (r) => r.endpoint.rps),
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

/** The anchor drivers of a run's results, in the order first met (none for runs before anchors). */
const anchorDrivers = (results) => [...new Set(results.flatMap((r) => Object.keys(r.summary.anchors ?? {})))];

/**
 * The table; with anchors in the run, per driver its req/s and p95 and the product's share of the
 * best one, left blank for the endpoints without anchor.
 */
export function markdownTable(results) {
  const drivers = anchorDrivers(results);
  const anchorHead = [
    ...drivers.flatMap((d) => [`${d} anchor req/s`, `${d} anchor p95 ms`]),
    ...(drivers.length ? ['share of best anchor'] : []),
  ];
  const cells = (values) => `| ${values.join(' | ')} |`;
  const lines = [
    cells([
      'endpoint',
      'as',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'share of ceiling',
      ...anchorHead,
      'server CPU',
      'PG CPU',
      'load',
      'non-2xx / errors',
      'verdict',
    ]),
    cells(['---', '---', ...Array(5 + anchorHead.length + 4).fill('--:'), '---']),
  ];
  for (const r of results) {
    const s = r.summary;
    const anchor = (d) => s.anchors?.[d];
    const anchorCells = [
      ...drivers.flatMap((d) => (anchor(d) ? [num(anchor(d).rps), ms(anchor(d).p95)] : ['', ''])),
      ...(drivers.length ? [s.anchors ? pc(s.anchorShare) : ''] : []),
    ];
    lines.push(
      cells([
        r.name,
        r.as,
        num(s.rps),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        pc(s.share),
        ...anchorCells,
        pc(s.serverCpu),
        pc(s.pgCpu),
        Number.isFinite(s.load) ? s.load.toFixed(1) : '–',
        `${s.non2xx} / ${s.errors}`,
        verdict(s),
      ]),
    );
  }
  return lines.join('\n');
}

/** What the section says of varying asks, drains and anchors, for the runs that had them. */
function methodNotes(run) {
  const notes = [];
  const varied = run.results.filter((r) => r.distinctUrls);
  if (varied.length) {
    const [fewest, most] = [Math.min, Math.max].map((f) => f(...varied.map((r) => r.distinctUrls)));
    notes.push(
      `${varied.length === 1 ? 'One endpoint ("varying …") asks' : `${varied.length} endpoints ("varying …") ask`} another URL every request, in turn from a fixed pool of ` +
        `${fewest === most ? num(most) : `${num(fewest)}–${num(most)}`} distinct URLs ` +
        '(reports and bills: periods of 1–60 days inside the seed’s days crossed with filters), so no shared answer stands in for the work; ' +
        '"(same ask: shared answer)" rows ask one URL, as a polling screen does.',
    );
  }
  const drained = run.results.filter((r) => Number.isFinite(r.summary.drainSeconds));
  if (drained.length) {
    const long = drained.filter((r) => r.summary.drainSeconds > 1).length;
    const longest = drained.reduce((a, b) => (b.summary.drainSeconds > a.summary.drainSeconds ? b : a));
    notes.push(
      'Each measurement ends when its last answer is in; the next starts when the measured process, the server and the run ' +
        'database’s backends are idle (below 5 % of a core in two successive 200 ms windows, at most 30 s): ' +
        `${long ? `${long} endpoint(s) took over 1 s to drain` : 'none took over 1 s to drain'}, the longest ${longestText(longest)}.`,
    );
  }
  if (anchorDrivers(run.results).length) {
    notes.push(
      `Anchor columns: the hand-written one-statement version of the page (\`bench/scale/anchor.mjs\`, a bare Fastify per driver: ${anchorDrivers(run.results).join(', ')}), ` +
        'asked the same way just before the endpoint in each round; share of best anchor = the product’s req/s over the best driver’s.',
    );
  }
  return notes.map((n) => `\n${n}`).join('');
}

const longestText = (r) => `${r.summary.drainSeconds.toFixed(1)} s (${r.name}${r.summary.drainCapped ? ', still busy at 30 s' : ''})`;

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
Total time ${Math.round(run.seconds / 60)} min${run.seedSeconds ? `, of which seeding the template ${Math.round(run.seedSeconds)} s` : ''}.${methodNotes(run)}${run.note ? `\n${run.note}` : ''}

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
