import { describe, expect, it } from 'vitest';
import { buildNavigation } from './navigation.js';
import type { menus } from '../../platform/identity/schema.js';

type Row = typeof menus.$inferSelect;
let nextId = 1;
function row(values: Partial<Row> & Pick<Row, 'name' | 'menuType'>): Row {
  const now = new Date();
  return {
    id: nextId++,
    parentId: 0,
    titles: { en: values.name, zh: `中${values.name}` },
    path: values.name.toLowerCase(),
    component: null,
    perms: null,
    icon: null,
    sort: 100,
    status: 1,
    alwaysShow: false,
    redirect: null,
    noCache: false,
    affix: false,
    isExternal: false,
    builtIn: true,
    client: 'pc',
    createdAt: now,
    updatedAt: now,
    ...values,
  };
}

describe('navigate menu tree', () => {
  const system = row({ name: 'System', menuType: 'M', alwaysShow: true, icon: 'setting' });
  const logs = row({ name: 'Logs', menuType: 'M', parentId: system.id });
  const operlog = row({ name: 'Operlog', menuType: 'C', parentId: logs.id, component: 'monitor/operlog/index', noCache: true });
  const hidden = row({ name: 'Secret', menuType: 'C', parentId: system.id, component: 'x/index', status: 0 });
  const docs = row({ name: 'Docs', menuType: 'C', path: 'https://example.com/docs', isExternal: true });
  const frame = row({ name: 'Frame', menuType: 'C', path: 'https://example.com/report' });
  const home = row({ name: 'Report', menuType: 'C', component: 'report/index' });
  const orphan = row({ name: 'Orphan', menuType: 'C', parentId: 9999, component: 'o/index' });
  const tree = buildNavigation([system, logs, operlog, hidden, docs, frame, home, orphan], 'zh');

  it('a top directory is a Layout with a leading slash; a nested one a ParentView', () => {
    expect(tree[0]).toMatchObject({
      name: 'System',
      path: '/system',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '中System', icon: 'setting' },
    });
    expect(tree[0]!.children![0]).toMatchObject({ name: 'Logs', path: 'logs', component: 'ParentView' });
    expect(tree[0]!.children![0]!.children![0]).toMatchObject({
      name: 'Operlog',
      component: 'monitor/operlog/index',
      meta: { noCache: true },
    });
  });

  it('hidden entries stay in the tree with hidden set', () => {
    expect(tree[0]!.children![1]).toMatchObject({ name: 'Secret', hidden: true });
  });

  it('an external link keeps its URL; an embedded one becomes an InnerLink', () => {
    expect(tree.find((i) => i.name === 'Docs')).toMatchObject({
      path: 'https://example.com/docs',
      meta: { link: 'https://example.com/docs' },
    });
    expect(tree.find((i) => i.name === 'Frame')).toMatchObject({
      component: 'InnerLink',
      path: 'example/com/report',
      meta: { link: 'https://example.com/report' },
    });
  });

  it('a page at the top level is wrapped in a Layout so it renders inside the shell', () => {
    const wrapper = tree.find((i) => i.name === 'ReportParent')!;
    expect(wrapper).toMatchObject({ path: '/', component: 'Layout' });
    expect(wrapper.children![0]).toMatchObject({ name: 'Report', path: 'report', component: 'report/index' });
  });

  it('leaves out entries whose directory is not granted', () => {
    expect(JSON.stringify(tree)).not.toContain('Orphan');
  });

  it('falls back to English, then the name, for a missing title', () => {
    expect(buildNavigation([row({ name: 'X', menuType: 'C', component: 'x', titles: { en: 'Ex' } })], 'ja')[0]!.meta.title).toBe('Ex');
  });
});
