import { LANGS } from '@vr/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/language';
import { useAppStore } from '../stores/app';

const options = LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

/**
 * The language choice on the login page: stores it and reloads the page. A segmented
 * control rather than a select: antd's Select would add ~40 KB gzip to the login route.
 */
export function LanguageSelect({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const switchLanguage = useAppStore((s) => s.switchLanguage);
  return (
    <Segmented
      data-testid={testId}
      aria-label={t('lang.label')}
      size="small"
      value={language}
      options={options}
      onChange={(value) => switchLanguage(value)}
    />
  );
}
