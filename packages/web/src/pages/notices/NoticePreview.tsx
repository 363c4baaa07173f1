import type { SysNotice } from '@vr/contracts';
import { Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/rich-text';
import { formatDateTime } from '../../utils/format';
import { noticeTypeColor } from './notice-labels';

/** A notice as its recipients read it: type, author, time and the sanitised content. */
export function NoticePreview({ notice, onClose }: { notice: SysNotice | null; onClose(): void }) {
  const { t } = useTranslation('notices');
  return (
    <Modal open={notice !== null} title={notice?.noticeTitle} width={720} footer={null} onCancel={onClose} destroyOnHidden>
      {notice && (
        <>
          <Typography.Paragraph type="secondary">
            <Tag color={noticeTypeColor(notice.noticeType)}>{t(`type.${notice.noticeType}`)}</Tag>
            {notice.createBy} · {formatDateTime(notice.createTime)}
          </Typography.Paragraph>
          <RichTextView html={notice.noticeContent} testId="notice-preview" />
        </>
      )}
    </Modal>
  );
}
