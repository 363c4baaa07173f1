import type { Lang } from '@vr/contracts';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/**
 * antd texts for the active language, fetched on demand; English is antd's own default, in the
 * main bundle whatever we do, so it is taken from there.
 */
const antdLocales: Record<Lang, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: async () => ({ default: enUS }),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
};

export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  return (await antdLocales[lang]()).default;
}
