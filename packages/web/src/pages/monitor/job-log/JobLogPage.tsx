import { ArrowLeftOutlined, ClearOutlined, EyeOutlined } from '@ant-design/icons';
import { JOB_API, JOB_PERMS, JOB_TRIGGERS, type JobLog, type JobTrigger } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Form, Input, Modal, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  BatchDeleteButton,
  ExportButton,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  feedback,
  splitRange,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
} from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { jobApi } from '../job/api';

type Filters = { jobId?: number; jobName?: string; status?: number; trigger?: JobTrigger; range?: unknown };
const toParams = (f: Filters) => splitRange(f, 'range', 'beginTime', 'endTime');
const TRIGGER_COLORS: Record<JobTrigger, string> = { schedule: 'blue', misfire: 'orange', manual: 'purple' };
const preStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12 } as const;

/** The job log (hidden route /monitor/job-log/index/{jobId}; 0 = every job). */
export default function JobLogPage() {
  const { jobId: param } = useParams();
  const jobId = Number(param);
  if (!Number.isInteger(jobId) || jobId < 0) return null;
  return <JobLogList key={jobId} jobId={jobId} />;
}

function JobLogList({ jobId }: { jobId: number }) {
  const { t } = useTranslation(['jobs', 'common']);
  const navigate = useNavigate();
  const [searchForm] = Form.useForm<Filters>();
  const initialFilters = useMemo<Filters>(() => (jobId ? { jobId } : {}), [jobId]);
  const query = useListQuery<JobLog, Filters>({ key: 'job-log', url: JOB_API.logList, initialFilters, toParams });
  const job = useQuery({ queryKey: ['job', jobId], queryFn: () => jobApi.job(jobId), enabled: jobId > 0, retry: false });
  const jobName = job.data?.jobName ?? query.rows[0]?.jobName ?? `#${jobId}`;
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<JobLog | null>(null);
  const confirm = useConfirmAction();
  const { refetch } = query;

  const afterChange = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove: jobApi.removeLogs, onDone: afterChange });
  const clean = () =>
    confirm(jobId ? t('jobs:log.confirmCleanJob', { name: jobName }) : t('jobs:log.confirmClean'), async () => {
      await jobApi.cleanLogs(jobId);
      feedback.success(t('jobs:log.cleaned'));
      afterChange();
    });

  const statusTag = (v: number) => (
    <Tag color={v === 1 ? 'error' : 'success'}>{t(v === 1 ? 'jobs:log.status.failure' : 'jobs:log.status.success')}</Tag>
  );

  // On one job's log its name, group and target are in the title: leave them out of the rows.
  const perJob = new Set(['jobName', 'jobGroup', 'invokeTarget']);
  const columns = useMemo(
    () =>
      (
        [
          { title: t('jobs:log.field.jobLogId'), dataIndex: 'jobLogId', key: 'jobLogId', sorter: true, width: 90 },
          { title: t('jobs:field.jobName'), dataIndex: 'jobName', key: 'jobName', sorter: true, width: 200, ellipsis: true },
          { title: t('jobs:field.jobGroup'), dataIndex: 'jobGroup', key: 'jobGroup', width: 100 },
          {
            title: t('jobs:field.invokeTarget'),
            dataIndex: 'invokeTarget',
            key: 'invokeTarget',
            width: 190,
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          {
            title: t('jobs:log.field.trigger'),
            dataIndex: 'trigger',
            key: 'trigger',
            width: 120,
            render: (v: JobTrigger) => <Tag color={TRIGGER_COLORS[v]}>{t(`jobs:log.trigger.${v}`)}</Tag>,
          },
          {
            title: t('jobs:log.field.startTime'),
            dataIndex: 'startTime',
            key: 'startTime',
            sorter: true,
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
          { title: t('jobs:log.field.duration'), dataIndex: 'durationMs', key: 'durationMs', sorter: true, width: 120 },
          { title: t('jobs:log.field.status'), dataIndex: 'status', key: 'status', sorter: true, width: 100, render: statusTag },
          {
            title: t('jobs:log.field.message'),
            key: 'message',
            ellipsis: true,
            render: (_, row) => (row.status === 1 ? row.exceptionInfo?.split('\n')[0] : row.jobMessage) ?? '',
          },
          {
            title: t('common:field.actions'),
            key: 'actions',
            fixed: 'right',
            width: 160,
            render: (_, row) => (
              <RowActions
                actions={[
                  { key: 'view', label: t('common:action.view'), icon: <EyeOutlined />, onClick: () => setViewing(row) },
                  { key: 'delete', permission: JOB_PERMS.remove, onClick: () => confirmDelete([row.jobLogId]) },
                ]}
              />
            ),
          },
        ] satisfies TableColumnsType<JobLog>
      ).filter((c) => !jobId || !perJob.has(String(c.key))) as TableColumnsType<JobLog>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- statusTag and perJob are constant per render of t
    [t, confirmDelete, jobId],
  );

  return (
    <ListPage
      testId="job-log-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          {!jobId && (
            <Form.Item name="jobName" label={t('jobs:field.jobName')}>
              <Input allowClear data-testid="search-jobName" />
            </Form.Item>
          )}
          <Form.Item name="status" label={t('jobs:log.field.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={[
                { value: 0, label: t('jobs:log.status.success') },
                { value: 1, label: t('jobs:log.status.failure') },
              ]}
              data-testid="search-status"
            />
          </Form.Item>
          <Form.Item name="trigger" label={t('jobs:log.field.trigger')}>
            <Select
              allowClear
              style={{ width: 150 }}
              options={JOB_TRIGGERS.map((v) => ({ value: v, label: t(`jobs:log.trigger.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('jobs:log.field.range')}>
            <DatePicker.RangePicker placeholder={[t('common:placeholder.startDate'), t('common:placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
      }
    >
      <Space style={{ marginBottom: 8 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/job')} data-testid="job-log-back">
          {t('jobs:log.back')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="job-log-title">
          {jobId ? t('jobs:log.ofJob', { name: jobName }) : `${t('jobs:log.title')} · ${t('jobs:log.allJobs')}`}
        </Typography.Title>
      </Space>
      <ListTable<JobLog, Filters>
        tableId="monitor-job-log"
        rowKey="jobLogId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <BatchDeleteButton permission={JOB_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <Authorized permission={JOB_PERMS.remove}>
              <Button danger icon={<ClearOutlined />} onClick={clean} data-testid="job-log-clean">
                {t('jobs:log.clean')}
              </Button>
            </Authorized>
            <ExportButton url={JOB_API.logExport} params={query.exportParams} permission={JOB_PERMS.export} fileName="job_log" />
          </>
        }
      />
      <Modal
        open={viewing !== null}
        title={t('jobs:log.detail')}
        width={860}
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing ? (
          <Descriptions size="small" column={2} bordered data-testid="job-log-detail">
            <Descriptions.Item label={t('jobs:field.jobName')}>{viewing.jobName}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:field.jobGroup')}>{viewing.jobGroup}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:field.invokeTarget')}>
              <Typography.Text code>{viewing.invokeTarget}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('jobs:field.args')}>
              <Typography.Text code>{JSON.stringify(viewing.args)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.trigger')}>{t(`jobs:log.trigger.${viewing.trigger}`)}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.fireTime')}>
              {viewing.fireTime ? formatDateTime(viewing.fireTime) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.startTime')}>{formatDateTime(viewing.startTime)}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.endTime')}>{formatDateTime(viewing.endTime)}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.duration')}>{viewing.durationMs}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.status')}>{statusTag(viewing.status)}</Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.instance')} span={2}>
              {viewing.instance}
            </Descriptions.Item>
            <Descriptions.Item label={t('jobs:log.field.message')} span={2}>
              <pre style={preStyle}>{viewing.jobMessage ?? ''}</pre>
            </Descriptions.Item>
            {viewing.exceptionInfo ? (
              <Descriptions.Item label={t('jobs:log.field.error')} span={2}>
                <pre style={{ ...preStyle, color: '#cf1322' }}>{viewing.exceptionInfo}</pre>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ) : null}
      </Modal>
    </ListPage>
  );
}
