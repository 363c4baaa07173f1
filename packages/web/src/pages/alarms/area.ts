import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.alarmLog]: lazy(() => import('./AlarmLogPage')),
    [SCREENS.alarmAbnormal]: lazy(() => import('./AbnormalPage')),
    [SCREENS.alarmOrder]: lazy(() => import('./AlarmOrderPage')),
    [SCREENS.alarmRule]: lazy(() => import('./AlarmRulePage')),
  },
} satisfies PageArea;
