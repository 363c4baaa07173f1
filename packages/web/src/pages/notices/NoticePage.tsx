import { EyeOutlined } from '@ant-design/icons';
import { NOTICE_API, NOTICE_ENDPOINTS, NOTICE_PERMS, type SysNotice, noticeSchema } from '@vr/contracts';
import { Tag, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { del, post, put } from '../../api/request';
import { createTimeColumn, defineScreen, ListScreen } from '../../components/list-page';
import { NOTICE_STATUS_LABELS, NOTICE_TYPE_LABELS, noticeTypeColor } from './notice-labels';
import { NoticeFields } from './NoticeFields';
import { NoticePreview } from './NoticePreview';

const noticeScreen = (preview: (notice: SysNotice) => void) =>
  defineScreen({
    endpoint: NOTICE_ENDPOINTS.list,
    key: 'system-notice',
    testId: 'notice-page',
    namespaces: ['notices'],
    rowKey: 'noticeId',
    permissions: NOTICE_PERMS,
    columns: [
      { key: 'noticeTitle', priority: 1, label: 'notices:field.noticeTitle', sortable: true, ellipsis: true, width: 240, search: 'text' },
      {
        key: 'noticeType',
        priority: 2,
        label: 'notices:field.noticeType',
        sortable: true,
        width: 120,
        search: { type: 'select', options: NOTICE_TYPE_LABELS },
        render: (row, ctx) => <Tag color={noticeTypeColor(row.noticeType)}>{ctx.text(`notices:type.${row.noticeType}`)}</Tag>,
      },
      {
        key: 'status',
        priority: 1,
        label: 'notices:field.status',
        sortable: true,
        width: 110,
        search: { type: 'select', options: NOTICE_STATUS_LABELS },
        render: (row, ctx) => (
          <Tag color={row.status === 0 ? 'green' : 'default'}>
            {ctx.text(row.status === 0 ? 'notices:status.published' : 'notices:status.closed')}
          </Tag>
        ),
      },
      {
        key: 'targets',
        priority: 3,
        label: 'notices:field.targets',
        ellipsis: true,
        width: 220,
        // No target organisation: addressed to everyone.
        render: (row, ctx) =>
          row.targets.length ? (
            row.targets.map((x) => x.orgName).join(', ')
          ) : (
            <Typography.Text type="secondary">{ctx.text('notices:everyone')}</Typography.Text>
          ),
      },
      { key: 'createBy', priority: 4, label: 'notices:field.createBy', width: 140, ellipsis: true, search: 'text' },
      createTimeColumn({ label: 'notices:field.createTime', width: 170 }),
    ],
    toolbar: ['add', 'batchDelete'],
    rowActions: [{ key: 'view', label: 'notices:preview', icon: <EyeOutlined />, onClick: (row) => preview(row) }, 'edit', 'delete'],
    remove: { call: (ids: Key[]) => del(`${NOTICE_API.base}/${ids.join(',')}`), name: (row) => row.noticeTitle },
    form: {
      schema: noticeSchema,
      entity: 'notices:entity',
      size: 760,
      fields: () => <NoticeFields />,
      initialValues: (row) =>
        row
          ? {
              noticeTitle: row.noticeTitle,
              noticeType: row.noticeType,
              status: row.status,
              orgIds: row.targets.map((x) => x.orgId),
              noticeContent: row.noticeContent ?? '',
            }
          : { noticeType: 'notice', status: 0, orgIds: [], noticeContent: '' },
      create: (values) => post(NOTICE_API.base, values),
      update: (row, values) => put(NOTICE_API.base, { ...values, noticeId: row.noticeId }),
    },
  });

/** System → Notices: write, publish or close notices addressed to organisations. */
export default function NoticePage() {
  const [previewing, setPreviewing] = useState<SysNotice | null>(null);
  const screen = useMemo(() => noticeScreen(setPreviewing), []);
  return (
    <>
      <ListScreen screen={screen} />
      <NoticePreview notice={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
