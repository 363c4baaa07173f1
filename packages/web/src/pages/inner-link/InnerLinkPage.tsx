import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2 InnerLink: an external page in a frame, the viewport's height minus 94.5 px. */
export default function InnerLinkPage({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading} description={t('innerLink.loading')}>
      <iframe
        key={src}
        src={src}
        title={title}
        onLoad={() => setLoading(false)}
        style={{ display: 'block', width: '100%', height: 'calc(100vh - 94.5px)', border: 0 }}
      />
    </Spin>
  );
}
