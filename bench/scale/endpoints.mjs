// The GET endpoints the scale bench measures: every list, detail and dashboard call of the
// back-office screens (exports, templates, files, captcha and calls that talk to a device are
// left out). `as` is the caller: the platform administrator or the one-customer operator (data
// scope "department and below"). {name} placeholders are ids looked up once at start (resolveIds).

const page = 'page=1&limit=20';
const tab = 'page=1&limit=10';

export const ENDPOINTS = [
  // Devices
  { name: 'device list, page 1', as: 'admin', url: `/api/Equipment/getDevicePageList?${page}` },
  { name: 'device list, keyword search', as: 'admin', url: `/api/Equipment/getDevicePageList?${page}&keyword=SC0012` },
  // Page 400 of the full fleet; the last page when the fleet is smaller (--quick).
  { name: 'device list, page {deepPage}', as: 'admin', url: '/api/Equipment/getDevicePageList?page={deepPage}&limit=20' },
  { name: 'device list, one-customer operator', as: 'operator', url: `/api/Equipment/getDevicePageList?${page}` },
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
  { name: 'dashboard sales (today by hour, 30 days)', as: 'admin', url: '/api/Dashboard/sales' },
  { name: 'dashboard sales, operator', as: 'operator', url: '/api/Dashboard/sales' },
  { name: 'dashboard map', as: 'admin', url: '/api/Dashboard/map' },
  { name: 'dashboard map, operator', as: 'operator', url: '/api/Dashboard/map' },
  { name: 'dashboard rankings (today, month, top 10s)', as: 'admin', url: '/api/Dashboard/rankings' },
  { name: 'dashboard rankings, operator', as: 'operator', url: '/api/Dashboard/rankings' },
  // Reports: the last 30 days (the seed's orders end today), from the report roll-ups
  { name: 'goods sales ranking, 30 days', as: 'admin', url: '/api/saleReport/goodsSaleRanking?beginDay={monthAgo}&endDay={today}' },
  { name: 'goods sales ranking, operator', as: 'operator', url: '/api/saleReport/goodsSaleRanking?beginDay={monthAgo}&endDay={today}' },
  { name: 'goods sales summary, 30 days', as: 'admin', url: `/api/saleReport/goodsSaleSummary?${page}&beginDay={monthAgo}&endDay={today}` },
  { name: 'point sales ranking, 30 days', as: 'admin', url: '/api/saleReport/siteSaleRanking?beginDay={monthAgo}&endDay={today}' },
  { name: 'point sales ranking, operator', as: 'operator', url: '/api/saleReport/siteSaleRanking?beginDay={monthAgo}&endDay={today}' },
  { name: 'point sales summary, 30 days', as: 'admin', url: `/api/saleReport/siteSaleSummary?${page}&beginDay={monthAgo}&endDay={today}` },
  { name: 'sales statistics, 30 days', as: 'admin', url: '/api/saleReport/statistics?beginDay={monthAgo}&endDay={today}' },
  { name: 'sales statistics, operator', as: 'operator', url: '/api/saleReport/statistics?beginDay={monthAgo}&endDay={today}' },
  { name: 'material sales, 30 days', as: 'admin', url: `/api/saleReport/materialSale?${page}&beginDay={monthAgo}&endDay={today}` },
  // Goods
  { name: 'raw materials', as: 'admin', url: `/api/Material/getMaterialList?${page}` },
  { name: 'raw materials, operator', as: 'operator', url: `/api/Material/getMaterialList?${page}` },
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
  { name: 'orders, page 1', as: 'admin', url: `/api/Order/list?${page}` },
  { name: 'orders, operator', as: 'operator', url: `/api/Order/list?${page}` },
  { name: 'orders, payment method filter', as: 'admin', url: `/api/Order/list?${page}&paymentMethod=alipay` },
  { name: 'orders, one machine', as: 'admin', url: `/api/Order/list?${page}&deviceId={device}` },
  { name: 'orders, one day', as: 'admin', url: `/api/Order/list?${page}&beginTime={orderDay}&endTime={orderDay}` },
  { name: 'orders, product code', as: 'admin', url: `/api/Order/list?${page}&goods={orderGoods}` },
  // Page numbers reach row 10 000 (page 500 of 20); deeper pages go by the cursor (page 2000 is refused).
  { name: 'orders, filter and page 500 (offset 9 980)', as: 'admin', url: '/api/Order/list?page=500&limit=20&paymentMethod=alipay' },
  { name: 'orders, page 500 by offset', as: 'admin', url: '/api/Order/list?page=500&limit=20' },
  { name: 'orders, the page after 500 by cursor', as: 'admin', url: '/api/Order/list?limit=20&cursor={orderCursor}' },
  { name: 'order totals, one day', as: 'admin', url: '/api/Order/totals?beginTime={orderDay}&endTime={orderDay}' },
  { name: 'order totals, one machine', as: 'admin', url: '/api/Order/totals?deviceId={device}' },
  { name: 'order', as: 'admin', url: '/api/Order/detail?id={order}' },
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
  // bills, whole history (the screens' default) and the last 30 days; the one customer's configuration
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
  { name: 'sharing orders, 30 days', as: 'admin', url: `/api/SharingOrder/list?${page}&beginTime={monthAgo}&endTime={today}` },
  { name: 'sharing orders, one machine', as: 'admin', url: `/api/SharingOrder/list?${page}&deviceId={shareDevice}` },
  { name: 'sharing orders, one joiner', as: 'admin', url: `/api/SharingOrder/list?${page}&applyId={shareJoiner}` },
  { name: 'sharing orders, failed', as: 'admin', url: `/api/SharingOrder/list?${page}&status=4` },
  { name: 'sharing orders, order code', as: 'admin', url: `/api/SharingOrder/list?${page}&orderCode={shareOrderCode}` },
  { name: 'merchant bill', as: 'admin', url: `/api/SharingBill/merchant?${page}` },
  { name: 'merchant bill, operator', as: 'operator', url: `/api/SharingBill/merchant?${page}` },
  { name: 'merchant bill, 30 days', as: 'admin', url: `/api/SharingBill/merchant?${page}&beginTime={monthAgo}&endTime={today}` },
  { name: 'device bill', as: 'admin', url: `/api/SharingBill/device?${page}` },
  { name: 'device bill, operator', as: 'operator', url: `/api/SharingBill/device?${page}` },
  { name: 'device bill, 30 days', as: 'admin', url: `/api/SharingBill/device?${page}&beginTime={monthAgo}&endTime={today}` },
  { name: 'device bill, one payment configuration', as: 'operator', url: `/api/SharingBill/device?${page}&payConfigId={sharePay}` },
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
  { name: 'regions', as: 'admin', url: '/api/SiteRegion/list' },
  { name: 'region map', as: 'admin', url: '/api/Region/regionMap' },
  { name: 'device models', as: 'admin', url: `/api/DeviceModel/list?${page}` },
  { name: 'device model', as: 'admin', url: '/api/DeviceModel/detail?id={model}' },
  { name: 'models of a customer', as: 'operator', url: '/api/v1/device/selectDeviceModelByOrgId' },
  // Customers and organisations
  { name: 'customers', as: 'admin', url: `/api/Customer/list?${page}` },
  { name: 'customer', as: 'admin', url: '/api/Customer/detail?id={customer}' },
  { name: 'organisations', as: 'admin', url: `/api/Org/list?${page}` },
  { name: 'organisation report', as: 'admin', url: `/api/orgReport/pageList?${page}` },
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

/** The business day of today and the first of the 30 days ending today, as the dashboard answers it. */
async function reportDays(get) {
  const day = (await get('/api/Dashboard/rankings')).data?.day;
  if (!day) return {};
  const monthAgo = new Date(Date.parse(`${day}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { today: day, monthAgo };
}

const firstRow = async (get, url, field) => {
  const body = await get(url);
  const row = body.data?.[0];
  if (!row) throw new Error(`no row in ${url} to take an id from`);
  return row[field];
};

/**
 * Ids for the detail endpoints, through the API: a device of the one customer (both callers see
 * it, it has orders and alarms), and the first row of each other list.
 */
export async function resolveIds(get) {
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
    ...(await orderIds(get)),
    ...(await sharingIds(get)),
    ...(await reportDays(get)),
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

export const fillIds = (url, ids) =>
  url.replace(/\{([a-zA-Z]+)\}/g, (_, k) => {
    if (ids[k] === undefined) throw new Error(`no id for {${k}}`);
    return encodeURIComponent(String(ids[k]));
  });
