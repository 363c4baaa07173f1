import {
  DEVICE_PERMS,
  DICT_PERMS,
  JOB_PERMS,
  ORDER_PERMS,
  PLANNED_PERMISSIONS,
  PLANNED_SCREENS,
  PRODUCT_PERMS,
  REFUND_PERMS,
  SHARING_PERMS,
  type PlannedScreenKey,
  SCREENS,
  type ScreenKey,
} from '@vr/contracts';

/**
 * Hidden routes with permission strings: reachable from other screens, never in the sidebar.
 * `component` is the screen the route shows; a planned screen is not built yet, so its route
 * answers 404 (and 401 without the permission). A hidden MENU entry of the same path (served by
 * /navigate) takes precedence over this table.
 */
export interface HiddenRoute {
  path: string;
  /** Its screen, built or planned. */
  component: ScreenKey | PlannedScreenKey;
  /** Key of its title in the shell namespace (`hidden.<id>`). */
  id: HiddenRouteId;
  perms?: readonly string[];
  /** Parameters that must be numeric (e.g. the dictionary id of dictionary data). */
  numeric?: readonly string[];
  /** Parameters that name its tab: paths differing only in the others replace the tab. */
  tabIdentity?: readonly string[];
}

export type HiddenRouteId =
  | 'dictData'
  | 'jobLog'
  | 'genEdit'
  | 'deviceAdd'
  | 'deviceDetail'
  | 'productInfo'
  | 'financeApply'
  | 'paySettingApply'
  | 'sharingConfig'
  | 'sharingOrderReport'
  | 'sharingDeviceReport'
  | 'selfTakeOut'
  | 'cashSales'
  | 'refundEdit'
  | 'interfaceEdit'
  | 'interfaceAdd'
  | 'staffSwipeRecord'
  | 'memberSwipeRecord'
  | 'braceletRecordList'
  | 'braceletRecord';

export const HIDDEN_ROUTES: readonly HiddenRoute[] = [
  {
    id: 'dictData',
    path: '/system/dict-data/index/:dictId',
    component: SCREENS.systemDictData,
    perms: [DICT_PERMS.list],
    numeric: ['dictId'],
  },
  {
    id: 'jobLog',
    path: '/monitor/job-log/index/:jobId',
    component: SCREENS.monitorJobLog,
    perms: [JOB_PERMS.list],
    numeric: ['jobId'],
  },
  {
    id: 'genEdit',
    path: '/tool/gen-edit/index/:tableId',
    component: PLANNED_SCREENS.genEdit,
    perms: [PLANNED_PERMISSIONS.genEdit],
    numeric: ['tableId'],
  },
  {
    id: 'deviceAdd',
    path: '/deviceManage/add',
    component: SCREENS.deviceAdd,
    // The same page edits a device with ?id=.
    perms: [DEVICE_PERMS.add, DEVICE_PERMS.edit],
  },
  {
    id: 'deviceDetail',
    path: '/deviceManage/detail/index/:id/:activeName/:startTime/:endTime/:deviceCode',
    component: SCREENS.deviceDetail,
    // No route permission: without the details right the screen shows the server's own message.
    numeric: ['id'],
    // One tab per device, whatever its tab and date range.
    tabIdentity: ['id'],
  },
  {
    id: 'productInfo',
    path: '/commodityManagement/commodityManagement/productInfoManagement',
    component: SCREENS.productInfo,
    perms: [PRODUCT_PERMS.list],
  },
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
  {
    id: 'selfTakeOut',
    path: '/report/report/self_takeOut/index/:orderId',
    component: SCREENS.selfTakeOut,
    perms: [ORDER_PERMS.query],
    numeric: ['orderId'],
  },
  {
    id: 'cashSales',
    path: '/report/report/cashSales/index/:orderId',
    component: SCREENS.cashSales,
    perms: [ORDER_PERMS.query],
    numeric: ['orderId'],
  },
  {
    id: 'refundEdit',
    path: '/report/report/refundEdit/index/:orderId',
    component: SCREENS.refundEdit,
    perms: [REFUND_PERMS.list],
    numeric: ['orderId'],
    tabIdentity: ['orderId'],
  },
  {
    id: 'interfaceEdit',
    path: '/deviceManage/deviceModule/InterfaceConfiguration/Edit/index/:Id',
    component: PLANNED_SCREENS.interfaceEdit,
  },
  {
    id: 'interfaceAdd',
    path: '/deviceManage/deviceModule/InterfaceConfiguration/Add/index',
    component: PLANNED_SCREENS.interfaceAdd,
  },
  { id: 'staffSwipeRecord', path: '/staffSwipe/record', component: PLANNED_SCREENS.staffSwipeRecord },
  { id: 'memberSwipeRecord', path: '/memberSwipe/record', component: PLANNED_SCREENS.memberSwipeRecord },
  { id: 'braceletRecordList', path: '/braceletInformation/recordList', component: PLANNED_SCREENS.braceletRecordList },
  { id: 'braceletRecord', path: '/braceletInformation/record/index/:id', component: PLANNED_SCREENS.braceletRecord },
];
