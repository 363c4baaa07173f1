import type { Lang } from './i18n.js';

type Params = Record<string, string | number>;

/**
 * A translation function that remembers its answers. The resources never change while a process
 * runs, so the same key, language and parameters always give the same text; i18next's own lookup
 * (parsing the key, nesting, interpolation, plurals) cost about a fifth of the server's CPU on a
 * list that names twenty rows' fields in the reader's language. Bounded: when full it starts
 * again, so texts made of data (a parameter value) cannot grow it without end.
 */
export function remembered(translate: (lang: Lang, key: string, params?: Params) => string, max = 20_000) {
  const known = new Map<string, string>();
  return (lang: Lang, key: string, params?: Params): string => {
    const id = params ? `${lang}\u0001${key}\u0001${JSON.stringify(params)}` : `${lang}\u0001${key}`;
    const hit = known.get(id);
    if (hit !== undefined) return hit;
    const answer = translate(lang, key, params);
    if (known.size >= max) known.clear();
    known.set(id, answer);
    return answer;
  };
}

/** A yes/no question about a key that remembers its answers, bounded as `remembered`. */
export function rememberedTest(test: (key: string) => boolean, max = 20_000): (key: string) => boolean {
  const known = new Map<string, boolean>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const answer = test(key);
    if (known.size >= max) known.clear();
    known.set(key, answer);
    return answer;
  };
}
