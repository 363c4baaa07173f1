#!/usr/bin/env node
// npm run sim -- --url mqtt://localhost:1883 --credentials devices.json [--devices N] …
// See packages/device-sim/README.md.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEVICE_API, DEVICE_CODE_PATTERN, ORG_API } from '@vr/contracts';
import { catalog } from './catalog.js';
import type { FleetCounters } from './counters.js';
import type { DeviceCredentials } from './device.js';
import { startFleet } from './fleet.js';
import type { Language } from './machine.js';

const HELP = `Simulated vending machines speaking the device protocol (docs/device-protocol.md).

Usage:
  npm run sim -- --url mqtt://localhost:1883 --credentials devices.json [options]
  npm run sim -- --url mqtt://localhost:1883 --api http://localhost:8080 --token <session token> --devices 5 [options]

Where the devices come from (one of):
  --credentials FILE     JSON array of { "code", "secret", "model", "memberCards"?, "staffCards"?, "wristbands"? } (model: ${catalog.deviceModels.map((m) => m.code).join(', ')})
  --api URL              create the devices through the back-office API (POST ${DEVICE_API.save}), signed in with
                         --token TOKEN, or --user NAME --password PASS (needs CAPTCHA_ENABLED=false);
                         --org CODE (customer org code, default DEMO), --prefix SIM (device codes SIM0001…),
                         --model CM-200 (or "mixed"), --save FILE writes the answered secrets for the next run

Options:
  --url URL              broker (default mqtt://localhost:1883)
  --devices N            run the first N devices of the file (with --api: how many to create, default 5)
  --time-scale X         compress time: every period divided by X (default 1)
  --heartbeat S          heartbeat period, seconds (default 30)
  --telemetry S          telemetry period, seconds (default 60)
  --orders-per-hour N    average sales per device and hour (default 6)
  --failure-rate P       share of commands failing at random (default 0.05)
  --dispense-failure-rate P  share of sold items that fail to dispense (default 0.02)
  --upgrade-failure-rate P   share of remote upgrades failing after the download (default 0)
  --no-events            no random alarms at all (faults, warnings, low material, temperatures); the
                         machines still raise what they are told to through the fleet's methods
  --event-rate N         random alarms per device and hour, for each kind below that is not given
                         (default: the machine's own faults and warnings, no low material, no temperatures)
  --fault-rate N         faults raised per device and hour (default about 0.09)
  --warning-rate N       warnings raised per device and hour (default about 0.5)
  --low-material-rate N  containers drained under their alarm value per device and hour (refilled later)
  --temperature-rate N   temperatures pushed out of their normal band per device and hour (back later)
  --event-minutes M      mean minutes until a random alarm ends: released, refilled, back in band (default 10)
  --language L           goods names in orders: en, zh, es, ja (default en)
  --factory-goods        machines sell the catalogue's beverages of their model until the back-office
                         deploys goods (default: they sell nothing until a goods package arrives)
  --pay-flow             WeChat Pay and Alipay sales ask the back-office for a payment first, the simulated
                         customer pays on the pay page, and the machine dispenses once told it is paid
  --no-customer-pays     with --pay-flow: nobody pays (a person or a test pays on the pay page)
  --cart-share P         share of sales that are shopping carts of 2 to 4 items (default 0)
  --password-free-share P  share of sales made password-free: dispensed first, reported unpaid, the
                         WeChat Pay or Alipay payment collected a few seconds later (default 0)
  --member-cards LIST    member card numbers (comma-separated) customers present: member-card sales ask the
                         back-office to authorise the cart first (card-auth) and are reported once approved;
                         a credentials entry may list its own in "memberCards". Without any, member-card
                         sales are taken in cash
  --staff-cards LIST     staff cards (employee numbers, comma-separated) customers present: staff-card sales
                         ask the back-office to authorise the cart first (card-auth, kind staff), which takes
                         the card's discount off its quota; a credentials entry may list its own in
                         "staffCards". Without any, staff-card sales are taken in cash
  --wristbands LIST      wristbands (their numbers, comma-separated) customers present: wristband sales ask the
                         back-office to authorise the cart first (card-auth, kind wristband; the first use
                         activates the band); a credentials entry may list its own in "wristbands". Without
                         any, wristband sales are taken in cash
  --ramp-ms MS           spread the first connections over MS (default 2 ms per device, at most 60 s)
  --seed N               reproducible behaviour
  --burst-rate N         once all are connected: N orders/s …
  --burst-seconds S      … for S seconds (default 10), then print the result
  --burst-after S        start the burst S seconds after all are connected (default 0)
  --duration S           stop after S seconds (default: run until Ctrl-C)
  --stats-every S        status line every S seconds (default 10; 0: none)
  --json                 status lines as JSON (for scripts)
`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'mqtt://localhost:1883' },
    credentials: { type: 'string' },
    api: { type: 'string' },
    token: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    org: { type: 'string', default: 'DEMO' },
    prefix: { type: 'string', default: 'SIM' },
    model: { type: 'string', default: 'CM-200' },
    save: { type: 'string' },
    devices: { type: 'string' },
    'member-cards': { type: 'string' },
    'staff-cards': { type: 'string' },
    wristbands: { type: 'string' },
    'time-scale': { type: 'string', default: '1' },
    heartbeat: { type: 'string', default: '30' },
    telemetry: { type: 'string', default: '60' },
    'orders-per-hour': { type: 'string', default: '6' },
    'failure-rate': { type: 'string', default: '0.05' },
    'dispense-failure-rate': { type: 'string', default: '0.02' },
    'upgrade-failure-rate': { type: 'string', default: '0' },
    'no-events': { type: 'boolean', default: false },
    'event-rate': { type: 'string' },
    'fault-rate': { type: 'string' },
    'warning-rate': { type: 'string' },
    'low-material-rate': { type: 'string' },
    'temperature-rate': { type: 'string' },
    'event-minutes': { type: 'string' },
    language: { type: 'string', default: 'en' },
    'factory-goods': { type: 'boolean', default: false },
    'pay-flow': { type: 'boolean', default: false },
    'no-customer-pays': { type: 'boolean', default: false },
    'cart-share': { type: 'string', default: '0' },
    'password-free-share': { type: 'string', default: '0' },
    'ramp-ms': { type: 'string' },
    seed: { type: 'string' },
    'burst-rate': { type: 'string' },
    'burst-seconds': { type: 'string', default: '10' },
    'burst-after': { type: 'string', default: '0' },
    duration: { type: 'string' },
    'stats-every': { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

function fail(message: string): never {
  console.error(`sim: ${message}\n\n${HELP}`);
  process.exit(2);
}

function num(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) fail(`--${name} must be a number ≥ ${min} (got "${value}")`);
  return n;
}

