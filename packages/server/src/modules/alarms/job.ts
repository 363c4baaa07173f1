import { ALARM_JOB_HANDLER, JOB_MISFIRE, evaluateAbnormalArgsSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { evaluateAbnormal } from './abnormal.js';

/** Finds device abnormal every minute (a built-in job: it can be paused or rescheduled, not deleted). */
export const evaluateAbnormalHandler: JobHandler<typeof evaluateAbnormalArgsSchema> = {
  name: ALARM_JOB_HANDLER,
  title: texts('alarms:job.name'),
  description: texts('alarms:job.description'),
  args: evaluateAbnormalArgsSchema,
  fields: [],
  builtIn: {
    key: 'evaluateAbnormal',
    name: texts('alarms:job.name'),
    remark: texts('alarms:job.remark'),
    cron: '0 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now, timeZone }) {
    const { opened, closed } = await evaluateAbnormal(db, now, timeZone);
    return texts('alarms:job.result', { opened, closed });
  },
};
