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
  { name: 'device list, page 400', as: 'admin', url: '/api/Equipment/getDevicePageList?page=400&limit=20' },
  { name: 'device list, one-customer operator', as: 'operator', url: `/api/Equipment/getDevicePageList?${page}` },
  { name: 'device list, online filter', as: 'admin', url: `/api/Equipment/getDevicePageList?${page}&online=1` },
  { name: 'device counters', as: 'admin', url: '/api/Equipment/getDeviceCountPercentage' },
  { name: 'device counters, operator', as: 'operator', url: '/api/Equipment/getDeviceCountPercentage' },
  { name: 'material warnings', as: 'admin', url: `/api/Equipment/getDeviceMaterialWarning?${tab}` },
  { name: 'device pickers (options)', as: 'admin', url: '/api/Equipment/options' },
  { name: 'device', as: 'admin', url: '/api/Equipment/detail?id={device}' },
  { name: 'device containers', as: 'admin', url: '/api/DeviceContainerManger/detail?deviceId={device}' },
  { name: 'device commands', as: 'admin', url: `/api/DeviceCommand/list?${tab}&deviceId={device}` },
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
  // Points, zones, routes, regions, models
  { name: 'points', as: 'admin', url: `/api/DeviceSite/list?${page}` },
  { name: 'points, operator', as: 'operator', url: `/api/DeviceSite/list?${page}` },
  { name: 'point', as: 'admin', url: '/api/DeviceSite/detail?id={site}' },
  { name: 'point options', as: 'admin', url: '/api/DeviceSite/options' },
  { name: 'zones', as: 'admin', url: `/api/SiteZone/list?${page}` },
  { name: 'zone', as: 'admin', url: '/api/SiteZone/detail?id={zone}' },
  { name: 'routes', as: 'admin', url: `/api/SiteRoute/list?${page}` },
  { name: 'route', as: 'admin', url: '/api/SiteRoute/detail?id={route}' },
  { name: 'regions', as: 'admin', url: '/api/SiteRegion/list' },
  { name: 'device models', as: 'admin', url: `/api/DeviceModel/list?${page}` },
  { name: 'device model', as: 'admin', url: '/api/DeviceModel/detail?id={model}' },
  // Customers and organisations
  { name: 'customers', as: 'admin', url: `/api/Customer/list?${page}` },
  { name: 'customer', as: 'admin', url: '/api/Customer/detail?id={customer}' },
  { name: 'organisations', as: 'admin', url: `/api/Org/list?${page}` },
  { name: 'organisation tree', as: 'admin', url: '/api/Org/tree' },
  { name: 'departments', as: 'admin', url: '/admin/system/dept/list' },
  // Accounts, roles, menus
  { name: 'users', as: 'admin', url: `/admin/system/user/list?${page}` },
  { name: 'user', as: 'admin', url: '/admin/system/user/{user}' },
  { name: 'roles', as: 'admin', url: `/admin/system/role/list?${page}` },
  { name: 'role', as: 'admin', url: '/admin/system/role/{role}' },
  { name: 'role members', as: 'admin', url: `/admin/system/role/authUser/allocatedList?${page}&roleId={role}` },
  { name: 'menus', as: 'admin', url: '/admin/system/menu/list' },
  { name: 'menu tree', as: 'admin', url: '/admin/system/menu/treeselect' },
  // Dictionaries, parameters, notices, settings
  { name: 'dictionary types', as: 'admin', url: `/admin/system/dict/type/list?${page}` },
  { name: 'dictionary values', as: 'admin', url: `/admin/system/dict/data/list?${page}` },
  { name: 'dictionary by type', as: 'admin', url: '/admin/system/dict/data/type/sys_normal_disable' },
  { name: 'parameters', as: 'admin', url: `/admin/system/config/list?${page}` },
  { name: 'notices', as: 'admin', url: `/admin/system/notice/list?${page}` },
  { name: 'unread notices', as: 'operator', url: '/admin/system/notice/unread' },
  { name: 'themes', as: 'admin', url: `/api/Theme/list?${page}` },
  { name: 'web pages', as: 'admin', url: `/api/WebPage/list?${page}` },
  { name: 'platform settings', as: 'admin', url: '/api/platform/settings' },
  // Monitoring and logs
  { name: 'operation log', as: 'admin', url: `/admin/monitor/operlog/list?${page}` },
  { name: 'sign-in log', as: 'admin', url: `/admin/monitor/logininfor/list?${page}` },
  { name: 'integration log', as: 'admin', url: `/admin/monitor/integrationLog/list?${page}` },
  { name: 'client errors', as: 'admin', url: `/admin/monitor/clientError/list?${page}` },
  { name: 'online users', as: 'admin', url: `/admin/monitor/online/list?${page}` },
  { name: 'jobs', as: 'admin', url: `/admin/monitor/job/list?${page}` },
  { name: 'job log', as: 'admin', url: `/admin/monitor/jobLog/list?${page}` },
  { name: 'database monitor', as: 'admin', url: '/admin/monitor/database' },
  // What every page load asks
  { name: 'navigation (menus of the caller)', as: 'operator', url: '/api/api/v5/navigate' },
  { name: 'buttons of the caller', as: 'operator', url: '/api/api/v5/getButtonList' },
  { name: 'profile', as: 'operator', url: '/admin/system/user/profile' },
];

/** Every GET route of the server's OpenAPI document that no endpoint above covers (printed as a check). */
export function uncovered(openapi) {
  const measured = ENDPOINTS.map((e) => e.url.split('?')[0].replace(/\{[a-z]+\}|\d+$/g, ''));
  return Object.entries(openapi.paths ?? {})
    .filter(([, ops]) => ops.get)
    .map(([p]) => p)
    .filter((p) => !measured.some((m) => p.replace(/\{[^}]+\}/g, '') === m));
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
  const device = await firstRow(get, '/api/Equipment/getDevicePageList?limit=1&deviceCode=SC000010', 'id');
  return {
    device,
    site: await firstRow(get, '/api/DeviceSite/list?limit=1', 'id'),
    zone: await firstRow(get, '/api/SiteZone/list?limit=1', 'id'),
    route: await firstRow(get, '/api/SiteRoute/list?limit=1', 'id'),
    model: await firstRow(get, '/api/DeviceModel/list?limit=1', 'id'),
    customer: await firstRow(get, '/api/Customer/list?limit=1', 'id'),
    user: await firstRow(get, '/admin/system/user/list?limit=1&username=scale_operator', 'userId'),
    role: await firstRow(get, '/admin/system/role/list?limit=1&roleKey=scale_role_01', 'roleId'),
  };
}

export const fillIds = (url, ids) =>
  url.replace(/\{([a-z]+)\}/g, (_, k) => {
    if (ids[k] === undefined) throw new Error(`no id for {${k}}`);
    return encodeURIComponent(String(ids[k]));
  });
