import { type CronPreview, JOB_API, type Job, type JobHandlerInfo, type JobLog } from '@vr/contracts';
import { del, get, put } from '../../../api/request';

export const jobApi = {
  handlers: () => get<JobHandlerInfo[]>(JOB_API.handlers).then((r) => r.data ?? []),
  job: (id: number) => get<Job>(`${JOB_API.base}/${id}`, undefined, { silent: true }).then((r) => r.data!),
  changeStatus: (jobId: number, status: number) => put<Job>(JOB_API.changeStatus, { jobId, status }),
  /** Runs the job now; the answer's `result` says how it went. */
  run: (job: Pick<Job, 'jobId' | 'jobGroup'>) =>
    put<{ running: boolean; log: JobLog | null }, string>(JOB_API.run, { jobId: job.jobId, jobGroup: job.jobGroup }),
  remove: (ids: readonly (string | number | bigint)[]) => del(`${JOB_API.base}/${ids.join(',')}`),
  removeLogs: (ids: readonly (string | number | bigint)[]) => del(`${JOB_API.log}/${ids.join(',')}`),
  cleanLogs: (jobId: number) => del(JOB_API.logClean, jobId ? { jobId } : undefined),
};

const previews = new Map<string, Promise<CronPreview>>();

/** The server's verdict on an expression (next five runs or the error, in `lang`); cached per text. */
export function cronPreview(cron: string, lang: string): Promise<CronPreview> {
  const key = `${lang}|${cron}`;
  let found = previews.get(key);
  if (!found) {
    found = get<CronPreview>(JOB_API.cronPreview, { cron }, { silent: true }).then((r) => r.data!);
    found.catch(() => previews.delete(key));
    if (previews.size > 200) previews.clear();
    previews.set(key, found);
  }
  return found;
}
