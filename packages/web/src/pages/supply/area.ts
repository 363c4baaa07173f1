import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.supplyPrice]: lazy(() => import('./PricePage')),
    [SCREENS.supplyPurchase]: lazy(() => import('./PurchasePage')),
  },
} satisfies PageArea;
