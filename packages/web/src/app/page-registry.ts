import { lazy } from 'react';
import type { LazyPage, PageArea } from './screen-map';

/**
 * Every page area's own `pages/<area>/index.ts`, by file. An area lists its screens there and
 * needs no line here; the pages themselves stay lazy.
 */
export const pageAreas = import.meta.glob<PageArea>('../pages/*/index.ts', { eager: true });

/** Screens a server menu entry can name in its `component` (e.g. "system/user/index"). */
export const pageRegistry: Record<string, LazyPage> = Object.fromEntries(
  Object.values(pageAreas).flatMap((area) => Object.entries(area.screens)),
);

export const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
export const InnerLinkPage = lazy(() => import('../pages/inner-link/InnerLinkPage'));
