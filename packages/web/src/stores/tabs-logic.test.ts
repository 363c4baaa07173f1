import { describe, expect, it } from 'vitest';
import {
  EMPTY_TABS,
  type TabsState,
  addView,
  closeAll,
  closeOthers,
  closeView,
  dropCache,
  mountedKeys,
  parseStoredTabs,
  withAffix,
} from './tabs-logic';

const open = (...paths: string[]): TabsState =>
  paths.reduce((s, p) => addView(s, { path: p, ...(p === '/dashboard' ? { affix: true } : {}) }), EMPTY_TABS);

describe('tab bar rules', () => {
  it('opens one tab per visited page, keyed by the full path', () => {
    const s = open('/dashboard', '/system/user', '/system/user', '/system/user?page=2');
    expect(s.visited.map((v) => v.path)).toEqual(['/dashboard', '/system/user', '/system/user?page=2']);
    expect(s.cached).toEqual(['/dashboard', '/system/user', '/system/user?page=2']);
  });

  it('a page that names its identity keeps one tab: another view of it replaces the tab in place', () => {
    const detail = (range: string) => ({
      path: `/deviceManage/detail/index/7/orders/${range}/VR1`,
      identity: '/deviceManage/detail/index/7',
    });
    let s = addView(open('/dashboard', '/device'), detail('2026-11-01/2026-11-25'));
    s = addView(s, { path: '/orders' });
    s = addView(s, detail('2026-10-01/2026-10-31'));
    expect(s.visited.map((v) => v.path)).toEqual(['/dashboard', '/device', detail('2026-10-01/2026-10-31').path, '/orders']);
    expect(s.cached).toEqual(['/dashboard', '/device', '/orders', detail('2026-10-01/2026-10-31').path]);
    // Another device is another tab.
    const other = addView(s, { path: '/deviceManage/detail/index/8/orders/a/b/VR2', identity: '/deviceManage/detail/index/8' });
    expect(other.visited).toHaveLength(5);
  });

  it('does not keep noCache pages alive', () => {
    const s = addView(open('/dashboard'), { path: '/monitor/online', noCache: true });
    expect(s.visited.map((v) => v.path)).toContain('/monitor/online');
    expect(s.cached).not.toContain('/monitor/online');
    expect(mountedKeys(s, '/dashboard')).toEqual(['/dashboard']);
    expect(mountedKeys(s, '/monitor/online')).toEqual(['/dashboard', '/monitor/online']);
  });

  it('closing the active tab goes to the last remaining tab', () => {
    const r = closeView(open('/dashboard', '/a', '/b', '/c'), '/c', '/c');
    expect(r.state.visited.map((v) => v.path)).toEqual(['/dashboard', '/a', '/b']);
    expect(r.navigateTo).toBe('/b');
    expect(r.state.cached).not.toContain('/c');
  });

  it('closing an inactive tab stays where it is', () => {
    const r = closeView(open('/dashboard', '/a', '/b'), '/a', '/b');
    expect(r.navigateTo).toBeUndefined();
    expect(r.state.visited.map((v) => v.path)).toEqual(['/dashboard', '/b']);
  });

  it('closing the last tab goes home', () => {
    const r = closeView(open('/a'), '/a', '/a');
    expect(r.navigateTo).toBe('/');
  });

  it('never closes a pinned tab', () => {
    const s = open('/dashboard', '/a');
    expect(closeView(s, '/dashboard', '/dashboard').state).toBe(s);
  });

  it('close others keeps the pinned tabs and the chosen one, and goes there', () => {
    const r = closeOthers(open('/dashboard', '/a', '/b', '/c'), '/b', '/c');
    expect(r.state.visited.map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(r.state.cached).toEqual(['/dashboard', '/b']);
    expect(r.navigateTo).toBe('/b');
    expect(closeOthers(open('/dashboard', '/a', '/b'), '/b', '/b').navigateTo).toBeUndefined();
  });

  it('close all keeps the pinned tabs and goes to the last of them', () => {
    const r = closeAll(open('/dashboard', '/a', '/b'), '/b');
    expect(r.state.visited.map((v) => v.path)).toEqual(['/dashboard']);
    expect(r.navigateTo).toBe('/dashboard');
    expect(closeAll(open('/dashboard', '/a'), '/dashboard').navigateTo).toBeUndefined();
    expect(closeAll(open('/a'), '/a').navigateTo).toBe('/');
  });

  it('refresh drops only the page cache, the tab stays', () => {
    const s = dropCache(open('/dashboard', '/a'), '/a');
    expect(s.visited.map((v) => v.path)).toEqual(['/dashboard', '/a']);
    expect(s.cached).toEqual(['/dashboard']);
    expect(addView(s, { path: '/a' }).cached).toEqual(['/dashboard', '/a']);
  });

  it('puts pinned tabs first', () => {
    const s = withAffix(open('/a', '/dashboard'), [{ path: '/dashboard' }, { path: '/pinned' }]);
    expect(s.visited.map((v) => [v.path, !!v.affix])).toEqual([
      ['/dashboard', true],
      ['/pinned', true],
      ['/a', false],
    ]);
  });

  it('reads stored tabs defensively', () => {
    expect(parseStoredTabs('[{"path":"/a"},{"path":"x"},{"nope":1},null,{"path":"/b","noCache":true}]')).toEqual([
      { path: '/a' },
      { path: '/b', noCache: true },
    ]);
    expect(parseStoredTabs('{broken')).toEqual([]);
    expect(parseStoredTabs(null)).toEqual([]);
  });
});
