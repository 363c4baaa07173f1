import { z } from 'zod';
import { LANGS } from './i18n.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, filterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import { PHONE_PATTERN } from './user.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/**
 * Who hears of an alarm, when and how: the in-app bell, e-mail, SMS and a signed webhook; quiet
 * hours, escalation, the notice that an alarm ended, and the log of every delivery.
 */
export const ALARM_NOTIFY_SCREENS = {
  alarmNotifyLog: 'alarm/notify-log/index',
  alarmNotifySettings: 'alarm/notify-settings/index',
} as const;

export const ALARM_NOTIFY_LOG_PERMS = screenPermissions('alarm:notifyLog', ['list']);
export const ALARM_NOTIFY_SETTINGS_PERMS = screenPermissions('alarm:notifySettings', ['query', 'edit']);

export const ALARM_NOTIFY_API = {
  /** GET: the caller's bell: the unread count and the newest notifications. */
  inbox: '/api/alarm/notify/inbox',
  /** POST { ids } or { all: true }: marks the caller's notifications read (acknowledges their alerts). */
  read: '/api/alarm/notify/inbox/read',
  /** GET: every delivery, paged, filtered and sorted. */
  log: '/api/alarm/notify/log',
  /** GET ?orgId=: one customer's notification settings (the webhook secret masked); PUT: saves them. */
  settings: '/api/alarm/notify/settings',
  /** POST { lang }: the language the caller reads in, so its notifications are written in it. */
  language: '/api/alarm/notify/language',
  /** GET: the messages the sandbox SMS provider took, newest first (what a phone would have shown). */
  smsOutbox: '/api/alarm/notify/sms-outbox',
} as const;

export const NOTIFY_CHANNELS = ['inapp', 'email', 'sms', 'webhook'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** A delivery's state. */
export const NOTIFY_STATE = { pending: 0, sent: 1, failed: 2, notSent: 3 } as const;
export type NotifyState = (typeof NOTIFY_STATE)[keyof typeof NOTIFY_STATE];

/** Why a delivery was made: the alarm itself, its escalation once nobody acknowledged it, or its end. */
export const NOTIFY_PURPOSES = ['alarm', 'escalation', 'released'] as const;
export type NotifyPurpose = (typeof NOTIFY_PURPOSES)[number];

export const ALARM_NOTIFY_LIMITS = {
  webhookUrl: 500,
  webhookSecret: 200,
  roles: 50,
  /** Escalation after at most a week. */
  escalationMinutes: 10_080,
  /** Notifications the bell shows. */
  inbox: 20,
  smsUrl: 500,
  smsSecret: 200,
  /** Messages the sandbox outbox answers at most. */
  smsOutbox: 100,
  /** SMS one phone receives at most within an hour; more are not sent. */
  smsPerHour: 5,
} as const;

/**
 * How SMS go out: `sandbox` keeps them in an outbox the back-office shows (nothing reaches a
 * phone); `http` posts each, signed like the webhook, to the SMS gateway's URL; `platform` (a
 * customer's choice only) sends through the provider the platform set for itself.
 */
export const SMS_PROVIDERS = ['platform', 'sandbox', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number];

/** A phone number an SMS can go to: the rule of the accounts' phones. */
export const isSmsPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

addRuleMessages(messageGroup('alarmNotify.rule.'));

/** A clock time HH:mm (00:00 … 23:59). */
const clock = () =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'notifyClock' });

/** True for an absolute http or https URL. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Empty text is "none". */
const orNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/**
 * A customer's notification settings. The webhook secret is write-only: left out, the stored one
 * stays; an empty text removes it.
 */
export const alarmNotifySettingsSchema = z
  .object({
    orgId: dbId(),
    quietFrom: orNull(clock()),
    quietTo: orNull(clock()),
    escalationMinutes: orNull(z.coerce.number().int().min(1).max(ALARM_NOTIFY_LIMITS.escalationMinutes)),
    notifyRoleIds: z.array(dbId()).max(ALARM_NOTIFY_LIMITS.roles).default([]),
    escalationRoleIds: z.array(dbId()).max(ALARM_NOTIFY_LIMITS.roles).default([]),
    webhookUrl: orNull(z.string().trim().max(ALARM_NOTIFY_LIMITS.webhookUrl).refine(isWebhookUrl, { message: 'notifyWebhookUrl' })),
    webhookSecret: z.string().max(ALARM_NOTIFY_LIMITS.webhookSecret).optional(),
    emailEnabled: z.boolean().default(true),
    /** None: no SMS are sent. */
    smsProvider: orNull(z.enum(SMS_PROVIDERS)),
    smsUrl: orNull(z.string().trim().max(ALARM_NOTIFY_LIMITS.smsUrl).refine(isWebhookUrl, { message: 'notifyWebhookUrl' })),
    /** Write-only, as the webhook's. */
    smsSecret: z.string().max(ALARM_NOTIFY_LIMITS.smsSecret).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.smsProvider === 'http' && !s.smsUrl) ctx.addIssue({ code: 'custom', path: ['smsUrl'], message: 'notifySmsUrl' });
    if (!s.quietFrom !== !s.quietTo) {
      ctx.addIssue({ code: 'custom', path: [s.quietFrom ? 'quietTo' : 'quietFrom'], message: 'notifyQuietBoth' });
    }
    if (s.quietFrom && s.quietFrom === s.quietTo) ctx.addIssue({ code: 'custom', path: ['quietTo'], message: 'notifyQuietSame' });
    if (s.escalationMinutes && s.escalationRoleIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['escalationRoleIds'], message: 'notifyEscalationRoles' });
    }
  });
