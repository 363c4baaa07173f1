import { ORG_API, ORG_SELECT_DEBOUNCE_MS, ORG_SELECT_PAGE_SIZE, type OrgTreeNode } from '@vr/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { get } from '../../api/request';
import { allIds, mergeTrees, namesOf } from './org-tree';

/** Names of every organisation loaded in this tab: labels of chosen values outside the current page. */
const knownNames = new Map<number, string>();

/** One page of GET /api/Org/tree/v2: the page's matches with their ancestors, and the match count. */
export async function fetchOrgTreePage(orgName: string, page: number): Promise<{ tree: OrgTreeNode[]; total: number }> {
  const res = await get<OrgTreeNode[]>(ORG_API.treeV2, { orgName: orgName || undefined, page, limit: ORG_SELECT_PAGE_SIZE });
  const tree = res.data ?? [];
  namesOf(tree, knownNames);
  return { tree, total: res.total ?? 0 };
}

/** The name of an organisation loaded before, if any. */
export function orgNameOf(orgId: number): string | undefined {
  return knownNames.get(orgId);
}

/** A value that follows `value` once it has not changed for `ms` (the organisation search waits 800 ms). */
export function useDebounced<T>(value: T, ms = ORG_SELECT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface OrgTreeState {
  tree: OrgTreeNode[];
  /** More matches than loaded: offer "load more". */
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
  /** Every id of the current tree (to expand all while searching). */
  ids: number[];
}

/** Query key of the organisation tree; invalidate it after organisations change. */
export const ORG_TREE_QUERY_KEY = ['org-tree-v2'] as const;

/**
 * The organisation tree of the signed-in user, 50 matches a page, searched by `orgName`
 * (debounce it before handing it in). A new search starts again at page 1.
 */
export function useOrgTree(orgName: string): OrgTreeState {
  const query = useInfiniteQuery({
    queryKey: [...ORG_TREE_QUERY_KEY, orgName],
    queryFn: ({ pageParam }) => fetchOrgTreePage(orgName, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * ORG_SELECT_PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const tree = useMemo(() => (query.data?.pages ?? []).reduce<OrgTreeNode[]>((acc, p) => mergeTrees(acc, p.tree), []), [query.data]);
  const ids = useMemo(() => allIds(tree), [tree]);
  const { hasNextPage, isFetching, fetchNextPage } = query;
  return {
    tree,
    ids,
    hasMore: hasNextPage,
    loading: isFetching,
    loadMore: () => {
      if (!isFetching) void fetchNextPage();
    },
  };
}
