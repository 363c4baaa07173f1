import type { MobileConfigItem } from '@vr/contracts';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../components/menu-icon';
import styles from './mobile-config.module.css';

/** What the phone shows: the functions shown, in their order, as tiles. */
export function PhonePreview({ items }: { items: MobileConfigItem[] }) {
  const { t } = useTranslation('mobileConfig');
  const shown = items.filter((i) => i.visible);
  return (
    <Card size="small" className={styles.preview} title={t('preview')}>
      <div className={styles.phone} data-testid="mobile-preview">
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nothingShown')} />
        ) : (
          <div className={styles.grid}>
            {shown.map((i) => (
              <div key={i.funcKey} className={styles.tile}>
                <span className={styles.tileIcon}>{menuIcon(i.icon)}</span>
                <span className={styles.tileTitle}>{i.title || i.defaultTitle}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