export type AlarmNotifySettingsInput = z.input<typeof alarmNotifySettingsSchema>;
export type AlarmNotifySettingsPayload = z.output<typeof alarmNotifySettingsSchema>;

export const alarmNotifySettingsQuerySchema = z.object({ orgId: dbId() });

/** The settings as the screen shows them: the secret only as a mask. */
export interface AlarmNotifySettings {
  orgId: number;
  quietFrom: string | null;
  quietTo: string | null;
  escalationMinutes: number | null;
  notifyRoleIds: number[];
  escalationRoleIds: number[];
  webhookUrl: string | null;
  /** `******` when a secret is stored, null otherwise. */
  webhookSecret: string | null;
  emailEnabled: boolean;
  smsProvider: SmsProviderKind | null;
  smsUrl: string | null;
  /** `******` when a secret is stored, null otherwise. */
  smsSecret: string | null;
  /** The platform's own settings: only its SMS provider applies (to customers that choose it). */
  platform: boolean;
  /** The roles that may be chosen: the customer's own. */
  roleOptions: Array<{ id: number; name: string }>;
}

export const WEBHOOK_SECRET_MASK = '******';

/** Headers of a webhook call: the Unix time of the call and `sha256=` HMAC-SHA256 of `timestamp.body` under the customer's secret. */
export const WEBHOOK_HEADERS = { timestamp: 'x-alarm-timestamp', signature: 'x-alarm-signature' } as const;

/** The language an account reads its notifications in. */
export const alarmNotifyLanguageSchema = z.object({ lang: z.enum(LANGS) });

export const alarmNotifyReadSchema = z
  .object({
    ids: z.array(dbId()).max(200).optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: 'notifyReadWhich', path: ['ids'] });

/** One notification of the caller's bell. */
export interface AlarmInboxItem {
  id: number;
  alertId: number;
  deviceCode: string | null;
  deviceName: string | null;
  title: string;
  text: string;
  level: number;
  count: number;
  escalation: boolean;
  /** The notice that the alarm ended. */
  released: boolean;
  createTime: string;
  read: boolean;
}

export interface AlarmInbox {
  unread: number;
  items: AlarmInboxItem[];
}

export const alarmNotifyLogSchema = listParamsSchema.extend({
  orgId: dbId().optional(),
  channel: z.enum(NOTIFY_CHANNELS).optional(),
  state: z.coerce.number().int().min(0).max(3).optional(),
  deviceCode: z.string().trim().max(64).optional(),
  recipient: z.string().trim().max(100).optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});
export type AlarmNotifyLogQuery = ListFilters<z.infer<typeof alarmNotifyLogSchema>>;

/** One delivery of the notification log. */
export interface AlarmNotifyLogRow {
  id: number;
  alertId: number;
  orgId: number;
  customerName: string | null;
  deviceCode: string | null;
  deviceName: string | null;
  alarmKind: string;
  alarmCode: string;
  level: number;
  count: number;
  purpose: NotifyPurpose;
  channel: NotifyChannel;
  recipient: string;
  lang: string;
  state: NotifyState;
  attempts: number;
  lastError: string | null;
  createTime: string;
  nextAttemptTime: string | null;
  sentTime: string | null;
}

/** GET the sandbox outbox: one customer's (and below) or every one in the caller's scope. */
export const alarmNotifySmsOutboxSchema = z.object({ orgId: dbId().optional() });

/** A message the sandbox SMS provider took. */
export interface AlarmSmsOutboxItem {
  id: number;
  deliveryId: number;
  phone: string;
  text: string;
  createTime: string;
}

addFieldLabels(messageGroup('alarmNotify.field.'));

export const ALARM_NOTIFY_ENDPOINTS = { log: listEndpoint<AlarmNotifyLogQuery, AlarmNotifyLogRow>(ALARM_NOTIFY_API.log) } as const;

/** Operation-log actions of this area that no shared entry names. */
export const ALARM_NOTIFY_AUDIT_ACTIONS = { markRead: 'update' } as const;
