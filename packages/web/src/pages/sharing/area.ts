import { SCREENS, SHARING_PERMS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

/** Applications and configurations open by their id. */
const byId = { numeric: ['id'] };

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
    hiddenRoute('financeApply', '/operate/finance/apply/index/:id/:orgCode', SCREENS.financeApply, [SHARING_PERMS.applyAdd], byId),
    hiddenRoute(
      'paySettingApply',
      '/operate/finance/paySetting/apply/index/:id/:orgCode',
      SCREENS.paySettingApply,
      [SHARING_PERMS.applyAdd],
      byId,
    ),
    hiddenRoute('sharingConfig', '/operate/finance/sharing/config/index/:id', SCREENS.sharingConfig, [SHARING_PERMS.configList], byId),
    hiddenRoute(
      'sharingOrderReport',
      '/sharing/finance/report/order/index/:deviceId/:createTimeStart/:createTimeEnd/:payId',
      SCREENS.sharingOrderReport,
      [SHARING_PERMS.orderList],
      { numeric: ['deviceId', 'payId'] },
    ),
    hiddenRoute(
      'sharingDeviceReport',
      '/sharing/finance/report/device/index/:payId/:createTimeStart/:createTimeEnd',
      SCREENS.sharingDeviceReport,
      [SHARING_PERMS.billList],
      { numeric: ['payId'] },
    ),
  ],
} satisfies PageArea;
