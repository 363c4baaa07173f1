import { JOB_HANDLER_NAMES, REFUND_RECORD_STATUS, queryPendingRefundsArgsSchema, JOB_MISFIRE } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { queryOrderRefund } from '../payments/index.js';
import { refunds } from './schema.js';
import { settleRefund } from './service.js';

/** A refund under way longer than this is asked about: the provider's own notification should have come by then. */
export const PENDING_REFUND_QUERY_AFTER_MS = 5 * 60_000;
/** Refunds asked about per run, oldest first; the next run takes the rest. */
const PER_RUN = 200;

/**
 * Asks the provider about refunds still under way (its notification lost, or the server stopped
 * between asking and hearing) and records a settled answer, as "Query refund status" does.
 * Answers how many were asked about and how many settled.
 */
export async function queryPendingRefunds(db: Database, now: Date): Promise<{ asked: number; settled: number }> {
  const due = await db
    .select({ refundCode: refunds.refundCode })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, REFUND_RECORD_STATUS.refunding.code),
        lt(refunds.createdAt, new Date(now.getTime() - PENDING_REFUND_QUERY_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(PER_RUN);
  let settled = 0;
  for (const { refundCode } of due) {
    const answer = await queryOrderRefund(db, refundCode);
    if (!answer || answer.status === 'pending') continue;
    await settleRefund(db, refundCode, answer);
    settled += 1;
  }
  return { asked: due.length, settled };
}

export const queryPendingRefundsHandler: JobHandler<typeof queryPendingRefundsArgsSchema> = {
  name: JOB_HANDLER_NAMES.queryPendingRefunds,
  title: texts('jobs:builtin.queryPendingRefunds.name'),
  description: texts('jobs:handler.queryPendingRefunds.description'),
  args: queryPendingRefundsArgsSchema,
  fields: [],
  builtIn: {
    key: 'queryPendingRefunds',
    name: texts('jobs:builtin.queryPendingRefunds.name'),
    remark: texts('jobs:builtin.queryPendingRefunds.remark'),
    cron: '0 */5 * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    const { asked, settled } = await queryPendingRefunds(db, now);
    return texts('jobs:handler.queryPendingRefunds.result', { asked, settled });
  },
};
