import { MENU_COMPONENTS, type NavMenuItem } from '@vr/contracts';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { MEMBER_MARKETING_NAME } from './member-marketing';
import { pageRegistry } from './page-registry';
import type { RouteHandle } from './route-handle';

const NotFoundPage = lazy(() => import('./error/NotFoundPage'));
const InnerLinkPage = lazy(() => import('./InnerLinkPage'));

const isExternal = (path: string) => /^(https?:|mailto:|tel:)/i.test(path);

/** "Layout", "ParentView", "InnerLink" or a page path: the element a menu entry renders. */
function elementOf(item: NavMenuItem) {
  switch (item.component) {
    case MENU_COMPONENTS.layout:
    case MENU_COMPONENTS.parentView:
      return undefined; // a container: the router renders its children's outlet
    case MENU_COMPONENTS.innerLink:
      return <InnerLinkPage src={item.meta.link ?? ''} title={item.meta.title} memberMarketing={item.name === MEMBER_MARKETING_NAME} />;
    default: {
      const Page = pageRegistry[item.component.replace(/^\//, '')] ?? NotFoundPage;
      return <Page />;
    }
  }
}

/**
 * The router needs a nested absolute path to start with its parent's; the menu may not
 * follow that rule, so such a path is made relative to its parent.
 */
export function routePath(path: string, parentPath: string): string {
  if (!parentPath || !path.startsWith('/')) return path;
  const prefix = `${parentPath.replace(/\/$/, '')}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\/+/, '');
}

/**
 * Routes of the server's menu tree, to be placed under the signed-in layout. External links
 * get no route: the sidebar opens them in a new tab.
 */
export function buildMenuRoutes(items: readonly NavMenuItem[], parentPath = ''): RouteObject[] {
  return items
    .filter((item) => !isExternal(item.path))
    .map((item) => {
      const path = routePath(item.path, parentPath);
      const fullPath = path.startsWith('/') ? path : `${parentPath}/${path}`;
      const handle: RouteHandle = { title: item.meta.title, menu: item };
      const children = item.children?.length ? buildMenuRoutes(item.children, fullPath) : undefined;
      const redirect = item.redirect && item.redirect !== 'noRedirect' ? item.redirect : undefined;
      const index: RouteObject[] = redirect ? [{ index: true, element: <Navigate to={redirect} replace /> }] : [];
      const element = elementOf(item);
      return {
        path,
        handle,
        ...(element ? { element } : {}),
        ...(children || index.length ? { children: [...index, ...(children ?? [])] } : {}),
      };
    });
}
