import type { HiddenRoute, LazyPage, PageArea } from './page-area';

/**
 * Every page area's definition, `pages/<area>/area.ts`, by file. An area declares its screens,
 * hidden routes and header widgets there and needs no line here. The registry reads that file,
 * not the area's index.ts: what an index.ts exports for other areas stays out of the shell's code.
 */
export const pageAreas = import.meta.glob<PageArea>('../pages/*/area.ts', { eager: true, import: 'area' });

/** What the shell reads of the page areas. */
export interface GatheredPageAreas {
  /** Screens a server menu entry can name in its `component` (e.g. "system/user/index"). */
  pageRegistry: Record<string, LazyPage>;
  /** Every area's hidden routes. */
  hiddenRoutes: readonly HiddenRoute[];
  /** Every area's header widgets, in the order of the areas' folders. */
  headerWidgets: readonly LazyPage[];
}

/** Gathers the page areas of `area.ts` files (a glob result, by file); nothing else names an area. */
export function gatherPageAreas(files: Record<string, PageArea>): GatheredPageAreas {
  const areas = Object.values(files);
  return {
    pageRegistry: Object.fromEntries(areas.flatMap((area) => Object.entries(area.screens))),
    hiddenRoutes: areas.flatMap((area) => area.hiddenRoutes ?? []),
    headerWidgets: areas.flatMap((area) => area.headerWidgets ?? []),
  };
}

export const { pageRegistry, hiddenRoutes, headerWidgets } = gatherPageAreas(pageAreas);
