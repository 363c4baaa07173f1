import {
  APPLET_REFUND_PERM,
  REFUND_API,
  REFUND_PERMS,
  refundListSchema,
  refundOrderQuerySchema,
  refundQuerySchema,
  refundRequestSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import type { AuthContext } from '../../platform/auth/types.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { assertMobileRefundRight } from './mobile-right.js';
import { listRefunds, refundTotals } from './records.js';
import { loadRefundableOrder, queryRefund, refundOrder } from './service.js';

const tags = ['refunds'];
const audit = auditOf('orderRefund');

const refunderName = (auth: AuthContext) => auth.employeeName || auth.username;

/**
 * Orders → order refund. A refund commits its record before the provider is asked and records the
 * answer in a transaction of its own (`transaction: false`): a failed refund stays in the history.
 */
export async function refundRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const read = { tags, access: REFUND_PERMS.list };
  listRoute(
    app,
    { ...read, url: REFUND_API.list, summary: 'Refund records, paged and filtered', querystring: refundListSchema },
    (query, auth, { lang }) => listRefunds(db, query, auth, lang),
  );
  readRoute(
    app,
    {
      ...read,
      url: REFUND_API.totals,
      summary: 'Number and sum of the filtered refund records (failed ones not summed)',
      querystring: refundListSchema,
    },
    (query, auth) => refundTotals(db, query, auth),
  );
  readRoute(
    app,
    {
      ...read,
      url: REFUND_API.order,
      summary: 'One order as the refund form shows it, with its refund records',
      querystring: refundOrderQuerySchema,
    },
    (query, auth, { lang }) => loadRefundableOrder(db, query.orderId, auth, lang),
  );
  const refund = { transaction: false, tags } as const;
  commandRoute(
    app,
    {
      ...refund,
      url: REFUND_API.refund,
      access: REFUND_PERMS.add,
      audit: audit('refund'),
      summary: 'Refund products of an order (JSON)',
      body: refundRequestSchema,
    },
    (body, auth, { lang }) => refundOrder(db, body, auth, { name: refunderName(auth), userId: auth.userId, source: 'pc' }, lang),
  );
  commandRoute(
    app,
    {
      ...refund,
      url: REFUND_API.query,
      access: REFUND_PERMS.query,
      audit: audit('queryRefund'),
      summary: 'Ask the payment provider how a refund stands, and record a settled answer',
      body: refundQuerySchema,
    },
    ({ refundCode }, auth, { lang }) => queryRefund(db, refundCode, auth, lang),
  );
  commandRoute(
    app,
    {
      ...refund,
      url: REFUND_API.mobileRefund,
      access: APPLET_REFUND_PERM,
      audit: audit('refund'),
      summary: 'Refund from the B-side mini program (JSON); needs the role’s mobile refund right',
      body: refundRequestSchema,
    },
    async (body, auth, { lang }) => {
      await assertMobileRefundRight(db, auth);
      return refundOrder(db, body, auth, { name: refunderName(auth), userId: auth.userId, source: 'mobile' }, lang);
    },
  );
}
