// The anchors beside the hot endpoints: one anchor-server.mjs process per driver (node-postgres and
// porsager's `postgres`), each answering the same pages as the product with one hand-written SQL
// statement, so a table can show each endpoint against the practical limit of the same page on the
// same machine, and the two drivers against each other.
//
//   import { startAnchors } from './anchor.mjs';
//   const anchors = await startAnchors({ databaseUrl, log });
//   anchors.urlOf('devices', 'postgres'); … await anchors.stop();
//
// Run directly, it proves the anchors serve the product's page (same rows, figures, total, cursor):
//
//   node bench/scale/anchor.mjs --check --database-url <url> --server <product base url> \
//     --admin-token <t> --operator-token <t>
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { log as benchLog, onCleanup, runToEnd, stopProcess } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Each anchor and the product endpoint it stands beside: its name in endpoints.mjs, the caller and
 * the product's URL (the same query as the bench's entry).
 */
export const ANCHORS = [
  { name: 'devices', endpoint: 'device list, page 1', as: 'admin', url: '/api/Equipment/getDevicePageList?page=1&limit=20' },
  {
    name: 'devices-operator',
    endpoint: 'device list, one-customer operator',
    as: 'operator',
    url: '/api/Equipment/getDevicePageList?page=1&limit=20',
  },
  {
    name: 'devices-keyword',
    endpoint: 'device list, keyword search',
    as: 'admin',
    url: '/api/Equipment/getDevicePageList?page=1&limit=20&keyword=SC0012',
  },
  { name: 'orders', endpoint: 'orders, page 1', as: 'admin', url: '/api/Order/list?page=1&limit=20' },
  { name: 'orders-operator', endpoint: 'orders, operator', as: 'operator', url: '/api/Order/list?page=1&limit=20' },
];

export const DRIVERS = ['node-postgres', 'postgres'];

/**
 * Keywords --check also compares: the bench's SC0012 finds no device at the quick size (1 000 devices);
 * these find some at every size.
 */
const CHECK_KEYWORDS = ['SC0009', 'NP-SC00012'];

/** Starts one anchor server and waits for its `{"port":N}` line. */
async function startAnchor(driver, databaseUrl, timeoutMs = 60_000) {
  const child = spawn(process.execPath, [path.join(here, 'anchor-server.mjs'), '--driver', driver, '--database-url', databaseUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d) => (errors = (errors + d).slice(-10_000)));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`anchor (${driver}) did not start within ${timeoutMs / 1000} s:\n${errors}`)),
      timeoutMs,
    );
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const { port: p } = JSON.parse(line);
        if (Number.isInteger(p)) {
          clearTimeout(timer);
          resolve(p);
        }
      } catch {
        // not the port line
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anchor (${driver}) exited (${code}):\n${errors}`));
    });
  });
  return { child, port };
}

/**
 * One anchor server per driver on the database at `databaseUrl`. `urlOf(name, driver)` is the URL of
 * an anchor page, `pidOf(driver)` its process (for its CPU), `stop()` ends both.
 */
export async function startAnchors({ databaseUrl, log = benchLog }) {
  const started = await Promise.allSettled(DRIVERS.map((driver) => startAnchor(driver, databaseUrl)));
  const servers = new Map();
  started.forEach((s, i) => s.status === 'fulfilled' && servers.set(DRIVERS[i], s.value));
  const stop = () => Promise.all([...servers.values()].map(({ child }) => stopProcess(child, 5_000))).then(() => undefined);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  log(`anchors: ${DRIVERS.map((d) => `${d} on port ${servers.get(d).port}`).join(', ')}`);
  return {
    names: ANCHORS.map((a) => a.name),
    drivers: [...DRIVERS],
    urlOf: (name, driver) => `http://127.0.0.1:${servers.get(driver).port}/anchor/${name}`,
    pidOf: (driver) => servers.get(driver).child.pid,
    stop,
  };
}

// ——— --check: the anchors' pages against the product's ———

/** The first differences between two JSON values, as "path: product … anchor …". */
function differences(product, anchor, at = 'body', out = []) {
  if (out.length >= 5 || isDeepStrictEqual(product, anchor)) return out;
  if (product && anchor && typeof product === 'object' && typeof anchor === 'object' && Array.isArray(product) === Array.isArray(anchor)) {
    for (const key of new Set([...Object.keys(product), ...Object.keys(anchor)])) {
      differences(product[key], anchor[key], Array.isArray(product) ? `${at}[${key}]` : `${at}.${key}`, out);
    }
    return out;
  }
  out.push(`${at}: product ${JSON.stringify(product)}, anchor ${JSON.stringify(anchor)}`);
  return out;
}

async function getJson(url, headers = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function check(args) {
  for (const required of ['database-url', 'server', 'admin-token', 'operator-token']) {
    if (!args[required]) throw new Error(`--${required} is required`);
  }
  const tokens = { admin: args['admin-token'], operator: args['operator-token'] };
  const anchors = await startAnchors({ databaseUrl: args['database-url'] });
  onCleanup(() => anchors.stop());
  let mismatches = 0;
  const keywordAnchor = ANCHORS.find((a) => a.name === 'devices-keyword');
  const cases = [
    ...ANCHORS.map((a) => ({ ...a, label: a.name, query: '' })),
    ...CHECK_KEYWORDS.map((keyword) => ({
      ...keywordAnchor,
      label: `${keywordAnchor.name} ${keyword}`,
      url: keywordAnchor.url.replace(/keyword=[^&]*/, `keyword=${encodeURIComponent(keyword)}`),
      query: `?keyword=${encodeURIComponent(keyword)}`,
    })),
  ];
  for (const c of cases) {
    const product = await getJson(new URL(c.url, args.server).href, { token: tokens[c.as] });
    for (const driver of anchors.drivers) {
      const anchor = await getJson(anchors.urlOf(c.name, driver) + c.query);
      const diff = differences(product, anchor);
      const ids = product.data.length ? `ids ${product.data[0].id}…${product.data.at(-1).id}, ` : '';
      const what = `${product.data.length} rows, ${ids}total ${product.total}${product.totalEstimated ? ' (estimated)' : ''}`;
      if (diff.length === 0) console.log(`${c.label.padEnd(26)} ${driver.padEnd(14)} match     (${what})`);
      else {
        mismatches++;
        console.log(`${c.label.padEnd(26)} ${driver.padEnd(14)} MISMATCH  ${diff.join('; ')}`);
      }
    }
  }
  console.log(mismatches ? `${mismatches} mismatch(es)` : 'every anchor serves the product’s page (whole body compared)');
  if (mismatches) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      server: { type: 'string' },
      'admin-token': { type: 'string' },
      'operator-token': { type: 'string' },
    },
  });
  if (!args.check) {
    console.error('usage: node bench/scale/anchor.mjs --check --database-url <url> --server <url> --admin-token <t> --operator-token <t>');
    process.exit(2);
  }
  runToEnd(check(args));
}
