import { describe, expect, it } from 'vitest';
import { allKeys, grantedKeys, leafKeys } from './menu-check';

const tree = [
  {
    id: 1,
    label: 'System',
    children: [
      {
        id: 2,
        label: 'Users',
        children: [
          { id: 3, label: 'Add' },
          { id: 4, label: 'Edit' },
        ],
      },
      { id: 5, label: 'Roles' },
    ],
  },
  { id: 6, label: 'Empty dir' },
];

describe('role menu checks', () => {
  it('shows only granted leaves as checked', () => {
    expect(leafKeys(tree, [1, 2, 3, 6])).toEqual([3, 6]);
  });
  it('grants checked nodes with their half-checked ancestors', () => {
    expect(grantedKeys([3], [2, 1])).toEqual([1, 2, 3]);
  });
  it('lists every key', () => {
    expect(allKeys(tree)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
