import { CaretRightOutlined, FileSearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { JOB_API, JOB_PERMS, type Job } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Switch, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized } from '../../../components/authorized/Authorized';
import { usePermissionCheck } from '../../../components/authorized/use-permission';
import {
  AddButton,
  BatchDeleteButton,
  ExportButton,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  feedback,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
} from '../../../components/list-page';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';
import { jobApi } from './api';
import { JobForm } from './JobForm';

type Filters = { jobName?: string; jobGroup?: string; status?: number };

/** System → Scheduled tasks: jobs, their schedules, pause/resume, run once, the log. */
export default function JobPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const navigate = useNavigate();
  const can = usePermissionCheck();
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<Job, Filters>({ key: 'job', url: JOB_API.list });
  const lang = useAppStore((s) => s.language);
  // Titles and argument labels come from the server in the current language.
  const handlers = useQuery({ queryKey: ['job-handlers', lang], queryFn: jobApi.handlers });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Job | 'new' | null>(null);
  const confirm = useConfirmAction();
  const { refetch } = query;

  const afterChange = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove: jobApi.remove, onDone: afterChange });
  const titleOf = useCallback((name: string) => handlers.data?.find((h) => h.name === name)?.title ?? name, [handlers.data]);

  const toggle = useCallback(
    (job: Job, resume: boolean) =>
      confirm(t(resume ? 'jobs:confirm.resume' : 'jobs:confirm.pause', { name: job.jobName }), async () => {
        await jobApi.changeStatus(job.jobId, resume ? 0 : 1);
        feedback.success(t(resume ? 'jobs:result.resumed' : 'jobs:result.paused'));
        refetch();
      }),
    [confirm, t, refetch],
  );

  const runOnce = useCallback(
    (job: Job) =>
      confirm(t('jobs:confirm.run', { name: job.jobName }), async () => {
        const answer = await jobApi.run(job);
        const failed = answer.data?.log?.status === 1;
        if (failed) feedback.error(String(answer.result ?? ''));
        else feedback.success(String(answer.result ?? ''));
        refetch();
      }),
    [confirm, t, refetch],
  );

  const columns = useMemo<TableColumnsType<Job>>(
    () => [
      { title: t('jobs:field.jobId'), dataIndex: 'jobId', key: 'jobId', sorter: true, width: 70 },
      {
        title: t('jobs:field.jobName'),
        dataIndex: 'jobName',
        key: 'jobName',
        sorter: true,
        width: 200,
        render: (name: string, row) => (
          <Space size={4}>
            <span>{name}</span>
            {row.builtIn && <Tag>{t('jobs:hint.builtIn')}</Tag>}
          </Space>
        ),
      },
      { title: t('jobs:field.jobGroup'), dataIndex: 'jobGroup', key: 'jobGroup', sorter: true, width: 110 },
      {
        title: t('jobs:field.invokeTarget'),
        dataIndex: 'invokeTarget',
        key: 'invokeTarget',
        sorter: true,
        width: 210,
        render: (name: string, row) => (
          <Tooltip title={Object.keys(row.args).length ? JSON.stringify(row.args) : undefined}>
            <div>{titleOf(name)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} code>
              {name}
            </Typography.Text>
          </Tooltip>
        ),
      },
      {
        title: t('jobs:field.cronExpression'),
        dataIndex: 'cronExpression',
        key: 'cronExpression',
        width: 150,
        render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
      },
      {
        title: t('jobs:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 90,
        render: (v: number, row) => (
          <Tooltip title={t(v === 0 ? 'jobs:status.normal' : 'jobs:status.paused')}>
            <Switch
              size="small"
              checked={v === 0}
              disabled={!can(JOB_PERMS.changeStatus)}
              onChange={(on) => toggle(row, on)}
              data-testid={`job-status-${row.jobId}`}
            />
          </Tooltip>
        ),
      },
      {
        title: t('jobs:field.nextValidTime'),
        dataIndex: 'nextValidTime',
        key: 'nextValidTime',
        width: 170,
        render: (v: string | null) => (v ? formatDateTime(v) : '—'),
      },
      {
        title: t('jobs:field.lastRun'),
        dataIndex: 'lastRunTime',
        key: 'lastRunTime',
        sorter: true,
        width: 220,
        render: (v: string | null, row) =>
          v ? (
            <Space size={4}>
              <span>{formatDateTime(v)}</span>
              <Tag color={row.lastRunStatus === 1 ? 'error' : 'success'}>
                {t(row.lastRunStatus === 1 ? 'jobs:log.status.failure' : 'jobs:log.status.success')}
              </Tag>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('jobs:hint.never')}</Typography.Text>
          ),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 260,
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'edit', permission: JOB_PERMS.edit, onClick: () => setEditing(row) },
              {
                key: 'run',
                label: t('jobs:action.run'),
                icon: <CaretRightOutlined />,
                permission: JOB_PERMS.changeStatus,
                onClick: () => runOnce(row),
              },
              {
                key: 'log',
                label: t('jobs:action.log'),
                icon: <FileSearchOutlined />,
                onClick: () => navigate(`/monitor/job-log/index/${row.jobId}`),
              },
              {
                key: 'delete',
                disabled: row.builtIn,
                permission: JOB_PERMS.remove,
                onClick: () => confirmDelete([row.jobId], row.jobName),
              },
            ]}
          />
        ),
      },
    ],
    [t, can, toggle, runOnce, navigate, confirmDelete, titleOf],
  );

  return (
    <ListPage
      testId="job-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="jobName" label={t('jobs:field.jobName')}>
            <Input allowClear data-testid="search-jobName" />
          </Form.Item>
          <Form.Item name="jobGroup" label={t('jobs:field.jobGroup')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('jobs:field.status')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={[
                { value: 0, label: t('jobs:status.normal') },
                { value: 1, label: t('jobs:status.paused') },
              ]}
            />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<Job, Filters>
        tableId="monitor-job"
        rowKey="jobId"
        query={query}
        columns={columns}
        selection={{
          selectedRowKeys: selected,
          onChange: setSelected,
        }}
        toolbar={
          <>
            <AddButton permission={JOB_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={JOB_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <ExportButton url={JOB_API.export} params={query.exportParams} permission={JOB_PERMS.export} fileName="job" />
            <Authorized permission={JOB_PERMS.list}>
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/monitor/job-log/index/0')} data-testid="job-log-all">
                {t('jobs:action.jobLog')}
              </Button>
            </Authorized>
          </>
        }
      />
      <JobForm
        open={editing !== null}
        job={editing && editing !== 'new' ? editing : null}
        handlers={handlers.data ?? []}
        form={form}
        onClose={() => setEditing(null)}
        onSaved={afterChange}
      />
    </ListPage>
  );
}
