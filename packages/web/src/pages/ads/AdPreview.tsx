import { PlayCircleOutlined } from '@ant-design/icons';
import type { AdKind } from '@vr/contracts';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';

/** A material's picture, or its video's first frame with a play mark (it plays when clicked). */
export function AdPreview({ kind, url, size = 48 }: { kind: AdKind; url: string; size?: number }) {
  const { t } = useTranslation('ads');
  if (kind === 'image') {
    return <Image src={url} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} alt={t('field.preview')} />;
  }
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: size * 1.6, height: size }}>
      <video
        src={url}
        controls={size > 60}
        preload="metadata"
        muted
        style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 4, background: '#000' }}
        aria-label={t('field.preview')}
      />
      {size <= 60 ? (
        <PlayCircleOutlined
          style={{
            position: 'absolute',
            inset: 0,
            margin: 'auto',
            fontSize: size / 2.5,
            color: '#fff',
            height: 'fit-content',
            width: 'fit-content',
          }}
        />
      ) : null}
    </span>
  );
}
