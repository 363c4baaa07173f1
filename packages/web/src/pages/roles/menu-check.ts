/** A node of the server's menu and department trees. */
export interface CheckNode {
  id: number;
  label: string;
  children?: CheckNode[];
}

/**
 * The keys to show checked in a linked (parent-child) antd Tree: only leaves that are granted,
 * so a directory granted for navigation alone does not tick all its children.
 */
export function leafKeys(tree: readonly CheckNode[], granted: readonly number[]): number[] {
  const set = new Set(granted);
  const out: number[] = [];
  const walk = (nodes: readonly CheckNode[]) => {
    for (const n of nodes) {
      if (n.children?.length) walk(n.children);
      else if (set.has(n.id)) out.push(n.id);
    }
  };
  walk(tree);
  return out;
}

/** What a role grants: the checked nodes and their half-checked ancestors (so directories reach navigate). */
export function grantedKeys(checked: readonly number[], halfChecked: readonly number[]): number[] {
  return [...new Set([...checked, ...halfChecked])].sort((a, b) => a - b);
}

/** Every id of a tree (select all / expand all). */
export function allKeys(tree: readonly CheckNode[]): number[] {
  return tree.flatMap((n) => [n.id, ...allKeys(n.children ?? [])]);
}

/** antd Tree data of a server tree. */
export function toTreeData(tree: readonly CheckNode[]): Array<{ key: number; title: string; children?: ReturnType<typeof toTreeData> }> {
  return tree.map((n) => ({ key: n.id, title: n.label, ...(n.children?.length ? { children: toTreeData(n.children) } : {}) }));
}
