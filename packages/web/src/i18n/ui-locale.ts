import type { Lang } from '@vr/contracts';
import type { Locale } from 'antd/es/locale';

/** antd texts for the active language, fetched on demand. */
const antdLocales: Record<Lang, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
};

export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  return (await antdLocales[lang]()).default;
}
