import { ReloadOutlined } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** The captcha beside the code field; clicking it (or Enter/Space on it) fetches a new one. */
export function CaptchaImage({ img, loading, onRefresh }: { img: string; loading: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRefresh();
    }
  };
  return (
    <div className={styles.captcha} title={t('login.captchaRefresh')}>
      {img ? (
        <img
          data-testid="login-captcha"
          src={img}
          alt={t('login.captchaAlt')}
          role="button"
          tabIndex={0}
          onClick={onRefresh}
          onKeyDown={onKeyDown}
        />
      ) : (
        <button type="button" className={styles.captchaEmpty} onClick={onRefresh} aria-label={t('login.captchaRefresh')}>
          <ReloadOutlined spin={loading} />
        </button>
      )}
    </div>
  );
}
