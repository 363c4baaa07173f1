import { format, type Lang, type Translations, textsOf } from './i18n.js';
import en from './locales/messages/core/en.json' with { type: 'json' };
import zh from './locales/messages/core/zh.json' with { type: 'json' };
import es from './locales/messages/core/es.json' with { type: 'json' };
import ja from './locales/messages/core/ja.json' with { type: 'json' };

const CORE: Record<Lang, typeof en> = { en, zh, es, ja };

export type CoreMessageKey = keyof typeof en;

/**
 * A core message (statuses, sign-in, session): what the web client's request wrapper and login
 * need, read straight from the core resources without every area's catalogue (the login route's
 * budget). The same texts `message()` gives.
 */
export function coreMessage(key: CoreMessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return format(CORE[lang][key], params);
}

/** A core message in every language, to recognise it whatever language it came in. */
export function coreTexts(key: CoreMessageKey): Translations {
  return textsOf(CORE, key);
}
