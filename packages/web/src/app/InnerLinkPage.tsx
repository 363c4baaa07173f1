import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberMarketingPrefix, withMemberMarketingQuery } from './member-marketing';
import { useUserStore } from '../stores/user';

/**
 * An InnerLink menu entry: an external page in a frame, the viewport's height minus 94.5 px, with a
 * loading message until it has loaded. The memberMarketingLink entry gets its encoded query.
 */
export default function InnerLinkPage({ src, title, memberMarketing }: { src: string; title: string; memberMarketing?: boolean }) {
  const { t } = useTranslation('shell');
  const token = useUserStore((s) => s.token);
  const [loading, setLoading] = useState(true);
  // Computed once per mount: the day in the query is the day the frame was opened.
  const [url] = useState(() => (memberMarketing ? withMemberMarketingQuery(src, token, memberMarketingPrefix(), new Date()) : src));
  return (
    <Spin spinning={loading} description={t('innerLink.loading')}>
      <iframe
        data-testid="inner-link-frame"
        key={url}
        src={url}
        title={title}
        onLoad={() => setLoading(false)}
        style={{ display: 'block', width: '100%', height: 'calc(100vh - 94.5px)', border: 0 }}
      />
    </Spin>
  );
}
