import { MENU_COMPONENTS, type NavMenuItem, SCREENS } from '@vr/contracts';
import type { FlatNamespace, TFunction } from 'i18next';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, matchRoutes, useParams } from 'react-router';
import { checkPermission } from '../components/authorized/check-permission';
import { resolvePath } from '../layout/sidebar-tree';
import type { TabView } from '../stores/tabs-logic';
import { pathnameOf } from '../stores/tabs-logic';
import { useUserStore } from '../stores/user';
import { buildMenuRoutes } from './menu-routes';
import { type HiddenRoute, titleNamespaces } from './page-area';
import { hiddenRoutes, pageRegistry } from './page-registry';
import type { RouteHandle } from './route-handle';

const RedirectPage = lazy(() => import('./RedirectPage'));

export const HOME_TAB = '/dashboard';
/** The home screen, served like every other screen from its area's pages. */
const HOME_COMPONENT = SCREENS.dashboard;
/** Fixed routes served by screens other areas build. */
export const PROFILE_COMPONENT = SCREENS.profile;
export const WEB_PAGE_COMPONENT = SCREENS.systemWebPage;

const toNotFound = <Navigate to="/404" replace />;

function RegistryPage({ component }: { component: string }) {
  const Page = pageRegistry[component];
  return Page ? <Page /> : toNotFound;
}

function HiddenRoutePage({ route, allowed }: { route: HiddenRoute; allowed: boolean }) {
  const params = useParams();
  if (!allowed) return <Navigate to="/401" replace />;
  if (route.numeric?.some((name) => !/^\d+$/.test(params[name] ?? ''))) return toNotFound;
  return <RegistryPage component={route.component} />;
}

const isContainer = (menu?: NavMenuItem) => menu?.component === MENU_COMPONENTS.layout || menu?.component === MENU_COMPONENTS.parentView;

/** What the shell knows of a path: its tab (or none) and title. */
export interface ResolvedRoute {
  tab: TabView | null;
  title?: string;
  /** Titles of the menu entries down to the page (breadcrumb). */
  trail: string[];
}

export interface ShellRoutes {
  routes: RouteObject[];
  resolve(fullPath: string): ResolvedRoute | null;
  /** Pinned tabs: home, then the menu's affix entries. */
  affix: TabView[];
}

function affixOfMenu(items: readonly NavMenuItem[], parent = ''): TabView[] {
  return items.flatMap((item) => {
    const path = resolvePath(parent, item.path);
    const own = item.meta.affix && !isContainer(item) ? [{ path, affix: true }] : [];
    return [...own, ...affixOfMenu(item.children ?? [], path)];
  });
}

/**
 * Every route inside the signed-in layout: home, redirect, profile, web pages, the
 * user's menu, the hidden routes, and /404 for anything else.
 */
export function buildShellRoutes(menus: readonly NavMenuItem[], permissions: readonly string[], t: TFunction<'shell'>): ShellRoutes {
  const handle = (h: RouteHandle) => h;
  const fixed = (path: string, component: string, title: string): RouteObject => ({
    path,
    element: <RegistryPage component={component} />,
    handle: handle({ title, ...(pageRegistry[component] ? {} : { missing: true }) }),
  });
  const hidden: RouteObject[] = hiddenRoutes.map((route) => {
    const allowed = !route.perms || checkPermission(permissions, route.perms);
    return {
      path: route.path,
      element: <HiddenRoutePage route={route} allowed={allowed} />,
      handle: handle({
        title: route.id.includes(':') ? t(route.id as never) : t(`hidden.${route.id}` as never),
        ...(route.perms ? { perms: route.perms } : {}),
        ...(route.tabIdentity ? { tabIdentity: route.tabIdentity } : {}),
        ...(pageRegistry[route.component] ? {} : { missing: true }),
      }),
    };
  });
  const routes: RouteObject[] = [
    { path: '/', element: <Navigate to={HOME_TAB} replace />, handle: handle({ noTab: true }) },
    { path: HOME_TAB, element: <RegistryPage component={HOME_COMPONENT} />, handle: handle({ titleKey: 'route.dashboard', affix: true }) },
    { path: '/redirect/*', element: <RedirectPage />, handle: handle({ titleKey: 'route.redirect', noTab: true }) },
    fixed('/profile/index', PROFILE_COMPONENT, t('route.profile')),
    fixed('/webpage/index', WEB_PAGE_COMPONENT, t('route.webPage')),
    // Menu entries first: a hidden menu entry of the same path wins over the table.
    ...buildMenuRoutes(menus),
    ...hidden,
    { path: '*', element: toNotFound, handle: handle({ noTab: true }) },
  ];

  const resolve = (fullPath: string): ResolvedRoute | null => {
    const matches = matchRoutes(routes, pathnameOf(fullPath));
    const last = matches?.at(-1);
    if (!matches || !last) return null;
    const h = last.route.handle as RouteHandle | undefined;
    const trail = matches
      .map((m) => m.route.handle as RouteHandle | undefined)
      .map((x) => x?.title ?? (x?.titleKey ? t(x.titleKey, { ns: 'translation' }) : undefined))
      .filter((x, i, all): x is string => !!x && x !== all[i - 1]);
    const title = h?.title ?? (h?.titleKey ? t(h.titleKey, { ns: 'translation' }) : undefined);
    const blocked = !h || h.noTab || h.missing || isContainer(h.menu) || (h.perms && !checkPermission(permissions, h.perms));
    if (blocked) return { tab: null, ...(title ? { title } : {}), trail };
    const noCache = h.noCache || h.menu?.meta.noCache;
    const affix = h.affix || h.menu?.meta.affix;
    const identity = h.tabIdentity ? [last.route.path, ...h.tabIdentity.map((name) => last.params[name])].join('|') : undefined;
    return {
      tab: {
        path: fullPath,
        ...(noCache ? { noCache: true } : {}),
        ...(affix ? { affix: true } : {}),
        ...(identity ? { identity } : {}),
      },
      ...(title ? { title } : {}),
      trail,
    };
  };

  return { routes, resolve, affix: [{ path: HOME_TAB, affix: true }, ...affixOfMenu(menus)] };
}

const HIDDEN_TITLE_NAMESPACES = titleNamespaces(hiddenRoutes) as FlatNamespace[];

export function useShellRoutes(): ShellRoutes {
  const menus = useUserStore((s) => s.menus);
  const permissions = useUserStore((s) => s.permissions);
  const { t } = useTranslation(['shell', ...HIDDEN_TITLE_NAMESPACES]);
  return useMemo(() => buildShellRoutes(menus, permissions, t as TFunction<'shell'>), [menus, permissions, t]);
}
