import type { KnowledgeClassNode } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { classOptions, parentIds, subtreeOf } from './class-tree';

const node = (classId: number, className: string, children?: KnowledgeClassNode[]): KnowledgeClassNode => ({
  classId,
  parentId: 0,
  className,
  sort: 0,
  articleCount: 0,
  ...(children ? { children } : {}),
});

const tree = [node(1, 'Maintenance', [node(2, 'Cleaning', [node(3, 'Boiler')]), node(4, 'Parts')]), node(5, 'Faults')];

describe('the classification tree of the knowledge screens', () => {
  it('names the nodes that can be opened', () => {
    expect(parentIds(tree)).toEqual([1, 2]);
  });

  it('offers as parents everything but the node itself and what lies below it', () => {
    const offered = classOptions(tree, subtreeOf(tree, 2));
    expect(offered).toEqual([
      { value: 1, title: 'Maintenance', children: [{ value: 4, title: 'Parts' }] },
      { value: 5, title: 'Faults' },
    ]);
    expect([...subtreeOf(tree, 2)].sort()).toEqual([2, 3]);
  });
});
