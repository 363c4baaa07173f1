import { PRODUCT_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.productInfo]: lazy(() => import('./product/ProductPage')),
    [SCREENS.goodsProductClass]: lazy(() => import('./productClass/ProductClassPage')),
  },
  hiddenRoutes: [
    {
      id: 'productInfo',
      path: '/commodityManagement/commodityManagement/productInfoManagement',
      component: SCREENS.productInfo,
      perms: [PRODUCT_PERMS.list],
    },
  ],
} satisfies PageArea;
