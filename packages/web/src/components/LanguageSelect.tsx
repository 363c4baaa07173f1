import { GlobalOutlined } from '@ant-design/icons';
import { LANGS } from '@vr/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/language';
import { useAppStore } from '../stores/app';

const options = LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

/** Spec §2 language choice: stores it and reloads the page. */
export function LanguageSelect({ testId, variant }: { testId?: string; variant?: 'borderless' | 'outlined' }) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const switchLanguage = useAppStore((s) => s.switchLanguage);
  return (
    <Select
      data-testid={testId}
      aria-label={t('lang.label')}
      value={language}
      options={options}
      onChange={switchLanguage}
      prefix={<GlobalOutlined />}
      variant={variant}
      popupMatchSelectWidth={false}
      style={{ minWidth: variant === 'borderless' ? undefined : 128 }}
    />
  );
}
