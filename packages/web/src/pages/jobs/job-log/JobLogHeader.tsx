import { ArrowLeftOutlined, ClearOutlined } from '@ant-design/icons';
import { JOB_PERMS } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized } from '../../../components/authorized/Authorized';
import { feedback, useConfirmAction } from '../../../components/list-page';
import { jobApi } from '../job/api';

/** The job's name: from the job itself, else from its runs, else its number. */
export function useJobName(jobId: number, firstRunName: string | undefined) {
  const job = useQuery({ queryKey: ['job', jobId], queryFn: () => jobApi.job(jobId), enabled: jobId > 0, retry: false });
  return job.data?.jobName ?? firstRunName ?? `#${jobId}`;
}

/** Back to the jobs, and the title: one job's log or every job's. */
export function JobLogHeader({ jobId, jobName }: { jobId: number; jobName: string }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/job')} data-testid="job-log-back">
        {t('log.back')}
      </Button>
      <Typography.Title level={5} style={{ margin: 0 }} data-testid="job-log-title">
        {jobId ? t('log.ofJob', { name: jobName }) : `${t('log.title')} · ${t('log.allJobs')}`}
      </Typography.Title>
    </Space>
  );
}

/** "Clear": deletes the runs of this job (or of every job) after confirming. */
export function CleanJobLogButton({ jobId, jobName, onDone }: { jobId: number; jobName: string; onDone(): void }) {
  const { t } = useTranslation('jobs');
  const confirm = useConfirmAction();
  const clean = () =>
    confirm(jobId ? t('log.confirmCleanJob', { name: jobName }) : t('log.confirmClean'), async () => {
      await jobApi.cleanLogs(jobId);
      feedback.success(t('log.cleaned'));
      onDone();
    });
  return (
    <Authorized permission={JOB_PERMS.remove}>
      <Button danger icon={<ClearOutlined />} onClick={clean} data-testid="job-log-clean">
        {t('log.clean')}
      </Button>
    </Authorized>
  );
}
