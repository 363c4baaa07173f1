import type { MenuRow } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { iconComponentOf, iconNameOf } from '../../components/menu-icon/icon-names';
import { nestMenus, parentIds, subtreeIds } from './menu-tree';

const row = (id: number, parentId: number, sort = 100): MenuRow =>
  ({ id, parentId, sort, name: `m${id}`, title: `m${id}`, titles: {}, menuType: 'C' }) as unknown as MenuRow;

describe('menu tree', () => {
  it('nests by parent, orders by sort then id, and makes orphans roots', () => {
    const tree = nestMenus([row(1, 0, 2), row(2, 0, 1), row(3, 1, 5), row(4, 1, 1), row(5, 99)]);
    expect(tree.map((n) => n.id)).toEqual([2, 1, 5]);
    expect(tree[1]!.children!.map((n) => n.id)).toEqual([4, 3]);
    expect(parentIds(tree)).toEqual([1]);
  });

  it('survives a cycle', () => {
    expect(() => nestMenus([row(1, 2), row(2, 1)])).not.toThrow();
  });

  it('finds a subtree', () => {
    expect([...subtreeIds([row(1, 0), row(2, 1), row(3, 2), row(4, 0)], 1)].sort()).toEqual([1, 2, 3]);
  });

  it('maps antd icon names both ways', () => {
    expect(iconNameOf('BarChartOutlined')).toBe('bar-chart');
    expect(iconNameOf('UserOutlined')).toBe('user');
    expect(iconComponentOf('bar-chart')).toBe('BarChartOutlined');
    expect(iconComponentOf('user-outlined')).toBe('UserOutlined');
  });
});
