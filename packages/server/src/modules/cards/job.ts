import { CARD_JOB_HANDLER, JOB_MISFIRE, releaseHoldsArgsSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { releaseExpiredHolds } from './holds.js';

/** Gives back every minute what machines held on cards and no order settled in time (built in: paused or rescheduled, not deleted). */
export const releaseHoldsHandler: JobHandler<typeof releaseHoldsArgsSchema> = {
  name: CARD_JOB_HANDLER,
  title: texts('cards:job.name'),
  description: texts('cards:job.description'),
  args: releaseHoldsArgsSchema,
  fields: [],
  builtIn: {
    key: 'releaseCardHolds',
    name: texts('cards:job.name'),
    remark: texts('cards:job.remark'),
    cron: '0 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    return texts('cards:job.result', { released: await releaseExpiredHolds(db, now) });
  },
};
