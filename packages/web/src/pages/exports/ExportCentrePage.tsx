import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_TASK_API, EXPORT_TASK_ENDPOINTS, EXPORT_TASK_PERMS, EXPORT_TASK_STATE, type ExportTaskRow } from '@vr/contracts';
import { Progress, Typography } from 'antd';
import { del, getBlob } from '../../api/request';
import { codedColumn, CodedSelect } from '../../components/coded-tag';
import { defineScreen, ListScreen, saveBlob } from '../../components/list-page';
import { formatDateTime } from '../../utils/format';

const f = (key: string) => `exportCentre:field.${key}`;
const { queued, running, done, failed } = EXPORT_TASK_STATE;

/** A size in bytes as people read it (KB, MB, GB). */
export function readableSize(bytes: number | null): string {
  if (bytes === null) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

const inProgress = (row: ExportTaskRow) => row.state === queued.code || row.state === running.code;

const exportCentreScreen = defineScreen({
  endpoint: EXPORT_TASK_ENDPOINTS.list,
  key: 'export-task',
  tableId: 'report-export-task',
  testId: 'export-centre-page',
  namespaces: ['exportCentre'],
  permissions: { list: EXPORT_TASK_PERMS.list, remove: EXPORT_TASK_PERMS.remove },
  columns: [
    { key: 'range', label: f('timeRange'), searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    { key: 'kindName', label: f('kind'), priority: 1, width: 150, ellipsis: true },
    codedColumn('state', f('state'), EXPORT_TASK_STATE, {
      sortable: false,
      width: 100,
      tagTestId: () => 'export-state',
      search: { type: 'custom', input: <CodedSelect statuses={EXPORT_TASK_STATE} width={140} testId="search-state" />, name: 'state' },
    }),
    {
      key: 'progress',
      label: f('progress'),
      priority: 1,
      width: 200,
      render: (row, ctx) => {
        if (row.state === failed.code) {
          return (
            <Typography.Text type="danger" data-testid="export-error">
              {ctx.text('exportCentre:failed', { reason: row.error ?? '' })}
            </Typography.Text>
          );
        }
        const total = row.expectedRows ?? 0;
        const percent = row.state === done.code ? 100 : total > 0 ? Math.min(99, Math.floor((row.progressRows / total) * 100)) : 0;
        return (
          <div data-testid="export-progress">
            <Progress
              percent={percent}
              size="small"
              status={inProgress(row) ? 'active' : row.state === done.code ? 'success' : 'normal'}
              aria-label={ctx.text('exportCentre:field.progress')}
            />
            {inProgress(row) && total > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ctx.text('exportCentre:progressOf', { done: row.progressRows.toLocaleString(), total: total.toLocaleString() })}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      key: 'rowCount',
      label: f('rowCount'),
      priority: 2,
      width: 100,
      align: 'right',
      render: (row, ctx) => (row.rowCount === null ? '—' : ctx.text('exportCentre:rows', { count: row.rowCount })),
    },
    { key: 'byteSize', label: f('byteSize'), priority: 3, width: 90, align: 'right', render: (row) => readableSize(row.byteSize) },
    { key: 'requesterName', label: f('requester'), priority: 2, width: 110 },
    { key: 'createdAt', label: f('createdAt'), priority: 2, width: 165, sortable: true, render: 'dateTime' },
    { key: 'finishedAt', label: f('finishedAt'), priority: 3, width: 165, sortable: true, render: 'dateTime' },
    { key: 'expiresAt', label: f('expiresAt'), priority: 4, width: 165, render: (row) => formatDateTime(row.expiresAt) || '—' },
    { key: 'fileName', label: f('fileName'), priority: 4, width: 220, ellipsis: true },
  ],
  toolbar: ['batchDelete'],
  rowActions: [
    {
      key: 'download',
      label: 'exportCentre:action.download',
      icon: <DownloadOutlined />,
      disabled: (row) => row.state !== done.code,
      onClick: (row) => {
        void getBlob(`${EXPORT_TASK_API.download}/${row.id}`, undefined, { timeout: 600_000 })
          .then((blob) => saveBlob(blob, row.fileName))
          .catch(() => undefined);
      },
    },
    'delete',
  ],
  remove: { call: (ids) => del(`${EXPORT_TASK_API.remove}/${ids.join(',')}`), name: (row) => row.fileName },
  // Every 2 s while a task of the page is queued or running.
  refetchInterval: (rows) => (rows.some(inProgress) ? 2000 : false),
});

/** Reports → Export download: the background exports, their progress and files. */
export default function ExportCentrePage() {
  return <ListScreen screen={exportCentreScreen} />;
}
