import { SCREENS, STAFF_PERMS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.staffCard]: lazy(() => import('./StaffCardPage')),
    [SCREENS.staffSwipeRecord]: lazy(() => import('./StaffRecordPage')),
  },
  // The swipe record is opened from the card list (all cards, or one card's).
  hiddenRoutes: [hiddenRoute('staffSwipeRecord', '/staffSwipe/record', SCREENS.staffSwipeRecord, [STAFF_PERMS.record])],
} satisfies PageArea;
