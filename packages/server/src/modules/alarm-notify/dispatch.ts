import { ALARM_NOTIFY_LIMITS, type Lang, NOTIFY_STATE, type NotifyChannel, type NotifyPurpose, message } from '@vr/contracts';
import { type SQL, and, count, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decryptSecret } from '../../platform/secrets/secret-box.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { localDateTime } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { devices } from '../devices/index.js';
import { sites } from '../points/index.js';
import { businessSpans, nextOpening, quietEnd, spanOf } from './hours.js';
import { customerLang, recipientsOf } from './recipients.js';
import { notifyAlerts, notifyDeliveries } from './schema.js';
import { type StoredSettings, platformSettings, settingsOf } from './settings.js';
import { type Outcome, postSigned, webhookSignature } from './signature.js';
import { phoneKey, smsProviderOf } from './sms.js';

export { webhookSignature };

/** Tunables of the dispatcher (tests lower them). */
export const notifyTunables = {
  /** How often the running dispatcher looks for due work. */
  pollMs: 5_000,
  /** A woken dispatcher's round starts this much later, so a burst of alarms is one round. */
  wakeMs: 20,
  /** Alerts and deliveries one round takes at most. */
  batch: 100,
  /** E-mails, SMS and webhook calls of a round under way at once (and the SMTP connections kept open). */
  sendConcurrency: 8,
  /** SMS one phone receives at most within an hour; more are not sent. */
  smsPerHour: ALARM_NOTIFY_LIMITS.smsPerHour as number,
  /** Attempts of an e-mail, SMS or webhook call before it is failed. */
  maxAttempts: 5,
  /** Wait before the n-th retry: `backoffMs × 2^(n−1)`. */
  backoffMs: 30_000,
  /** One webhook or SMS gateway call's time limit. */
  webhookTimeoutMs: 10_000,
  /** A claimed delivery is left alone by other dispatchers this long. */
  claimMs: 120_000,
};

type Alert = typeof notifyAlerts.$inferSelect;

/** What the dispatcher sends with: the SMTP mailer, or none (e-mail is then recorded as not sent). */
export interface DispatchChannels {
  mailer?: Mailer | null;
  /** Webhooks may call this host and private networks (the configuration allows it). */
  privateDestinations?: boolean;
}

/**
 * One round of the dispatcher at `now`: alerts whose debounce ended are dropped (released) or
 * notified (or wait for the device's opening), unacknowledged alerts are escalated once, those
 * told of an alert that ended are told so, and pending e-mails, SMS and webhook calls are sent.
 */
export async function dispatchDue(db: Database, now: Date = new Date(), channels: DispatchChannels = {}): Promise<void> {
  await openDueAlerts(db, now);
  await escalateUnacknowledged(db, now);
  await announceEnded(db, now);
  await sendPending(db, now, channels);
}

const isFault = (a: Pick<Alert, 'kind'>) => a.kind === 'fault';
/** Level-2 faults are sent at once, quiet hours or not. */
const urgent = (a: Pick<Alert, 'kind' | 'level'>) => isFault(a) && a.level >= 2;

async function deviceOf(db: Database, deviceId: number) {
  const [row] = await db
    .select({
      code: devices.deviceCode,
      name: devices.name,
      businessHours: devices.businessHours,
      zoneId: sql<number | null>`coalesce(${devices.zoneId}, ${sites.zoneId})`,
    })
    .from(devices)
    .leftJoin(sites, eq(sites.id, devices.siteId))
    .where(eq(devices.id, deviceId));
  return row ?? null;
}

/**
 * Works the alerts `due` selects (a batch, in `order`), each in a transaction of its own, locked
 * and still due; one another dispatcher holds is left to it.
 */
