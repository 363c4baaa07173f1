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
};

export const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
export const InnerLinkPage = lazy(() => import('../pages/inner-link/InnerLinkPage'));
