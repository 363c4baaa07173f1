import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientErrorEntry, useErrorLogStore } from '../../stores/error-log';
import styles from '../layout.module.css';
import { HeaderTool } from './HeaderTool';

/** The error log: a badge with the count of caught errors and a dialog listing them. */
export function ErrorLogButton() {
  const { t } = useTranslation('shell');
  const errors = useErrorLogStore((s) => s.errors);
  const clear = useErrorLogStore((s) => s.clear);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={errors.length} size="small" offset={[-4, 4]}>
        <HeaderTool icon={<BugOutlined />} label={t('header.errorLog')} testId="error-log" onClick={() => setOpen(true)} />
      </Badge>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width={900}
        onCancel={() => setOpen(false)}
        footer={
          errors.length > 0 ? (
            <Popconfirm
              title={t('errorLog.clearConfirm')}
              onConfirm={clear}
              okButtonProps={{ 'data-testid': 'error-log-clear-ok' } as never}
            >
              <Button data-testid="error-log-clear">{t('errorLog.clear')}</Button>
            </Popconfirm>
          ) : null
        }
      >
        <Typography.Paragraph type="secondary">{t('errorLog.sent')}</Typography.Paragraph>
        <Table<ClientErrorEntry>
          data-testid="error-log-table"
          rowKey="id"
          size="small"
          dataSource={errors}
          pagination={false}
          scroll={{ y: 400 }}
          locale={{ emptyText: t('errorLog.empty') }}
          expandable={{
            rowExpandable: (r) => !!(r.stack || r.componentStack),
            expandedRowRender: (r) => <pre className={styles.errorStack}>{[r.stack, r.componentStack].filter(Boolean).join('\n')}</pre>,
          }}
          columns={[
            { key: 'time', title: t('errorLog.time'), width: 170, render: (_, r) => dayjs(r.time).format('YYYY-MM-DD HH:mm:ss') },
            { key: 'source', title: t('errorLog.source'), width: 150, render: (_, r) => <Tag>{t(`errorLog.sources.${r.source}`)}</Tag> },
            { key: 'message', title: t('errorLog.message'), dataIndex: 'message', ellipsis: true },
            { key: 'url', title: t('errorLog.url'), dataIndex: 'url', width: 200, ellipsis: true },
          ]}
        />
      </Modal>
    </>
  );
}
