import type { Job } from '@vr/contracts';
import { feedback, type ScreenContext } from '../../../components/list-page';
import { jobApi } from './api';

/** The job list again, the selection kept. */
const refresh = (ctx: ScreenContext<Job>) => void ctx.queryClient.invalidateQueries({ queryKey: ['list', 'job'] });

/** Pause or resume a job after confirming. */
export function toggleJob(job: Job, resume: boolean, ctx: ScreenContext<Job>) {
  ctx.confirm(ctx.text(resume ? 'jobs:confirm.resume' : 'jobs:confirm.pause', { name: job.jobName }), async () => {
    await jobApi.changeStatus(job.jobId, resume ? 0 : 1);
    feedback.success(ctx.text(resume ? 'jobs:result.resumed' : 'jobs:result.paused'));
    refresh(ctx);
  });
}

/** Run a job once now after confirming; the server's answer says how the run went. */
export function runJobOnce(job: Job, ctx: ScreenContext<Job>) {
  ctx.confirm(ctx.text('jobs:confirm.run', { name: job.jobName }), async () => {
    const answer = await jobApi.run(job);
    const failed = answer.data?.log?.status === 1;
    if (failed) feedback.error(String(answer.result ?? ''));
    else feedback.success(String(answer.result ?? ''));
    refresh(ctx);
  });
}
