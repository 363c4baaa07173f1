import { LANGS, type Lang } from '@vr/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/language';
import { useAppStore } from '../stores/app';
import styles from './language-select.module.css';

/**
 * The language choice on the login page: stores it and reloads the page. Radio buttons drawn
 * as antd's small Segmented: antd's own brings its tooltip and popup positioning along (~14 KB
 * gzip on the login route), its Select ~40 KB.
 */
export function LanguageSelect({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const name = useId();
  const language = useAppStore((s) => s.language);
  const switchLanguage = useAppStore((s) => s.switchLanguage);
  return (
    <div role="radiogroup" aria-label={t('lang.label')} data-testid={testId} className={styles.track}>
      {LANGS.map((lang: Lang) => (
        <label key={lang} className={lang === language ? `${styles.item} ${styles.selected}` : styles.item}>
          <input type="radio" name={name} value={lang} checked={lang === language} onChange={() => switchLanguage(lang)} />
          <span title={LANGUAGE_NAMES[lang]}>{LANGUAGE_NAMES[lang]}</span>
        </label>
      ))}
    </div>
  );
}
