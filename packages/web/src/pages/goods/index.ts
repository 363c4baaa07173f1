import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.goodsMaterial]: lazy(() => import('./material/MaterialPage')),
  [SCREENS.goodsMaterialClass]: lazy(() => import('./materialClass/MaterialClassPage')),
  [SCREENS.productInfo]: lazy(() => import('./product/ProductPage')),
  [SCREENS.goodsProductClass]: lazy(() => import('./productClass/ProductClassPage')),
  [SCREENS.goodsTemplate]: lazy(() => import('./template/TemplatePage')),
  [SCREENS.goodsDeploy]: lazy(() => import('./deploy/DeployPage')),
} satisfies ScreenMap;
