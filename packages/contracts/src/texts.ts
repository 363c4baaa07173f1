import i18next from 'i18next';
import { LANGS, type Lang, type Translations } from './i18n.js';
import { SCREEN_TEXTS } from './locales/screens.js';
import { remembered, rememberedTest } from './remembered.js';

/**
 * The screen texts of every area, for the server: menu titles, export headers, dictionary labels,
 * job names. The same resources the web shows (one source for a label the list and its export
 * both show). Imported as `@vr/contracts/texts`, never by the web, which loads them one
 * namespace at a time.
 */

type Screens = typeof SCREEN_TEXTS;
type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${infer Base}_${Plural}` ? Base : K) : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** `namespace:dotted.key` of a screen text (a plural is named without its `_one`/`_other`). */
export type TextKey = { [N in keyof Screens & string]: `${N}:${Paths<Screens[N]['en']>}` }[keyof Screens & string];

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  fallbackLng: false,
  ns: Object.keys(SCREEN_TEXTS),
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(Object.entries(SCREEN_TEXTS).map(([ns, byLang]) => [ns, byLang[lang]]))]),
  ),
});
const t = translator.t.bind(translator) as unknown as (key: string, options: Record<string, unknown>) => string;

const translated = remembered((lang, key, params) => {
  const count = params?.['count'];
  return t(key, { lng: lang, replace: params ?? {}, ...(typeof count === 'number' ? { count } : {}) });
});

/** A screen text in `lang`, `{{placeholders}}` filled; a numeric `count` picks the plural form. */
export function text(lang: Lang, key: TextKey, params?: Record<string, string | number>): string {
  return translated(lang, key, params);
}

/** A screen text in every language (menu titles and built-in labels are stored that way). */
export function texts(key: TextKey, params?: Record<string, string | number>): Translations {
  return Object.fromEntries(LANGS.map((lang) => [lang, text(lang, key, params)])) as Translations;
}

/** Whether a key names a screen text (in English, the reference language). */
export const isTextKey = (key: string): key is TextKey => textKeyExists(key);
const textKeyExists = rememberedTest((key) => translator.exists(key, { lng: 'en' }));
