import { DEFAULT_LANG, LANGS, type Lang, matchLang } from '@vr/contracts';

/** Each language named in its own tongue, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The stored choice wins, then the browser's languages in their order of
 * preference ('es-ES' -> es), then English.
 */
export function resolveLanguage(stored: string | null | undefined, browser: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const candidate of browser) {
    const lang = matchLang(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** The value for `<html lang>`. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };
