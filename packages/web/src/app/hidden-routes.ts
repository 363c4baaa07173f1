/**
 * Spec §2 "Hidden routes with permission strings": reachable from other screens, never in the
 * sidebar. `component` is the page-registry key the screen registers when it is built; until
 * then the route answers 404 (and 401 without the permission). A hidden MENU entry of the same
 * path (served by /navigate) takes precedence over this table.
 */
export interface HiddenRoute {
  path: string;
  /** The registry key of its screen. */
  component: string;
  /** Key of its title in the shell namespace (`hidden.<id>`). */
  id: HiddenRouteId;
  perms?: readonly string[];
  /** Parameters that must be numeric (spec: "{dictId numeric}"). */
  numeric?: readonly string[];
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
    component: 'system/dict/data',
    perms: ['system:dict:list'],
    numeric: ['dictId'],
  },
  {
    id: 'jobLog',
    path: '/monitor/job-log/index/:jobId',
    component: 'monitor/job-log/index',
    perms: ['monitor:job:list'],
    numeric: ['jobId'],
  },
  {
    id: 'genEdit',
    path: '/tool/gen-edit/index/:tableId',
    component: 'tool/gen-edit/index',
    perms: ['tool:gen:edit'],
    numeric: ['tableId'],
  },
  {
    id: 'deviceAdd',
    path: '/deviceManage/add',
    component: 'deviceManage/add',
    // The same page edits a device with ?id=.
    perms: ['device:device:add', 'device:device:edit'],
  },
  {
    id: 'deviceDetail',
    path: '/deviceManage/detail/index/:id/:activeName/:startTime/:endTime/:deviceCode',
    component: 'deviceManage/detail/index',
    // No route permission: without the details right the screen shows the server's own message (spec §6).
    numeric: ['id'],
  },
  {
    id: 'productInfo',
    path: '/commodityManagement/commodityManagement/productInfoManagement',
    component: 'commodityManagement/productInfoManagement',
  },
  { id: 'financeApply', path: '/operate/finance/apply/index/:id/:orgCode', component: 'operate/finance/apply/index' },
  {
    id: 'paySettingApply',
    path: '/operate/finance/paySetting/apply/index/:id/:orgCode',
    component: 'operate/finance/paySetting/apply/index',
  },
  { id: 'sharingConfig', path: '/operate/finance/sharing/config/index/:id', component: 'operate/finance/sharing/config/index' },
  {
    id: 'sharingOrderReport',
    path: '/sharing/finance/report/order/index/:deviceId/:createTimeStart/:createTimeEnd/:payId',
    component: 'sharing/finance/report/order/index',
  },
  {
    id: 'sharingDeviceReport',
    path: '/sharing/finance/report/device/index/:payId/:createTimeStart/:createTimeEnd',
    component: 'sharing/finance/report/device/index',
  },
  { id: 'selfTakeOut', path: '/report/report/self_takeOut/index/:orderId', component: 'report/self_takeOut/index' },
  { id: 'cashSales', path: '/report/report/cashSales/index/:orderId', component: 'report/cashSales/index' },
  { id: 'refundEdit', path: '/report/report/refundEdit/index/:orderId', component: 'report/refundEdit/index' },
  {
    id: 'interfaceEdit',
    path: '/deviceManage/deviceModule/InterfaceConfiguration/Edit/index/:Id',
    component: 'deviceManage/deviceModule/InterfaceConfiguration/Edit/index',
  },
  {
    id: 'interfaceAdd',
    path: '/deviceManage/deviceModule/InterfaceConfiguration/Add/index',
    component: 'deviceManage/deviceModule/InterfaceConfiguration/Add/index',
  },
  { id: 'staffSwipeRecord', path: '/staffSwipe/record', component: 'staffSwipe/record' },
  { id: 'memberSwipeRecord', path: '/memberSwipe/record', component: 'memberSwipe/record' },
  { id: 'braceletRecordList', path: '/braceletInformation/recordList', component: 'braceletInformation/recordList' },
  { id: 'braceletRecord', path: '/braceletInformation/record/index/:id', component: 'braceletInformation/record/index' },
];
