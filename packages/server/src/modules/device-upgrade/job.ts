import { JOB_MISFIRE, UPGRADE_JOB_HANDLER, failSilentUpgradesArgsSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { failSilentMachines } from './sync.js';

/**
 * Every minute, fails the upgrade on the running machines that reported nothing for
 * `UPGRADE_REPORT_MINUTES` (a built-in job: it can be paused or rescheduled, not deleted).
 */
export const failSilentUpgradesHandler: JobHandler<typeof failSilentUpgradesArgsSchema> = {
  name: UPGRADE_JOB_HANDLER,
  title: texts('deviceUpgrade:job.name'),
  description: texts('deviceUpgrade:job.description'),
  args: failSilentUpgradesArgsSchema,
  fields: [],
  builtIn: {
    key: 'failSilentUpgrades',
    name: texts('deviceUpgrade:job.name'),
    remark: texts('deviceUpgrade:job.remark'),
    cron: '0 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now, config }) {
    return texts('deviceUpgrade:job.result', { count: await failSilentMachines(db, now, config.upgradeReportMinutes) });
  },
};
