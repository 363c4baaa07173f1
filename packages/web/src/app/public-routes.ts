import type { PublicRoute } from './page-area';

/**
 * Every area's pages open without signing in, from its `pages/<area>/public-routes.ts` (found by
 * glob; nothing else names an area). Apart from the page registry: the sign-in route loads this.
 */
export const publicRoutes: readonly PublicRoute[] = Object.values(
  import.meta.glob<readonly PublicRoute[]>('../pages/*/public-routes.ts', { eager: true, import: 'publicRoutes' }),
).flat();