const MODELS = catalog.deviceModels.map((m) => m.code);

function readCredentials(file: string): DeviceCredentials[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    fail(`cannot read ${file}: ${(err as Error).message}`);
  }
  if (!Array.isArray(parsed)) fail(`${file} must hold a JSON array of { code, secret, model }`);
  return parsed.map((d: Partial<DeviceCredentials>, i) => {
    if (typeof d.code !== 'string' || !DEVICE_CODE_PATTERN.test(d.code)) fail(`${file}[${i}]: code must be letters or digits, at most 50`);
    if (typeof d.secret !== 'string' || d.secret.length === 0) fail(`${file}[${i}]: secret missing`);
    const model = d.model ?? 'CM-200';
    if (!MODELS.includes(model)) fail(`${file}[${i}]: unknown model ${model} (known: ${MODELS.join(', ')})`);
    const cards = d.memberCards;
    if (cards !== undefined && (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string' || c.length === 0 || c.length > 32)))
      fail(`${file}[${i}]: memberCards must be a list of card numbers`);
    const staff = d.staffCards;
    if (staff !== undefined && (!Array.isArray(staff) || staff.some((c) => typeof c !== 'string' || c.length === 0 || c.length > 32)))
      fail(`${file}[${i}]: staffCards must be a list of employee numbers`);
    const bands = d.wristbands;
    if (bands !== undefined && (!Array.isArray(bands) || bands.some((c) => typeof c !== 'string' || c.length === 0 || c.length > 32)))
      fail(`${file}[${i}]: wristbands must be a list of wristband numbers`);
    return {
      code: d.code,
      secret: d.secret,
      model,
      ...(cards ? { memberCards: cards } : {}),
      ...(staff ? { staffCards: staff } : {}),
      ...(bands ? { wristbands: bands } : {}),
    };
  });
}

/** The card numbers of --member-cards, --staff-cards or --wristbands: comma-separated, each 1–32 characters. */
function cardsOption(list: string | undefined, option = 'member-cards'): string[] {
  if (list === undefined) return [];
  const cards = list
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  if (cards.length === 0 || cards.some((c) => c.length > 32))
    fail(`--${option}: card numbers separated by commas, at most 32 characters each`);
  return cards;
}

async function api<T>(base: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { lang: 'en', ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { status: number; data?: T; result?: unknown };
  if (envelope.status !== 1001)
    throw new Error(`${method} ${path}: ${typeof envelope.result === 'string' ? envelope.result : JSON.stringify(envelope)}`);
  return envelope.data as T;
}

/** Creates devices through the back-office API and answers their credentials. */
async function createThroughApi(base: string, count: number): Promise<DeviceCredentials[]> {
  let token = values.token;
  if (!token) {
    if (!values.user || !values.password) fail('--api needs --token, or --user and --password');
    const res = await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: values.user, password: values.password, code: '', uuid: '' }),
    });
    const body = (await res.json()) as { status: number; result?: { token?: string } | string };
    token = typeof body.result === 'object' ? body.result?.token : undefined;
    if (!token) fail(`sign-in failed (${JSON.stringify(body.result)}); with the captcha on, sign in in the browser and pass --token`);
  }
  const orgs = await api<{ orgId: number; code: string | null }[]>(base, token, 'GET', `${ORG_API.list}?limit=1000`);
  const org = orgs.find((o) => o.code === values.org);
  if (!org) fail(`no organisation with code ${values.org} visible to this account`);
  const options = await api<{ models: { id: number; code: string }[] }>(base, token, 'GET', DEVICE_API.options).catch(() => ({
    models: [],
  }));
  const out: DeviceCredentials[] = [];
  const stamp = Date.now().toString(36).toUpperCase();
  for (let i = 0; i < count; i++) {
    const model = values.model === 'mixed' ? MODELS[i % MODELS.length]! : values.model!;
    if (!MODELS.includes(model)) fail(`unknown --model ${model} (known: ${MODELS.join(', ')}, mixed)`);
    const code = `${values.prefix}${stamp}${String(i + 1).padStart(4, '0')}`;
    const modelId = options.models.find((m) => m.code === model)?.id;
    const saved = await api<{ id: number; secret: string }>(base, token, 'POST', DEVICE_API.save, {
      deviceCode: code,
      name: `Simulated ${code}`,
      orgId: org.orgId,
      ...(modelId ? { modelId } : {}),
    });
    out.push({ code, secret: saved.secret, model });
  }
  return out;
}

