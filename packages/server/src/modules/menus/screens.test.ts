import { existsSync, readdirSync } from 'node:fs';
import { SCREENS } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { type MenuDefinition, menuCatalog } from '../../platform/area.js';

const modulesDir = new URL('..', import.meta.url);

/** Every menu definition each area declares in its own `modules/<area>/menu.ts`. */
async function areaMenus(): Promise<{ area: string; menu: MenuDefinition }[]> {
  const areas = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/menu.ts`, modulesDir)))
    .map((entry) => entry.name);
  const found = await Promise.all(
    areas.map(async (area) => {
      const exports: Record<string, unknown> = await import(new URL(`${area}/menu.ts`, modulesDir).href);
      return Object.values(exports)
        .filter((value): value is MenuDefinition[] => Array.isArray(value))
        .flat()
        .map((menu) => ({ area, menu }));
    }),
  );
  return found.flat();
}

describe('menu entries name screens the web has', () => {
  it('every area menu entry with a component names a SCREENS value', async () => {
    const menus = await areaMenus();
    expect(menus.filter(({ menu }) => menu.component).length).toBeGreaterThan(0);
    const screens: readonly string[] = Object.values(SCREENS);
    const unknown = menus
      .filter(({ menu }) => menu.component !== undefined && !screens.includes(menu.component))
      .map(({ area, menu }) => `${area}/menu.ts ${menu.name}: ${menu.component}`);
    expect(unknown).toEqual([]);
  });
});

describe('built-in menu names', () => {
  it('each names one entry: menus sync by name, so a second definition would overwrite the first one’s path', async () => {
    const { AREAS } = await import('../index.js');
    const names = menuCatalog(AREAS).map((m) => m.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
