/**
 * The tab bar's rules, as pure functions over the list of open tabs, so
 * they can be tested without a browser. A tab is keyed by its full path (path + query): the
 * keep-alive cache uses the same key (design.md: vue-element-admin keyed its cache by route
 * name and lost pages in nested routes).
 */
export interface TabView {
  /** Full path: pathname plus query string. */
  path: string;
  /** Pinned: cannot be closed, survives close-others and close-all. */
  affix?: boolean;
  /** meta.noCache: the page is not kept alive when left. */
  noCache?: boolean;
  /**
   * What makes two paths the same tab, for pages whose path carries a view of one thing (a
   * device's detail over a date range): another view of it replaces the tab instead of adding one.
   */
  identity?: string;
}

export interface TabsState {
  visited: TabView[];
  /** Full paths of pages kept alive. */
  cached: string[];
}

export const HOME_PATH = '/';

export const EMPTY_TABS: TabsState = { visited: [], cached: [] };

/** The pathname of a full path (its query dropped). */
export const pathnameOf = (fullPath: string): string => fullPath.split(/[?#]/)[0] ?? fullPath;

/** Opens a tab for a visited page (once), and keeps it alive unless it says noCache. */
export function addView(state: TabsState, view: TabView): TabsState {
  const replaced = view.identity ? state.visited.find((v) => v.identity === view.identity && v.path !== view.path) : undefined;
  if (replaced) {
    const visited = state.visited.map((v) => (v === replaced ? { ...view, affix: v.affix || view.affix } : v));
    return addView({ visited, cached: state.cached.filter((p) => p !== replaced.path) }, view);
  }
  const existing = state.visited.find((v) => v.path === view.path);
  const visited = existing
    ? state.visited.map((v) => (v.path === view.path ? { ...v, ...view, affix: v.affix || view.affix } : v))
    : [...state.visited, view];
  const cached = view.noCache || state.cached.includes(view.path) ? state.cached : [...state.cached, view.path];
  return { visited, cached: view.noCache ? cached.filter((p) => p !== view.path) : cached };
}

/** Pinned tabs go first, in the order given (e.g. home, then the menu's affix entries). */
export function withAffix(state: TabsState, affix: readonly TabView[]): TabsState {
  const pinned = affix.map((a) => ({ ...a, affix: true }));
  const rest = state.visited.filter((v) => !pinned.some((p) => p.path === v.path));
  return { ...state, visited: [...pinned, ...rest] };
}

/** Drops a page from the keep-alive cache (refresh): it is mounted afresh on the next visit. */
export function dropCache(state: TabsState, path: string): TabsState {
  return { ...state, cached: state.cached.filter((p) => p !== path) };
}

/** Where to go after the active tab closed: the last remaining tab, else home. */
export function nextAfterClose(visited: readonly TabView[]): string {
  return visited.at(-1)?.path ?? HOME_PATH;
}

export interface CloseResult {
  state: TabsState;
  /** Where to navigate, when the active tab was closed. */
  navigateTo?: string;
}

const keepCache = (state: TabsState, visited: TabView[]): TabsState => ({
  visited,
  cached: state.cached.filter((p) => visited.some((v) => v.path === p)),
});

/** Closes one tab (never a pinned one). */
export function closeView(state: TabsState, path: string, active: string): CloseResult {
  const target = state.visited.find((v) => v.path === path);
  if (!target || target.affix) return { state };
  const next = keepCache(
    state,
    state.visited.filter((v) => v.path !== path),
  );
  return path === active ? { state: next, navigateTo: nextAfterClose(next.visited) } : { state: next };
}

/** Closes every tab but the pinned ones and `path`, which becomes active. */
export function closeOthers(state: TabsState, path: string, active: string): CloseResult {
  const next = keepCache(
    state,
    state.visited.filter((v) => v.affix || v.path === path),
  );
  return path === active ? { state: next } : { state: next, navigateTo: path };
}

/** Closes every tab but the pinned ones; the view goes to the last remaining tab, else home. */
export function closeAll(state: TabsState, active: string): CloseResult {
  const next = keepCache(
    state,
    state.visited.filter((v) => v.affix),
  );
  const stays = next.visited.some((v) => v.path === active);
  return stays ? { state: next } : { state: next, navigateTo: nextAfterClose(next.visited) };
}

/** Full paths whose pages stay mounted: the cached ones, plus the active one. */
export function mountedKeys(state: TabsState, active: string): string[] {
  const open = state.cached.filter((p) => state.visited.some((v) => v.path === p));
  return open.includes(active) ? open : [...open, active];
}

/** Parses tabs persisted in storage; anything unusable becomes no tabs. */
export function parseStoredTabs(raw: string | null): TabView[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (v): v is TabView => !!v && typeof v === 'object' && typeof (v as TabView).path === 'string' && (v as TabView).path.startsWith('/'),
      )
      .map((v) => ({
        path: v.path,
        ...(v.affix ? { affix: true } : {}),
        ...(v.noCache ? { noCache: true } : {}),
        ...(typeof v.identity === 'string' ? { identity: v.identity } : {}),
      }));
  } catch {
    return [];
  }
}
