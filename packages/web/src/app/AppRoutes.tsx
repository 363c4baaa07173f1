import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import type { RouteHandle } from './route-handle';
import { fixedRoutes } from './routes';
import { useDocumentTitle, useHandleTitle } from './use-document-title';

/** The fixed routes; menu routes resolve inside the signed-in layout (MenuRoutes). */
export function AppRoutes() {
  const location = useLocation();
  const matches = matchRoutes(fixedRoutes, location) ?? [];
  useDocumentTitle(useHandleTitle(matches.map((m) => m.route.handle as RouteHandle | undefined)));
  return <Suspense fallback={<PageLoading />}>{useRoutes(fixedRoutes)}</Suspense>;
}
