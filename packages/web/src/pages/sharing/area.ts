import { SCREENS, SHARING_PERMS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
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
  },
  hiddenRoutes: [
    {
      id: 'financeApply',
      path: '/operate/finance/apply/index/:id/:orgCode',
      component: SCREENS.financeApply,
      perms: [SHARING_PERMS.applyAdd],
      numeric: ['id'],
    },
    {
      id: 'paySettingApply',
      path: '/operate/finance/paySetting/apply/index/:id/:orgCode',
      component: SCREENS.paySettingApply,
      perms: [SHARING_PERMS.applyAdd],
      numeric: ['id'],
    },
    {
      id: 'sharingConfig',
      path: '/operate/finance/sharing/config/index/:id',
      component: SCREENS.sharingConfig,
      perms: [SHARING_PERMS.configList],
      numeric: ['id'],
    },
    {
      id: 'sharingOrderReport',
      path: '/sharing/finance/report/order/index/:deviceId/:createTimeStart/:createTimeEnd/:payId',
      component: SCREENS.sharingOrderReport,
      perms: [SHARING_PERMS.orderList],
      numeric: ['deviceId', 'payId'],
    },
    {
      id: 'sharingDeviceReport',
      path: '/sharing/finance/report/device/index/:payId/:createTimeStart/:createTimeEnd',
      component: SCREENS.sharingDeviceReport,
      perms: [SHARING_PERMS.billList],
      numeric: ['payId'],
    },
  ],
} satisfies PageArea;
