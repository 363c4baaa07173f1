import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceReplenish]: lazy(() => import('./ReplenishPage')),
    [SCREENS.deviceInventory]: lazy(() => import('./InventoryPage')),
  },
} satisfies PageArea;
