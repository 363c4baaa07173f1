import type { OrgTreeNode } from '@vr/contracts';

/**
 * Merges a page of tree nodes into what was loaded before, by orgId: a node met again keeps
 * its place and gains the new children. Pure; returns new arrays.
 */
export function mergeTrees(base: readonly OrgTreeNode[], page: readonly OrgTreeNode[]): OrgTreeNode[] {
  const result = base.map((n) => ({ ...n }));
  for (const node of page) {
    const i = result.findIndex((n) => n.orgId === node.orgId);
    if (i < 0) {
      result.push(node);
      continue;
    }
    const existing = result[i]!;
    const children = mergeTrees(existing.children ?? [], node.children ?? []);
    result[i] = { ...existing, orgName: node.orgName, ...(children.length ? { children } : {}) };
  }
  return result;
}

/** Every orgId in a tree, depth first. */
export function allIds(tree: readonly OrgTreeNode[]): number[] {
  return tree.flatMap((n) => [n.orgId, ...allIds(n.children ?? [])]);
}

/** orgId → orgName of every node, for labels of values outside the current page. */
export function namesOf(tree: readonly OrgTreeNode[], into = new Map<number, string>()): Map<number, string> {
  for (const n of tree) {
    into.set(n.orgId, n.orgName);
    namesOf(n.children ?? [], into);
  }
  return into;
}

/** The keys expanded at first: the default expanded keys that exist, and the only root when there is one. */
export function defaultExpanded(tree: readonly OrgTreeNode[], keys: readonly number[]): number[] {
  const ids = new Set(allIds(tree));
  const expanded = keys.filter((k) => ids.has(k));
  if (tree.length === 1 && !expanded.includes(tree[0]!.orgId)) expanded.push(tree[0]!.orgId);
  return expanded;
}

export interface AntTreeNode {
  value: number;
  key: number;
  title: string;
  children?: AntTreeNode[];
}

/** The shape antd's Tree and TreeSelect take. */
export function toAntTree(tree: readonly OrgTreeNode[]): AntTreeNode[] {
  return tree.map((n) => ({
    value: n.orgId,
    key: n.orgId,
    title: n.orgName,
    ...(n.children?.length ? { children: toAntTree(n.children) } : {}),
  }));
}
