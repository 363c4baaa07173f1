import { type Lang, type Translations, textsOf } from './i18n.js';
import en from './locales/messages/device-link/en.json' with { type: 'json' };
import zh from './locales/messages/device-link/zh.json' with { type: 'json' };
import es from './locales/messages/device-link/es.json' with { type: 'json' };
import ja from './locales/messages/device-link/ja.json' with { type: 'json' };

const DEVICE_LINK: Record<Lang, typeof en> = { en, zh, es, ja };

export type DeviceLinkMessageKey = keyof typeof en;

/**
 * A device link's answer in every language, read straight from its resources: the web's request
 * wrapper recognises these texts on every page, the sign-in page included, which must not load
 * every area's messages.
 */
export function deviceLinkTexts(key: DeviceLinkMessageKey): Translations {
  return textsOf(DEVICE_LINK, key);
}
