import { SCREENS, WRISTBAND_PATHS, WRISTBAND_PERMS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.braceletRecordList]: lazy(() => import('./WristbandPage')),
    [SCREENS.braceletRecord]: lazy(() => import('./WristbandRecordPage')),
  },
  hiddenRoutes: [
    // The list's address is fixed (the menu entry links to it), outside the Cards path.
    hiddenRoute('wristbands:menu.BraceletInfo', WRISTBAND_PATHS.list, SCREENS.braceletRecordList, [WRISTBAND_PERMS.list]),
    // One band's activation and use records (0: every band's), opened from the list.
    hiddenRoute('braceletRecord', `${WRISTBAND_PATHS.record}/:id`, SCREENS.braceletRecord, [WRISTBAND_PERMS.record], {
      numeric: ['id'],
      tabIdentity: ['id'],
    }),
  ],
} satisfies PageArea;
