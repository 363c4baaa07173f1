import { MENU_COMPONENTS, type NavMenuItem } from '@vr/contracts';

/** One entry of the sidebar, which is collapsible and built from the permitted routes. */
export interface SidebarNode {
  /** Unique key: the full route path, or the URL of an external link. */
  key: string;
  /** The menu entry's name (e.g. memberMarketingLink). */
  name: string;
  title: string;
  icon?: string;
  /** Opens in a new tab instead of routing. */
  external: boolean;
  children?: SidebarNode[];
}

export const isExternalPath = (path: string): boolean => /^(https?:|mailto:|tel:)/i.test(path);

/** A child's full path below its parent's (absolute paths and links stand as they are). */
export function resolvePath(parent: string, path: string): string {
  if (isExternalPath(path) || path.startsWith('/')) return path.replace(/(.)\/+$/, '$1');
  if (!path) return parent || '/';
  const base = parent.replace(/\/+$/, '');
  return `${base}/${path}`;
}

const isContainer = (item: NavMenuItem) => item.component === MENU_COMPONENTS.layout || item.component === MENU_COMPONENTS.parentView;

/** An entry with meta.roles shows only to a holder of one of them; admin passes. */
function roleAllows(item: NavMenuItem, roles: readonly string[]): boolean {
  const needed = item.meta.roles;
  if (!needed || needed.length === 0) return true;
  return roles.includes('admin') || needed.some((r) => roles.includes(r));
}

function leaf(item: NavMenuItem, fullPath: string, iconFallback?: string): SidebarNode {
  const icon = item.meta.icon ?? iconFallback;
  return {
    key: fullPath,
    name: item.name,
    title: item.meta.title,
    ...(icon ? { icon } : {}),
    external: isExternalPath(fullPath),
  };
}

/**
 * The sidebar tree of the menu: hidden entries are left out (they stay routable), a directory
 * whose only visible child is a page shows that page in its place unless it says alwaysShow,
 * and a directory with nothing visible inside is left out.
 */
export function buildSidebarTree(items: readonly NavMenuItem[], roles: readonly string[] = [], parentPath = ''): SidebarNode[] {
  const nodes: SidebarNode[] = [];
  for (const item of items) {
    if (item.hidden || !roleAllows(item, roles)) continue;
    const fullPath = resolvePath(parentPath, item.path);
    if (!isContainer(item) || isExternalPath(item.path)) {
      nodes.push(leaf(item, fullPath));
      continue;
    }
    const visible = (item.children ?? []).filter((c) => !c.hidden && roleAllows(c, roles));
    const only = visible.length === 1 ? visible[0]! : undefined;
    if (only && !item.alwaysShow && !isContainer(only)) {
      nodes.push(leaf(only, resolvePath(fullPath, only.path), item.meta.icon));
      continue;
    }
    const children = buildSidebarTree(item.children ?? [], roles, fullPath);
    if (children.length === 0 && !item.alwaysShow) continue;
    nodes.push({
      key: fullPath,
      name: item.name,
      title: item.meta.title,
      ...(item.meta.icon ? { icon: item.meta.icon } : {}),
      external: false,
      children,
    });
  }
  return nodes;
}

/** The keys of the node whose key is the current path (or its nearest ancestor path), and its parents. */
export function activeKeys(tree: readonly SidebarNode[], pathname: string): { selected?: string; open: string[] } {
  let best: { key: string; parents: string[] } | undefined;
  const walk = (nodes: readonly SidebarNode[], parents: string[]) => {
    for (const node of nodes) {
      if (node.children) {
        walk(node.children, [...parents, node.key]);
        continue;
      }
      if (node.external) continue;
      const hit = pathname === node.key || pathname.startsWith(`${node.key.replace(/\/$/, '')}/`);
      if (hit && (!best || node.key.length > best.key.length)) best = { key: node.key, parents };
    }
  };
  walk(tree, []);
  return best ? { selected: best.key, open: best.parents } : { open: [] };
}

/** Every page leaf, flat (quick links on the home screen). */
export function leaves(tree: readonly SidebarNode[]): SidebarNode[] {
  return tree.flatMap((n) => (n.children ? leaves(n.children) : [n]));
}
