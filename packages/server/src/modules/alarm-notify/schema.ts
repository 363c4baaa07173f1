import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneRowPer, partOfLarge, timestamps } from '../../platform/db/columns.js';
import { orgs, users } from '../../platform/identity/schema.js';

/** A customer's notification settings (one row per customer organisation; defaults when none). */
export const notifySettings = pgTable('ntf_setting', {
  orgId: oneRowPer('org_id', () => orgs.id),
  /** Quiet hours, HH:mm in the business time zone; both or neither. */
  quietFrom: varchar('quiet_from', { length: 5 }),
  quietTo: varchar('quiet_to', { length: 5 }),
  /** Minutes after which an alert nobody acknowledged goes to the escalation roles; null: no escalation. */
  escalationMinutes: integer('escalation_minutes'),
  notifyRoleIds: jsonb('notify_role_ids').$type<number[]>().notNull().default([]),
  escalationRoleIds: jsonb('escalation_role_ids').$type<number[]>().notNull().default([]),
  webhookUrl: varchar('webhook_url', { length: 500 }),
  /** Sealed at rest by the platform's secret box. */
  webhookSecret: varchar('webhook_secret', { length: 400 }),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  /** sandbox | http; null: no SMS. */
  smsProvider: varchar('sms_provider', { length: 10 }),
  /** The HTTP gateway's URL. */
  smsUrl: varchar('sms_url', { length: 500 }),
  /** Sealed at rest by the platform's secret box. */
  smsSecret: varchar('sms_secret', { length: 400 }),
  ...timestamps(),
});

/**
 * An alert: the alarms of one device and code grouped while they keep coming within the group
 * window. Due `debounceSeconds` after its first raise; released before it is due, nobody hears
 * of it. `current` marks the group a new raise of its device and code joins (at most one).
 */
export const notifyAlerts = pgTable(
  'ntf_alert',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    /** The device's organisation (data scope) and its customer (settings, recipients). */
    orgId: integer('org_id').notNull(),
    customerId: integer('customer_id').notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    /** The alarm row of the first raise. */
    alarmId: integer('alarm_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    level: smallint('level').notNull(),
    message: varchar('message', { length: 200 }),
    count: integer('count').notNull().default(1),
    current: boolean('current').notNull().default(true),
    firstRaisedAt: timestamp('first_raised_at', { withTimezone: true }).notNull(),
    lastRaisedAt: timestamp('last_raised_at', { withTimezone: true }).notNull(),
    /** When it is looked at next: debounce end, then the device's opening time when it waits for it. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 0 waiting, 1 notified, 2 dropped (released before it was due). */
    state: smallint('state').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    escalateAt: timestamp('escalate_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** When those told of it are told it ended (its rule asks for it); cleared when it is raised again first. */
    endNoticeAt: timestamp('end_notice_at', { withTimezone: true }),
    endNoticedAt: timestamp('end_noticed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ntf_alert_current_uq')
      .on(t.deviceId, t.code)
      .where(sql`${t.current}`),
    index('ntf_alert_waiting_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 0`),
    index('ntf_alert_escalate_idx')
      .on(t.escalateAt)
      .where(sql`${t.escalateAt} is not null and ${t.escalatedAt} is null`),
    index('ntf_alert_org_idx').on(t.orgId, t.createdAt),
    index('ntf_alert_end_notice_idx')
      .on(t.endNoticeAt)
      .where(sql`${t.endNoticeAt} is not null and ${t.endNoticedAt} is null`),
  ],
);

/**
 * One delivery of an alert to one recipient over one channel: the in-app inbox (with its read
 * state), an e-mail or a webhook call; pending until sent, failed or not sent, each attempt counted.
 */
export const notifyDeliveries = pgTable(
  'ntf_delivery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: partOfLarge('alert_id', () => notifyAlerts.id),
    orgId: integer('org_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** alarm | escalation | released */
    purpose: varchar('purpose', { length: 12 }).notNull(),
    /** inapp | email | sms | webhook */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** `u:<account id>`, `e:<address>`, `s:<phone digits>` or `w`: one delivery per recipient, channel and purpose. */
    recipientKey: varchar('recipient_key', { length: 120 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The name or address shown in the log. */
    recipient: varchar('recipient', { length: 500 }).notNull(),
    /** The address mail goes to, the phone an SMS goes to, or the webhook's URL. */
    address: varchar('address', { length: 500 }),
    lang: varchar('lang', { length: 5 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    body: text('body').notNull(),
    /** 0 pending, 1 sent, 2 failed, 3 not sent. */
    state: smallint('state').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    /** A pending delivery is tried at this time (quiet hours, backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ntf_delivery_recipient_uq').on(t.alertId, t.purpose, t.channel, t.recipientKey),
    index('ntf_delivery_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 0`),
    index('ntf_delivery_inbox_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.channel} = 'inapp'`),
    index('ntf_delivery_org_idx').on(t.orgId, t.createdAt),
    // The rate limit counts the SMS a phone received lately.
    index('ntf_delivery_sms_idx')
      .on(t.recipientKey, t.sentAt)
      .where(sql`${t.channel} = 'sms'`),
  ],
);

/** An SMS the sandbox provider took instead of a phone: what the recipient would have read. */
export const notifySmsOutbox = pgTable(
  'ntf_sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: partOfLarge('delivery_id', () => notifyDeliveries.id),
    orgId: integer('org_id').notNull(),
    customerId: integer('customer_id').notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  // The newest first, of every customer or of one.
  (t) => [index('ntf_sms_outbox_time_idx').on(t.createdAt), index('ntf_sms_outbox_org_idx').on(t.orgId, t.createdAt)],
);

/** The language an account reads the back-office in, as its bell last asked; its texts are written in it. */
export const notifyAccountLangs = pgTable('ntf_account_lang', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lang: varchar('lang', { length: 5 }).notNull(),
  ...timestamps(),
});
