// Measures the JavaScript the login route downloads (design.md budget: under 300 KB gzip), or with
// `order` the customer's ordering page behind a machine's QR code (goal: under 80 KB gzip):
// starts the built server on a free port with a throwaway database, opens the route in Debian's
// Chromium, and sums the gzip -9 size of every JavaScript file the page requested.
// Usage: npm run build && node bench/login-bundle.mjs [login|order]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { serverEntry } from './lib.mjs';

/** The routes measured: where, what shows once the page is drawn, the budget. */
const ROUTES = {
  login: { path: '/login', ready: '[data-testid="login-form"]', budgetKb: 300 },
  // A well-formed link of no machine: the page loads the same code and texts as for a real one.
  order: { path: `/order/device/${'A'.repeat(22)}`, ready: '[data-testid="order-failure"]', budgetKb: 80 },
};
const routeName = process.argv[2] ?? 'login';
const route = ROUTES[routeName];
if (!route) throw new Error(`unknown route ${routeName}: one of ${Object.keys(ROUTES).join(', ')}`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = await new Promise((resolve) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-bench-'));
const child = spawn(process.execPath, [serverEntry(root)], {
  cwd: root,
  // Only the web app is measured: no broker (its port may be taken), no demo machines, no jobs.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    MQTT_ENABLED: 'false',
    SIM_DEVICES: '0',
    JOBS_ENABLED: 'false',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.set(res.url(), await res.body());
  });
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector(route.ready);
  await browser.close();
  let total = 0;
  const rows = [...scripts].map(([url, body]) => {
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    total += gz;
    return [gz, path.basename(new URL(url).pathname)];
  });
  for (const [gz, name] of rows.sort((a, b) => b[0] - a[0])) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${name}`);
  const kb = total / 1024;
  console.log(`${routeName} route JavaScript: ${kb.toFixed(1)} KB gzip in ${rows.length} files (budget ${route.budgetKb} KB)`);
  process.exitCode = kb <= route.budgetKb ? 0 : 1;
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
