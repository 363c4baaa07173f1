import type { DeptRow } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { buildDeptTree, parentIds, unavailableParents } from './dept-tree';

const row = (deptId: number, parentId: number, ancestors: string, kind: DeptRow['kind'], orderNum = 100): DeptRow => ({
  deptId,
  parentId,
  ancestors,
  kind,
  deptName: `n${deptId}`,
  orgCode: null,
  leader: null,
  phone: null,
  email: null,
  orderNum,
  status: 0,
  storeType: null,
  deviceCount: 0,
  createTime: '',
});

const rows = [
  row(2, 1, '/1/2/', 'customer'),
  row(6, 2, '/1/2/6/', 'department', 2),
  row(4, 2, '/1/2/4/', 'department', 1),
  row(5, 4, '/1/2/4/5/', 'store'),
];

describe('department tree table', () => {
  it('nests by parent, in display order, with unlisted parents as roots', () => {
    const tree = buildDeptTree(rows);
    expect(tree.map((n) => n.deptId)).toEqual([2]);
    expect(tree[0]!.children!.map((n) => n.deptId)).toEqual([4, 6]);
    expect(buildDeptTree([rows[3]!]).map((n) => n.deptId)).toEqual([5]);
  });

  it('expands every node with children', () => {
    expect(parentIds(buildDeptTree(rows))).toEqual([2, 4]);
  });

  it('never offers the node, its subtree or a store as parent', () => {
    expect([...unavailableParents(rows, rows[2]!)].sort()).toEqual([4, 5]);
    expect([...unavailableParents(rows, null)]).toEqual([5]);
  });
});
