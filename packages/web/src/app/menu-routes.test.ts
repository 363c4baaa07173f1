import type { NavMenuItem } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, routePath } from './menu-routes';

const item = (over: Partial<NavMenuItem>): NavMenuItem => ({
  path: 'x',
  name: 'X',
  component: 'x/index',
  hidden: false,
  parentId: 0,
  meta: { title: 'X' },
  ...over,
});

describe('buildMenuRoutes', () => {
  it('nests Layout and ParentView containers and keeps page paths', () => {
    const routes = buildMenuRoutes([
      item({
        path: '/system',
        component: 'Layout',
        redirect: 'noRedirect',
        children: [
          item({ path: 'user', component: 'system/user/index', meta: { title: 'Users' } }),
          item({ path: 'log', component: 'ParentView', children: [item({ path: 'login', component: 'monitor/logininfor/index' })] }),
        ],
      }),
    ]);
    expect(routes).toHaveLength(1);
    const system = routes[0]!;
    expect(system.path).toBe('/system');
    expect(system.element).toBeUndefined();
    expect(system.children?.map((r) => r.path)).toEqual(['user', 'log']);
    expect(system.children?.[0]?.handle).toMatchObject({ title: 'Users' });
    expect(system.children?.[0]?.element).toBeDefined();
    expect(system.children?.[1]?.children?.[0]?.path).toBe('login');
  });

  it('adds an index redirect when the directory names one', () => {
    const [route] = buildMenuRoutes([item({ path: '/a', component: 'Layout', redirect: '/a/b', children: [item({ path: 'b' })] })]);
    expect(route?.children?.[0]).toMatchObject({ index: true });
  });

  it('gives external links no route and frames inner links', () => {
    const routes = buildMenuRoutes([
      item({ path: 'https://example.com', component: 'Layout' }),
      item({ path: 'example/com', component: 'InnerLink', meta: { title: 'Docs', link: 'https://example.com' } }),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['example/com']);
    expect(routes[0]?.element).toBeDefined();
  });
});

describe('routePath', () => {
  it('makes nested absolute paths relative to their parent', () => {
    expect(routePath('/system/user', '/system')).toBe('user');
    expect(routePath('/other', '/system')).toBe('other');
    expect(routePath('user', '/system')).toBe('user');
    expect(routePath('/system', '')).toBe('/system');
  });
});
