import type { Lang } from '@vr/contracts';
import type en from '../../../contracts/src/locales/screens/scanOrder/en.json';

/*
 * The ordering page's texts: the scanOrder namespace in the customer's language, loaded as one
 * small JSON chunk (no i18next: the page's bundle stays small).
 */
type Texts = typeof en;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Texts['page']>;

const files = import.meta.glob<{ default: Texts }>('../../../contracts/src/locales/screens/scanOrder/*.json');

const LANGS: readonly Lang[] = ['zh', 'en', 'es', 'ja'];

/** The first of the browser's languages among the four, else English. */
export function browserLang(): Lang {
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0] as Lang;
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

export type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

export async function loadTexts(lang: Lang): Promise<Translate> {
  const file =
    files[`../../../contracts/src/locales/screens/scanOrder/${lang}.json`] ??
    files['../../../contracts/src/locales/screens/scanOrder/en.json']!;
  const page = (await file()).default.page as Record<string, unknown>;
  return (key, params) => {
    let node: unknown = page;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  };
}
