import { readdirSync } from 'node:fs';
import type { ScreenKey } from '@vr/contracts';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { type HiddenRouteId, type PageArea, titleNamespaces } from './page-area';
import { gatherPageAreas, headerWidgets, hiddenRoutes, pageAreas, pageRegistry } from './page-registry';

/*
 * A new page area is its folder: the registry finds its `area.ts` by glob, and the shell reads
 * the page areas only through the registry, so no line is added anywhere else.
 */

const page = () => lazy(() => Promise.resolve({ default: () => null }));

/** A page area as a new folder's `area.ts` declares it (its screen key would be in SCREENS). */
const scratch = {
  screens: { ['scratch/notes/index' as ScreenKey]: page() },
  hiddenRoutes: [{ path: '/scratch/notes/detail', component: 'scratch/notes/detail' as ScreenKey, id: 'scratchNote' as HiddenRouteId }],
  headerWidgets: [page()],
} satisfies PageArea;

describe('the page registry', () => {
  it('globs every pages/<area>/area.ts there is', () => {
    const pages = new URL('../pages/', import.meta.url);
    const onDisk = readdirSync(pages, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, pages)).includes('area.ts'))
      .map((entry) => `../pages/${entry.name}/area.ts`);
    expect(Object.keys(pageAreas).sort()).toEqual(onDisk.sort());
  });

  it('is what it gathers from the glob, and nothing else', () => {
    const gathered = gatherPageAreas(pageAreas);
    expect(pageRegistry).toEqual(gathered.pageRegistry);
    expect(hiddenRoutes).toEqual(gathered.hiddenRoutes);
    expect(headerWidgets).toEqual(gathered.headerWidgets);
  });

  it('picks up the screens, hidden routes and header widgets of an area.ts it is given', () => {
    const before = gatherPageAreas(pageAreas);
    const after = gatherPageAreas({ ...pageAreas, '../pages/scratch-notes/area.ts': scratch });
    expect(after.pageRegistry['scratch/notes/index']).toBe(scratch.screens['scratch/notes/index' as ScreenKey]);
    expect(Object.keys(after.pageRegistry)).toEqual([...Object.keys(before.pageRegistry), 'scratch/notes/index']);
    expect(after.hiddenRoutes).toEqual([...before.hiddenRoutes, ...scratch.hiddenRoutes]);
    expect(after.headerWidgets).toEqual([...before.headerWidgets, ...scratch.headerWidgets]);
  });
});

describe('hidden route titles', () => {
  it('are loaded from the namespaces of their own areas; a shell title needs none', () => {
    const route = (id: HiddenRouteId) => ({ path: `/${id}`, component: 'scratch/notes/index' as ScreenKey, id });
    expect(titleNamespaces([route('scratchNote' as HiddenRouteId), route('notes:hidden.detail'), route('notes:hidden.edit')])).toEqual([
      'notes',
    ]);
  });
});
