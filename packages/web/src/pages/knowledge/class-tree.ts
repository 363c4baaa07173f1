import type { KnowledgeClassNode } from '@vr/contracts';

/** The ids of the nodes that have children (the rows a tree table can open). */
export function parentIds(tree: KnowledgeClassNode[]): number[] {
  const ids: number[] = [];
  const walk = (nodes: KnowledgeClassNode[]) => {
    for (const n of nodes) {
      if (n.children?.length) {
        ids.push(n.classId);
        walk(n.children);
      }
    }
  };
  walk(tree);
  return ids;
}

/** A node and all below it. */
export function subtreeOf(tree: KnowledgeClassNode[], id: number): Set<number> {
  const found = new Set<number>();
  const collect = (n: KnowledgeClassNode) => {
    found.add(n.classId);
    n.children?.forEach(collect);
  };
  const walk = (nodes: KnowledgeClassNode[]) => {
    for (const n of nodes) {
      if (n.classId === id) collect(n);
      else if (n.children) walk(n.children);
    }
  };
  walk(tree);
  return found;
}

export interface ClassOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ClassOption[];
}

/** The tree as TreeSelect options; the nodes of `excluded` are left out with what is below them. */
export function classOptions(tree: KnowledgeClassNode[], excluded: Set<number> = new Set()): ClassOption[] {
  return tree
    .filter((n) => !excluded.has(n.classId))
    .map((n) => {
      const children = n.children ? classOptions(n.children, excluded) : [];
      return { value: n.classId, title: n.className, ...(children.length ? { children } : {}) };
    });
}
