import { create } from 'zustand';
import { RECENT_KEY_PREFIX, TABS_KEY_PREFIX } from './session';
import {
  EMPTY_TABS,
  type TabView,
  type TabsState,
  addView,
  closeAll,
  closeOthers,
  closeView,
  dropCache,
  parseStoredTabs,
  withAffix,
} from './tabs-logic';

/** Pages shown on the home screen as recently visited. */
export const RECENT_LIMIT = 8;

interface TabsStore extends TabsState {
  /** The signed-in user whose tabs these are (storage key), once restored. */
  userId: number | null;
  persist: boolean;
  /** Recently visited full paths, newest first. */
  recent: string[];
  /** Restores the user's tabs (when persisted) and pins the affix ones; `known` drops tabs no route serves now. */
  restore(userId: number, affix: TabView[], persist: boolean, known: (path: string) => TabView | null): void;
  setPersist(persist: boolean): void;
  visit(view: TabView): void;
  /** Each answers where to navigate, if anywhere. */
  close(path: string, active: string): string | undefined;
  closeOthers(path: string, active: string): string | undefined;
  closeAll(active: string): string | undefined;
  dropCache(path: string): void;
}

const tabsKey = (userId: number) => `${TABS_KEY_PREFIX}${userId}`;
const recentKey = (userId: number) => `${RECENT_KEY_PREFIX}${userId}`;

function readRecent(userId: number): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.startsWith('/')).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export const useTabsStore = create<TabsStore>()((set, get) => {
  const apply = (state: TabsState) => {
    set(state);
    const { userId, persist } = get();
    if (userId !== null && persist) localStorage.setItem(tabsKey(userId), JSON.stringify(state.visited));
  };
  return {
    ...EMPTY_TABS,
    userId: null,
    persist: true,
    recent: [],
    restore(userId, affix, persist, known) {
      const stored = persist ? parseStoredTabs(localStorage.getItem(tabsKey(userId))) : [];
      if (!persist) localStorage.removeItem(tabsKey(userId));
      const visited = stored.flatMap((v) => {
        const view = known(v.path);
        return view ? [{ ...view, path: v.path }] : [];
      });
      // Restored tabs are not mounted (nor cached) until they are visited again.
      const restored = withAffix({ visited, cached: [] }, affix);
      set({ userId, persist, recent: readRecent(userId).filter((p) => known(p)) });
      apply(restored);
    },
    setPersist(persist) {
      const { userId, visited } = get();
      set({ persist });
      if (userId === null) return;
      if (persist) localStorage.setItem(tabsKey(userId), JSON.stringify(visited));
      else localStorage.removeItem(tabsKey(userId));
    },
    visit(view) {
      apply(addView(get(), view));
      const { userId } = get();
      const recent = [view.path, ...get().recent.filter((p) => p !== view.path)].slice(0, RECENT_LIMIT);
      set({ recent });
      if (userId !== null) localStorage.setItem(recentKey(userId), JSON.stringify(recent));
    },
    close(path, active) {
      const result = closeView(get(), path, active);
      apply(result.state);
      return result.navigateTo;
    },
    closeOthers(path, active) {
      const result = closeOthers(get(), path, active);
      apply(result.state);
      return result.navigateTo;
    },
    closeAll(active) {
      const result = closeAll(get(), active);
      apply(result.state);
      return result.navigateTo;
    },
    dropCache(path) {
      apply(dropCache(get(), path));
    },
  };
});
