import type { PlannedScreenKey, ScreenKey } from '@vr/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type shell from '../../../contracts/src/locales/screens/shell/en.json';
import type { RouteHandle } from './route-handle';

/** A page that loads its code only when it is first shown. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/** The screens one page area serves, by the screen key a menu entry names. */
export type ScreenMap = Partial<Record<ScreenKey, LazyPage>>;

/**
 * A hidden route's title: its key in the shell namespace (`hidden.<id>`), or the whole key of a
 * text in its own area's namespace (`<ns>:<key>`, which the shell loads when it builds the routes).
 */
export type HiddenRouteId = keyof (typeof shell)['hidden'] | `${string}:${string}`;

/** The area namespaces hidden routes take their titles from. */
export const titleNamespaces = (routes: readonly HiddenRoute[]): string[] => [
  ...new Set(routes.flatMap((route) => (route.id.includes(':') ? [route.id.split(':')[0]!] : []))),
];

/**
 * A route reachable from other screens, never in the sidebar. `component` is the screen it
 * shows; a planned screen is not built yet, so its route answers 404 (and 401 without the
 * permission). A hidden MENU entry of the same path (served by /navigate) takes precedence.
 */
export interface HiddenRoute {
  path: string;
  /** Its screen, built or planned. */
  component: ScreenKey | PlannedScreenKey;
  /** Key of its title in the shell namespace (`hidden.<id>`). */
  id: HiddenRouteId;
  perms?: readonly string[];
  /** Parameters that must be numeric (e.g. the dictionary id of dictionary data). */
  numeric?: readonly string[];
  /** Parameters that name its tab: paths differing only in the others replace the tab. */
  tabIdentity?: readonly string[];
}

/**
 * A page open to everyone, outside the signed-in layout (no sign-in, no menu): served at `path`,
 * titled by `titleKey` of the core texts. An area lists its own in `pages/<area>/public-routes.ts`
 * (`export const publicRoutes`), read by `app/public-routes.ts` apart from the registry, so the
 * sign-in route's code carries those few lines and no other area's.
 */
export interface PublicRoute {
  path: string;
  page: LazyPage;
  titleKey: NonNullable<RouteHandle['titleKey']>;
}

/** The rules of a hidden route's parameters: which must be numeric, which name its tab. */
export type HiddenRouteParams = Pick<HiddenRoute, 'numeric' | 'tabIdentity'>;

/** A hidden route: its title id, path and screen, the permissions it needs (any of them) and the rules of its parameters. */
export function hiddenRoute(
  id: HiddenRouteId,
  path: string,
  component: HiddenRoute['component'],
  perms?: readonly string[],
  params: HiddenRouteParams = {},
): HiddenRoute {
  return { id, path, component, ...(perms ? { perms } : {}), ...params };
}

/**
 * What a page area declares to the shell: `export const area = { … } satisfies PageArea` in
 * its `pages/<area>/area.ts`, which the shell reads through `app/page-registry.ts` only. The
 * area's `index.ts` (its face) exports `area` and what other page areas may use of it.
 */
export interface PageArea {
  /** Its screens; the pages stay lazy. */
  screens: ScreenMap;
  /** Its hidden routes, with the permissions they need. */
  hiddenRoutes?: readonly HiddenRoute[];
  /** Components the signed-in header mounts, lazy like the pages (they render little or nothing). */
  headerWidgets?: readonly LazyPage[];
}
