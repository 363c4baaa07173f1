import { AREA_SCREENS } from './area-tables.js';

/**
 * The screens the web app has, each named once. A server menu entry names one of these values
 * in its `component`, and the web's page registry serves a page under the same value. An area
 * may declare its screens in its own module instead (`export const <AREA>_SCREENS`), which joins
 * this table without a line here.
 */
export const SCREENS = {
  ...AREA_SCREENS,
  dashboard: 'dashboard/index',
  profile: 'profile/index',

  systemUser: 'system/user/index',
  systemRole: 'system/role/index',
  systemMenu: 'system/menu/index',
  systemDept: 'system/dept/index',
  systemCustomer: 'system/customer/index',
  systemDict: 'system/dict/index',
  systemDictData: 'system/dict/data',
  systemConfig: 'system/config/index',
  systemNotice: 'system/notice/index',
  systemWebPage: 'system/web-page/index',
  systemTheme: 'system/theme/index',
  systemMobileConfig: 'system/mobile-config/index',
  systemPlatformSettings: 'system/platform-settings/index',

  financePayConfig: 'finance/pay-config/index',
  financeSharingApplyList: 'finance/sharing-apply/index',
  financeSharingConfigList: 'finance/sharing-config/index',
  financeSharingOrder: 'finance/sharing-order/index',
  financeMerchantBill: 'finance/sharing-merchant-bill/index',
  financeDeviceBill: 'finance/sharing-device-bill/index',
  /** The application form of the hidden routes /operate/finance/apply/index/{id}/{orgCode} and …/paySetting/apply/…. */
  financeApply: 'operate/finance/apply/index',
  paySettingApply: 'operate/finance/paySetting/apply/index',
  /** The sharing configuration of a payment configuration: /operate/finance/sharing/config/index/{id}. */
  sharingConfig: 'operate/finance/sharing/config/index',
  /** The sharing orders of a device and period: /sharing/finance/report/order/index/{deviceId}/{start}/{end}/{payId}. */
  sharingOrderReport: 'sharing/finance/report/order/index',
  /** The device bill of a payment configuration and period: /sharing/finance/report/device/index/{payId}/{start}/{end}. */
  sharingDeviceReport: 'sharing/finance/report/device/index',

  monitorClientError: 'monitor/client-error/index',
  monitorOperlog: 'monitor/operlog/index',
  monitorLogininfor: 'monitor/logininfor/index',
  monitorIntegrationLog: 'monitor/integration-log/index',
  monitorOnline: 'monitor/online/index',
  monitorServer: 'monitor/server/index',
  monitorJob: 'monitor/job/index',
  monitorJobLog: 'monitor/job-log/index',

  deviceList: 'deviceManage/index',
  deviceAdd: 'deviceManage/add',
  deviceDetail: 'deviceManage/detail/index',
  deviceModel: 'devices/model/index',

  pointSite: 'point/site/index',
  goodsMaterial: 'goods/material/index',
  goodsMaterialClass: 'goods/materialClass/index',
  /** Goods → product info; its address is fixed: /commodityManagement/commodityManagement/productInfoManagement. */
  productInfo: 'commodityManagement/productInfoManagement',
  goodsProductClass: 'goods/productClass/index',
  goodsTemplate: 'goods/template/index',
  goodsDeploy: 'goods/deploy/index',
  pointZone: 'point/zone/index',
  pointRoute: 'point/route/index',
  orderRefund: 'report/refund/index',
  /** The refund form of one order: /report/report/refundEdit/index/{orderId}. */
  refundEdit: 'report/refundEdit/index',
  orderTransaction: 'order/transaction/index',
  orderFreePayment: 'order/freePayment/index',
  orderCart: 'order/cart/index',
  orderAbnormal: 'order/abnormal/index',
  orderTest: 'order/test/index',
  /** The order detail page of the hidden routes /report/report/self_takeOut|cashSales/index/{orderId}. */
  selfTakeOut: 'report/self_takeOut/index',
  cashSales: 'report/cashSales/index',
  reportStatistics: 'report/statistics/index',
  reportGoodsRanking: 'report/goodsRanking/index',
  reportSiteRanking: 'report/siteRanking/index',
  reportMaterialSale: 'report/materialSale/index',
  /** Reports → export download: the background exports and their files. */
  exportCentre: 'report/exportTask/index',
} as const;
export type ScreenKey = (typeof SCREENS)[keyof typeof SCREENS];

/**
 * Screens that hidden routes lead to but that are not built yet: until their page exists, the
 * route answers 404 (401 without its permission). Building one moves its entry to `SCREENS`.
 */
export const PLANNED_SCREENS = {} as const;
export type PlannedScreenKey = (typeof PLANNED_SCREENS)[keyof typeof PLANNED_SCREENS];

/**
 * Permissions that hidden routes of planned screens require and that no built area declares
 * yet. Building the area moves its permission to that area's own `*_PERMS` constant.
 */
export const PLANNED_PERMISSIONS: Readonly<Record<string, string>> = {};
