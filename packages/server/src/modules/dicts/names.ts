import type { Lang } from '@vr/contracts';
import { BUILT_IN_DICTS } from './builtin.js';

const NAMES = new Map(BUILT_IN_DICTS.map((dict) => [dict.type, dict.name]));

/** The name a built-in type is stored with: one language, the others come from the code. */
export const storedBuiltInName = (name: { en: string }): string => name.en;

/**
 * A built-in type is named in the reader's language while it still carries a name it was seeded
 * with (in any language, or the former "zh / en" pair); a name an administrator chose is kept as is.
 */
export function dictTypeName(dictType: string, stored: string, lang: Lang): string {
  const name = NAMES.get(dictType);
  if (!name) return stored;
  return isSeededName(dictType, stored) ? name[lang] : stored;
}

export function isSeededName(dictType: string, text: string): boolean {
  const name = NAMES.get(dictType);
  return !!name && [...Object.values(name), `${name.zh} / ${name.en}`].includes(text);
}

/** The built-in types whose name contains `term` in any language. */
export function builtInTypesNamed(term: string): string[] {
  const needle = term.toLocaleLowerCase();
  return [...NAMES].filter(([, name]) => Object.values(name).some((n) => n.toLocaleLowerCase().includes(needle))).map(([type]) => type);
}
