import { Activity, Suspense, useEffect } from 'react';
import { type Location, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '../app/ErrorBoundary';
import type { ShellRoutes } from '../app/shell-routes';
import { useDocumentTitle } from '../app/use-document-title';
import { PageLoading } from '../components/PageLoading';
import { useTabsStore } from '../stores/tabs';
import { mountedKeys } from '../stores/tabs-logic';

function RoutesAt({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/** The location a kept-alive page keeps rendering while hidden (its full path). */
function locationOf(fullPath: string): Location {
  const [pathname = '/', search = ''] = fullPath.split(/(?=\?)/);
  return { pathname, search, hash: '', state: null, key: fullPath };
}

/**
 * Keep-alive for React (it has no <KeepAlive>): every cached tab's page stays mounted inside an
 * <Activity>, hidden while another tab is shown, so its state (filters, paging, form input)
 * survives; the cache is keyed by the full path (design.md). A page leaves the cache when its tab
 * closes or refreshes; noCache pages unmount when left.
 */
export function KeepAliveView({ shell }: { shell: ShellRoutes }) {
  const location = useLocation();
  const active = `${location.pathname}${location.search}`;
  const visited = useTabsStore((s) => s.visited);
  const cached = useTabsStore((s) => s.cached);
  const visit = useTabsStore((s) => s.visit);
  const keys = mountedKeys({ visited, cached }, active);

  const resolved = shell.resolve(active);
  const tab = resolved?.tab;
  useDocumentTitle(resolved?.title);

  const tabPath = tab?.path;
  const tabNoCache = !!tab?.noCache;
  const tabAffix = !!tab?.affix;
  const tabIdentity = tab?.identity;
  useEffect(() => {
    if (tabPath) {
      visit({
        path: tabPath,
        ...(tabNoCache ? { noCache: true } : {}),
        ...(tabAffix ? { affix: true } : {}),
        ...(tabIdentity ? { identity: tabIdentity } : {}),
      });
    }
  }, [tabPath, tabNoCache, tabAffix, tabIdentity, visit]);

  // The wrapper stays outside <Activity>: updates inside a hidden one are deferred, so its
  // attributes would lag behind.
  return keys.map((key) => (
    <div key={key} data-testid="tab-page" data-path={key} data-active={key === active}>
      <Activity mode={key === active ? 'visible' : 'hidden'}>
        <ErrorBoundary resetKey={key}>
          <Suspense fallback={<PageLoading />}>
            <RoutesAt routes={shell.routes} location={key === active ? location : locationOf(key)} />
          </Suspense>
        </ErrorBoundary>
      </Activity>
    </div>
  ));
}
