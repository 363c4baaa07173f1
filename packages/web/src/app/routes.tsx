import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { i18next } from '../i18n';
import { currentLang } from '../stores/app';
import { publicRoutes } from './public-routes';
import type { RouteHandle } from './route-handle';

const LoginPage = lazy(() => import('./login/LoginPage'));
const AuthRedirectPage = lazy(() => import('./AuthRedirectPage'));
// Dates appear only on signed-in screens: their dayjs locale comes with the layout, and so do
// the shell's texts.
const BasicLayout = lazy(async () => {
  const [layout, { applyDayjsLocale }] = await Promise.all([
    import('../layout/BasicLayout'),
    import('../i18n/dayjs-locale'),
    i18next.loadNamespaces(['shell', 'dashboard']),
  ]);
  await applyDayjsLocale(currentLang());
  return layout;
});
const NotFoundPage = lazy(() => import('./error/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('./error/UnauthorizedPage'));

const handle = (h: RouteHandle) => h;

/**
 * The fixed routes outside the shell. Every other path is the signed-in layout's: it
 * renders the page itself (kept alive per tab) from app/shell-routes.tsx, where the home
 * screen, the redirect route, the menu's routes, the hidden routes and /404 for the rest live.
 */
export const fixedRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: handle({ titleKey: 'route.login' }) },
  { path: '/auth-redirect', element: <AuthRedirectPage />, handle: handle({ titleKey: 'route.authRedirect' }) },
  { path: '/404', element: <NotFoundPage />, handle: handle({ titleKey: 'route.notFound' }) },
  { path: '/401', element: <UnauthorizedPage />, handle: handle({ titleKey: 'route.unauthorized' }) },
  ...publicRoutes.map(({ path, page: Page, titleKey }) => ({ path, element: <Page />, handle: handle({ titleKey }) })),
  { path: '*', element: <BasicLayout /> },
];
