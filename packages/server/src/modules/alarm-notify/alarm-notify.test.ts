import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALARM_API, ALARM_NOTIFY_API, ALARM_RULE_DEFAULTS, NOTIFY_STATE, POINT_API, WEBHOOK_HEADERS } from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../platform/mail/mailer.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { localDateTime } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { inTransaction } from '../../platform/wiring/index.js';
import { type ApiCall, apiAs, orgIdByCode, roleIdByKey, userIdByName } from '../../test/fixtures.js';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { deviceAlarms, raiseAlarm, releaseAlarm } from '../alarms/index.js';
import { devices } from '../devices/index.js';
import { zones } from '../points/index.js';
import { dispatchDue, notifyTunables, webhookSignature } from './dispatch.js';
import { NotifyDispatcher } from './dispatcher.js';
import { notifyAlerts, notifyDeliveries, notifySmsOutbox } from './schema.js';

/*
 * Alarms reaching people, through the alarms area's events and the dispatcher driven by `now`:
 * debounce, grouping, quiet and business hours, escalation, languages, scope, webhook, e-mail and
 * SMS, and the notice that an alarm ended.
 */

// The tests' webhook receiver listens on this host, which a real installation refuses.
const t = useTestApp({ outboundPrivateAllowed: true });
const db = () => t.database.db;
let admin: ApiCall;
let ops: ApiCall;
let demo: number;
let harbor: number;
let opsId: number;
let timeZone: string;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  ops = await apiAs(t, 'ops', 'ops12345');
  demo = await orgIdByCode(db(), 'DEMO');
  harbor = await orgIdByCode(db(), 'HARBOR');
  opsId = await userIdByName(db(), 'ops');
  timeZone = await businessTimeZone(db());
  // The demo data's alarms were heard when it was seeded: settled here, so each test sees only its own.
  await db().update(notifyAlerts).set({ state: 2, escalateAt: null });
  await db().update(notifyDeliveries).set({ state: NOTIFY_STATE.notSent }).where(eq(notifyDeliveries.state, NOTIFY_STATE.pending));
});

/** The instant the business clock reads `local` (YYYY-MM-DDTHH:mm:ss). */
function atLocal(local: string): Date {
  const guess = new Date(`${local}Z`);
  const shown = new Date(`${localDateTime(timeZone, guess).replace(' ', 'T')}Z`);
  return new Date(guess.getTime() - (shown.getTime() - guess.getTime()));
}
const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** A partition of `orgId` with these recipients (rows of the points area, written as its screen would). */
async function zoneWith(
  orgId: number,
  recipients: Array<{ userId?: number; name: string; email?: string; phone?: string; kinds?: string }>,
) {
  const [zone] = await db()
    .insert(zones)
    .values({ orgId, name: `Z${randomBytes(4).toString('hex')}` })
    .returning({ id: zones.id });
  for (const r of recipients) {
    await db().execute(
      sql`insert into dev_zone_recipient (zone_id, user_id, name, email, phone, alarm_kinds) values (${zone!.id}, ${r.userId ?? null}, ${r.name}, ${r.email ?? null}, ${r.phone ?? null}, ${r.kinds ?? 'fault,warning,material'})`,
    );
  }
  return zone!.id;
}

async function machine(orgId: number, zoneId: number | null, businessHours: string | null = null) {
  const d = await insertTestDevice(db(), orgId);
  await db().update(devices).set({ zoneId, businessHours }).where(eq(devices.id, d.id));
  return { id: d.id, orgId, code: d.code };
}

type Machine = Awaited<ReturnType<typeof machine>>;

async function raise(m: Machine, at: Date, code = 'E01', kind: 'fault' | 'warning' = 'fault', level = 1): Promise<string> {
  const eventId = randomBytes(6).toString('hex');
  await inTransaction(db(), (tx) => raiseAlarm(tx, { deviceId: m.id, orgId: m.orgId, eventId, kind, code, level, message: 'Boiler' }, at));
  return eventId;
}
const release = (m: Machine, eventId: string, at: Date) => inTransaction(db(), (tx) => releaseAlarm(tx, m.id, eventId, at));

const alertsOf = (m: Machine) => db().select().from(notifyAlerts).where(eq(notifyAlerts.deviceId, m.id));
const deliveriesOf = (m: Machine) =>
  db()
    .select({ d: notifyDeliveries })
    .from(notifyDeliveries)
    .innerJoin(notifyAlerts, eq(notifyAlerts.id, notifyDeliveries.alertId))
    .where(eq(notifyAlerts.deviceId, m.id))
    .then((rows) => rows.map((r) => r.d));

async function saveSettings(api: ApiCall, body: Record<string, unknown>) {
  return api('PUT', ALARM_NOTIFY_API.settings, { orgId: demo, ...body });
}

