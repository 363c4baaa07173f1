import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { subscribe } from '../../platform/wiring/index.js';
import { alarmRaised, alarmReleased } from '../alarms/index.js';
import { hearRaised, hearReleased } from './hear.js';
import { ALARM_NOTIFY_MENUS } from './menu.js';
import { alarmNotifyRoutes } from './routes.js';

/** Who hears of an alarm, when and how: the bell, e-mail, signed webhooks, the log and the settings. */
export const area = defineArea({
  name: 'alarm-notify',
  routes: alarmNotifyRoutes,
  menus: ALARM_NOTIFY_MENUS,
  // Handlers only write the alert; the dispatcher notifies.
  subscribes: [subscribe(alarmRaised, (db, notice) => hearRaised(db, notice)), subscribe(alarmReleased, hearReleased)],
  uniques: {
    // One current alert per device and code: a concurrent raise retries and joins it.
    ntf_alert_current_uq: NOT_USER_INPUT,
    // Deliveries are written by the dispatcher, once per recipient.
    ntf_delivery_recipient_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { dispatchDue, notifyTunables, webhookSignature } from './dispatch.js';
