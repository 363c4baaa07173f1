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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AuthContext } from '../../platform/auth/types.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { auditOf } from '../../platform/routes/access.js';
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
export async function refundRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const read = { tags, access: REFUND_PERMS.list };
  listRoute(
    base,
    { ...read, url: REFUND_API.list, summary: 'Refund records, paged and filtered', querystring: refundListSchema },
    (query, auth, { lang }) => listRefunds(db, query, auth, lang),
  );
  readRoute(
    base,
    {
      ...read,
      url: REFUND_API.totals,
      summary: 'Number and sum of the filtered refund records (failed ones not summed)',
      querystring: refundListSchema,
    },
    (query, auth) => refundTotals(db, query, auth),
  );
  readRoute(
    base,
    {
      ...read,
      url: REFUND_API.order,
      summary: 'One order as the refund form shows it, with its refund records',
      querystring: refundOrderQuerySchema,
    },
    (query, auth, { lang }) => loadRefundableOrder(db, query.orderId, auth, lang),
  );
  app.post(
    REFUND_API.refund,
    {
      config: { access: REFUND_PERMS.add, audit: audit('refund'), transaction: false },
      schema: { tags, summary: 'Refund products of an order (JSON)', body: refundRequestSchema },
    },
    async (request) => {
      const auth = currentUser(request);
      return ok(
        await refundOrder(db, request.body, auth, { name: refunderName(auth), userId: auth.userId, source: 'pc' }, requestLang(request)),
      );
    },
  );
  app.post(
    REFUND_API.query,
    {
      config: { access: REFUND_PERMS.query, audit: audit('queryRefund'), transaction: false },
      schema: { tags, summary: 'Ask the payment provider how a refund stands, and record a settled answer', body: refundQuerySchema },
    },
    async (request) => ok(await queryRefund(db, request.body.refundCode, currentUser(request), requestLang(request))),
  );
  app.post(
    REFUND_API.mobileRefund,
    {
      config: { access: APPLET_REFUND_PERM, audit: audit('refund'), transaction: false },
      schema: {
        tags,
        summary: 'Refund from the B-side mini program (JSON); needs the role’s mobile refund right',
        body: refundRequestSchema,
      },
    },
    async (request) => {
      const auth = currentUser(request);
      await assertMobileRefundRight(db, auth);
      return ok(
        await refundOrder(
          db,
          request.body,
          auth,
          { name: refunderName(auth), userId: auth.userId, source: 'mobile' },
          requestLang(request),
        ),
      );
    },
  );
}
