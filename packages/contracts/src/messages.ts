import i18next from 'i18next';
import { LANGS, type Lang, type Translations } from './i18n.js';
import { MESSAGE_AREAS } from './locales/messages.js';
import { remembered } from './remembered.js';

type Areas = typeof MESSAGE_AREAS;
/** The key of any area's message (`locales/messages/<area>/<lang>.json`). */
export type MessageKey = { [A in keyof Areas]: keyof Areas[A]['en'] }[keyof Areas] & string;

/** All areas' messages of one language, as one i18next namespace. */
const merged = (lang: Lang): Record<string, string> =>
  Object.assign({}, ...Object.values(MESSAGE_AREAS).map((area) => area[lang] as Record<string, string>)) as Record<string, string>;

const byLang = Object.fromEntries(LANGS.map((lang) => [lang, merged(lang)])) as Record<Lang, Record<string, string>>;

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  fallbackLng: false,
  ns: ['messages'],
  defaultNS: 'messages',
  // Keys are flat ("device.notFound" is one key): no nesting, no namespace prefix.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { messages: byLang[lang] }])),
});
// Typed by the web's own resources where it augments i18next: messages are looked up by plain key.
const t = translator.t.bind(translator) as unknown as (key: string, options: Record<string, unknown>) => string;

/** A stored key names one of the messages (a key stored by an older version may not). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(byLang.en, key);

const translated = remembered((lang, key, params) => {
  const count = params?.['count'];
  return t(key, { lng: lang, replace: params ?? {}, ...(typeof count === 'number' ? { count } : {}) });
});

/**
 * A message in `lang`, its `{{placeholders}}` filled from `params`. With a numeric `count`, the
 * language's plural form (`<key>_one`, `<key>_other`, falling back to `<key>`) is chosen by
 * i18next's rules.
 */
export function message(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return translated(lang, key, params);
}

/** A message in every language, unfilled: to recognise a text whatever language it came in. */
export function messageTexts(key: MessageKey): Translations {
  return Object.fromEntries(LANGS.map((lang) => [lang, byLang[lang][key] ?? key])) as Translations;
}

/**
 * Every message whose key starts with `prefix`, by the rest of its key, in every language: a group
 * of labels kept together ("point.field.siteName" → `messageGroup('point.field.').siteName`).
 */
export function messageGroup(prefix: string): Record<string, Translations> {
  const names = Object.keys(byLang.en).filter((key) => key.startsWith(prefix));
  return Object.fromEntries(names.map((key) => [key.slice(prefix.length), messageTexts(key as MessageKey)]));
}
