import { CaretRightOutlined, FileSearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { JOB_API, JOB_ENDPOINTS, JOB_PERMS, jobSchema } from '@vr/contracts';
import { Typography } from 'antd';
import { post, put } from '../../../api/request';
import { defineScreen, ListScreen } from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { jobApi } from './api';
import { runJobOnce } from './job-actions';
import { HandlerCell, JobNameCell, LastRunCell, StatusSwitch } from './job-cells';
import { JobFields } from './JobForm';

const jobScreen = defineScreen({
  endpoint: JOB_ENDPOINTS.list,
  key: 'job',
  tableId: 'monitor-job',
  testId: 'job-page',
  namespaces: ['jobs'],
  rowKey: 'jobId',
  permissions: JOB_PERMS,
  columns: [
    { key: 'jobId', priority: 4, label: 'jobs:field.jobId', sortable: true, width: 70 },
    {
      key: 'jobName',
      priority: 1,
      label: 'jobs:field.jobName',
      sortable: true,
      width: 190,
      search: 'text',
      render: (row, ctx) => <JobNameCell row={row} ctx={ctx} />,
    },
    { key: 'jobGroup', priority: 4, label: 'jobs:field.jobGroup', sortable: true, width: 110, search: 'text' },
    {
      key: 'invokeTarget',
      priority: 3,
      label: 'jobs:field.invokeTarget',
      sortable: true,
      width: 180,
      render: (row) => <HandlerCell row={row} />,
    },
    {
      key: 'cronExpression',
      priority: 3,
      label: 'jobs:field.cronExpression',
      width: 150,
      render: (row) => <Typography.Text code>{row.cronExpression}</Typography.Text>,
    },
    {
      key: 'status',
      priority: 1,
      label: 'jobs:field.status',
      sortable: true,
      width: 90,
      render: (row, ctx) => <StatusSwitch row={row} ctx={ctx} />,
      search: {
        type: 'select',
        options: [
          { value: 0, label: 'jobs:status.normal' },
          { value: 1, label: 'jobs:status.paused' },
        ],
      },
    },
    {
      key: 'nextValidTime',
      priority: 2,
      label: 'jobs:field.nextValidTime',
      width: 170,
      render: (row) => formatDateTime(row.nextValidTime) || '—',
    },
    {
      key: 'lastRunTime',
      priority: 3,
      label: 'jobs:field.lastRun',
      sortable: true,
      width: 180,
      render: (row, ctx) => <LastRunCell row={row} ctx={ctx} />,
    },
  ],
  toolbar: [
    'add',
    'batchDelete',
    'export',
    {
      key: 'job-log-all',
      label: 'jobs:action.jobLog',
      icon: <UnorderedListOutlined />,
      permission: JOB_PERMS.list,
      onClick: (ctx) => void ctx.navigate('/monitor/job-log/index/0'),
    },
  ],
  rowActions: [
    'edit',
    { key: 'run', label: 'jobs:action.run', icon: <CaretRightOutlined />, permission: JOB_PERMS.changeStatus, onClick: runJobOnce },
    {
      key: 'log',
      label: 'jobs:action.log',
      icon: <FileSearchOutlined />,
      onClick: (row, ctx) => void ctx.navigate(`/monitor/job-log/index/${row.jobId}`),
    },
    'delete',
  ],
  // Built-in jobs stay (pause them instead).
  remove: { call: jobApi.remove, name: (row) => row.jobName, disabled: (row) => row.builtIn },
  export: { kind: 'jobs', columnChoice: true },
  form: {
    schema: jobSchema,
    entity: 'jobs:name',
    size: 620,
    fields: (row) => <JobFields job={row} />,
    initialValues: (row) => row ?? { jobGroup: 'DEFAULT', misfirePolicy: 0, concurrent: 1, status: 0, args: {} },
    create: (values) => post(JOB_API.base, values),
    update: (row, values) => put(JOB_API.base, { ...values, jobId: row.jobId }),
  },
});

/** System → Scheduled tasks: jobs, their schedules, pause/resume, run once, the log. */
export default function JobPage() {
  return <ListScreen screen={jobScreen} />;
}
