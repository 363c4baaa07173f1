import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.financeSharingApplyList]: lazy(() => import('./ApplyListPage')),
  [SCREENS.financeApply]: lazy(() => import('./ApplyFormPage')),
  [SCREENS.paySettingApply]: lazy(() => import('./ApplyFormPage')),
  [SCREENS.financeSharingConfigList]: lazy(() => import('./ConfigListPage')),
  [SCREENS.sharingConfig]: lazy(() => import('./ConfigPage')),
  [SCREENS.financeSharingOrder]: lazy(() => import('./OrdersPage')),
  [SCREENS.sharingOrderReport]: lazy(() => import('./OrdersPage')),
  [SCREENS.financeMerchantBill]: lazy(() => import('./bills').then((m) => ({ default: m.MerchantBillPage }))),
  [SCREENS.financeDeviceBill]: lazy(() => import('./bills').then((m) => ({ default: m.DeviceBillPage }))),
  [SCREENS.sharingDeviceReport]: lazy(() => import('./bills').then((m) => ({ default: m.DeviceBillPage }))),
} satisfies ScreenMap;
