// The GET endpoints the scale bench measures: every list, detail and dashboard call of the
// back-office screens (exports, templates, files, captcha and calls that talk to a device are
// left out). `as` is the caller: the platform administrator or the one-customer operator (data
// scope "department and below"). {name} placeholders are ids looked up once at start (resolveIds).
// A placeholder of VARYING below ({period}, {reportFilter} …) makes the endpoint's ask vary: each
// request, across all connections, takes the next URL of a pool crossing every value of each.

import { addDays, combinations, daysBetween, periods, shuffled, tidyQuery } from './vary.mjs';

const page = 'page=1&limit=20';
const tab = 'page=1&limit=10';
/** A report's and a bill's varying ask: another period and filter every request (see VARYING). */
const varied = '{period}&{reportFilter}';
const variedBill = '{periodTime}&{billFilter}';

export const ENDPOINTS = [
  // Devices
  { name: 'device list, page 1', as: 'admin', anchor: 'devices', url: `/api/Equipment/getDevicePageList?${page}` },
  {
    name: 'device list, keyword search',
    as: 'admin',
    anchor: 'devices-keyword',
    url: `/api/Equipment/getDevicePageList?${page}&keyword=SC0012`,
  },
  // Page 400 of the full fleet; the last page when the fleet is smaller (--quick).
  { name: 'device list, page {deepPage}', as: 'admin', url: '/api/Equipment/getDevicePageList?page={deepPage}&limit=20' },
  {
    name: 'device list, one-customer operator',
    as: 'operator',
    anchor: 'devices-operator',
    url: `/api/Equipment/getDevicePageList?${page}`,
  },
  { name: 'device list, online filter', as: 'admin', url: `/api/Equipment/getDevicePageList?${page}&online=1` },
  { name: 'device counters', as: 'admin', url: '/api/Equipment/getDeviceCountPercentage' },
  { name: 'device counters, operator', as: 'operator', url: '/api/Equipment/getDeviceCountPercentage' },
  { name: 'material warnings', as: 'admin', url: `/api/Equipment/getDeviceMaterialWarning?${tab}` },
  { name: 'device pickers (options)', as: 'admin', url: '/api/Equipment/options' },
  { name: 'device', as: 'admin', url: '/api/Equipment/detail?id={device}' },
  { name: 'device containers', as: 'admin', url: '/api/DeviceContainerManger/detail?deviceId={device}' },
  { name: 'device commands', as: 'admin', url: `/api/DeviceCommand/list?${tab}&deviceId={device}` },
  { name: 'device grants of an account', as: 'admin', url: '/api/Equipment/grants?userId={user}' },
  { name: 'accounts to grant devices to', as: 'admin', url: '/api/Equipment/grantAccounts' },
  // Device detail tabs
  { name: 'device detail summary', as: 'admin', url: '/api/DeviceDetail/summary?id={device}' },
  { name: 'device detail summary, operator', as: 'operator', url: '/api/DeviceDetail/summary?id={device}' },
  { name: 'device detail materials', as: 'admin', url: '/api/DeviceDetail/materials?id={device}' },
  { name: 'device detail orders tab', as: 'admin', url: `/api/DeviceDetail/orders?${tab}&id={device}` },
  { name: 'device detail products tab', as: 'admin', url: `/api/DeviceDetail/products?${tab}&id={device}` },
  { name: 'device detail faults tab', as: 'admin', url: `/api/DeviceDetail/faults?${tab}&id={device}` },
  { name: 'device detail warnings tab', as: 'admin', url: `/api/DeviceDetail/warnings?${tab}&id={device}` },
  // Dashboard
  { name: 'dashboard devices', as: 'admin', url: '/api/Dashboard/devices' },
  { name: 'dashboard devices, operator', as: 'operator', url: '/api/Dashboard/devices' },
  // The dashboard takes no query: every screen of a caller's scope asks, and shares, the same answer.
  { name: 'dashboard sales, today by hour and 30 days (same ask: shared answer)', as: 'admin', url: '/api/Dashboard/sales' },
  { name: 'dashboard sales, operator (same ask: shared answer)', as: 'operator', url: '/api/Dashboard/sales' },
  { name: 'dashboard map (same ask: shared answer)', as: 'admin', url: '/api/Dashboard/map' },
  { name: 'dashboard map, operator (same ask: shared answer)', as: 'operator', url: '/api/Dashboard/map' },
  { name: 'dashboard rankings, today, month, top 10s (same ask: shared answer)', as: 'admin', url: '/api/Dashboard/rankings' },
  { name: 'dashboard rankings, operator (same ask: shared answer)', as: 'operator', url: '/api/Dashboard/rankings' },
  // Reports, from the report roll-ups: each request another period and filter, so the answer a
  // report shares for 3 s with callers asking the same never stands in for the work; the rankings,
  // which their screens poll, also once as one fixed ask (the last 30 days; the seed's orders end today).
  { name: 'goods sales ranking, varying 1–60-day periods and filters', as: 'admin', url: `/api/saleReport/goodsSaleRanking?${varied}` },
  {
    name: 'goods sales ranking, operator, varying 1–60-day periods and filters',
    as: 'operator',
    url: `/api/saleReport/goodsSaleRanking?${varied}`,
  },
  {
    name: 'goods sales ranking, 30 days (same ask: shared answer)',
    as: 'admin',
    url: '/api/saleReport/goodsSaleRanking?beginDay={monthAgo}&endDay={today}',
  },
  {
    name: 'goods sales summary, varying 1–60-day periods and filters',
    as: 'admin',
    url: `/api/saleReport/goodsSaleSummary?${page}&${varied}`,
  },
  { name: 'point sales ranking, varying 1–60-day periods and filters', as: 'admin', url: `/api/saleReport/siteSaleRanking?${varied}` },
  {
    name: 'point sales ranking, operator, varying 1–60-day periods and filters',
    as: 'operator',
    url: `/api/saleReport/siteSaleRanking?${varied}`,
  },
  {
    name: 'point sales ranking, 30 days (same ask: shared answer)',
    as: 'admin',
    url: '/api/saleReport/siteSaleRanking?beginDay={monthAgo}&endDay={today}',
  },
  {
    name: 'point sales summary, varying 1–60-day periods and filters',
    as: 'admin',
    url: `/api/saleReport/siteSaleSummary?${page}&${varied}`,
  },
  { name: 'sales statistics, varying 1–60-day periods and filters', as: 'admin', url: `/api/saleReport/statistics?${varied}` },
  { name: 'sales statistics, operator, varying 1–60-day periods and filters', as: 'operator', url: `/api/saleReport/statistics?${varied}` },
  { name: 'material sales, varying 1–60-day periods and filters', as: 'admin', url: `/api/saleReport/materialSale?${page}&${varied}` },
  // Operation management: per point, route or partition, from the devices' state and the point roll-up.
  { name: 'operating overview per point', as: 'admin', url: `/api/Operation/overview?${page}` },
  { name: 'operating overview per point, operator', as: 'operator', url: `/api/Operation/overview?${page}` },
  {
    name: "operating overview per route, sorted by today's cups",
    as: 'admin',
    url: `/api/Operation/overview?${page}&groupBy=route&orderByColumn=todayCups&isAsc=desc`,
  },
  { name: 'operating overview totals', as: 'admin', url: '/api/Operation/totals' },
  { name: 'operating overview totals per partition, operator', as: 'operator', url: '/api/Operation/totals?groupBy=zone' },
  // Goods
  { name: 'raw materials', as: 'admin', url: `/api/Material/getMaterialList?${page}` },
  { name: 'raw materials, operator', as: 'operator', url: `/api/Material/getMaterialList?${page}` },
  // Supply chain
  { name: 'raw material prices', as: 'admin', url: `/api/MaterialPrice/list?${page}` },
  { name: 'raw material prices, operator, in force today', as: 'operator', url: `/api/MaterialPrice/list?${page}&day={today}` },
  { name: 'purchase orders', as: 'admin', url: `/api/PurchaseOrder/list?${page}` },
  { name: 'purchase orders, operator', as: 'operator', url: `/api/PurchaseOrder/list?${page}` },
  { name: 'purchase orders, to be shipped', as: 'admin', url: `/api/PurchaseOrder/list?${page}&state=toShip` },
  { name: 'products', as: 'admin', url: `/api/GoodsCoffee/newlist?${page}` },
  { name: 'products, operator', as: 'operator', url: `/api/GoodsCoffee/newlist?${page}` },
  { name: 'products, keyword search', as: 'admin', url: `/api/GoodsCoffee/newlist?${page}&keyword=latte` },
  { name: 'products of a model, operator', as: 'operator', url: `/api/GoodsCoffee/newlist?${page}&modelId={model}` },
  { name: 'product', as: 'admin', url: '/api/CoffeeGoodsManager/detail?id={product}' },
  { name: 'product categories', as: 'admin', url: `/api/GoodsClass/list?${page}` },
  { name: 'machine goods', as: 'admin', url: '/api/DeviceGoodsManager/detail?deviceId={device}' },
  { name: 'product templates', as: 'admin', url: `/api/GoodsTemplate/list?${page}` },
  { name: 'goods deployment, machines', as: 'admin', url: `/api/GoodsDeploy/status?${page}` },
  { name: 'goods deployment, machines, operator', as: 'operator', url: `/api/GoodsDeploy/status?${page}` },
  { name: 'goods deployment, rollouts', as: 'admin', url: `/api/GoodsDeploy/rollouts?${page}` },
  { name: 'goods deployment, one machine', as: 'admin', url: '/api/GoodsDeploy/device?deviceId={device}' },
  // Orders: newest first, filtered, deep (by offset and by the keyset cursor), scoped, and the small lists
  { name: 'orders, page 1', as: 'admin', anchor: 'orders', url: `/api/Order/list?${page}` },
  { name: 'orders, operator', as: 'operator', anchor: 'orders-operator', url: `/api/Order/list?${page}` },
  { name: 'orders, payment method filter', as: 'admin', url: `/api/Order/list?${page}&paymentMethod=alipay` },
  { name: 'orders, one machine', as: 'admin', url: `/api/Order/list?${page}&deviceId={device}` },
  { name: 'orders, one day, varying days', as: 'admin', url: `/api/Order/list?${page}&beginTime={day}&endTime={day}` },
  { name: 'orders, product code', as: 'admin', url: `/api/Order/list?${page}&goods={orderGoods}` },
  // Page numbers reach row 10 000 (page 500 of 20); deeper pages go by the cursor (page 2000 is refused).
  { name: 'orders, filter and page 500 (offset 9 980)', as: 'admin', url: '/api/Order/list?page=500&limit=20&paymentMethod=alipay' },
  { name: 'orders, page 500 by offset', as: 'admin', url: '/api/Order/list?page=500&limit=20' },
  { name: 'orders, the page after 500 by cursor', as: 'admin', url: '/api/Order/list?limit=20&cursor={orderCursor}' },
  { name: 'order totals, one day, varying days', as: 'admin', url: '/api/Order/totals?beginTime={day}&endTime={day}' },
  { name: 'order totals, one machine', as: 'admin', url: '/api/Order/totals?deviceId={device}' },
  { name: 'order', as: 'admin', url: '/api/Order/detail?id={order}' },
  // Alarms: the alarm log (100 alarms a machine: 1 000 000 rows at fleet size), device abnormal, the
  // notification log, repair records, the open counts and the bell
  { name: 'alarm log, page 1', as: 'admin', url: `/api/alarm/log/list?${page}` },
  { name: 'alarm log, operator', as: 'operator', url: `/api/alarm/log/list?${page}` },
  { name: 'alarm log, not released', as: 'admin', url: `/api/alarm/log/list?${page}&state=0` },
  { name: 'alarm log, faults of level 2', as: 'admin', url: `/api/alarm/log/list?${page}&kind=fault&level=2` },
  { name: 'device abnormal', as: 'admin', url: `/api/alarm/abnormal/list?${page}` },
  { name: 'device abnormal, operator', as: 'operator', url: `/api/alarm/abnormal/list?${page}` },
  { name: 'alarm counts', as: 'admin', url: '/api/alarm/counts' },
  { name: 'alarm counts, operator', as: 'operator', url: '/api/alarm/counts' },
  { name: 'notification log', as: 'admin', url: `/api/alarm/notify/log?${page}` },
  { name: 'alarm bell', as: 'operator', url: '/api/alarm/notify/inbox' },
  { name: 'sandbox SMS outbox', as: 'admin', url: '/api/alarm/notify/sms-outbox' },
  { name: 'repair records', as: 'admin', url: `/api/device/repair/list?${page}` },
  // Device records (100 network log and 100 change log rows a machine: 1 000 000 each at fleet size),
  // upgrades (200, each to 50 machines) and one upgrade's machines
  { name: 'device network log', as: 'admin', url: `/api/device/networkLog/list?${page}` },
  { name: 'device network log, operator', as: 'operator', url: `/api/device/networkLog/list?${page}` },
  { name: 'device network log, one machine', as: 'admin', url: `/api/device/networkLog/list?${page}&device=SC000010` },
  { name: 'device change log', as: 'admin', url: `/api/device/changeLog/list?${page}` },
  { name: 'device change log, operator', as: 'operator', url: `/api/device/changeLog/list?${page}` },
  { name: 'device change log, settings', as: 'admin', url: `/api/device/changeLog/list?${page}&kind=settings` },
  { name: 'device upgrades', as: 'admin', url: `/api/DeviceUpgrade/list?${page}` },
  { name: 'device upgrades, operator', as: 'operator', url: `/api/DeviceUpgrade/list?${page}` },
  { name: 'device upgrade', as: 'admin', url: '/api/DeviceUpgrade/detail?id={upgrade}' },
  { name: 'device upgrade machines', as: 'admin', url: `/api/DeviceUpgrade/machines?${page}&id={upgrade}` },
  // Advertising: materials, releases with their machines counted by state, one release's machines
  { name: 'ad materials', as: 'admin', url: `/api/Advertisement/list?${page}` },
  { name: 'ad materials, operator', as: 'operator', url: `/api/Advertisement/list?${page}` },
  { name: 'ad materials, name search', as: 'admin', url: `/api/Advertisement/list?${page}&name=ad%201` },
  { name: 'ad releases', as: 'admin', url: `/api/AdList/list?${page}` },
  { name: 'ad releases, operator', as: 'operator', url: `/api/AdList/list?${page}` },
  { name: 'ad releases, active', as: 'admin', url: `/api/AdList/list?${page}&status=active` },
  { name: 'ad release machines', as: 'admin', url: `/api/AdList/machines?${page}&id={adRelease}` },
  // Interface configurations (one a customer, each to every machine of a model: 10 000 deliveries at fleet size)
  { name: 'interface configurations', as: 'admin', url: `/api/InterfaceConfiguration/list?${page}` },
  { name: 'interface configurations, operator', as: 'operator', url: `/api/InterfaceConfiguration/list?${page}` },
  { name: 'interface configuration', as: 'admin', url: '/api/InterfaceConfiguration/detail?id={screenConfig}' },
  { name: 'interface configuration machines', as: 'admin', url: `/api/InterfaceConfiguration/machines?${page}&id={screenConfig}` },
  // Device accounts (twenty a customer, half on all its machines: their delivery counted over every machine of the customer)
  { name: 'device accounts', as: 'admin', url: `/api/DeviceAccount/list?${page}` },
  { name: 'device accounts, operator', as: 'operator', url: `/api/DeviceAccount/list?${page}` },
  { name: 'device account machines', as: 'admin', url: `/api/DeviceAccount/machines?${page}&id={deviceAccount}` },
  // The knowledge base (sixty classifications, 5 000 articles; one in twenty about descaling)
  { name: 'knowledge classifications', as: 'admin', url: '/api/Knowledge/class/tree' },
  { name: 'knowledge classifications, operator', as: 'operator', url: '/api/Knowledge/class/options' },
  { name: 'knowledge articles', as: 'admin', url: `/api/Knowledge/article/list?${page}` },
  { name: 'knowledge articles, operator', as: 'operator', url: `/api/Knowledge/article/list?${page}` },
  { name: 'knowledge articles, keyword search', as: 'operator', url: `/api/Knowledge/article/list?${page}&keyword=descaling` },
  { name: 'knowledge articles, one classification', as: 'admin', url: `/api/Knowledge/article/list?${page}&classId={kbClass}` },
  { name: 'knowledge article', as: 'operator', url: '/api/Knowledge/article/{kbArticle}' },
  // Member cards (10 a machine: 100 000 at fleet size) and their change records (1 000 000)
  { name: 'member cards', as: 'admin', url: `/api/IcCard/list?${page}` },
  { name: 'member cards, operator', as: 'operator', url: `/api/IcCard/list?${page}` },
  { name: 'member cards, number search', as: 'admin', url: `/api/IcCard/list?${page}&icCode=SC-0000` },
  { name: 'member card records', as: 'admin', url: `/api/IcCardChangeRecord/list?${page}` },
  { name: 'member card records, operator', as: 'operator', url: `/api/IcCardChangeRecord/list?${page}` },
  { name: 'member card records, charges', as: 'admin', url: `/api/IcCardChangeRecord/list?${page}&kind=charge` },
  // Staff cards and wristbands (10 of each a machine: 100 000 at fleet size) and their records (1 000 000 each)
  { name: 'staff cards', as: 'admin', url: `/api/Staff/list?${page}` },
  { name: 'staff cards, operator', as: 'operator', url: `/api/Staff/list?${page}` },
  { name: 'staff cards, number search', as: 'admin', url: `/api/Staff/list?${page}&employeeNo=00001` },
  { name: 'staff card records', as: 'admin', url: `/api/StaffHistory/list?${page}` },
  { name: 'staff card records, operator', as: 'operator', url: `/api/StaffHistory/list?${page}` },
  { name: 'staff card records, swipes', as: 'admin', url: `/api/StaffHistory/list?${page}&kind=swipe` },
  { name: 'wristbands', as: 'admin', url: `/api/Wristband/list?${page}` },
  { name: 'wristbands, operator', as: 'operator', url: `/api/Wristband/list?${page}` },
  { name: 'wristbands, number search', as: 'admin', url: `/api/Wristband/list?${page}&wristbandNo=SW-0000` },
  { name: 'wristband records', as: 'admin', url: `/api/Wristband/records?${page}` },
  { name: 'wristband records, operator', as: 'operator', url: `/api/Wristband/records?${page}` },
  { name: 'wristband records, uses', as: 'admin', url: `/api/Wristband/records?${page}&kind=use` },
  // Refunds: the records (about 2 % of the orders since the seed of 2026-11-29), their totals, one order's refund form
  { name: 'refunds', as: 'admin', url: `/api/order/refund/list?${page}` },
  { name: 'refunds, operator', as: 'operator', url: `/api/order/refund/list?${page}` },
  { name: 'refund totals', as: 'admin', url: '/api/order/refund/totals' },
  { name: 'refund totals, operator', as: 'operator', url: '/api/order/refund/totals' },
  { name: 'refund form of an order', as: 'admin', url: '/api/order/refund/order?orderId={order}' },
  { name: 'abnormal orders', as: 'admin', url: `/api/Order/abnormal/list?${page}` },
  { name: 'test orders', as: 'admin', url: `/api/Order/test/list?${page}` },
  { name: 'password-free orders', as: 'admin', url: `/api/Order/freePayment/list?${page}` },
  { name: 'shopping-cart orders', as: 'admin', url: `/api/Order/cart/list?${page}` },
  // Profit sharing: applications, configurations, sharing orders (one row per order and joiner) and the
  // bills (shared for a few seconds with callers asking the same): each request another period and
  // filter, and the whole history (the screens' default) once as one fixed ask; the one customer's configuration
  { name: 'sharing applications', as: 'admin', url: `/api/SharingApply/list?${page}` },
  { name: 'sharing applications, operator', as: 'operator', url: `/api/SharingApply/list?${page}` },
  { name: 'sharing applications, under review', as: 'admin', url: `/api/SharingApply/list?${page}&applyStatus=0` },
  { name: 'sharing application', as: 'admin', url: '/api/SharingApply/detail?id={shareApply}' },
  { name: 'sharing configurations', as: 'admin', url: `/api/SharingConfig/list?${page}` },
  { name: 'sharing configurations, operator', as: 'operator', url: `/api/SharingConfig/list?${page}` },
  { name: 'sharing configuration', as: 'admin', url: '/api/SharingConfig/detail?payId={sharePay}' },
  { name: 'sharing configuration, operator', as: 'operator', url: '/api/SharingConfig/detail?payId={sharePay}' },
  { name: 'sharing configuration joiners', as: 'admin', url: '/api/SharingConfig/joiners?payId={sharePay}' },
  { name: 'sharing orders', as: 'admin', url: `/api/SharingOrder/list?${page}` },
  { name: 'sharing orders, operator', as: 'operator', url: `/api/SharingOrder/list?${page}` },
  { name: 'sharing orders, varying 1–60-day periods', as: 'admin', url: `/api/SharingOrder/list?${page}&{periodTime}` },
  { name: 'sharing orders, one machine', as: 'admin', url: `/api/SharingOrder/list?${page}&deviceId={shareDevice}` },
  { name: 'sharing orders, one joiner', as: 'admin', url: `/api/SharingOrder/list?${page}&applyId={shareJoiner}` },
  { name: 'sharing orders, failed', as: 'admin', url: `/api/SharingOrder/list?${page}&status=4` },
  { name: 'sharing orders, order code', as: 'admin', url: `/api/SharingOrder/list?${page}&orderCode={shareOrderCode}` },
  { name: 'merchant bill, varying 1–60-day periods and filters', as: 'admin', url: `/api/SharingBill/merchant?${page}&${variedBill}` },
  {
    name: 'merchant bill, operator, varying 1–60-day periods and filters',
    as: 'operator',
    url: `/api/SharingBill/merchant?${page}&${variedBill}`,
  },
  { name: 'merchant bill, whole history (same ask: shared answer)', as: 'admin', url: `/api/SharingBill/merchant?${page}` },
  { name: 'device bill, varying 1–60-day periods and filters', as: 'admin', url: `/api/SharingBill/device?${page}&${variedBill}` },
  {
    name: 'device bill, operator, varying 1–60-day periods and filters',
    as: 'operator',
    url: `/api/SharingBill/device?${page}&${variedBill}`,
  },
  { name: 'device bill, whole history (same ask: shared answer)', as: 'admin', url: `/api/SharingBill/device?${page}` },
  // The export centre's list: everyone's tasks (admin), the operator's customer's
  { name: 'export centre', as: 'admin', url: `/api/report/reportExportTask/list?${page}` },
  { name: 'export centre, operator', as: 'operator', url: `/api/report/reportExportTask/list?${page}` },
  { name: 'export centre, failed', as: 'admin', url: `/api/report/reportExportTask/list?${page}&state=3` },
  // Points, zones, routes, regions, models
  { name: 'points', as: 'admin', url: `/api/DeviceSite/list?${page}` },
  { name: 'points, operator', as: 'operator', url: `/api/DeviceSite/list?${page}` },
  { name: 'point', as: 'admin', url: '/api/DeviceSite/detail?id={site}' },
  { name: 'point options', as: 'admin', url: '/api/DeviceSite/options' },
  { name: 'zones', as: 'admin', url: `/api/SiteZone/list?${page}` },
  { name: 'zone', as: 'admin', url: '/api/SiteZone/detail?id={zone}' },
  { name: 'zone options', as: 'admin', url: '/api/SiteZone/options' },
  { name: 'routes', as: 'admin', url: `/api/SiteRoute/list?${page}` },
  { name: 'route', as: 'admin', url: '/api/SiteRoute/detail?id={route}' },
  { name: 'route options', as: 'admin', url: '/api/SiteRoute/options' },
  // Regions are shared a minute (every picker asks the same levels): each request another parent, and once the countries.
  { name: 'regions, varying parent (provinces, cities)', as: 'admin', url: '/api/SiteRegion/list?{regionParent}' },
  { name: 'regions (kept answer)', as: 'admin', url: '/api/SiteRegion/list' },
  { name: 'region map (kept answer)', as: 'admin', url: '/api/Region/regionMap' },
  { name: 'device models', as: 'admin', url: `/api/DeviceModel/list?${page}` },
  { name: 'device model', as: 'admin', url: '/api/DeviceModel/detail?id={model}' },
  { name: 'models of a customer', as: 'operator', url: '/api/v1/device/selectDeviceModelByOrgId' },
  // Customers and organisations
  { name: 'customers', as: 'admin', url: `/api/Customer/list?${page}` },
  { name: 'customer', as: 'admin', url: '/api/Customer/detail?id={customer}' },
  { name: 'organisations', as: 'admin', url: `/api/Org/list?${page}` },
  { name: 'organisation report, varying sort and kind', as: 'admin', url: `/api/orgReport/pageList?${page}&{orgSort}&{orgKind}` },
  { name: 'organisation tree', as: 'admin', url: '/api/Org/tree' },
  { name: 'organisation tree v2', as: 'admin', url: '/api/Org/tree/v2' },
  { name: 'departments', as: 'admin', url: '/admin/system/dept/list' },
  { name: 'department', as: 'admin', url: '/admin/system/dept/{dept}' },
  // Accounts, roles, menus
  { name: 'users', as: 'admin', url: `/admin/system/user/list?${page}` },
  { name: 'user', as: 'admin', url: '/admin/system/user/{user}' },
  { name: 'roles', as: 'admin', url: `/admin/system/role/list?${page}` },
  { name: 'role', as: 'admin', url: '/admin/system/role/{role}' },
  { name: 'role options', as: 'admin', url: '/admin/system/role/options' },
  { name: 'role members', as: 'admin', url: `/admin/system/role/authUser/allocatedList?${page}&roleId={role}` },
  { name: 'menus', as: 'admin', url: '/admin/system/menu/list' },
  { name: 'menu', as: 'admin', url: '/admin/system/menu/{menu}' },
  { name: 'menu tree', as: 'admin', url: '/admin/system/menu/treeselect' },
  { name: 'menu tree of a role', as: 'admin', url: '/admin/system/menu/roleMenuTreeselect/{role}' },
  // Dictionaries, parameters, notices, settings
  { name: 'dictionary types', as: 'admin', url: `/admin/system/dict/type/list?${page}` },
  { name: 'dictionary type', as: 'admin', url: '/admin/system/dict/type/{dictType}' },
  { name: 'dictionary type options', as: 'admin', url: '/admin/system/dict/type/optionselect' },
  { name: 'dictionary values', as: 'admin', url: `/admin/system/dict/data/list?${page}` },
  { name: 'dictionary by type', as: 'admin', url: '/admin/system/dict/data/type/sys_normal_disable' },
  { name: 'parameters', as: 'admin', url: `/admin/system/config/list?${page}` },
  { name: 'parameter', as: 'admin', url: '/admin/system/config/{config}' },
  { name: 'notices', as: 'admin', url: `/admin/system/notice/list?${page}` },
  { name: 'notice', as: 'admin', url: '/admin/system/notice/{notice}' },
  { name: 'unread notices', as: 'operator', url: '/admin/system/notice/unread' },
  // Code generation: the imported tables and the catalogue's unowned tables (read whole, then paged).
  { name: 'code generation tables', as: 'admin', url: `/admin/tool/gen/list?${page}` },
  { name: 'code generation catalogue', as: 'admin', url: `/admin/tool/gen/db/list?${page}` },
  { name: 'themes', as: 'admin', url: `/api/Theme/list?${page}` },
  { name: 'current theme', as: 'operator', url: '/api/Theme/current' },
  { name: 'web pages', as: 'admin', url: `/api/WebPage/list?${page}` },
  { name: 'platform settings', as: 'admin', url: '/api/platform/settings' },
  // Monitoring and logs
  { name: 'operation log', as: 'admin', url: `/admin/monitor/operlog/list?${page}` },
  { name: 'operation log entry', as: 'admin', url: '/admin/monitor/operlog/{operLog}' },
  { name: 'sign-in log', as: 'admin', url: `/admin/monitor/logininfor/list?${page}` },
  { name: 'integration log', as: 'admin', url: `/admin/monitor/integrationLog/list?${page}` },
  { name: 'client errors', as: 'admin', url: `/admin/monitor/clientError/list?${page}` },
  { name: 'online users', as: 'admin', url: `/admin/monitor/online/list?${page}` },
  { name: 'jobs', as: 'admin', url: `/admin/monitor/job/list?${page}` },
  { name: 'job', as: 'admin', url: '/admin/monitor/job/{job}' },
  { name: 'job log', as: 'admin', url: `/admin/monitor/jobLog/list?${page}` },
  { name: 'database monitor', as: 'admin', url: '/admin/monitor/database' },
  { name: 'cache monitor', as: 'admin', url: '/admin/monitor/cache' },
  // What every page load asks
  { name: 'navigation (menus of the caller)', as: 'operator', url: '/api/api/v5/navigate' },
  { name: 'buttons of the caller', as: 'operator', url: '/api/api/v5/getButtonList' },
  { name: 'profile', as: 'operator', url: '/admin/system/user/profile' },
];

