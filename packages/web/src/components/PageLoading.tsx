import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/**
 * Centred spinner while a screen's code or the signed-in user loads. Plain CSS: it shows
 * before any antd component's code has arrived.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-label={t('app.loading')} data-testid="page-loading">
      <span className={styles.spinner} />
    </div>
  );
}
