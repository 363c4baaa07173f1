import { BellOutlined } from '@ant-design/icons';
import { NOTICE_API, type SysNotice, type UnreadNotices } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Empty, List, Modal, Popover, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { RichTextView } from '../../components/rich-text';
import { formatDateTime } from '../../utils/format';
import { HeaderTool } from '../header/HeaderTool';
import styles from './notice-bell.module.css';

export const NOTICE_UNREAD_KEY = ['notice-unread'];
/** The badge refreshes about once a minute. */
export const NOTICE_REFRESH_MS = 60_000;

/**
 * The header bell: the count of unread notices addressed to the user, a dropdown of the latest
 * ones, and the notice itself on click (which marks it read for this user).
 */
export function NoticeBell() {
  const { t } = useTranslation('notices');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const unread = useQuery({
    queryKey: NOTICE_UNREAD_KEY,
    refetchInterval: NOTICE_REFRESH_MS,
    queryFn: async () => (await get<UnreadNotices>(NOTICE_API.unread, undefined, { silent: true })).data ?? { count: 0, latest: [] },
  });
  const notice = useQuery({
    queryKey: ['notice-view', viewing],
    enabled: viewing !== null,
    queryFn: async () => {
      const res = await get<SysNotice & { read: boolean }>(`${NOTICE_API.view}/${viewing}`);
      if (res.data && !res.data.read) {
        await post(`${NOTICE_API.read}/${viewing}`, undefined, { silent: true }).catch(() => undefined);
        await client.invalidateQueries({ queryKey: NOTICE_UNREAD_KEY });
      }
      return res.data ?? null;
    },
  });
  const count = unread.data?.count ?? 0;
  const latest = unread.data?.latest ?? [];

  const content = (
    <div className={styles.dropdown} data-testid="notice-dropdown">
      <Typography.Text type="secondary">{count ? t('bell.unread', { count }) : t('bell.empty')}</Typography.Text>
      {latest.length > 0 ? (
        <List
          size="small"
          dataSource={latest}
          renderItem={(item) => (
            <List.Item
              key={item.noticeId}
              className={styles.item}
              data-testid="notice-item"
              onClick={() => {
                setOpen(false);
                setViewing(item.noticeId);
              }}
            >
              <List.Item.Meta
                title={
                  <span>
                    <Tag color={item.noticeType === 'announcement' ? 'orange' : 'blue'}>{t(`type.${item.noticeType}`)}</Tag>
                    {item.noticeTitle}
                  </span>
                }
                description={formatDateTime(item.createTime)}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      )}
    </div>
  );

  return (
    <>
      <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content} title={t('bell.label')}>
        <Badge count={count} size="small" offset={[-4, 4]} data-testid="notice-badge">
          <HeaderTool icon={<BellOutlined />} label={t('bell.label')} testId="notice-bell" />
        </Badge>
      </Popover>
      <Modal
        open={viewing !== null}
        width={720}
        title={notice.data?.noticeTitle}
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {notice.isLoading || !notice.data ? (
          <Spin />
        ) : (
          <div data-testid="notice-view">
            <Typography.Paragraph type="secondary">
              <Tag>{t(`type.${notice.data.noticeType}`)}</Tag>
              {notice.data.createBy} · {formatDateTime(notice.data.createTime)}
            </Typography.Paragraph>
            <RichTextView html={notice.data.noticeContent} testId="notice-view-content" />
          </div>
        )}
      </Modal>
    </>
  );
}
