import { PRODUCT_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.productInfo]: lazy(() => import('./product/ProductPage')),
    [SCREENS.goodsProductClass]: lazy(() => import('./productClass/ProductClassPage')),
  },
  hiddenRoutes: [
    hiddenRoute('productInfo', '/commodityManagement/commodityManagement/productInfoManagement', SCREENS.productInfo, [PRODUCT_PERMS.list]),
  ],
} satisfies PageArea;
