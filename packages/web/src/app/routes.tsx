import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { currentLang } from '../stores/app';
import type { RouteHandle } from './route-handle';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const AuthRedirectPage = lazy(() => import('../pages/auth-redirect/AuthRedirectPage'));
// Dates appear only on signed-in screens: their dayjs locale comes with the layout.
const BasicLayout = lazy(async () => {
  const [layout, { applyDayjsLocale }] = await Promise.all([import('../layout/BasicLayout'), import('../i18n/dayjs-locale')]);
  await applyDayjsLocale(currentLang());
  return layout;
});
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../pages/error/UnauthorizedPage'));
const RedirectPage = lazy(() => import('../pages/redirect/RedirectPage'));
const MenuRoutes = lazy(() => import('./MenuRoutes'));

const handle = (h: RouteHandle) => h;

/**
 * Spec §2 fixed routes. Any other path inside the signed-in layout goes to MenuRoutes, which
 * knows the user's menu; its unknown paths end at /404.
 */
export const fixedRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: handle({ titleKey: 'route.login' }) },
  { path: '/auth-redirect', element: <AuthRedirectPage />, handle: handle({ titleKey: 'route.authRedirect' }) },
  { path: '/404', element: <NotFoundPage />, handle: handle({ titleKey: 'route.notFound' }) },
  { path: '/401', element: <UnauthorizedPage />, handle: handle({ titleKey: 'route.unauthorized' }) },
  {
    element: <BasicLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage />, handle: handle({ titleKey: 'route.dashboard', affix: true }) },
      { path: '/redirect/*', element: <RedirectPage />, handle: handle({ titleKey: 'route.redirect' }) },
      { path: '*', element: <MenuRoutes /> },
    ],
  },
];
