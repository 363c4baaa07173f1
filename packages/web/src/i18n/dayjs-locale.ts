import type { Lang } from '@vr/contracts';
import dayjs from 'dayjs';

/** dayjs month and weekday names; English is built in. Only signed-in screens show dates. */
const locales: Record<Lang, { name: string; load?: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en' },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};

export async function applyDayjsLocale(lang: Lang): Promise<void> {
  const locale = locales[lang];
  await locale.load?.();
  dayjs.locale(locale.name);
}
