import { SCREENS, SHARING_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('sharing');

/** Finance → profit sharing: config, applications, sharing orders, merchant bill, device bill. */
export const SHARING_MENUS: MenuDefinition[] = [
  ...page({
    name: 'FinanceSharingConfig',
    parent: 'Finance',
    path: 'sharingConfig',
    component: SCREENS.financeSharingConfigList,
    perms: SHARING_PERMS.configList,
    icon: 'apartment',
    sort: 2,
    buttons: [['FinanceSharingConfigEdit', SHARING_PERMS.configEdit]],
  }),
  ...page({
    name: 'FinanceSharingApply',
    parent: 'Finance',
    path: 'sharingApply',
    component: SCREENS.financeSharingApplyList,
    perms: SHARING_PERMS.applyList,
    icon: 'audit',
    sort: 3,
    buttons: [
      ['FinanceSharingApplyAdd', SHARING_PERMS.applyAdd],
      ['FinanceSharingApplyReview', SHARING_PERMS.applyReview],
      ['FinanceSharingApplyCancel', SHARING_PERMS.applyCancel],
    ],
  }),
  ...page({
    name: 'FinanceSharingOrder',
    parent: 'Finance',
    path: 'sharingOrder',
    component: SCREENS.financeSharingOrder,
    perms: SHARING_PERMS.orderList,
    icon: 'profile',
    sort: 4,
    title: 'sharing:action.orders',
  }),
  ...page({
    name: 'FinanceMerchantBill',
    parent: 'Finance',
    path: 'merchantBill',
    component: SCREENS.financeMerchantBill,
    perms: SHARING_PERMS.billList,
    icon: 'wallet',
    sort: 5,
    buttons: [['FinanceMerchantBillExport', SHARING_PERMS.billExport]],
  }),
  ...page({
    name: 'FinanceDeviceBill',
    parent: 'Finance',
    path: 'deviceBill',
    component: SCREENS.financeDeviceBill,
    perms: SHARING_PERMS.billList,
    icon: 'desktop',
    sort: 6,
  }),
];
