import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * Screens a server menu entry can name in its `component` (e.g. "system/user/index").
 * Each screen issue adds its own line here.
 */
export const pageRegistry: Record<string, LazyPage> = {
  'dashboard/index': lazy(() => import('../pages/dashboard/DashboardPage')),
  'system/customer/index': lazy(() => import('../pages/system/customer/CustomerPage')),
  'system/dept/index': lazy(() => import('../pages/system/dept/DeptPage')),
  'system/web-page/index': lazy(() => import('../pages/system/web-page/WebPagePage')),
  'monitor/client-error/index': lazy(() => import('../pages/monitor/client-error/ClientErrorPage')),
  'profile/index': lazy(() => import('../pages/profile/ProfilePage')),
  'system/dict/index': lazy(() => import('../pages/system/dict/DictTypePage')),
  'system/dict/data': lazy(() => import('../pages/system/dict/DictDataPage')),
  'system/config/index': lazy(() => import('../pages/system/config/ConfigPage')),
  'system/user/index': lazy(() => import('../pages/system/user/UserPage')),
  'system/role/index': lazy(() => import('../pages/system/role/RolePage')),
  'system/menu/index': lazy(() => import('../pages/system/menu/MenuPage')),
  'deviceManage/index': lazy(() => import('../pages/devices/list/DeviceListPage')),
  'deviceManage/add': lazy(() => import('../pages/devices/add/DeviceAddPage')),
  'point/site/index': lazy(() => import('../pages/points/site/SitePage')),
  'point/zone/index': lazy(() => import('../pages/points/zone/ZonePage')),
  'point/route/index': lazy(() => import('../pages/points/route/RoutePage')),
  'devices/model/index': lazy(() => import('../pages/devices/model/DeviceModelPage')),
  'system/notice/index': lazy(() => import('../pages/system/notice/NoticePage')),
  'system/theme/index': lazy(() => import('../pages/system/theme/ThemePage')),
  'system/mobile-config/index': lazy(() => import('../pages/system/mobile-config/MobileConfigPage')),
  'system/platform-settings/index': lazy(() => import('../pages/system/platform-settings/PlatformSettingsPage')),
  'monitor/operlog/index': lazy(() => import('../pages/monitor/operlog/OperlogPage')),
  'monitor/logininfor/index': lazy(() => import('../pages/monitor/logininfor/LogininforPage')),
  'monitor/integration-log/index': lazy(() => import('../pages/monitor/integration-log/IntegrationLogPage')),
  'monitor/online/index': lazy(() => import('../pages/monitor/online/OnlinePage')),
  'monitor/server/index': lazy(() => import('../pages/monitor/server/MonitorPage')),
  'deviceManage/detail/index': lazy(() => import('../pages/devices/detail/DeviceDetailPage')),
  'monitor/job/index': lazy(() => import('../pages/monitor/job/JobPage')),
  'monitor/job-log/index': lazy(() => import('../pages/monitor/job-log/JobLogPage')),
};

export const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
export const InnerLinkPage = lazy(() => import('../pages/inner-link/InnerLinkPage'));