function statusLine(c: FleetCounters, total: number, rate: number, p95: number): string {
  return (
    `[sim] ${c.connected}/${total} connected · ${rate.toFixed(1)} msg/s · ` +
    `orders ${c.ordersCreated} (${c.ordersAcked} acked, ${c.ordersPending} pending, ${c.ordersResent} re-sent) · ` +
    `order-ack p95 ${Number.isNaN(p95) ? '–' : `${Math.round(p95)} ms`} · commands ${c.commandsReceived} (${c.commandsFailed} failed)` +
    (c.authFailures > 0 ? ` · ${c.authFailures} refused` : '')
  );
}

async function main(): Promise<void> {
  if (values.help) {
    console.log(HELP);
    return;
  }
  const limit = num('devices', values.devices, 1);
  let devices: DeviceCredentials[];
  if (values.credentials) devices = readCredentials(values.credentials);
  else if (values.api) devices = await createThroughApi(values.api.replace(/\/$/, ''), limit ?? 5);
  else fail('say where the devices come from: --credentials FILE or --api URL');
  if (limit !== undefined) devices = devices.slice(0, limit);
  if (devices.length === 0) fail('no devices to simulate');
  if (values.save) fs.writeFileSync(values.save, `${JSON.stringify(devices, null, 2)}\n`, { mode: 0o600 });
  if (!['en', 'zh', 'es', 'ja'].includes(values.language!)) fail('--language must be en, zh, es or ja');

  // One rate for every kind of random alarm, unless a kind names its own.
  const eventRate = num('event-rate', values['event-rate'], 0);
  const rate = (name: 'fault-rate' | 'warning-rate' | 'low-material-rate' | 'temperature-rate') => num(name, values[name], 0) ?? eventRate;
  const fleet = startFleet({
    url: values.url!,
    devices,
    timeScale: num('time-scale', values['time-scale'], 0.001),
    heartbeatSeconds: num('heartbeat', values.heartbeat, 1),
    telemetrySeconds: num('telemetry', values.telemetry, 1),
    ordersPerHour: num('orders-per-hour', values['orders-per-hour'], 0),
    commandFailureRate: num('failure-rate', values['failure-rate'], 0),
    dispenseFailureRate: num('dispense-failure-rate', values['dispense-failure-rate'], 0),
    upgradeFailureRate: num('upgrade-failure-rate', values['upgrade-failure-rate'], 0),
    randomEvents: !values['no-events'],
    faultsPerHour: rate('fault-rate') ?? null,
    warningsPerHour: rate('warning-rate') ?? null,
    lowMaterialPerHour: rate('low-material-rate') ?? 0,
    temperaturePerHour: rate('temperature-rate') ?? 0,
    episodeMinutes: num('event-minutes', values['event-minutes'], 0.1),
    language: values.language as Language,
    factoryGoods: values['factory-goods'],
    payFlow: values['pay-flow'],
    customerPays: !values['no-customer-pays'],
    cartShare: num('cart-share', values['cart-share'], 0),
    passwordFreeShare: num('password-free-share', values['password-free-share'], 0),
    memberCards: cardsOption(values['member-cards']),
    staffCards: cardsOption(values['staff-cards'], 'staff-cards'),
    wristbands: cardsOption(values.wristbands, 'wristbands'),
    rampMs: num('ramp-ms', values['ramp-ms'], 0),
    seed: num('seed', values.seed, 0),
    log: (m) => console.error(`[sim] ${m}`),
  });
  if (!values.json) console.log(`[sim] ${devices.length} devices → ${values.url}`);

  let lastTotal = 0;
  let lastAt = Date.now();
  const everyS = num('stats-every', values['stats-every'], 0)!;
  const report = () => {
    const c = fleet.counters();
    const total = Object.values(c.published).reduce((a, b) => a + b, 0);
    const now = Date.now();
    const rate = ((total - lastTotal) * 1000) / Math.max(1, now - lastAt);
    lastTotal = total;
    lastAt = now;
    const lat = fleet.orderLatency();
    if (values.json) console.log(JSON.stringify({ type: 'stats', at: now, publishedPerSecond: rate, orderAck: lat, ...c }));
    else console.log(statusLine(c, devices.length, rate, lat.p95));
  };
  const statsTimer = everyS > 0 ? setInterval(report, everyS * 1000) : undefined;

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    if (statsTimer) clearInterval(statsTimer);
    report();
    await fleet.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  const burstRate = num('burst-rate', values['burst-rate'], 1);
  if (burstRate !== undefined) {
    await fleet.waitConnected(10 * 60_000);
    if (values.json) console.log(JSON.stringify({ type: 'connected', at: Date.now() }));
    const after = num('burst-after', values['burst-after'], 0)!;
    if (after > 0) await new Promise((r) => setTimeout(r, after * 1000));
    if (!values.json) console.log(`[sim] all connected; burst of ${burstRate} orders/s for ${values['burst-seconds']} s`);
    const result = await fleet.burst({ ordersPerSecond: burstRate, durationSeconds: num('burst-seconds', values['burst-seconds'], 0.1)! });
    console.log(values.json ? JSON.stringify({ type: 'burst', ...result }) : `[sim] burst: ${JSON.stringify(result)}`);
  }
  const duration = num('duration', values.duration, 0);
  if (duration !== undefined) setTimeout(() => void stop(), duration * 1000);
}

main().catch((err) => {
  console.error(`sim: ${(err as Error).message}`);
  process.exit(1);
});
