import { JOB_HANDLER_NAMES, salesRollupArgsSchema, JOB_MISFIRE } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { addDays, calendarDay } from '../../../platform/settings/calendar-day.js';
import { recomputeSalesDaily } from './rollup.js';
import { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS } from './rollup-hourly.js';
import type { JobHandler } from '../../../platform/jobs/registry.js';

/** Recomputes the daily sales roll-ups (per device, product and point) and the recent hours (rpt_sales_hourly_org) from the orders. */
export const salesRollupHandler: JobHandler<typeof salesRollupArgsSchema> = {
  name: JOB_HANDLER_NAMES.salesRollup,
  title: texts('jobs:builtin.salesRollup.name'),
  description: texts('jobs:handler.salesRollup.description'),
  args: salesRollupArgsSchema,
  fields: [
    {
      name: 'rollupDays',
      type: 'integer',
      required: false,
      min: 1,
      max: 92,
      default: 2,
      label: texts('jobs:handler.salesRollup.field.rollupDays.label'),
      help: texts('jobs:handler.salesRollup.field.rollupDays.help'),
    },
    {
      name: 'rollupDay',
      type: 'date',
      required: false,
      label: texts('jobs:handler.salesRollup.field.rollupDay.label'),
    },
  ],
  builtIn: {
    key: 'salesRollup',
    name: texts('jobs:builtin.salesRollup.name'),
    remark: texts('jobs:builtin.salesRollup.remark'),
    cron: '0 10 0 * * ?',
    misfire: JOB_MISFIRE.fireOnce,
    args: { rollupDays: 2 },
  },
  async run({ db, args, now, timeZone }) {
    const today = calendarDay(timeZone, now);
    const [from, to] = args.rollupDay ? [args.rollupDay, args.rollupDay] : [addDays(today, 1 - args.rollupDays), today];
    const result = await recomputeSalesDaily(db, from, to, timeZone);
    const { rows, removed } = result;
    // The hours of the same days, as far as they are kept (today and the days just before).
    await recomputeSalesHourly(db, from, to, timeZone, addDays(today, 1 - SALES_HOURLY_KEPT_DAYS));
    return texts('jobs:handler.salesRollup.result', { from, to, timeZone, rows, removed });
  },
};
