import { UserOutlined } from '@ant-design/icons';
import type { AlarmKind, Recipient } from '@vr/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const KIND_COLORS: Record<string, string> = { fault: 'red', warning: 'orange', material: 'blue' };

/** The alarm recipients of a partition, one a line, with the kinds of alarm each receives. */
export function ZoneRecipients({ recipients }: { recipients: Recipient[] }) {
  const { t } = useTranslation('points');
  return (
    <Space orientation="vertical" size={2}>
      {recipients.map((r) => (
        <span key={r.id}>
          {r.userId ? <UserOutlined style={{ marginInlineEnd: 4 }} /> : null}
          <Typography.Text strong>{r.recipientName}</Typography.Text>{' '}
          <Typography.Text type="secondary">{[r.phone, r.email].filter(Boolean).join(' · ')}</Typography.Text>{' '}
          {r.alarmKinds.map((kind: AlarmKind) => (
            <Tag key={kind} color={KIND_COLORS[kind]} style={{ marginInlineEnd: 2 }}>
              {t(`alarmKind.${kind}`)}
            </Tag>
          ))}
        </span>
      ))}
    </Space>
  );
}
