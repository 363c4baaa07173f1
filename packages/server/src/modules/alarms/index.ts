import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { ALARM_MENUS } from './menu.js';

/** The alarms area: what it adds to the platform. */
export const area = defineArea({
  name: 'alarms',
  menus: ALARM_MENUS,
  uniques: { dev_alarm_event_uq: NOT_USER_INPUT },
});

/* What other areas use of this one. */
export { deviceAlarms } from './schema.js';
export { type AlarmNotice, type AlarmNoticeKind, alarmRaised, alarmReleased } from './events.js';
export { type AlarmOccurrence, raiseAlarm, recordReleasedAlarm, releaseAlarm } from './record.js';
