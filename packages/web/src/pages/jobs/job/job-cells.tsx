import { JOB_PERMS, type Job } from '@vr/contracts';
import { Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { usePermissionCheck } from '../../../components/authorized/use-permission';
import type { ScreenContext } from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { toggleJob } from './job-actions';
import { useJobHandlers } from './use-job-handlers';

interface CellProps {
  row: Job;
  ctx: ScreenContext<Job>;
}

export function JobNameCell({ row, ctx }: CellProps) {
  return (
    <Space size={4}>
      <span>{row.jobName}</span>
      {row.builtIn && <Tag>{ctx.text('jobs:hint.builtIn')}</Tag>}
    </Space>
  );
}

/** The handler's title in the current language above its name; the arguments in the tooltip. */
export function HandlerCell({ row }: { row: Job }) {
  const { data } = useJobHandlers();
  const name = row.invokeTarget;
  return (
    <Tooltip title={Object.keys(row.args).length ? JSON.stringify(row.args) : undefined}>
      <div>{data?.find((h) => h.name === name)?.title ?? name}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} code>
        {name}
      </Typography.Text>
    </Tooltip>
  );
}

/** On while the job runs on its schedule; switching asks first (needs the change-status permission). */
export function StatusSwitch({ row, ctx }: CellProps) {
  const can = usePermissionCheck();
  return (
    <Tooltip title={ctx.text(row.status === 0 ? 'jobs:status.normal' : 'jobs:status.paused')}>
      <Switch
        size="small"
        checked={row.status === 0}
        disabled={!can(JOB_PERMS.changeStatus)}
        onChange={(on) => toggleJob(row, on, ctx)}
        data-testid={`job-status-${row.jobId}`}
        aria-label={ctx.text('common:a11y.rowStatus', { name: row.jobName })}
      />
    </Tooltip>
  );
}

export function LastRunCell({ row, ctx }: CellProps) {
  if (!row.lastRunTime) return <Typography.Text type="secondary">{ctx.text('jobs:hint.never')}</Typography.Text>;
  return (
    <Space size={4}>
      <span>{formatDateTime(row.lastRunTime)}</span>
      <Tag color={row.lastRunStatus === 1 ? 'error' : 'success'}>
        {ctx.text(row.lastRunStatus === 1 ? 'jobs:log.status.failure' : 'jobs:log.status.success')}
      </Tag>
    </Space>
  );
}
