export const LANGS = ['zh', 'en', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Maps a header or browser language ("es-ES", "zh_CN", "ja") to one of ours, or undefined. */
export function matchLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  for (const part of value.split(',')) {
    const base = part.trim().split(';')[0]!.toLowerCase().split(/[-_]/)[0];
    if ((LANGS as readonly string[]).includes(base ?? '')) return base as Lang;
  }
  return undefined;
}

export function normalizeLang(value: string | null | undefined): Lang {
  return matchLang(value) ?? DEFAULT_LANG;
}

/** One text in every language we speak: menu titles, export headers, built-in labels, server messages. */
export type Translations = Record<Lang, string>;

/** One key's text in every language, from resources held by language. */
export function textsOf<K extends string>(byLang: Record<Lang, Record<K, string>>, key: K): Translations {
  return { zh: byLang.zh[key], en: byLang.en[key], es: byLang.es[key], ja: byLang.ja[key] };
}

/** The text of `translations` in `lang`. */
export function pick(translations: Translations, lang: Lang): string {
  return translations[lang];
}

/** Fills `{{name}}` placeholders, as i18next does. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
