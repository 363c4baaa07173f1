import { JOB_HANDLER_NAMES, expirePaymentsArgsSchema, JOB_MISFIRE } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { expireUnpaid } from './payments.js';

/** Closes the payments of orders left unpaid past their expiry (10 minutes) and tells their machines. */
export const expirePaymentsHandler: JobHandler<typeof expirePaymentsArgsSchema> = {
  name: JOB_HANDLER_NAMES.expirePayments,
  title: texts('jobs:builtin.expirePayments.name'),
  description: texts('jobs:handler.expirePayments.description'),
  args: expirePaymentsArgsSchema,
  fields: [],
  builtIn: {
    key: 'expirePayments',
    name: texts('jobs:builtin.expirePayments.name'),
    remark: texts('jobs:builtin.expirePayments.remark'),
    cron: '0 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    return texts('jobs:handler.expirePayments.result', { orders: await expireUnpaid(db, now) });
  },
};
