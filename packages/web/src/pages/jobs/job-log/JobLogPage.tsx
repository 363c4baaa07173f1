import { EyeOutlined } from '@ant-design/icons';
import { JOB_ENDPOINTS, JOB_PERMS, type JobLog } from '@vr/contracts';
import { Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  defineScreen,
  idColumn,
  ListPage,
  ListScreenSearch,
  ListScreenTable,
  type ScreenColumn,
  SearchSelect,
  useListScreen,
} from '../../../components/list-page';
import { jobApi } from '../job/api';
import { CleanJobLogButton, JobLogHeader, useJobName } from './JobLogHeader';
import { JobLogDetail } from './JobLogDetail';
import { RUN_STATUS_OPTIONS, RunStatusTag, TRIGGER_COLORS, TRIGGER_OPTIONS } from './run-status';

/** On one job's log its name, group and target are in the title: the rows and filters leave them out. */
const PER_JOB = new Set(['jobName', 'jobGroup', 'invokeTarget']);

const COLUMNS: ScreenColumn<JobLog>[] = [
  idColumn('jobLogId', 'jobs:log.field.jobLogId'),
  { key: 'jobName', priority: 1, label: 'jobs:field.jobName', sortable: true, width: 200, ellipsis: true, search: 'text' },
  { key: 'jobGroup', priority: 4, label: 'jobs:field.jobGroup', width: 100 },
  {
    key: 'invokeTarget',
    priority: 4,
    label: 'jobs:field.invokeTarget',
    width: 190,
    render: (row) => <Typography.Text code>{row.invokeTarget}</Typography.Text>,
  },
  // The filter bar keeps its order: the outcome before the trigger.
  {
    key: 'status',
    label: 'jobs:log.field.status',
    searchOnly: true,
    search: { type: 'custom', input: <SearchSelect options={RUN_STATUS_OPTIONS} width={140} testId="search-status" /> },
  },
  {
    key: 'trigger',
    priority: 3,
    label: 'jobs:log.field.trigger',
    width: 120,
    render: (row, ctx) => <Tag color={TRIGGER_COLORS[row.trigger]}>{ctx.text(`jobs:log.trigger.${row.trigger}`)}</Tag>,
    search: { type: 'custom', input: <SearchSelect options={TRIGGER_OPTIONS} width={150} /> },
  },
  { key: 'startTime', priority: 1, label: 'jobs:log.field.startTime', sortable: true, width: 170, render: 'dateTime' },
  { key: 'durationMs', priority: 3, label: 'jobs:log.field.duration', sortable: true, width: 120 },
  {
    key: 'status',
    priority: 1,
    label: 'jobs:log.field.status',
    sortable: true,
    width: 100,
    render: (row, ctx) => <RunStatusTag value={row.status} text={ctx.text} />,
  },
  {
    key: 'message',
    priority: 2,
    label: 'jobs:log.field.message',
    ellipsis: true,
    width: 260,
    render: (row) => (row.status === 1 ? row.exceptionInfo?.split('\n')[0] : row.jobMessage) ?? '',
  },
  { key: 'range', label: 'jobs:log.field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
];

const jobLogScreen = (jobId: number, view: (row: JobLog) => void) =>
  defineScreen({
    endpoint: JOB_ENDPOINTS.logList,
    key: 'job-log',
    tableId: 'monitor-job-log',
    testId: 'job-log-page',
    namespaces: ['jobs'],
    rowKey: 'jobLogId',
    permissions: { list: JOB_PERMS.list, remove: JOB_PERMS.remove, export: JOB_PERMS.export },
    columns: jobId ? COLUMNS.filter((c) => !PER_JOB.has(c.key)) : COLUMNS,
    // "Clear" (the page's own) between the batch delete and the export.
    toolbar: ['batchDelete', 'extra', 'export'],
    rowActions: [{ key: 'view', label: 'common:action.view', icon: <EyeOutlined />, onClick: view }, 'delete'],
    // Runs have no name: the confirmation counts them.
    remove: { call: jobApi.removeLogs, name: () => '' },
    export: { kind: 'jobLogs', columnChoice: true },
  });

/** The job log (hidden route /monitor/job-log/index/{jobId}; 0 = every job). */
export default function JobLogPage() {
  const { jobId: param } = useParams();
  const jobId = Number(param);
  if (!Number.isInteger(jobId) || jobId < 0) return null;
  return <JobLogList key={jobId} jobId={jobId} />;
}

function JobLogList({ jobId }: { jobId: number }) {
  const [viewing, setViewing] = useState<JobLog | null>(null);
  const screen = useMemo(() => jobLogScreen(jobId, setViewing), [jobId]);
  const initialFilters = useMemo(() => (jobId ? { jobId } : {}), [jobId]);
  const state = useListScreen(screen, { initialFilters });
  const jobName = useJobName(jobId, state.query.rows[0]?.jobName);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      <JobLogHeader jobId={jobId} jobName={jobName} />
      <ListScreenTable state={state} extra={<CleanJobLogButton jobId={jobId} jobName={jobName} onDone={state.afterChange} />} />
      <JobLogDetail row={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