async function eachDueAlert(
  db: Database,
  due: SQL | undefined,
  work: (tx: Database, alert: Alert) => Promise<void>,
  order: PgColumn = notifyAlerts.id,
): Promise<void> {
  const rows = await db.select({ id: notifyAlerts.id }).from(notifyAlerts).where(due).orderBy(order).limit(notifyTunables.batch);
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      const [alert] = await tx
        .select()
        .from(notifyAlerts)
        .where(and(eq(notifyAlerts.id, id), due))
        .for('update', { skipLocked: true });
      if (alert) await work(tx, alert);
    });
  }
}

async function openDueAlerts(db: Database, now: Date): Promise<void> {
  const timeZone = await businessTimeZone(db);
  const due = and(eq(notifyAlerts.state, 0), lte(notifyAlerts.dueAt, now));
  await eachDueAlert(
    db,
    due,
    async (tx, alert) => {
      const id = alert.id;
      if (alert.releasedAt) {
        await tx.update(notifyAlerts).set({ state: 2 }).where(eq(notifyAlerts.id, id));
        return;
      }
      const device = await deviceOf(tx, alert.deviceId);
      // Outside the device's business hours an alarm other than a fault waits for the opening.
      const opening = isFault(alert) ? now : nextOpening(businessSpans(device?.businessHours), timeZone, now);
      if (opening > now) {
        await tx.update(notifyAlerts).set({ dueAt: opening }).where(eq(notifyAlerts.id, id));
        return;
      }
      const settings = await settingsOf(tx, alert.customerId);
      await deliver(tx, alert, 'alarm', settings, device, timeZone, now);
      await tx
        .update(notifyAlerts)
        .set({
          state: 1,
          notifiedAt: now,
          escalateAt: settings.escalationMinutes ? new Date(now.getTime() + settings.escalationMinutes * 60_000) : null,
        })
        .where(eq(notifyAlerts.id, id));
    },
    notifyAlerts.dueAt,
  );
}

async function escalateUnacknowledged(db: Database, now: Date): Promise<void> {
  const timeZone = await businessTimeZone(db);
  await eachDueAlert(db, and(lte(notifyAlerts.escalateAt, now), isNull(notifyAlerts.escalatedAt)), async (tx, alert) => {
    const id = alert.id;
    // Read in the bell or released in time: nobody needs to hear of it again.
    if (alert.acknowledgedAt || alert.releasedAt) {
      await tx.update(notifyAlerts).set({ escalateAt: null }).where(eq(notifyAlerts.id, id));
      return;
    }
    const settings = await settingsOf(tx, alert.customerId);
    await deliver(tx, alert, 'escalation', settings, await deviceOf(tx, alert.deviceId), timeZone, now);
    await tx.update(notifyAlerts).set({ escalatedAt: now }).where(eq(notifyAlerts.id, id));
  });
}

type DeviceNames = { code: string; name: string | null } | null;

/** The texts of an alert in one language: a title and a body, the body short for an SMS. */
function textsOf(alert: Alert, purpose: NotifyPurpose, channel: NotifyChannel, device: DeviceNames, timeZone: string, lang: Lang) {
  const params = {
    kind: message(`alarmNotify.kind.${alert.kind}` as 'alarmNotify.kind.fault', lang),
    code: alert.code,
    device: device?.name || device?.code || String(alert.deviceId),
    deviceCode: device?.code ?? String(alert.deviceId),
    level: alert.level,
    time: localDateTime(timeZone, alert.firstRaisedAt),
    ended: alert.releasedAt ? localDateTime(timeZone, alert.releasedAt) : '',
    message: alert.message ?? '',
  };
  if (purpose === 'released') {
    const title = message('alarmNotify.releasedTitle', lang, params).slice(0, 300);
    return { title, body: message(channel === 'sms' ? 'alarmNotify.smsReleased' : 'alarmNotify.releasedText', lang, params) };
  }
  const title = message(purpose === 'escalation' ? 'alarmNotify.escalationTitle' : 'alarmNotify.title', lang, params).slice(0, 300);
  if (channel === 'sms') return { title, body: message('alarmNotify.sms', lang, params) };
  const lines = [message('alarmNotify.text', lang, params).trim()];
  if (alert.count > 1) lines.push(message('alarmNotify.count', lang, { count: alert.count, first: params.time }));
  return { title, body: lines.join('\n') };
}