describe('hearing alarms', () => {
  it('notifies nobody of an alarm released before its debounce ended', async () => {
    const zone = await zoneWith(demo, [
      { userId: opsId, name: 'Ops' },
      { name: 'Li', email: 'li@demo.example' },
    ]);
    const m = await machine(demo, zone);
    const t0 = new Date('2030-01-15T10:00:00Z');
    const e = await raise(m, t0);
    await release(m, e, plus(t0, 30));
    await dispatchDue(db(), plus(t0, 59));
    await dispatchDue(db(), plus(t0, 120));
    expect(await deliveriesOf(m)).toEqual([]);
    expect((await alertsOf(m)).map((a) => a.state)).toEqual([2]);
    const inbox = await ops('GET', ALARM_NOTIFY_API.inbox);
    expect(inbox.data.items.filter((i: { deviceCode: string }) => i.deviceCode === m.code)).toEqual([]);
  });

  it('tells nobody of faults below the rule’s level or of warnings the rule turns off; they stay in the log', async () => {
    const saved = await admin('PUT', ALARM_API.rule, { ...ALARM_RULE_DEFAULTS, orgId: demo, faultMinLevel: 2, warnings: false });
    expect(saved.status).toBe(1001);
    try {
      const m = await machine(demo, await zoneWith(demo, [{ userId: opsId, name: 'Ops' }]));
      const t0 = new Date('2030-01-15T10:00:00Z');
      await raise(m, t0, 'E01', 'fault', 1);
      await raise(m, t0, 'W01', 'warning', 1);
      expect(await alertsOf(m)).toEqual([]);
      await raise(m, t0, 'E02', 'fault', 2);
      expect((await alertsOf(m)).map((a) => a.code)).toEqual(['E02']);
      expect(await db().select().from(deviceAlarms).where(eq(deviceAlarms.deviceId, m.id))).toHaveLength(3);
    } finally {
      expect((await admin('PUT', ALARM_API.rule, { ...ALARM_RULE_DEFAULTS, orgId: demo })).status).toBe(1001);
    }
  });

  it('groups a flapping alarm: three raises within the window are one alert of count 3 and one notification', async () => {
    const zone = await zoneWith(demo, [{ userId: opsId, name: 'Ops' }]);
    const m = await machine(demo, zone);
    const t0 = new Date('2030-01-15T10:00:00Z');
    const e1 = await raise(m, t0);
    await release(m, e1, plus(t0, 5));
    const e2 = await raise(m, plus(t0, 10));
    await release(m, e2, plus(t0, 15));
    await raise(m, plus(t0, 20));
    await dispatchDue(db(), plus(t0, 81));
    const [alert] = await alertsOf(m);
    expect(alert).toMatchObject({ count: 3, state: 1 });
    expect((await deliveriesOf(m)).map((d) => [d.channel, d.userId])).toEqual([['inapp', opsId]]);
    // A fourth raise later in the window joins the alert and notifies nobody again.
    await raise(m, plus(t0, 600));
    await dispatchDue(db(), plus(t0, 700));
    expect(await alertsOf(m)).toHaveLength(1);
    expect((await alertsOf(m))[0]!.count).toBe(4);
    expect(await deliveriesOf(m)).toHaveLength(1);
    const inbox = await ops('GET', ALARM_NOTIFY_API.inbox);
    expect(inbox.data.items.find((i: { deviceCode: string }) => i.deviceCode === m.code)).toMatchObject({ count: 4, read: false });
    // Past the group window the same code is a new alert.
    await raise(m, plus(t0, 600 + 31 * 60));
    expect(await alertsOf(m)).toHaveLength(2);
  });

  it('holds e-mail in quiet hours but not a level-2 fault; the bell hears at once', async () => {
    await saveSettings(admin, { quietFrom: '22:00', quietTo: '07:00' });
    const zone = await zoneWith(demo, [
      { userId: opsId, name: 'Ops' },
      { name: 'Li', email: 'li@demo.example' },
    ]);
    const warned = await machine(demo, zone);
    const broken = await machine(demo, zone);
    const night = atLocal('2030-01-15T23:00:00');
    await raise(warned, night, 'W1', 'warning', 1);
    await raise(broken, night, 'E9', 'fault', 2);
    await dispatchDue(db(), plus(night, 61));
    const held = await deliveriesOf(warned);
    expect(held.find((d) => d.channel === 'inapp')).toMatchObject({ state: NOTIFY_STATE.sent });
    const heldMail = held.find((d) => d.channel === 'email')!;
    expect(heldMail).toMatchObject({ state: NOTIFY_STATE.pending, address: 'li@demo.example' });
    expect(heldMail.nextAttemptAt).toEqual(atLocal('2030-01-16T07:00:00'));
    // The level-2 fault's mail was tried at once (no SMTP server here: recorded as not sent).
    expect((await deliveriesOf(broken)).find((d) => d.channel === 'email')).toMatchObject({ state: NOTIFY_STATE.notSent });
    await dispatchDue(db(), atLocal('2030-01-16T06:59:00'));
    expect((await deliveriesOf(warned)).find((d) => d.channel === 'email')!.state).toBe(NOTIFY_STATE.pending);
    await dispatchDue(db(), atLocal('2030-01-16T07:00:00'));
    expect((await deliveriesOf(warned)).find((d) => d.channel === 'email')!.state).toBe(NOTIFY_STATE.notSent);
  });

  it('keeps non-fault alarms until the device opens, dropping those released by then; faults go at once', async () => {
    const zone = await zoneWith(demo, [{ userId: opsId, name: 'Ops' }]);
    const kept = await machine(demo, zone, '08:00-20:00');
    const gone = await machine(demo, zone, '08:00-20:00');
    const fault = await machine(demo, zone, '08:00-20:00');
    const evening = atLocal('2030-01-15T21:00:00');
    await raise(kept, evening, 'W1', 'warning');
    const e = await raise(gone, evening, 'W1', 'warning');
    await raise(fault, evening, 'E1', 'fault');
    await dispatchDue(db(), plus(evening, 120));
    expect(await deliveriesOf(kept)).toEqual([]);
    expect((await alertsOf(kept))[0]!.dueAt).toEqual(atLocal('2030-01-16T08:00:00'));
    expect(await deliveriesOf(fault)).toHaveLength(1);
    await release(gone, e, atLocal('2030-01-15T23:00:00'));
    await dispatchDue(db(), atLocal('2030-01-16T08:00:00'));
    expect(await deliveriesOf(kept)).toHaveLength(1);
    expect(await deliveriesOf(gone)).toEqual([]);
    expect((await alertsOf(gone))[0]!.state).toBe(2);
  });

  it('escalates once to the escalation roles when nobody acknowledged in time, not when read', async () => {
    const maintenance = await roleIdByKey(db(), 'maintenance');
    expect((await saveSettings(admin, { escalationMinutes: 10, escalationRoleIds: [maintenance] })).status).toBe(1001);
    const zone = await zoneWith(demo, [{ name: 'Li', email: 'li@demo.example' }]);
    const ignored = await machine(demo, zone);
    const read = await machine(demo, null);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(ignored, t0);
    await dispatchDue(db(), plus(t0, 61));
    expect((await deliveriesOf(ignored)).map((d) => d.purpose)).toEqual(['alarm']);
    await dispatchDue(db(), plus(t0, 61 + 9 * 60));
    expect(await deliveriesOf(ignored)).toHaveLength(1);
    await dispatchDue(db(), plus(t0, 61 + 10 * 60));
    await dispatchDue(db(), plus(t0, 61 + 30 * 60));
    const escalated = (await deliveriesOf(ignored)).filter((d) => d.purpose === 'escalation');
    // Every account of Demo Coffee Co. with the maintenance role, once each, in the bell.
    const inBell = escalated.filter((d) => d.channel === 'inapp').map((d) => d.userId);
    expect(inBell).toContain(opsId);
    expect(new Set(inBell).size).toBe(inBell.length);
    expect(escalated[0]!.title).toMatch(/^未确认|^Not acknowledged/);

    // Notified in the bell through the maintenance role as well, read there: no escalation.
    await saveSettings(admin, { escalationMinutes: 10, escalationRoleIds: [maintenance], notifyRoleIds: [maintenance] });
    await raise(read, t0);
    await dispatchDue(db(), plus(t0, 61));
    const [item] = await deliveriesOf(read);
    const marked = await ops('POST', ALARM_NOTIFY_API.read, { ids: [item!.id] });
    expect(marked).toMatchObject({ status: 1001, data: { marked: 1 } });
    expect((await ops('GET', ALARM_NOTIFY_API.inbox)).data.items.find((i: { id: number }) => i.id === item!.id)).toMatchObject({
      read: true,
    });
    await dispatchDue(db(), plus(t0, 61 + 11 * 60));
    expect((await deliveriesOf(read)).filter((d) => d.purpose === 'escalation')).toEqual([]);
  });

  it('writes each recipient’s text in its language: the account’s, else the customer’s', async () => {
    const zone = await zoneWith(demo, [
      { userId: opsId, name: 'Ops' },
      { name: 'Li', email: 'li@demo.example' },
    ]);
    const m = await machine(demo, zone);
    await ops('POST', ALARM_NOTIFY_API.language, { lang: 'ja' });
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    await dispatchDue(db(), plus(t0, 61));
    const rows = await deliveriesOf(m);
    expect(rows.find((d) => d.channel === 'inapp')).toMatchObject({ lang: 'ja', title: `Test ${m.code}：故障 E01` });
    // Li has no account: Demo Coffee Co.'s default language, Chinese.
    expect(rows.find((d) => d.channel === 'email')).toMatchObject({ lang: 'zh', title: `Test ${m.code}：故障 E01` });
    await ops('POST', ALARM_NOTIFY_API.language, { lang: 'en' });
    const m2 = await machine(demo, zone);
    await raise(m2, t0);
    await dispatchDue(db(), plus(t0, 61));
    expect((await deliveriesOf(m2)).find((d) => d.channel === 'inapp')!.title).toBe(`Fault E01 on Test ${m2.code}`);
  });

  it('never tells an account of another customer’s machines, nor one customer’s account through another’s partition', async () => {
    const harborUser = await userIdByName(db(), 'harbor');
    const harborZone = await zoneWith(harbor, [
      { userId: opsId, name: 'Ops (wrong customer)' },
      { userId: harborUser, name: 'Harbor' },
    ]);
    const demoZone = await zoneWith(demo, [{ userId: harborUser, name: 'Harbor (wrong customer)' }]);
    const theirs = await machine(harbor, harborZone);
    const ours = await machine(demo, demoZone);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(theirs, t0);
    await raise(ours, t0);
    await dispatchDue(db(), plus(t0, 61));
    expect((await deliveriesOf(theirs)).filter((d) => d.channel === 'inapp').map((d) => d.userId)).toEqual([harborUser]);
    expect(await deliveriesOf(ours)).toEqual([]);
    const inbox = await ops('GET', ALARM_NOTIFY_API.inbox);
    expect(inbox.data.items.some((i: { deviceCode: string }) => i.deviceCode === theirs.code)).toBe(false);
    const log = await admin('GET', `${ALARM_NOTIFY_API.log}?deviceCode=${theirs.code}`);
    expect(log.data.map((r: { customerName: string }) => r.customerName)).toEqual(log.data.map(() => 'Harbor Drinks Ltd.'));
    expect(log.data.length).toBeGreaterThan(0);
  });
});

