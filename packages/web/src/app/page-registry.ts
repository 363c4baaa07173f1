import type { HiddenRoute, LazyPage, PageArea } from './page-area';

/**
 * Every page area's definition, `pages/<area>/area.ts`, by file. An area declares its screens,
 * hidden routes and header widgets there and needs no line here. The registry reads that file,
 * not the area's index.ts: what an index.ts exports for other areas stays out of the shell's code.
 */
export const pageAreas = import.meta.glob<PageArea>('../pages/*/area.ts', { eager: true, import: 'area' });

const areas = Object.values(pageAreas);

/** Screens a server menu entry can name in its `component` (e.g. "system/user/index"). */
export const pageRegistry: Record<string, LazyPage> = Object.fromEntries(areas.flatMap((area) => Object.entries(area.screens)));

/** Every area's hidden routes. */
export const hiddenRoutes: readonly HiddenRoute[] = areas.flatMap((area) => area.hiddenRoutes ?? []);

/** Every area's header widgets, in the order of the areas' folders. */
export const headerWidgets = areas.flatMap((area) => area.headerWidgets ?? []);
