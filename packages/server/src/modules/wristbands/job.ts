import { JOB_MISFIRE, WRISTBAND_JOB_HANDLERS, wristbandJobArgsSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { wristbandRecords, wristbands } from './schema.js';

const EXPIRE_BATCH = 5000;

/**
 * Marks expired every activated band whose expiry has passed at `now`, each with an expire
 * record; a band a machine found expired first is already so and left alone. Answers how many.
 */
export async function expireWristbands(db: Database, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = rowsOf<{ wristband_id: number }>(
      await db.execute(sql`
        with due as (
          select id from ${wristbands}
           where status = 1 and expires_at <= ${now.toISOString()}::timestamptz
           order by expires_at limit ${EXPIRE_BATCH} for update skip locked
        ),
        expired as (
          update ${wristbands} w set status = 2, updated_at = now() from due where w.id = due.id
          returning w.id, w.org_id, w.expires_at
        )
        insert into ${wristbandRecords} (wristband_id, org_id, kind, expires_at)
        select id, org_id, 'expire', expires_at from expired
        returning wristband_id`),
    );
    total += rows.length;
    if (rows.length < EXPIRE_BATCH) return total;
  }
}

/** Expires the wristbands whose duration has run out, every minute (machines check the clock too). */
export const expireWristbandsHandler: JobHandler<typeof wristbandJobArgsSchema> = {
  name: WRISTBAND_JOB_HANDLERS.expire,
  title: texts('wristbands:job.expireName'),
  description: texts('wristbands:job.expireDescription'),
  args: wristbandJobArgsSchema,
  fields: [],
  builtIn: {
    key: 'expireWristbands',
    name: texts('wristbands:job.expireName'),
    remark: texts('wristbands:job.expireRemark'),
    cron: '15 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    return texts('wristbands:job.expireResult', { expired: await expireWristbands(db, now) });
  },
};
