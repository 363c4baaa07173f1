import { ALARM_LOG_PERMS, ALARM_ORDER_PERMS, ALARM_RULE_PERMS, DEVICE_ABNORMAL_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('alarms');

/** The Alarms directory: the alarm centre's screens, the rules and who hears of alarms. */
export const ALARM_MENUS: MenuDefinition[] = [
  directory({ name: 'Alarms', path: 'alarm', icon: 'alert', sort: 25 }),
  ...page({
    name: 'AlarmLog',
    parent: 'Alarms',
    path: 'log',
    component: SCREENS.alarmLog,
    perms: ALARM_LOG_PERMS.list,
    icon: 'bell',
    sort: 1,
    buttons: ALARM_LOG_PERMS,
  }),
  ...page({
    name: 'AlarmAbnormal',
    parent: 'Alarms',
    path: 'abnormal',
    component: SCREENS.alarmAbnormal,
    perms: DEVICE_ABNORMAL_PERMS.list,
    icon: 'warning',
    sort: 2,
    buttons: DEVICE_ABNORMAL_PERMS,
  }),
  ...page({
    name: 'AlarmOrder',
    parent: 'Alarms',
    path: 'order',
    component: SCREENS.alarmOrder,
    perms: ALARM_ORDER_PERMS.list,
    icon: 'exception',
    sort: 3,
    buttons: ALARM_ORDER_PERMS,
  }),
  ...page({
    name: 'AlarmRule',
    parent: 'Alarms',
    path: 'rule',
    component: SCREENS.alarmRule,
    perms: ALARM_RULE_PERMS.query,
    icon: 'setting',
    sort: 4,
    buttons: ALARM_RULE_PERMS,
  }),
];
