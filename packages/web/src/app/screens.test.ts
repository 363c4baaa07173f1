import * as contracts from '@vr/contracts';
import { PLANNED_PERMISSIONS, PLANNED_SCREENS, SCREENS } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { hiddenRoutes, pageAreas, pageRegistry } from './page-registry';

const built: readonly string[] = Object.values(SCREENS);
const planned: readonly string[] = Object.values(PLANNED_SCREENS);

/** Every string in a permission constant, however deeply it nests. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** The permissions the built areas declare: every `*_PERMS` constant of the contracts. */
const declaredPermissions = Object.entries(contracts)
  .filter(([name]) => name.endsWith('_PERMS'))
  .flatMap(([, value]) => stringsOf(value));

describe('every screen is named once and has its page', () => {
  it('every SCREENS value has a registered page', () => {
    expect(built.filter((screen) => !pageRegistry[screen])).toEqual([]);
  });

  it('the page areas register no screen outside SCREENS', () => {
    expect(Object.keys(pageRegistry).filter((screen) => !built.includes(screen))).toEqual([]);
  });

  it('every page area declares its area and has its face', () => {
    expect(
      Object.entries(pageAreas)
        .filter(([, area]) => !area?.screens)
        .map(([file]) => file),
    ).toEqual([]);
    const faces = Object.keys(import.meta.glob('../pages/*/index.ts')).map((file) => file.replace(/index\.ts$/, 'area.ts'));
    expect(faces.sort()).toEqual(Object.keys(pageAreas).sort());
  });

  it('no screen is registered by two page areas', () => {
    const keys = Object.values(pageAreas).flatMap((area) => Object.keys(area.screens));
    expect(keys.filter((screen, i) => keys.indexOf(screen) !== i)).toEqual([]);
  });

  it('a screen is either built or planned, never both', () => {
    expect(planned.filter((screen) => built.includes(screen))).toEqual([]);
  });
});

describe('hidden routes name declared screens and permissions', () => {
  it('no two hidden routes share an id or a path', () => {
    const ids = hiddenRoutes.map((route) => route.id);
    const paths = hiddenRoutes.map((route) => route.path);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('every hidden route shows a built or planned screen', () => {
    const unknown = hiddenRoutes.filter((route) => !built.includes(route.component) && !planned.includes(route.component));
    expect(unknown.map((route) => `${route.id}: ${route.component}`)).toEqual([]);
  });

  it('every hidden route permission is in a *_PERMS constant or PLANNED_PERMISSIONS', () => {
    const known = new Set([...declaredPermissions, ...Object.values(PLANNED_PERMISSIONS)]);
    const unknown = hiddenRoutes.flatMap((route) =>
      (route.perms ?? []).filter((perm) => !known.has(perm)).map((perm) => `${route.id}: ${perm}`),
    );
    expect(unknown).toEqual([]);
  });

  it('a planned permission is not already declared by a built area', () => {
    expect(Object.values(PLANNED_PERMISSIONS).filter((perm) => declaredPermissions.includes(perm))).toEqual([]);
  });
});
