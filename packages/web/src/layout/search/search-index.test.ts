import type { NavMenuItem } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchEntries, createMenuSearch } from './search-index';

const page = (path: string, title: string, over: Partial<NavMenuItem> = {}): NavMenuItem => ({
  path,
  name: path,
  component: `${path}/index`,
  hidden: false,
  parentId: 1,
  meta: { title },
  ...over,
});

const zhMenu: NavMenuItem[] = [
  {
    path: '/device',
    name: 'Device',
    component: 'Layout',
    hidden: false,
    parentId: 0,
    meta: { title: '设备管理' },
    children: [page('list', '设备'), page('model', '型号'), page('secret', '隐藏', { hidden: true })],
  },
  {
    path: '/system',
    name: 'System',
    component: 'Layout',
    hidden: false,
    parentId: 0,
    meta: { title: '系统管理' },
    children: [page('user', '用户管理'), page('dict', '字典管理')],
  },
  {
    path: '/',
    name: 'StatsParent',
    component: 'Layout',
    hidden: false,
    parentId: 0,
    meta: { title: '统计' },
    children: [page('stats', '统计')],
  },
];

describe('buildSearchEntries', () => {
  it('indexes every visible page with its title path, pinyin and initials of every segment', () => {
    const entries = buildSearchEntries(zhMenu, 'zh');
    expect(entries.map((e) => e.path)).toEqual(['/device/list', '/device/model', '/system/user', '/system/dict', '/stats']);
    expect(entries[0]).toEqual({
      path: '/device/list',
      titles: ['设备管理', '设备'],
      pinyin: ['shebeiguanli', 'shebei'],
      initials: ['sbgl', 'sb'],
    });
    expect(entries[4]!.titles).toEqual(['统计']);
  });

  it('computes no pinyin outside Chinese', () => {
    expect(buildSearchEntries(zhMenu, 'en')[0]).toMatchObject({ pinyin: [], initials: [] });
  });
});

describe('createMenuSearch', () => {
  const search = createMenuSearch(buildSearchEntries(zhMenu, 'zh'));
  const paths = (q: string) => search.search(q).map((e) => e.path);

  it('finds 设备 by full pinyin and by initials', () => {
    expect(paths('shebei')[0]).toMatch(/^\/device\//);
    expect(paths('shebei')).toContain('/device/list');
    expect(paths('sb')).toContain('/device/list');
    expect(paths('she bei')).toContain('/device/list');
  });

  it('finds a page by a parent segment, which vue-element-admin lost', () => {
    // "xtgl" (系统管理) is only the directory's initials.
    expect(paths('xtgl')).toEqual(expect.arrayContaining(['/system/user', '/system/dict']));
    expect(paths('xitong')).toEqual(expect.arrayContaining(['/system/user']));
  });

  it('finds by the Chinese title itself and skips hidden pages', () => {
    expect(paths('字典')).toContain('/system/dict');
    expect(paths('隐藏')).toEqual([]);
    expect(paths('  ')).toEqual([]);
  });

  it('matches English titles fuzzily', () => {
    const en = createMenuSearch(buildSearchEntries([page('/users', 'User management'), page('/roles', 'Roles')], 'en'));
    expect(en.search('usr manag').map((e) => e.path)).toContain('/users');
    expect(en.search('roles').map((e) => e.path)[0]).toBe('/roles');
  });
});
