import type { DeptRow } from '@vr/contracts';

export type DeptNode = DeptRow & { children?: DeptNode[] };

/** Nests the flat rows by parentId; a row whose parent is not listed (filtered, out of scope) is a root. */
export function buildDeptTree(rows: readonly DeptRow[]): DeptNode[] {
  const nodes = new Map<number, DeptNode>();
  for (const row of rows) nodes.set(row.deptId, { ...row });
  const roots: DeptNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.deptId)!;
    const parent = nodes.get(row.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sort = (list: DeptNode[]) => {
    list.sort((a, b) => a.orderNum - b.orderNum || a.deptId - b.deptId);
    for (const n of list) if (n.children) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** Ids of rows with children (what "expand all" opens). */
export function parentIds(nodes: readonly DeptNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.deptId, ...parentIds(n.children)] : []));
}

/** Organisations that cannot be the parent of `editing`: itself, its subtree, and stores. */
export function unavailableParents(rows: readonly DeptRow[], editing: Pick<DeptRow, 'ancestors'> | null): Set<number> {
  return new Set(
    rows.filter((r) => r.kind === 'store' || (editing !== null && r.ancestors.startsWith(editing.ancestors))).map((r) => r.deptId),
  );
}