/** `name=value`, or nothing without a value (a sharing row to take it from). */
const param = (name, value) => (value == null ? '' : `${name}=${encodeURIComponent(String(value))}`);

/**
 * The placeholders that vary an ask, each with `pool(ids)`, every value it takes (an empty string
 * leaves the parameter out), and `fixed(ids)`, the one value fillIds puts (the warm-up's first look,
 * and bench/day.mjs, which draws its own report periods through {monthAgo} and {today}).
 */
const VARYING = {
  /** A report's period in business days: 1–60 days long, inside the seed's days, ending today at the latest. */
  period: {
    fixed: (ids) => `beginDay=${ids.monthAgo}&endDay=${ids.today}`,
    pool: (ids) => ids.periods.map(([first, last]) => `beginDay=${first}&endDay=${last}`),
  },
  /** The same periods for the filters by time (bills, sharing orders): a day stands for the whole day. */
  periodTime: {
    fixed: (ids) => `beginTime=${ids.monthAgo}&endTime=${ids.today}`,
    pool: (ids) => ids.periods.map(([first, last]) => `beginTime=${first}&endTime=${last}`),
  },
  /** One of the seed's days. */
  day: { fixed: (ids) => ids.orderDay, pool: (ids) => ids.days },
  /** A report's filter: the caller's whole scope, an organisation of the one customer, two of its points, two of its machines. */
  reportFilter: {
    fixed: () => '',
    pool: (ids) => [
      '',
      `orgId=${ids.filterOrg}`,
      ...ids.filterSites.map((id) => `siteId=${id}`),
      ...ids.filterDevices.map((id) => `deviceId=${id}`),
    ],
  },
  /** A bill's filter: none, or the machine, payment configuration or joiner of one of the one customer's sharing rows. */
  billFilter: {
    fixed: () => '',
    pool: (ids) => ['', param('deviceId', ids.billDevice), param('payConfigId', ids.billPay), param('applyId', ids.billJoiner)],
  },
  /** The organisation report's sort: the default, or each sortable column both ways. */
  orgSort: {
    fixed: () => '',
    pool: () => [
      '',
      ...['orgName', 'kind', 'childCount', 'userCount', 'createTime'].flatMap((c) => [
        `orderByColumn=${c}&isAsc=asc`,
        `orderByColumn=${c}&isAsc=desc`,
      ]),
    ],
  },
  orgKind: { fixed: () => '', pool: () => ['', 'kind=customer', 'kind=department', 'kind=store'] },
  /** A region with children (provinces and cities): more than the 200 answers the region list keeps. */
  regionParent: { fixed: () => '', pool: (ids) => ids.regionParents.map((id) => `parentId=${id}`) },
};

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
const varyingOf = (url) => [...new Set([...url.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((k) => k in VARYING))];

/** `url` with its id placeholders filled in and its varying ones left as they are (to show it). */
export const fillFixedIds = (url, ids) =>
  url.replace(PLACEHOLDER, (whole, k) => {
    if (k in VARYING) return whole;
    if (ids[k] === undefined) throw new Error(`no id for {${k}}`);
    return encodeURIComponent(String(ids[k]));
  });

/** `url` with every placeholder filled in, a varying one with its fixed value. */
export function fillIds(url, ids) {
  const fixedAsk = url.replace(PLACEHOLDER, (whole, k) => (k in VARYING ? VARYING[k].fixed(ids) : whole));
  return tidyQuery(fillFixedIds(fixedAsk, ids));
}

/**
 * The distinct URLs a varying endpoint is asked, every combination of its placeholders' values, in
 * an order fixed by a seed (any stretch of the pool mixes short and long periods, filters and
 * none); null for an endpoint with a fixed URL. A pool walked in order comes back to an ask only
 * after all the others: for the shared reports and bills 3 630 periods × the filters, more asks
 * than a shared answer's 3 s sees at any rate this machine reaches, and than the 200–500 answers
 * it keeps (so none is still kept when asked again).
 */
export function askPool(url, ids) {
  const tokens = varyingOf(url);
  if (tokens.length === 0) return null;
  const template = fillFixedIds(url, ids);
  const asks = combinations(tokens.map((k) => VARYING[k].pool(ids))).map((values) =>
    tidyQuery(template.replace(PLACEHOLDER, (whole, k) => (tokens.includes(k) ? values[tokens.indexOf(k)] : whole))),
  );
  return shuffled([...new Set(asks)]);
}

/** Every GET route of the server's OpenAPI document that no endpoint above covers (printed as a check). */
export function uncovered(openapi) {
  const measured = ENDPOINTS.map((e) => e.url.split('?')[0]);
  return Object.entries(openapi.paths ?? {})
    .filter(([, ops]) => ops.get)
    .map(([p]) => p)
    .filter((p) => {
      const route = new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return !measured.some((m) => route.test(m));
    });
}

/**
 * The business day of today and the first of the 30 days ending today, as the dashboard answers it,
 * and the seed's `days` days up to today with their periods of 1–60 days (the varying asks).
 */
async function reportDays(get, days) {
  const day = (await get('/api/Dashboard/rankings')).data?.day;
  if (!day) return {};
  const firstDay = addDays(day, -(days - 1));
  return { today: day, monthAgo: addDays(day, -29), days: daysBetween(firstDay, day), periods: periods({ firstDay, lastDay: day }) };
}

/**
 * The filters of the varying asks, each seen by both callers: the organisation, points and machines
 * of the operator's first two devices (the one customer's), and the machine, payment configuration
 * and joiner of the operator's newest sharing row; and the regions with children.
 */
async function filterIds(get) {
  const devices = (await get('/api/Equipment/getDevicePageList?page=1&limit=2', 'operator')).data ?? [];
  if (devices.length === 0) throw new Error('the operator sees no device: is this the scale fleet?');
  const share = (await get('/api/SharingOrder/list?limit=1', 'operator')).data?.[0];
  const withChildren = (nodes) => nodes.flatMap((n) => (n.children?.length ? [n.id, ...withChildren(n.children)] : []));
  return {
    filterOrg: devices[0].orgId,
    filterSites: [...new Set(devices.map((d) => d.siteId).filter(Boolean))],
    filterDevices: devices.map((d) => d.id),
    billDevice: share?.deviceId,
    billPay: share?.payConfigId,
    billJoiner: share?.applyId,
    regionParents: withChildren((await get('/api/Region/regionMap')).data ?? []),
  };
}

const firstRow = async (get, url, field) => {
  const body = await get(url);
  const row = body.data?.[0];
  if (!row) throw new Error(`no row in ${url} to take an id from`);
  return row[field];
};

/**
 * Ids for the detail endpoints, through the API: a device of the one customer (both callers see
 * it, it has orders and alarms), and the first row of each other list; and what the varying asks
 * draw from (`days`: how many days the seed's orders cover, up to today).
 */
export async function resolveIds(get, { days = 90 } = {}) {
  const devices = await get('/api/Equipment/getDevicePageList?limit=1&deviceCode=SC000010');
  if (!devices.data?.[0]) throw new Error('device SC000010 missing: is this the scale fleet?');
  const fleet = (await get('/api/Equipment/getDevicePageList?limit=1')).total;
  return {
    device: devices.data[0].id,
    deepPage: Math.min(400, Math.max(1, Math.ceil(fleet / 20))),
    site: await firstRow(get, '/api/DeviceSite/list?limit=1', 'id'),
    zone: await firstRow(get, '/api/SiteZone/list?limit=1', 'id'),
    route: await firstRow(get, '/api/SiteRoute/list?limit=1', 'id'),
    model: await firstRow(get, '/api/DeviceModel/list?limit=1', 'id'),
    product: await firstRow(get, '/api/GoodsCoffee/newlist?limit=1&keyword=SC-P0000', 'id'),
    customer: await firstRow(get, '/api/Customer/list?limit=1', 'id'),
    user: await firstRow(get, '/admin/system/user/list?limit=1&username=scale_operator', 'userId'),
    role: await firstRow(get, '/admin/system/role/list?limit=1&roleKey=scale_role_01', 'roleId'),
    dept: (await get('/admin/system/dept/list')).data.find((d) => d.kind === 'store')?.deptId,
    menu: (await get('/admin/system/menu/list')).data.find((m) => m.perms === 'device:device:list')?.id,
    dictType: await firstRow(get, '/admin/system/dict/type/list?limit=1', 'dictId'),
    config: await firstRow(get, '/admin/system/config/list?limit=1', 'configId'),
    notice: await firstRow(get, '/admin/system/notice/list?limit=1', 'noticeId'),
    operLog: await firstRow(get, '/admin/monitor/operlog/list?limit=1', 'operId'),
    job: await firstRow(get, '/admin/monitor/job/list?limit=1', 'jobId'),
    upgrade: (await get('/api/DeviceUpgrade/list?limit=1')).data?.[0]?.id,
    adRelease: (await get('/api/AdList/list?limit=1')).data?.[0]?.id,
    screenConfig: (await get('/api/InterfaceConfiguration/list?limit=1')).data?.[0]?.id,
    deviceAccount: (await get('/api/DeviceAccount/list?limit=1&account=tech2')).data?.[0]?.id,
    kbClass: (await get('/api/Knowledge/class/tree')).data?.find((c) => c.className === 'Scale class 3')?.classId,
    kbArticle: (await get('/api/Knowledge/article/list?limit=1&keyword=descaling', 'operator')).data?.[0]?.articleId,
    ...(await orderIds(get)),
    ...(await sharingIds(get)),
    ...(await reportDays(get, days)),
    ...(await filterIds(get)),
  };
}

/**
 * An application, the one customer's WeChat Pay configuration (the first of the configuration
 * list, which both callers see), and the machine, joiner and order of the newest sharing row.
 */
async function sharingIds(get) {
  const configs = await get('/api/SharingConfig/list?limit=1');
  if (!configs.data) return {};
  const share = (await get('/api/SharingOrder/list?limit=1')).data?.[0];
  return {
    shareApply: await firstRow(get, '/api/SharingApply/list?limit=1', 'id'),
    sharePay: configs.data[0]?.payConfigId,
    shareDevice: share?.deviceId,
    shareJoiner: share?.applyId,
    shareOrderCode: share?.orderCode,
  };
}

/** An order, a day with sales (yesterday's) and the cursor after page 500 (the deepest by number) of the order list. */
async function orderIds(get) {
  const first = await get('/api/Order/list?limit=1');
  const row = first.data?.[0];
  if (!row) return {};
  const deep = await get('/api/Order/list?page=500&limit=20');
  const day = new Date(Date.parse(row.createTime) - 86_400_000).toISOString().slice(0, 10);
  const detail = await get(`/api/Order/detail?id=${row.id}`);
  return { order: row.id, orderDay: day, orderCursor: deep.nextCursor ?? '', orderGoods: detail.data?.items?.[0]?.goodsCode ?? '' };
}
