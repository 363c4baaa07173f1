import { useMemo } from 'react';
import { Navigate, type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router';
import { useUserStore } from '../stores/user';
import { buildMenuRoutes } from './menu-routes';
import type { RouteHandle } from './route-handle';
import { useDocumentTitle, useHandleTitle } from './use-document-title';

/**
 * Every path the fixed routes do not know, inside the signed-in layout: the routes of the
 * user's menu (spec §2), rebuilt when the menu changes; anything else is a 404.
 */
export default function MenuRoutes() {
  const menus = useUserStore((s) => s.menus);
  const location = useLocation();
  const routes = useMemo<RouteObject[]>(() => [...buildMenuRoutes(menus), { path: '*', element: <Navigate to="/404" replace /> }], [menus]);
  const matches = matchRoutes(routes, location) ?? [];
  useDocumentTitle(useHandleTitle(matches.map((m) => m.route.handle as RouteHandle | undefined)));
  return useRoutes(routes);
}