/** Writes the deliveries of an alert: in-app ones sent at once, e-mail, SMS and webhook pending (held by quiet hours). */
async function deliver(
  tx: Database,
  alert: Alert,
  purpose: NotifyPurpose,
  settings: StoredSettings,
  device: Awaited<ReturnType<typeof deviceOf>>,
  timeZone: string,
  now: Date,
): Promise<void> {
  const roleIds = purpose === 'escalation' ? settings.escalationRoleIds : settings.notifyRoleIds;
  const people = await recipientsOf(tx, alert, purpose === 'escalation' ? null : (device?.zoneId ?? null), roleIds);
  const heldUntil = urgent(alert) ? now : quietEnd(spanOf(settings.quietFrom, settings.quietTo), timeZone, now);
  const rows: To[] = [];
  const add = (
    channel: NotifyChannel,
    recipientKey: string,
    recipient: string,
    address: string | null,
    userId: number | null,
    lang: Lang,
  ) => rows.push({ channel, recipientKey, recipient, address, userId, lang });
  for (const p of people) {
    if (p.userId) add('inapp', `u:${p.userId}`, p.name, null, p.userId, p.lang);
    if (settings.emailEnabled && p.email) add('email', `e:${p.email.toLowerCase()}`, `${p.name} <${p.email}>`, p.email, p.userId, p.lang);
    if (settings.smsProvider && p.phone) add('sms', `s:${phoneKey(p.phone)}`, `${p.name} <${p.phone}>`, p.phone, p.userId, p.lang);
  }
  if (settings.webhookUrl) add('webhook', 'w', settings.webhookUrl, settings.webhookUrl, null, await customerLang(tx, alert.customerId));
  await writeDeliveries(tx, alert, purpose, rows, device, timeZone, now, heldUntil);
}

/** Whom a delivery goes to, over which channel, in which language. */
type To = Pick<typeof notifyDeliveries.$inferInsert, 'channel' | 'recipientKey' | 'recipient' | 'address' | 'userId' | 'lang'>;

/** Writes one delivery per recipient: in-app ones sent at once, the others pending until `heldUntil`. */
async function writeDeliveries(
  tx: Database,
  alert: Alert,
  purpose: NotifyPurpose,
  to: To[],
  device: DeviceNames,
  timeZone: string,
  now: Date,
  heldUntil: Date,
): Promise<void> {
  const rows = to.map((r) => {
    const inApp = r.channel === 'inapp';
    return {
      alertId: alert.id,
      orgId: alert.orgId,
      customerId: alert.customerId,
      purpose,
      channel: r.channel,
      recipientKey: r.recipientKey.slice(0, 120),
      recipient: r.recipient.slice(0, 500),
      address: r.address,
      userId: r.userId,
      lang: r.lang,
      ...textsOf(alert, purpose, r.channel as NotifyChannel, device, timeZone, r.lang as Lang),
      state: inApp ? NOTIFY_STATE.sent : NOTIFY_STATE.pending,
      attempts: inApp ? 1 : 0,
      sentAt: inApp ? now : null,
      nextAttemptAt: inApp ? null : heldUntil,
    };
  });
  if (rows.length) await tx.insert(notifyDeliveries).values(rows).onConflictDoNothing();
}

/**
 * Tells those told of an alert (or about to be: their delivery still pending) that it ended, each
 * over the channel and in the language it was told in; quiet hours hold all but the bell. An alert
 * raised again before its turn is left alone: it has not ended.
 */
