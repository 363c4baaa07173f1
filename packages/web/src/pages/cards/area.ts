import { CARD_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.memberCard]: lazy(() => import('./MemberCardPage')),
    [SCREENS.memberSwipeRecord]: lazy(() => import('./CardRecordPage')),
  },
  // The change record is opened from the card list (all cards, or one card's).
  hiddenRoutes: [hiddenRoute('memberSwipeRecord', '/memberSwipe/record', SCREENS.memberSwipeRecord, [CARD_PERMS.record])],
} satisfies PageArea;
