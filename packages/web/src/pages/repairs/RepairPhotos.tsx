import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { thumbnails } from './repair-rows';
import styles from './repairs.module.css';

interface RepairPhotosProps {
  urls: readonly string[];
  /** Side of a thumbnail in px. */
  size?: number;
  /** Thumbnails shown; the others open in the preview from them. */
  max?: number;
}

/** A repair record's photos as thumbnails; one opens a preview that pages through all of them. */
export function RepairPhotos({ urls, size = 32, max = 3 }: RepairPhotosProps) {
  const { t } = useTranslation('repairs');
  if (urls.length === 0) return <>{t('noPhotos')}</>;
  const { shown, more } = thumbnails(urls, max);
  return (
    <span className={styles.photos} data-testid="repair-photos">
      <Image.PreviewGroup>
        {urls.map((url, i) => (
          <Image
            key={`${i}-${url}`}
            src={url}
            width={size}
            height={size}
            className={styles.thumb}
            rootClassName={i < shown.length ? undefined : styles.hidden}
            alt={t('photoAlt', { n: i + 1 })}
          />
        ))}
      </Image.PreviewGroup>
      {more > 0 && <span className={styles.more}>+{more}</span>}
    </span>
  );
}