async function announceEnded(db: Database, now: Date): Promise<void> {
  const timeZone = await businessTimeZone(db);
  await eachDueAlert(db, and(lte(notifyAlerts.endNoticeAt, now), isNull(notifyAlerts.endNoticedAt)), async (tx, alert) => {
    const id = alert.id;
    if (!alert.releasedAt) {
      await tx.update(notifyAlerts).set({ endNoticeAt: null }).where(eq(notifyAlerts.id, id));
      return;
    }
    const told = await tx
      .selectDistinctOn([notifyDeliveries.channel, notifyDeliveries.recipientKey], {
        channel: notifyDeliveries.channel,
        recipientKey: notifyDeliveries.recipientKey,
        recipient: notifyDeliveries.recipient,
        address: notifyDeliveries.address,
        userId: notifyDeliveries.userId,
        lang: notifyDeliveries.lang,
      })
      .from(notifyDeliveries)
      .where(
        and(
          eq(notifyDeliveries.alertId, id),
          ne(notifyDeliveries.purpose, 'released'),
          inArray(notifyDeliveries.state, [NOTIFY_STATE.pending, NOTIFY_STATE.sent]),
        ),
      )
      .orderBy(notifyDeliveries.channel, notifyDeliveries.recipientKey, notifyDeliveries.id);
    const settings = await settingsOf(tx, alert.customerId);
    const heldUntil = quietEnd(spanOf(settings.quietFrom, settings.quietTo), timeZone, now);
    await writeDeliveries(tx, alert, 'released', told, await deviceOf(tx, alert.deviceId), timeZone, now, heldUntil);
    await tx.update(notifyAlerts).set({ endNoticedAt: now }).where(eq(notifyAlerts.id, id));
  });
}

/** Takes pending e-mails, SMS and webhook calls that are due, leaving them to this dispatcher for a while. */
async function claimPending(db: Database, now: Date) {
  const leaseEnd = new Date(now.getTime() + notifyTunables.claimMs);
  const picked = db
    .select({ id: notifyDeliveries.id })
    .from(notifyDeliveries)
    .where(and(eq(notifyDeliveries.state, NOTIFY_STATE.pending), lte(notifyDeliveries.nextAttemptAt, now)))
    .orderBy(notifyDeliveries.nextAttemptAt)
    .limit(notifyTunables.batch)
    .for('update', { skipLocked: true });
  return db.update(notifyDeliveries).set({ nextAttemptAt: leaseEnd }).where(inArray(notifyDeliveries.id, picked)).returning();
}

type Delivery = typeof notifyDeliveries.$inferSelect;

async function sendPending(db: Database, now: Date, channels: DispatchChannels): Promise<void> {
  const claimed = await claimPending(db, now);
  // Several recipients at once, so one slow mail server or webhook does not hold back the others;
  // one recipient's deliveries in turn (in the order claimed), so its SMS count per hour holds.
  const lanes = new Map<string, Delivery[]>();
  for (const d of claimed) {
    const key = `${d.channel}:${d.recipientKey}:${d.channel === 'webhook' ? d.customerId : ''}`;
    lanes.set(key, [...(lanes.get(key) ?? []), d]);
  }
  const next = lanes.values();
  const worker = async () => {
    for (const lane of next) for (const d of lane) await sendOne(db, d, now, channels);
  };
  await Promise.all(Array.from({ length: Math.min(notifyTunables.sendConcurrency, lanes.size) }, worker));
}

async function sendOne(db: Database, d: Delivery, now: Date, channels: DispatchChannels): Promise<void> {
  const outcome =
    d.channel === 'email'
      ? await sendMail(d, channels.mailer ?? null)
      : d.channel === 'sms'
        ? await sendSms(db, d, now, channels.privateDestinations ?? false)
        : await callWebhook(db, d, now, channels.privateDestinations ?? false);
  await recordAttempt(db, d, outcome, now);
}

