import { ALARM_NOTIFY_LOG_PERMS, ALARM_NOTIFY_SETTINGS_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('alarmNotify');

/** Alarms → notification log and notification settings (the Alarms directory is the alarms area's). */
export const ALARM_NOTIFY_MENUS: MenuDefinition[] = [
  ...page({
    name: 'AlarmNotifyLog',
    parent: 'Alarms',
    path: 'notify-log',
    component: SCREENS.alarmNotifyLog,
    perms: ALARM_NOTIFY_LOG_PERMS.list,
    icon: 'message',
    sort: 20,
  }),
  ...page({
    name: 'AlarmNotifySettings',
    parent: 'Alarms',
    path: 'notify-settings',
    component: SCREENS.alarmNotifySettings,
    perms: ALARM_NOTIFY_SETTINGS_PERMS.query,
    icon: 'setting',
    sort: 21,
    buttons: ALARM_NOTIFY_SETTINGS_PERMS,
  }),
];
