import type { NavMenuItem } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { activeKeys, buildSidebarTree, resolvePath } from './sidebar-tree';

const page = (path: string, title: string, over: Partial<NavMenuItem> = {}): NavMenuItem => ({
  path,
  name: title,
  component: `${path}/index`,
  hidden: false,
  parentId: 1,
  meta: { title },
  ...over,
});
const dir = (path: string, title: string, children: NavMenuItem[], over: Partial<NavMenuItem> = {}): NavMenuItem => ({
  path,
  name: title,
  component: path.startsWith('/') ? 'Layout' : 'ParentView',
  hidden: false,
  parentId: 0,
  redirect: 'noRedirect',
  meta: { title, icon: 'setting' },
  children,
  ...over,
});

describe('buildSidebarTree', () => {
  it('nests directories with full paths', () => {
    const tree = buildSidebarTree([dir('/system', 'System', [page('user', 'Users'), page('role', 'Roles')])]);
    expect(tree).toMatchObject([{ key: '/system', title: 'System', children: [{ key: '/system/user' }, { key: '/system/role' }] }]);
  });

  it('collapses a single visible child into its parent, with the parent icon as fallback', () => {
    const tree = buildSidebarTree([dir('/', 'Stats', [page('stats', 'Stats')])]);
    expect(tree).toEqual([{ key: '/stats', name: 'Stats', title: 'Stats', icon: 'setting', external: false }]);
    const twoWithOneHidden = buildSidebarTree([dir('/system', 'System', [page('user', 'Users'), page('x', 'X', { hidden: true })])]);
    expect(twoWithOneHidden).toMatchObject([{ key: '/system/user', title: 'Users' }]);
  });

  it('keeps the directory when it says alwaysShow', () => {
    const tree = buildSidebarTree([dir('/system', 'System', [page('user', 'Users')], { alwaysShow: true })]);
    expect(tree).toMatchObject([{ key: '/system', children: [{ key: '/system/user' }] }]);
  });

  it('leaves out hidden entries and empty directories', () => {
    const tree = buildSidebarTree([
      dir('/system', 'System', [page('user', 'Users'), page('role', 'Roles'), page('dict-data/index/:dictId', 'Data', { hidden: true })]),
      dir('/empty', 'Empty', []),
      page('/gone', 'Gone', { hidden: true }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children!.map((c) => c.key)).toEqual(['/system/user', '/system/role']);
  });

  it('marks external links and keeps inner links as routes', () => {
    const tree = buildSidebarTree([
      dir('/links', 'Links', [
        page('https://example.com/docs', 'Docs', { component: 'Layout' }),
        page('example/com/frame', 'Frame', { component: 'InnerLink' }),
      ]),
    ]);
    expect(tree[0]!.children).toMatchObject([
      { key: 'https://example.com/docs', external: true },
      { key: '/links/example/com/frame', external: false },
    ]);
  });

  it('shows entries with meta.roles only to holders (admin passes)', () => {
    const items = [dir('/a', 'A', [page('x', 'X', { meta: { title: 'X', roles: ['finance'] } }), page('y', 'Y')], { alwaysShow: true })];
    expect(buildSidebarTree(items, ['ops'])[0]!.children!.map((c) => c.key)).toEqual(['/a/y']);
    expect(buildSidebarTree(items, ['finance'])[0]!.children).toHaveLength(2);
    expect(buildSidebarTree(items, ['admin'])[0]!.children).toHaveLength(2);
  });
});

describe('activeKeys', () => {
  const tree = buildSidebarTree([
    dir('/system', 'System', [page('user', 'Users'), dir('log', 'Logs', [page('oper', 'Oper'), page('login', 'Login')])]),
  ]);
  it('selects the page and opens its parents', () => {
    expect(activeKeys(tree, '/system/log/login')).toEqual({ selected: '/system/log/login', open: ['/system', '/system/log'] });
  });
  it('selects the nearest page for a path below it', () => {
    expect(activeKeys(tree, '/system/user/detail/3').selected).toBe('/system/user');
    expect(activeKeys(tree, '/elsewhere')).toEqual({ open: [] });
  });
});

describe('resolvePath', () => {
  it('joins relative paths and keeps absolute ones and links', () => {
    expect(resolvePath('/system', 'user')).toBe('/system/user');
    expect(resolvePath('/', 'stats')).toBe('/stats');
    expect(resolvePath('/system', '/other')).toBe('/other');
    expect(resolvePath('/system', 'https://x.y/')).toBe('https://x.y');
  });
});