async function sendMail(d: Delivery, mailer: Mailer | null): Promise<Outcome> {
  if (!mailer) return { sent: false, error: message('alarmNotify.smtpMissing', d.lang as Lang), final: true };
  try {
    await mailer.send({ to: [d.address!], subject: d.title, text: d.body });
    return { sent: true };
  } catch (err) {
    return { sent: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Sends an SMS through the customer's provider (or the platform's, when it chose that), unless the phone had its hour's share already
 * (then it is not sent, with the reason) or the customer no longer chose a provider.
 */
async function sendSms(db: Database, d: Delivery, now: Date, privateDestinations: boolean): Promise<Outcome> {
  const lang = d.lang as Lang;
  const own = await settingsOf(db, d.customerId);
  const provider = smsProviderOf(own.smsProvider === 'platform' ? await platformSettings(db) : own);
  if (!provider) return { sent: false, error: message('alarmNotify.smsNoProvider', lang), final: true };
  const [recent] = await db
    .select({ n: count() })
    .from(notifyDeliveries)
    .where(
      and(
        eq(notifyDeliveries.channel, 'sms'),
        eq(notifyDeliveries.recipientKey, d.recipientKey),
        gt(notifyDeliveries.sentAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if (recent!.n >= notifyTunables.smsPerHour) {
    return { sent: false, error: message('alarmNotify.smsRateLimited', lang, { count: recent!.n }), final: true };
  }
  const sms = { deliveryId: d.id, orgId: d.orgId, customerId: d.customerId, to: d.address!, text: d.body, lang };
  return provider.send(db, sms, { now, timeoutMs: notifyTunables.webhookTimeoutMs, privateDestinations });
}

async function callWebhook(db: Database, d: Delivery, now: Date, privateDestinations: boolean): Promise<Outcome> {
  const settings = await settingsOf(db, d.customerId);
  const [alert] = await db.select().from(notifyAlerts).where(eq(notifyAlerts.id, d.alertId));
  const secret = settings.webhookSecret ? decryptSecret(settings.webhookSecret) : null;
  if (!secret || !alert) return { sent: false, error: 'no webhook secret', final: true };
  const [device] = await db.select({ code: devices.deviceCode, name: devices.name }).from(devices).where(eq(devices.id, alert.deviceId));
  const body = JSON.stringify({
    event: d.purpose,
    alertId: alert.id,
    deviceCode: device?.code ?? null,
    deviceName: device?.name ?? null,
    kind: alert.kind,
    code: alert.code,
    level: alert.level,
    message: alert.message,
    count: alert.count,
    firstRaisedAt: alert.firstRaisedAt.toISOString(),
    lastRaisedAt: alert.lastRaisedAt.toISOString(),
    released: alert.releasedAt !== null,
    title: d.title,
    text: d.body,
    lang: d.lang,
  });
  return postSigned(db, {
    system: 'alarm-webhook',
    url: d.address!,
    secret,
    body,
    now,
    customerId: d.customerId,
    timeoutMs: notifyTunables.webhookTimeoutMs,
    privateDestinations,
  });
}

/** Records one attempt: sent; failed after the last attempt; otherwise pending again after the backoff. */
async function recordAttempt(db: Database, d: Delivery, outcome: Outcome, now: Date): Promise<void> {
  const attempts = d.attempts + 1;
  if (outcome.sent) {
    await db
      .update(notifyDeliveries)
      .set({ state: NOTIFY_STATE.sent, attempts, sentAt: now, nextAttemptAt: null, lastError: null })
      .where(eq(notifyDeliveries.id, d.id));
    return;
  }
  const error = outcome.error.slice(0, 500);
  if (outcome.final) {
    await db
      .update(notifyDeliveries)
      .set({ state: NOTIFY_STATE.notSent, lastError: error, nextAttemptAt: null })
      .where(eq(notifyDeliveries.id, d.id));
    return;
  }
  const last = attempts >= notifyTunables.maxAttempts;
  await db
    .update(notifyDeliveries)
    .set({
      state: last ? NOTIFY_STATE.failed : NOTIFY_STATE.pending,
      attempts,
      lastError: error,
      nextAttemptAt: last ? null : new Date(now.getTime() + notifyTunables.backoffMs * 2 ** (attempts - 1)),
    })
    .where(eq(notifyDeliveries.id, d.id));
}
