import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.alarmNotifyLog]: lazy(() => import('./log/NotifyLogPage')),
    [SCREENS.alarmNotifySettings]: lazy(() => import('./settings/NotifySettingsPage')),
  },
  // The signed-in account's alarm notifications: unread count and the newest, refreshed every few seconds.
  headerWidgets: [lazy(() => import('./bell/AlarmBell').then((m) => ({ default: m.AlarmBell })))],
} satisfies PageArea;
