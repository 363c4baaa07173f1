import { SCREENS, SHARING_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Finance → profit sharing: config, applications, sharing orders, merchant bill, device bill. */
export const SHARING_MENUS: MenuDefinition[] = [
  {
    name: 'FinanceSharingConfig',
    parent: 'Finance',
    menuType: 'C',
    path: 'sharingConfig',
    component: SCREENS.financeSharingConfigList,
    perms: SHARING_PERMS.configList,
    icon: 'apartment',
    sort: 2,
    titles: texts('sharing:menu.FinanceSharingConfig'),
  },
  menuButton('FinanceSharingConfig', 'FinanceSharingConfigEdit', SHARING_PERMS.configEdit, 1, 'sharing:menu.FinanceSharingConfigEdit'),
  {
    name: 'FinanceSharingApply',
    parent: 'Finance',
    menuType: 'C',
    path: 'sharingApply',
    component: SCREENS.financeSharingApplyList,
    perms: SHARING_PERMS.applyList,
    icon: 'audit',
    sort: 3,
    titles: texts('sharing:menu.FinanceSharingApply'),
  },
  menuButton('FinanceSharingApply', 'FinanceSharingApplyAdd', SHARING_PERMS.applyAdd, 1, 'sharing:menu.FinanceSharingApplyAdd'),
  menuButton('FinanceSharingApply', 'FinanceSharingApplyReview', SHARING_PERMS.applyReview, 2, 'sharing:menu.FinanceSharingApplyReview'),
  menuButton('FinanceSharingApply', 'FinanceSharingApplyCancel', SHARING_PERMS.applyCancel, 3, 'sharing:menu.FinanceSharingApplyCancel'),
  {
    name: 'FinanceSharingOrder',
    parent: 'Finance',
    menuType: 'C',
    path: 'sharingOrder',
    component: SCREENS.financeSharingOrder,
    perms: SHARING_PERMS.orderList,
    icon: 'profile',
    sort: 4,
    titles: texts('sharing:action.orders'),
  },
  {
    name: 'FinanceMerchantBill',
    parent: 'Finance',
    menuType: 'C',
    path: 'merchantBill',
    component: SCREENS.financeMerchantBill,
    perms: SHARING_PERMS.billList,
    icon: 'wallet',
    sort: 5,
    titles: texts('sharing:menu.FinanceMerchantBill'),
  },
  menuButton('FinanceMerchantBill', 'FinanceMerchantBillExport', SHARING_PERMS.billExport, 1, 'sharing:menu.FinanceMerchantBillExport'),
  {
    name: 'FinanceDeviceBill',
    parent: 'Finance',
    menuType: 'C',
    path: 'deviceBill',
    component: SCREENS.financeDeviceBill,
    perms: SHARING_PERMS.billList,
    icon: 'desktop',
    sort: 6,
    titles: texts('sharing:menu.FinanceDeviceBill'),
  },
];