describe('the running dispatcher', () => {
  it('works due alerts in rounds until stopped', async () => {
    const zone = await zoneWith(demo, [{ userId: opsId, name: 'Ops' }]);
    const m = await machine(demo, zone);
    await raise(m, new Date(Date.now() - 120_000));
    const pollMs = notifyTunables.pollMs;
    notifyTunables.pollMs = 10;
    const dispatcher = new NotifyDispatcher(db(), {}, t.app.log);
    try {
      dispatcher.start();
      const until = Date.now() + 5_000;
      while ((await deliveriesOf(m)).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await dispatcher.stop();
      notifyTunables.pollMs = pollMs;
    }
    expect((await deliveriesOf(m)).map((d) => [d.channel, d.userId])).toEqual([['inapp', opsId]]);
  });

  it('is woken by an alarm due at once: its people hear of it long before the next poll', async () => {
    const zone = await zoneWith(demo, [{ userId: opsId, name: 'Ops' }]);
    const m = await machine(demo, zone);
    const pollMs = notifyTunables.pollMs;
    notifyTunables.pollMs = 60_000;
    const dispatcher = new NotifyDispatcher(db(), {}, t.app.log);
    let heardAfter: number;
    try {
      dispatcher.start();
      // Raised a debounce ago: due the moment it is heard.
      const raisedAt = Date.now();
      await raise(m, new Date(raisedAt - ALARM_RULE_DEFAULTS.debounceSeconds * 1000));
      while ((await deliveriesOf(m)).length === 0 && Date.now() - raisedAt < 5_000) await new Promise((r) => setTimeout(r, 20));
      heardAfter = Date.now() - raisedAt;
    } finally {
      await dispatcher.stop();
      notifyTunables.pollMs = pollMs;
    }
    expect((await deliveriesOf(m)).map((d) => [d.channel, d.userId])).toEqual([['inapp', opsId]]);
    expect(heardAfter).toBeLessThan(5_000);
  });
});

describe('channels', () => {
  let hook: http.Server;
  let hookUrl = '';
  const calls: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  let answers: number[] = [];
  let smtp: SMTPServer;
  let smtpPort = 0;
  const mails: Array<{ to: string[]; raw: string }> = [];

  beforeAll(async () => {
    hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push({ headers: req.headers, body });
        res.statusCode = answers.shift() ?? 200;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => hook.close(r));
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('signs the webhook call and retries after a 500 with a growing wait, recording each attempt', async () => {
    answers = [500, 500];
    const saved = await saveSettings(admin, { webhookUrl: hookUrl, webhookSecret: 'topsecret' });
    expect(saved.data).toMatchObject({ webhookUrl: hookUrl, webhookSecret: '******' });
    const m = await machine(demo, null);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    const first = plus(t0, 61);
    await dispatchDue(db(), first, { privateDestinations: true });
    const hookOf = async () => (await deliveriesOf(m)).find((d) => d.channel === 'webhook')!;
    expect(await hookOf()).toMatchObject({ state: NOTIFY_STATE.pending, attempts: 1, lastError: 'HTTP 500', lang: 'zh' });
    expect((await hookOf()).nextAttemptAt).toEqual(new Date(first.getTime() + notifyTunables.backoffMs));
    await dispatchDue(db(), plus(first, notifyTunables.backoffMs / 1000 - 1), { privateDestinations: true });
    expect(calls).toHaveLength(1);
    const second = new Date(first.getTime() + notifyTunables.backoffMs);
    await dispatchDue(db(), second, { privateDestinations: true });
    expect(await hookOf()).toMatchObject({ attempts: 2, state: NOTIFY_STATE.pending });
    // The wait doubles.
    expect((await hookOf()).nextAttemptAt).toEqual(new Date(second.getTime() + 2 * notifyTunables.backoffMs));
    await dispatchDue(db(), new Date(second.getTime() + 2 * notifyTunables.backoffMs), { privateDestinations: true });
    expect(await hookOf()).toMatchObject({ attempts: 3, state: NOTIFY_STATE.sent, lastError: null });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      const ts = String(call.headers[WEBHOOK_HEADERS.timestamp]);
      expect(call.headers[WEBHOOK_HEADERS.signature]).toBe(webhookSignature('topsecret', ts, call.body));
      expect(JSON.parse(call.body)).toMatchObject({ event: 'alarm', deviceCode: m.code, code: 'E01', kind: 'fault' });
    }
    expect(calls[0]!.headers[WEBHOOK_HEADERS.timestamp]).toBe(String(Math.floor(first.getTime() / 1000)));
    const log = await admin('GET', `${ALARM_NOTIFY_API.log}?deviceCode=${m.code}&channel=webhook`);
    expect(log.data).toEqual([expect.objectContaining({ channel: 'webhook', attempts: 3, state: NOTIFY_STATE.sent })]);
    calls.length = 0;
  });

  it('fails a webhook after the last attempt', async () => {
    answers = Array.from({ length: notifyTunables.maxAttempts }, () => 503);
    expect((await saveSettings(admin, { webhookUrl: hookUrl, webhookSecret: 'othersecret' })).status).toBe(1001);
    const m = await machine(demo, null);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    let now = plus(t0, 61);
    for (let i = 0; i < notifyTunables.maxAttempts + 1; i++) {
      await dispatchDue(db(), now, { privateDestinations: true });
      now = plus(now, 3600 * 24);
    }
    expect((await deliveriesOf(m)).find((d) => d.channel === 'webhook')).toMatchObject({
      state: NOTIFY_STATE.failed,
      attempts: notifyTunables.maxAttempts,
      lastError: 'HTTP 503',
    });
    calls.length = 0;
  });

  it('never calls a webhook on this host or a private network unless the configuration allows it', async () => {
    expect((await saveSettings(admin, { webhookUrl: hookUrl, webhookSecret: 'thirdsecret' })).status).toBe(1001);
    const m = await machine(demo, null);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    await dispatchDue(db(), plus(t0, 61));
    expect(calls).toHaveLength(0);
    // Refused once and for all: asking again would be refused again.
    expect((await deliveriesOf(m)).find((d) => d.channel === 'webhook')).toMatchObject({
      state: NOTIFY_STATE.notSent,
      lastError: 'refused: 127.0.0.1 is not a public address',
    });
    const strict = await createTestApp({}, undefined, t.database);
    try {
      const token = await strict.login('admin', 'admin123');
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://[::1]/hook',
        'http://169.254.169.254/latest',
        'http://10.1.2.3/x',
        'http://2130706433/',
      ]) {
        const res = await strict.app.inject({
          method: 'PUT',
          url: ALARM_NOTIFY_API.settings,
          headers: { token, lang: 'en' },
          payload: { orgId: demo, webhookUrl: url, webhookSecret: 's', notifyRoleIds: [], escalationRoleIds: [], emailEnabled: true },
        });
        expect(res.json(), url).toMatchObject({
          status: 400,
          data: {
            errors: [{ field: 'webhookUrl', message: 'A webhook must call a public address, not this server or a private network.' }],
          },
        });
      }
    } finally {
      await strict.app.close();
    }
  });

  it('e-mails the recipients over SMTP, each in its language', async () => {
    await db().update(users).set({ email: 'ops@demo.example' }).where(eq(users.id, opsId));
    await ops('POST', ALARM_NOTIFY_API.language, { lang: 'es' });
    const zone = await zoneWith(demo, [
      { userId: opsId, name: 'Ops' },
      { name: 'Li', email: 'li@demo.example' },
    ]);
    const m = await machine(demo, zone);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtpPort}/?from=alarms@vr.example`)!;
    try {
      await dispatchDue(db(), plus(t0, 61), { mailer });
    } finally {
      mailer.close();
    }
    expect(mails.map((m) => m.to).sort()).toEqual([['li@demo.example'], ['ops@demo.example']]);
    const text = (to: string) => decodeMail(mails.find((m) => m.to[0] === to)!.raw);
    expect(text('ops@demo.example')).toContain(`Avería E01 en Test ${m.code}`);
    expect(text('li@demo.example')).toContain(`Subject: Test ${m.code}：故障 E01`);
    expect(text('li@demo.example')).toContain(`设备 Test ${m.code}（${m.code}）`);
    expect(text('ops@demo.example')).toContain(`Subject: Avería E01 en Test ${m.code}`);
    expect((await deliveriesOf(m)).filter((d) => d.channel === 'email').map((d) => d.state)).toEqual([
      NOTIFY_STATE.sent,
      NOTIFY_STATE.sent,
    ]);
  });

  it('sends a round’s e-mails several at once, so a slow mail server does not make them queue', async () => {
    let open = 0;
    let most = 0;
    const received: string[] = [];
    // Answers each mail 300 ms after it arrived.
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        open += 1;
        most = Math.max(most, open);
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            open -= 1;
            received.push(session.envelope.rcptTo[0]!.address);
            done();
          }, 300),
        );
      },
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@slow.example`);
    const m = await machine(
      demo,
      await zoneWith(
        demo,
        addresses.map((email) => ({ name: email, email })),
      ),
    );
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    const port = (slow.server.address() as AddressInfo).port;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}/?from=alarms@vr.example`, { connections: notifyTunables.sendConcurrency })!;
    try {
      await dispatchDue(db(), plus(t0, 61), { mailer });
    } finally {
      mailer.close();
      await new Promise<void>((r) => slow.close(() => r()));
    }
    expect(received.sort()).toEqual(addresses);
    expect(most).toBeGreaterThan(1);
    expect((await deliveriesOf(m)).map((d) => d.state)).toEqual(addresses.map(() => NOTIFY_STATE.sent));
  });

  it('records e-mail as not sent, with the reason, without an SMTP server', async () => {
    const zone = await zoneWith(demo, [{ name: 'Li', email: 'li@demo.example' }]);
    const m = await machine(demo, zone);
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    await dispatchDue(db(), plus(t0, 61));
    const log = await admin('GET', `${ALARM_NOTIFY_API.log}?deviceCode=${m.code}&state=${NOTIFY_STATE.notSent}`);
    expect(log.data).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'Li <li@demo.example>',
        lastError: '未发送：未配置 SMTP 服务器（SMTP_URL）。',
      }),
    ]);
  });

  it('sends SMS through the sandbox in each recipient’s language, held by quiet hours, and keeps them in its outbox', async () => {
    await db().update(users).set({ phone: '+86 139 0000 2222' }).where(eq(users.id, opsId));
    expect(await ops('POST', ALARM_NOTIFY_API.language, { lang: 'ja' })).toMatchObject({ status: 1001 });
    expect((await saveSettings(admin, { quietFrom: '22:00', quietTo: '07:00', smsProvider: 'sandbox' })).status).toBe(1001);
    const zone = await zoneWith(demo, [
      { userId: opsId, name: 'Ops', phone: '13800000009' },
      { name: 'Wang', phone: '138-0000-0001' },
      // A phone that breaks the accounts' rule receives nothing.
      { name: 'Bad', phone: '12' },
    ]);
    const m = await machine(demo, zone);
    const night = atLocal('2030-01-15T23:00:00');
    await raise(m, night, 'W1', 'warning', 1);
    await dispatchDue(db(), plus(night, 61));
    const sms = async () => (await deliveriesOf(m)).filter((d) => d.channel === 'sms').sort((a, b) => a.id - b.id);
    expect((await sms()).map((d) => [d.address, d.lang, d.state])).toEqual([
      ['+86 139 0000 2222', 'ja', NOTIFY_STATE.pending],
      ['138-0000-0001', 'zh', NOTIFY_STATE.pending],
    ]);
    expect((await sms())[0]!.nextAttemptAt).toEqual(atLocal('2030-01-16T07:00:00'));
    await dispatchDue(db(), atLocal('2030-01-16T07:00:00'));
    expect((await sms()).map((d) => d.state)).toEqual([NOTIFY_STATE.sent, NOTIFY_STATE.sent]);
    const outbox = await admin('GET', `${ALARM_NOTIFY_API.smsOutbox}?orgId=${demo}`);
    const ids = new Set((await sms()).map((d) => d.id));
    const taken = outbox.data.filter((o: { deliveryId: number }) => ids.has(o.deliveryId));
    expect(taken.map((o: { phone: string; text: string }) => [o.phone, o.text]).sort()).toEqual(
      [
        ['+86 139 0000 2222', `【警告】Test ${m.code}（${m.code}）W1、レベル 1、2030-01-15 23:00:00`],
        ['138-0000-0001', `【警告】Test ${m.code}（${m.code}）W1，等级 1，2030-01-15 23:00:00`],
      ].sort(),
    );
    const log = await admin('GET', `${ALARM_NOTIFY_API.log}?deviceCode=${m.code}&channel=sms`);
    expect(log.data.map((r: { recipient: string; state: number }) => [r.recipient, r.state]).sort()).toEqual(
      [
        ['Olivia Ops <+86 139 0000 2222>', NOTIFY_STATE.sent],
        ['Wang <138-0000-0001>', NOTIFY_STATE.sent],
      ].sort(),
    );
    // Another customer's account sees none of them.
    const harborApi = await apiAs(t, 'harbor', 'harbor123');
    const theirs = await harborApi('GET', ALARM_NOTIFY_API.smsOutbox);
    expect(theirs.data.filter((o: { deliveryId: number }) => ids.has(o.deliveryId))).toEqual([]);
  });

  it('sends a phone at most its hour’s share of SMS; the rest are not sent, with the reason in its language', async () => {
    expect((await saveSettings(admin, { smsProvider: 'sandbox' })).status).toBe(1001);
    const zone = await zoneWith(demo, [{ name: 'Zhao', phone: '+86 137 0000 0003' }]);
    const limit = notifyTunables.smsPerHour;
    notifyTunables.smsPerHour = 2;
    try {
      const t0 = new Date('2030-03-01T10:00:00Z');
      const machines = [await machine(demo, zone), await machine(demo, zone), await machine(demo, zone)];
      for (const m of machines) await raise(m, t0);
      await dispatchDue(db(), plus(t0, 61));
      const states = async (ms: Machine[]) => (await Promise.all(ms.map(deliveriesOf))).flat().filter((d) => d.channel === 'sms');
      const first = await states(machines);
      expect(first.map((d) => d.state).sort()).toEqual([NOTIFY_STATE.sent, NOTIFY_STATE.sent, NOTIFY_STATE.notSent]);
      expect(first.find((d) => d.state === NOTIFY_STATE.notSent)!.lastError).toBe('未发送：该号码最近一小时已收到 2 条短信。');
      // An hour later the phone may hear again.
      const later = await machine(demo, zone);
      await raise(later, plus(t0, 3600));
      await dispatchDue(db(), plus(t0, 3600 + 61));
      expect((await states([later])).map((d) => d.state)).toEqual([NOTIFY_STATE.sent]);
    } finally {
      notifyTunables.smsPerHour = limit;
    }
  });

  it('posts SMS to an HTTP gateway, signed, retrying after a failure with backoff', async () => {
    answers = [502];
    const saved = await saveSettings(admin, { smsProvider: 'http', smsUrl: hookUrl, smsSecret: 'smssecret' });
    expect(saved.data).toMatchObject({ smsProvider: 'http', smsUrl: hookUrl, smsSecret: '******' });
    const m = await machine(demo, await zoneWith(demo, [{ name: 'Sun', phone: '13700000004' }]));
    const t0 = new Date('2030-01-15T10:00:00Z');
    await raise(m, t0);
    const first = plus(t0, 61);
    await dispatchDue(db(), first, { privateDestinations: true });
    const smsOf = async () => (await deliveriesOf(m)).find((d) => d.channel === 'sms')!;
    expect(await smsOf()).toMatchObject({ state: NOTIFY_STATE.pending, attempts: 1, lastError: 'HTTP 502' });
    expect((await smsOf()).nextAttemptAt).toEqual(new Date(first.getTime() + notifyTunables.backoffMs));
    await dispatchDue(db(), new Date(first.getTime() + notifyTunables.backoffMs), { privateDestinations: true });
    expect(await smsOf()).toMatchObject({ state: NOTIFY_STATE.sent, attempts: 2 });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const ts = String(call.headers[WEBHOOK_HEADERS.timestamp]);
      expect(call.headers[WEBHOOK_HEADERS.signature]).toBe(webhookSignature('smssecret', ts, call.body));
      expect(JSON.parse(call.body)).toMatchObject({ to: '13700000004', lang: 'zh', text: expect.stringContaining('E01') });
    }
    calls.length = 0;
    // Nothing reached the sandbox's outbox.
    expect(
      await db()
        .select()
        .from(notifySmsOutbox)
        .where(eq(notifySmsOutbox.deliveryId, (await smsOf()).id)),
    ).toEqual([]);
  });

  it('sends through the platform’s provider for a customer that chose it; only the platform sets that one', async () => {
    const [platform] = await db().select({ id: orgs.id }).from(orgs).where(eq(orgs.kind, 'platform')).limit(1);
    const own = await admin('PUT', ALARM_NOTIFY_API.settings, { orgId: platform!.id, smsProvider: 'platform' });
    expect(own.data.errors.map((e: { field: string }) => e.field)).toEqual(['smsProvider']);
    const saved = await admin('PUT', ALARM_NOTIFY_API.settings, { orgId: platform!.id, smsProvider: 'sandbox' });
    expect(saved.data).toMatchObject({ platform: true, smsProvider: 'sandbox', roleOptions: [] });
    // A customer's account never sees the platform's settings.
    expect((await ops('GET', `${ALARM_NOTIFY_API.settings}?orgId=${platform!.id}`)).status).toBe(404);
    try {
      expect((await saveSettings(admin, { smsProvider: 'platform' })).data).toMatchObject({ platform: false, smsProvider: 'platform' });
      const m = await machine(demo, await zoneWith(demo, [{ name: 'Qian', phone: '13500000006' }]));
      const t0 = new Date('2030-01-15T10:00:00Z');
      await raise(m, t0);
      await dispatchDue(db(), plus(t0, 61));
      const sms = (await deliveriesOf(m)).find((d) => d.channel === 'sms')!;
      expect(sms.state).toBe(NOTIFY_STATE.sent);
      expect(await db().select().from(notifySmsOutbox).where(eq(notifySmsOutbox.deliveryId, sms.id))).toHaveLength(1);
      // Without a platform provider, such a customer's SMS are not sent, with the reason.
      await admin('PUT', ALARM_NOTIFY_API.settings, { orgId: platform!.id, smsProvider: null });
      const m2 = await machine(demo, await zoneWith(demo, [{ name: 'Qian', phone: '13500000006' }]));
      await raise(m2, t0);
      await dispatchDue(db(), plus(t0, 61));
      expect((await deliveriesOf(m2)).find((d) => d.channel === 'sms')).toMatchObject({
        state: NOTIFY_STATE.notSent,
        lastError: '未发送：通知设置中未选择短信服务商。',
      });
    } finally {
      await admin('PUT', ALARM_NOTIFY_API.settings, { orgId: platform!.id, smsProvider: null });
    }
  });

  it('tells those told of an alarm that it ended, over their channels and in their language, after the quiet hours', async () => {
    await ops('POST', ALARM_NOTIFY_API.language, { lang: 'en' });
    await db().update(users).set({ phone: null }).where(eq(users.id, opsId));
    expect(
      (
        await saveSettings(admin, {
          quietFrom: '22:00',
          quietTo: '07:00',
          smsProvider: 'sandbox',
          webhookUrl: hookUrl,
          webhookSecret: 'endsecret',
        })
      ).status,
    ).toBe(1001);
    const zone = await zoneWith(demo, [
      { userId: opsId, name: 'Ops' },
      { name: 'Li', email: 'li@demo.example', phone: '13600000005' },
    ]);
    const m = await machine(demo, zone);
    const t0 = atLocal('2030-01-15T21:00:00');
    const e = await raise(m, t0);
    await dispatchDue(db(), plus(t0, 61), { privateDestinations: true });
    const told = (await deliveriesOf(m)).filter((d) => d.purpose === 'alarm');
    expect(told.map((d) => d.channel).sort()).toEqual(['email', 'inapp', 'sms', 'webhook']);
    const ended = atLocal('2030-01-15T23:30:00');
    await release(m, e, ended);
    await dispatchDue(db(), plus(ended, 1), { privateDestinations: true });
    const notices = async () => (await deliveriesOf(m)).filter((d) => d.purpose === 'released');
    const now = await notices();
    // The e-mail never went (no SMTP server here): Li was not told by e-mail, so hears the end by SMS only.
    expect(now.map((d) => [d.channel, d.state]).sort()).toEqual(
      [
        ['inapp', NOTIFY_STATE.sent],
        ['sms', NOTIFY_STATE.pending],
        ['webhook', NOTIFY_STATE.pending],
      ].sort(),
    );
    expect(now.find((d) => d.channel === 'inapp')).toMatchObject({
      lang: 'en',
      title: `Ended: Fault E01 on Test ${m.code}`,
      body: `The Fault E01 of machine Test ${m.code} (${m.code}), raised at 2030-01-15 21:00:00, ended at 2030-01-15 23:30:00.`,
    });
    expect(now.find((d) => d.channel === 'sms')).toMatchObject({
      lang: 'zh',
      body: `【已结束】Test ${m.code}（${m.code}）E01，结束于 2030-01-15 23:30:00`,
    });
    expect(now.find((d) => d.channel === 'sms')!.nextAttemptAt).toEqual(atLocal('2030-01-16T07:00:00'));
    const inbox = await ops('GET', ALARM_NOTIFY_API.inbox);
    expect(inbox.data.items.find((i: { deviceCode: string; released: boolean }) => i.deviceCode === m.code && i.released)).toBeTruthy();
    calls.length = 0;
    await dispatchDue(db(), atLocal('2030-01-16T07:00:00'), { privateDestinations: true });
    expect((await notices()).map((d) => d.state)).toEqual([NOTIFY_STATE.sent, NOTIFY_STATE.sent, NOTIFY_STATE.sent]);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ event: 'released', released: true, code: 'E01' });
    calls.length = 0;
    // Told once: another round adds nothing.
    await dispatchDue(db(), atLocal('2030-01-16T08:00:00'), { privateDestinations: true });
    expect(await notices()).toHaveLength(3);
  });

  it('tells nobody that an alarm ended when the rule turns it off', async () => {
    expect((await admin('PUT', ALARM_API.rule, { ...ALARM_RULE_DEFAULTS, orgId: demo, notifyReleased: false })).status).toBe(1001);
    try {
      const m = await machine(demo, await zoneWith(demo, [{ userId: opsId, name: 'Ops' }]));
      const t0 = new Date('2030-01-15T10:00:00Z');
      const e = await raise(m, t0);
      await dispatchDue(db(), plus(t0, 61));
      await release(m, e, plus(t0, 600));
      await dispatchDue(db(), plus(t0, 601));
      expect((await deliveriesOf(m)).map((d) => d.purpose)).toEqual(['alarm']);
    } finally {
      expect((await admin('PUT', ALARM_API.rule, { ...ALARM_RULE_DEFAULTS, orgId: demo })).status).toBe(1001);
    }
  });
});

describe('notification settings', () => {
  it('answers every field error at once and never a server error', async () => {
    const bad = await saveSettings(admin, {
      quietFrom: '25:00',
      escalationMinutes: -1,
      notifyRoleIds: ['x'],
      webhookUrl: 'ftp://example.com/hook',
      emailEnabled: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['emailEnabled', 'escalationMinutes', 'notifyRoleIds.0', 'quietFrom', 'webhookUrl'].sort(),
    );
    for (const body of [
      null,
      'text',
      [],
      { orgId: 'x' },
      { orgId: demo, quietFrom: {} },
      { orgId: 2 ** 40 },
      { orgId: demo, webhookSecret: 5 },
    ]) {
      const res = await admin('PUT', ALARM_NOTIFY_API.settings, body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.status).not.toBe(1001);
    }
    const half = await saveSettings(admin, { quietFrom: '22:00', escalationMinutes: 5 });
    expect(half.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['escalationRoleIds', 'quietTo']);
    const noSecret = await saveSettings(admin, { webhookUrl: 'https://example.com/hook' });
    expect(noSecret).toMatchObject({ status: 400 });
    const noGateway = await saveSettings(admin, { smsProvider: 'http' });
    expect(noGateway.data.errors.map((e: { field: string }) => e.field)).toEqual(['smsUrl']);
    const noSmsSecret = await saveSettings(admin, { smsProvider: 'http', smsUrl: 'https://sms.example.com/send' });
    expect(noSmsSecret.data.errors).toEqual([{ field: 'smsSecret', message: expect.any(String) }]);
    expect((await saveSettings(admin, { smsProvider: 'pigeon' })).data.errors.map((e: { field: string }) => e.field)).toEqual([
      'smsProvider',
    ]);
    // A partition recipient's phone follows the accounts' phone rule (it receives SMS).
    for (const phone of ['12', '(021) 5555', '+86 138 0000 0000x']) {
      const zone = await admin('POST', POINT_API.zoneSave, {
        orgId: demo,
        zoneName: 'SMS',
        recipients: [{ recipientName: 'A', phone, alarmKinds: ['fault'] }],
      });
      expect(zone.data.errors, phone).toEqual([{ field: 'recipients.0.phone', message: expect.any(String) }]);
    }
    const harborRole = await roleIdByKey(db(), 'admin');
    const foreign = await saveSettings(admin, { notifyRoleIds: [harborRole] });
    expect(foreign.status).toBe(400);
    expect((await admin('GET', `${ALARM_NOTIFY_API.settings}?orgId=${await orgIdByCode(db(), 'DEMO-OPS')}`)).status).toBe(400);
  });

  it('keeps the secret write-only: masked when read, kept when left out, removed when emptied', async () => {
    await saveSettings(admin, { webhookUrl: 'https://example.com/hook', webhookSecret: 'abc' });
    const read = await admin('GET', `${ALARM_NOTIFY_API.settings}?orgId=${demo}`);
    expect(read.data).toMatchObject({ webhookSecret: '******', webhookUrl: 'https://example.com/hook', emailEnabled: true });
    expect(JSON.stringify(read)).not.toContain('abc');
    expect((await saveSettings(admin, { webhookUrl: 'https://example.com/other', webhookSecret: '******' })).status).toBe(1001);
    expect((await saveSettings(admin, { webhookUrl: null, webhookSecret: '' })).data.webhookSecret).toBeNull();
  });

  it('shows and changes only the caller’s own customer', async () => {
    const { grantToRole } = await import('../../test/fixtures.js');
    await grantToRole(db(), 'maintenance', ['alarm:notifySettings:query', 'alarm:notifySettings:edit', 'alarm:notifyLog:list']);
    t.app.callers.forgetAll();
    expect((await ops('GET', `${ALARM_NOTIFY_API.settings}?orgId=${demo}`)).status).toBe(1001);
    expect((await ops('GET', `${ALARM_NOTIFY_API.settings}?orgId=${harbor}`)).status).toBe(404);
    expect((await ops('PUT', ALARM_NOTIFY_API.settings, { orgId: harbor, emailEnabled: false })).status).toBe(404);
    const [row] = await db()
      .execute(sql`select count(*)::int as n from ntf_setting where org_id = ${harbor}`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(row!.n).toBe(0);
    expect(and).toBeDefined();
  });
});

/** The readable text of a raw mail: its headers (encoded words decoded) and its quoted-printable body decoded. */
function decodeMail(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw
    .slice(0, split)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
    );
  return `${head.replace(/\r?\n\s+/g, ' ')}\n${decodeQp(raw.slice(split + 4).replace(/=\r?\n/g, ''))}`;
}

function decodeQp(text: string): string {
  return Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
