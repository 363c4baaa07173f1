import { describe, expect, it } from 'vitest';
import { allIds, defaultExpanded, mergeTrees, namesOf, toAntTree } from './org-tree';

const page1 = [{ orgId: 1, orgName: 'Platform', children: [{ orgId: 2, orgName: 'Demo', children: [{ orgId: 4, orgName: 'Ops' }] }] }];
const page2 = [
  {
    orgId: 1,
    orgName: 'Platform',
    children: [
      { orgId: 2, orgName: 'Demo', children: [{ orgId: 6, orgName: 'Finance' }] },
      { orgId: 3, orgName: 'Harbor' },
    ],
  },
];

describe('organisation tree pages', () => {
  it('merges a later page into the loaded tree by orgId', () => {
    const merged = mergeTrees(page1, page2);
    expect(allIds(merged)).toEqual([1, 2, 4, 6, 3]);
    expect(page1[0]!.children![0]!.children).toHaveLength(1);
  });

  it('keeps names for labels and converts to antd nodes', () => {
    expect(namesOf(page2).get(3)).toBe('Harbor');
    expect(toAntTree(page1)[0]).toMatchObject({ value: 1, key: 1, title: 'Platform', children: [{ value: 2 }] });
    expect(toAntTree([{ orgId: 9, orgName: 'Leaf' }])[0]).not.toHaveProperty('children');
  });

  it('expands the default keys that exist, and a single root', () => {
    expect(defaultExpanded(page2, [1, 3])).toEqual([1, 3]);
    expect(defaultExpanded([{ orgId: 2, orgName: 'Demo' }], [1, 3])).toEqual([2]);
    expect(
      defaultExpanded(
        [
          { orgId: 2, orgName: 'a' },
          { orgId: 5, orgName: 'b' },
        ],
        [1, 3],
      ),
    ).toEqual([]);
  });
});
