import type { Lang } from '@vr/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG } from './language';
import { namespaceBackend } from './namespaces';
import type Resources from '../../../contracts/src/locales/screens/translation/en.json';

/** Only the active language is downloaded; switching language reloads the page. */
const resources: Record<Lang, () => Promise<{ default: typeof Resources }>> = {
  zh: () => import('../../../contracts/src/locales/screens/translation/zh.json'),
  en: () => import('../../../contracts/src/locales/screens/translation/en.json'),
  es: () => import('../../../contracts/src/locales/screens/translation/es.json'),
  ja: () => import('../../../contracts/src/locales/screens/translation/ja.json'),
};

export async function setupI18n(lang: Lang): Promise<void> {
  const { default: translation } = await resources[lang]();
  await i18next
    .use(initReactI18next)
    .use(namespaceBackend)
    .init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation } },
      // The core texts come with the app; each screen area's namespace is fetched on first use.
      partialBundledLanguages: true,
      ns: ['translation'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = HTML_LANG[lang];
}

export { i18next };
