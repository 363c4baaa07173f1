import { LANGS, type Lang } from '@vr/contracts';
import { text } from '@vr/contracts/texts';
import { BUILT_IN_DICTS, type BuiltInDict } from './builtin.js';

const NAMES = new Map(BUILT_IN_DICTS.map((dict) => [dict.type, dict.name]));
const DICTS = new Map(BUILT_IN_DICTS.map((dict) => [dict.type, dict]));

const REMARK_MAX = 200;

/**
 * The remark of a built-in type in one language: its values with their labels ("0 Normal, 1
 * Disabled"; a value that is a word, not a number, is left out, its label says it).
 */
export function builtInRemark(dict: BuiltInDict, lang: Lang): string {
  const parts = dict.entries.map(([value, , labels]) => (/^\d+$/.test(value) ? `${value} ${labels[lang]}` : labels[lang]));
  const remark = text(lang, 'dict:remark.values', { values: parts.join(text(lang, 'dict:remark.separator')) });
  return remark.length > REMARK_MAX ? `${remark.slice(0, REMARK_MAX - 1)}…` : remark;
}

/** The remark a built-in type is stored with (English); the reader sees it in its own language. */
export const storedBuiltInRemark = (dict: BuiltInDict): string => builtInRemark(dict, 'en');

/** A built-in type's remark in the reader's language while it is the seeded one; an administrator's text as typed. */
export function dictTypeRemark(dictType: string, stored: string | null, lang: Lang): string | null {
  const dict = DICTS.get(dictType);
  if (!dict || stored === null) return stored;
  return LANGS.some((l) => builtInRemark(dict, l) === stored) ? builtInRemark(dict, lang) : stored;
}

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
