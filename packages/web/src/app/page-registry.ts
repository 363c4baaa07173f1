import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * Screens a server menu entry can name in its `component` (e.g. "system/user/index").
 * Each screen issue adds its own line here.
 */
export const pageRegistry: Record<string, LazyPage> = {
  'dashboard/index': lazy(() => import('../pages/dashboard/DashboardPage')),
};

export const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
export const InnerLinkPage = lazy(() => import('../pages/inner-link/InnerLinkPage'));
