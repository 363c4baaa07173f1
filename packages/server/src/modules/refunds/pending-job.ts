import { JOB_HANDLER_NAMES, REFUND_RECORD_STATUS, queryPendingRefundsArgsSchema } from '@vr/contracts';
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
  title: { en: 'Ask about refunds under way', zh: '查询退款中的退款', es: 'Consultar reembolsos en curso', ja: '処理中の返金を照会' },
  description: {
    en: 'Asks the payment provider about refunds under way for more than 5 minutes and records a settled answer, so none stays "refunding" after a lost notification or a restart.',
    zh: '向支付渠道查询退款中超过 5 分钟的退款并记录已完成的结果，避免通知丢失或重启后一直停留在“退款中”',
    es: 'Consulta al proveedor de pago los reembolsos en curso desde hace más de 5 minutos y registra la respuesta definitiva, para que ninguno quede «en reembolso» tras una notificación perdida o un reinicio.',
    ja: '5 分以上処理中の返金を決済事業者に照会して確定結果を記録し、通知の欠落や再起動の後も「返金中」のまま残らないようにします。',
  },
  args: queryPendingRefundsArgsSchema,
  fields: [],
  async run({ db, now }) {
    const { asked, settled } = await queryPendingRefunds(db, now);
    return {
      en: `${asked} refund(s) under way asked about, ${settled} settled`,
      zh: `查询了 ${asked} 笔退款中的退款，${settled} 笔已完成`,
      es: `${asked} reembolso(s) en curso consultado(s), ${settled} resuelto(s)`,
      ja: `処理中の返金 ${asked} 件を照会し、${settled} 件が確定しました`,
    };
  },
};
