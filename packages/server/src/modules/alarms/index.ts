import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { abnormalExportKind, alarmLogExportKind } from './export.js';
import { evaluateAbnormalHandler } from './job.js';
import { ALARM_MENUS } from './menu.js';
import { alarmRoutes } from './routes.js';

/** The alarms area: the alarm log, device abnormal and its evaluator, the customers' alarm rules, the counters. */
export const area = defineArea({
  name: 'alarms',
  routes: alarmRoutes,
  menus: ALARM_MENUS,
  jobs: [evaluateAbnormalHandler],
  exports: [alarmLogExportKind, abnormalExportKind],
  uniques: {
    dev_alarm_event_uq: NOT_USER_INPUT,
    // Opened by the evaluator only, under `on conflict do nothing`.
    dev_abnormal_open_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { alarmRules, deviceAbnormal, deviceAlarms } from './schema.js';
export { type AlarmNotice, type AlarmNoticeKind, alarmRaised, alarmReleased } from './events.js';
export { type AlarmOccurrence, raiseAlarm, recordReleasedAlarm, releaseAlarm } from './record.js';
export { alarmRuleOf, DEFAULT_ALARM_RULE } from './rules.js';
export { evaluateAbnormal } from './abnormal.js';
export type { AlarmRule } from '@vr/contracts';
