import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { CONFIG_PERMS, LOG_RETENTION_API, type LogKind, type LogRetention } from '@vr/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { get } from '../../../api/request';
import { useHasPermission } from '../../../components/authorized/use-permission';

/**
 * How long a log keeps its entries (a parameter the purge job reads): a read-only line above the
 * log's table, linking to Parameter settings for those who may change it.
 */
export function RetentionHint({ kind }: { kind: LogKind }) {
  const { t } = useTranslation('logs');
  const canEdit = useHasPermission(CONFIG_PERMS.list);
  const { data } = useQuery({
    queryKey: ['log-retention'],
    queryFn: async () => (await get<LogRetention[]>(LOG_RETENTION_API, undefined, { silent: true })).data ?? [],
    staleTime: 60_000,
  });
  const entry = data?.find((r) => r.kind === kind);
  if (!entry) return null;
  const text =
    entry.days === null
      ? t('retention.none', { name: entry.configName })
      : t('retention.days', { count: entry.days, name: entry.configName });
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="retention-hint">
      <ClockCircleOutlined /> {text}
      {canEdit ? (
        <>
          {' '}
          <Link to="/system/config">{t('retention.link')}</Link>
        </>
      ) : null}
    </Typography.Text>
  );
}
