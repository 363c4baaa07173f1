import {
  ALARM_NOTIFY_API,
  ALARM_NOTIFY_LOG_PERMS,
  ALARM_NOTIFY_SETTINGS_PERMS,
  SESSION,
  alarmNotifyLanguageSchema,
  alarmNotifyLogSchema,
  alarmNotifyReadSchema,
  alarmNotifySettingsQuerySchema,
  alarmNotifySettingsSchema,
  alarmNotifySmsOutboxSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { smtpMailer } from '../../platform/mail/mailer.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { notifyTunables } from './dispatch.js';
import { NotifyDispatcher } from './dispatcher.js';
import { inboxOf, markRead, rememberLang } from './inbox.js';
import { listNotifyLog } from './log.js';
import { readSettings, saveSettings } from './settings.js';
import { smsOutboxOf } from './sms.js';

const tags = ['alarm-notify'];
const audit = auditOf('alarmNotify');

/**
 * The bell (every signed-in account, its own notifications), the notification log and the
 * customers' notification settings. With jobs enabled the dispatcher runs beside them: it starts
 * when the app is ready and stops when it closes.
 */
export async function alarmNotifyRoutes(app: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  readRoute(
    app,
    { tags, access: SESSION, url: ALARM_NOTIFY_API.inbox, summary: 'The caller’s alarm notifications: unread count and the newest' },
    (_q, auth) => inboxOf(db, auth),
  );
  commandRoute(
    app,
    {
      tags,
      access: SESSION,
      url: ALARM_NOTIFY_API.language,
      // The web app says it whenever its language changes: not an operation worth a log line.
      audit: false,
      summary: 'The language the caller reads in (its notifications are written in it)',
      body: alarmNotifyLanguageSchema,
    },
    (body, auth) => rememberLang(db, auth.userId, body.lang),
  );
  commandRoute(
    app,
    {
      tags,
      access: SESSION,
      url: ALARM_NOTIFY_API.read,
      audit: audit('markRead'),
      summary: 'Mark the caller’s notifications read (acknowledges their alarms)',
      body: alarmNotifyReadSchema,
    },
    (body, auth) => markRead(db, auth, body),
  );
  listRoute(
    app,
    {
      tags,
      access: ALARM_NOTIFY_LOG_PERMS.list,
      url: ALARM_NOTIFY_API.log,
      summary: 'Every delivery of alarm notifications',
      querystring: alarmNotifyLogSchema,
    },
    (query, auth) => listNotifyLog(db, query, auth),
  );
  readRoute(
    app,
    {
      tags,
      access: ALARM_NOTIFY_LOG_PERMS.list,
      url: ALARM_NOTIFY_API.smsOutbox,
      summary: 'The newest SMS the sandbox provider took (what the phones would have shown)',
      querystring: alarmNotifySmsOutboxSchema,
    },
    (query, auth) => smsOutboxOf(db, auth, query.orgId),
  );
  readRoute(
    app,
    {
      tags,
      access: ALARM_NOTIFY_SETTINGS_PERMS.query,
      url: ALARM_NOTIFY_API.settings,
      summary: 'A customer’s notification settings (the webhook secret masked)',
      querystring: alarmNotifySettingsQuerySchema,
    },
    (query, auth) => readSettings(db, auth, query.orgId),
  );
  commandRoute(
    app,
    {
      tags,
      method: 'PUT',
      access: ALARM_NOTIFY_SETTINGS_PERMS.edit,
      url: ALARM_NOTIFY_API.settings,
      audit: audit('update'),
      summary: 'Save a customer’s notification settings',
      body: alarmNotifySettingsSchema,
    },
    (body, auth) => saveSettings(db, auth, body, { privateDestinations: config.outboundPrivateAllowed }),
  );

  if (config.jobsEnabled) {
    const dispatcher = new NotifyDispatcher(
      db,
      {
        mailer: smtpMailer(config.smtpUrl, { connections: notifyTunables.sendConcurrency }),
        privateDestinations: config.outboundPrivateAllowed,
      },
      app.log,
    );
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', () => dispatcher.stop());
  }
}
