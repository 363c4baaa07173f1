import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem (up/down buttons and drag and drop)', () => {
  it('moves an item up, down and across the list without changing the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores moves out of the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
