import type { Lang, NavMenuItem } from '@vr/contracts';
import Fuse from 'fuse.js';
import { pinyin } from 'pinyin-pro';
import { isExternalPath, resolvePath } from '../sidebar-tree';

/** One page the header search can find (fuzzy over menu titles, pinyin in Chinese). */
export interface SearchEntry {
  /** Route path, or the URL of an external link. */
  path: string;
  /** Titles from the top directory down to the page. */
  titles: string[];
  /** Full pinyin of every title segment (Chinese only), e.g. ["xitongguanli", "shebei"]. */
  pinyin: string[];
  /** Pinyin initials of every segment, e.g. ["xtgl", "sb"]. */
  initials: string[];
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function pinyinOf(title: string): { full: string; initials: string } {
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const firsts = pinyin(title, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return { full: letters(syllables.join('')), initials: letters(firsts.join('')) };
}

/**
 * Every visible page of the menu with its title path. Unlike vue-element-admin (which kept
 * only the last segment's pinyin) every segment is indexed, in full pinyin and initials.
 */
export function buildSearchEntries(items: readonly NavMenuItem[], lang: Lang): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const walk = (nodes: readonly NavMenuItem[], parentPath: string, parentTitles: string[]) => {
    for (const item of nodes) {
      if (item.hidden) continue;
      const path = resolvePath(parentPath, item.path);
      const title = item.meta.title;
      // The server wraps a top-level page in a Layout of the same title: one segment, not two.
      const titles = parentTitles.at(-1) === title ? parentTitles : [...parentTitles, title];
      if (item.children && item.children.length > 0 && !isExternalPath(item.path)) {
        walk(item.children, path, titles);
        continue;
      }
      if (item.component === 'Layout' || item.component === 'ParentView') continue;
      const segments = lang === 'zh' ? titles.map(pinyinOf) : [];
      entries.push({ path, titles, pinyin: segments.map((s) => s.full), initials: segments.map((s) => s.initials) });
    }
  };
  walk(items, '', []);
  return entries;
}

export interface MenuSearch {
  search(query: string): SearchEntry[];
}

/** A fuzzy matcher over the entries' titles, and in Chinese their pinyin and initials. */
export function createMenuSearch(entries: readonly SearchEntry[]): MenuSearch {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'titles', weight: 0.5 },
      { name: 'pinyin', weight: 0.3 },
      { name: 'initials', weight: 0.2 },
    ],
    threshold: 0.35,
    ignoreLocation: true,
    minMatchCharLength: 1,
  });
  return {
    search(query) {
      const q = query.trim();
      if (!q) return [];
      const found = fuse.search(q, { limit: 20 }).map((r) => r.item);
      // Pinyin may be typed with spaces or apostrophes between syllables: "she bei".
      const joined = /^[a-z\s']+$/i.test(q) ? letters(q) : q;
      if (joined !== q) for (const r of fuse.search(joined, { limit: 20 })) if (!found.includes(r.item)) found.push(r.item);
      return found;
    },
  };
}
