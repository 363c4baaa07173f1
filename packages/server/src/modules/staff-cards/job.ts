import { JOB_MISFIRE, STAFF_JOB_HANDLERS, staffJobArgsSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { releaseExpiredStaffHolds } from './holds.js';
import { businessMonth } from './ledger.js';
import { staffCards, staffRecords } from './schema.js';

const RESET_BATCH = 5000;

/**
 * Starts the business month `month` on every card still on an earlier one: the remaining quota
 * becomes the monthly limit, with a reset record. A card already on the month is left alone, so
 * the job may run late or twice; swipes do the same for their own card when the job has not run.
 */
export async function resetStaffQuotas(db: Database, now = new Date()): Promise<number> {
  const month = await businessMonth(db, now);
  let total = 0;
  for (;;) {
    const rows = rowsOf<{ card_id: number }>(
      await db.execute(sql`
        with due as (
          select id, quota_cents as before from ${staffCards}
           where quota_month <> ${month} order by id limit ${RESET_BATCH} for update skip locked
        ),
        reset as (
          update ${staffCards} c set quota_cents = c.monthly_limit_cents, quota_month = ${month}, updated_at = now()
            from due where c.id = due.id
          returning c.id, c.org_id, c.monthly_limit_cents, due.before
        )
        insert into ${staffRecords} (card_id, org_id, kind, amount_cents, quota_before, quota_after, detail)
        select id, org_id, 'reset', monthly_limit_cents - before, before, monthly_limit_cents, ${month} from reset
        returning card_id`),
    );
    total += rows.length;
    if (rows.length < RESET_BATCH) return total;
  }
}

/** Gives back every minute what machines held on staff cards and no order settled in time. */
export const releaseStaffHoldsHandler: JobHandler<typeof staffJobArgsSchema> = {
  name: STAFF_JOB_HANDLERS.releaseHolds,
  title: texts('staffCards:job.releaseName'),
  description: texts('staffCards:job.releaseDescription'),
  args: staffJobArgsSchema,
  fields: [],
  builtIn: {
    key: 'releaseStaffCardHolds',
    name: texts('staffCards:job.releaseName'),
    remark: texts('staffCards:job.releaseRemark'),
    cron: '30 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    return texts('staffCards:job.releaseResult', { released: await releaseExpiredStaffHolds(db, now) });
  },
};

/**
 * Resets the staff cards' quotas when the business month turns; hourly, so the first run of a
 * month resets every card and the others find nothing to do.
 */
export const resetStaffQuotaHandler: JobHandler<typeof staffJobArgsSchema> = {
  name: STAFF_JOB_HANDLERS.resetQuota,
  title: texts('staffCards:job.resetName'),
  description: texts('staffCards:job.resetDescription'),
  args: staffJobArgsSchema,
  fields: [],
  builtIn: {
    key: 'resetStaffCardQuotas',
    name: texts('staffCards:job.resetName'),
    remark: texts('staffCards:job.resetRemark'),
    cron: '0 1 * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    return texts('staffCards:job.resetResult', { reset: await resetStaffQuotas(db, now) });
  },
};
