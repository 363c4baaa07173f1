import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { KNOWLEDGE_API, type KnowledgeArticle } from '@vr/contracts';
import { Button, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { get } from '../../api/request';
import { RichTextView } from '../../components/rich-text';
import { useBusinessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import styles from './reader.module.css';

/** One article (its title under the shell's page heading, so an h2) as maintenance staff read it, on a phone as on a desk: large text, images to the width. */
export default function KnowledgeReadPage() {
  const { t } = useTranslation(['knowledge', 'common']);
  const { id } = useParams();
  const navigate = useNavigate();
  const zone = useBusinessTimeZone();
  const query = useQuery({
    queryKey: ['knowledge-article', id],
    queryFn: async () => (await get<KnowledgeArticle>(`${KNOWLEDGE_API.articleBase}/${id}`)).data ?? null,
    retry: false,
  });
  const article = query.data;
  return (
    <article className={styles.page} data-testid="knowledge-reader">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} style={{ paddingInline: 0 }}>
        {t('knowledge:read.back')}
      </Button>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !article ? (
        <Empty description={t('knowledge:read.missing')} />
      ) : (
        <>
          <h2 className={styles.title}>{article.title}</h2>
          <Space wrap className={styles.meta}>
            <Tag>{article.className}</Tag>
            {article.state === 'draft' && <Tag>{t('knowledge:state.draft')}</Tag>}
            <Typography.Text type="secondary">
              {article.author ? `${article.author} · ` : ''}
              {formatDateTimeIn(article.updateTime, zone)}
            </Typography.Text>
          </Space>
          <div className={styles.body}>
            <RichTextView html={article.content} testId="knowledge-reader-content" />
          </div>
        </>
      )}
    </article>
  );
}
