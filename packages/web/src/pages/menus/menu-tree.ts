import type { MenuRow } from '@vr/contracts';

export type MenuNode = MenuRow & { children?: MenuNode[] };

/** Nests flat menu rows by parentId (orphans become roots), each level ordered by sort, then id. */
export function nestMenus(rows: readonly MenuRow[]): MenuNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) ? row.parentId : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parentId: number, seen: Set<number>): MenuNode[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set([...seen, row.id]));
        return children.length ? { ...row, children } : { ...row };
      });
  return build(0, new Set());
}

/** Ids of every node that has children (for "expand all"). */
export function parentIds(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}

/** The ids of a node and everything below it (a menu cannot move under itself). */
export function subtreeIds(rows: readonly MenuRow[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}
