import {
  SHARING_API,
  SHARING_PERMS,
  idQuerySchema,
  sharingApplyCancelSchema,
  sharingApplyListSchema,
  sharingApplyReviewSchema,
  sharingApplySaveSchema,
  sharingApplySignSchema,
  sharingBillSchema,
  sharingConfigDetailSchema,
  sharingConfigListSchema,
  sharingConfigSaveSchema,
  sharingOrderListSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { getRoute, listRoute, readRoute } from '../../platform/routes/read.js';
import { cancelApply, listApplies, loadApply, reviewApply, saveApply, signApply } from './applies.js';
import { deviceBill, merchantBill, listSharingOrders } from './bills.js';
import { listConfigs, loadConfigView, saveConfig, usableJoiners } from './configs.js';
import { settleShares } from './shares.js';

const tags = ['sharing'];
const applyAudit = auditOf('sharingApply');
type SharingBill = Awaited<ReturnType<typeof merchantBill>>;
const configAudit = auditOf('sharingConfig');

/** How often shares due are asked of the provider and shares in progress asked about, where jobs run. */
const SETTLE_EVERY_MS = 1000;

let boundDb: Database | null = null;
/** The database of the running server, for the refunds the payments area reports. */
export function sharingDb(): Database | null {
  return boundDb;
}

/** Finance → profit sharing: applications, configurations, sharing orders and bills. */
export async function sharingRoutes(base: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  boundDb = db;
  const app = base.withTypeProvider<ZodTypeProvider>();

  const read = { tags, access: SHARING_PERMS.applyList };
  listRoute(
    base,
    { ...read, url: SHARING_API.applyList, summary: 'Sharing applications', querystring: sharingApplyListSchema },
    (query, auth) => listApplies(db, query, auth),
  );
  readRoute(
    base,
    { ...read, url: SHARING_API.applyDetail, summary: 'One application with its history of transitions', querystring: idQuerySchema },
    (query, auth) => loadApply(db, query.id, auth),
  );
  app.post(
    SHARING_API.applySave,
    {
      config: { access: SHARING_PERMS.applyAdd, audit: applyAudit('save') },
      schema: { tags, summary: 'Apply (no id), or resubmit a rejected application', body: sharingApplySaveSchema },
    },
    async (request) => ok(await saveApply(db, request.body, currentUser(request))),
  );
  app.post(
    SHARING_API.applyReview,
    {
      config: { access: SHARING_PERMS.applyReview, audit: applyAudit('review') },
      schema: { tags, summary: 'Approve, or reject with a reason', body: sharingApplyReviewSchema },
    },
    async (request) => ok(await reviewApply(db, request.body.id, request.body.approve, request.body.reason ?? null, currentUser(request))),
  );
  app.post(
    SHARING_API.applyCancel,
    {
      config: { access: SHARING_PERMS.applyCancel, audit: applyAudit('cancel') },
      schema: { tags, summary: 'Cancel an application under review or rejected', body: sharingApplyCancelSchema },
    },
    async (request) => ok(await cancelApply(db, request.body.id, currentUser(request))),
  );
  app.post(
    SHARING_API.applySign,
    {
      config: { access: SHARING_PERMS.applyReview, audit: applyAudit('sign') },
      schema: { tags, summary: 'Record the provider’s answer about the signing of an approved application', body: sharingApplySignSchema },
    },
    async (request) => ok(await signApply(db, request.body.id, request.body.signStatus, currentUser(request))),
  );

  const configRead = { tags, access: SHARING_PERMS.configList };
  listRoute(
    base,
    { ...configRead, url: SHARING_API.configList, summary: 'Sharing configurations', querystring: sharingConfigListSchema },
    (query, auth) => listConfigs(db, query, auth),
  );
  readRoute(
    base,
    {
      ...configRead,
      url: SHARING_API.configDetail,
      summary: 'The sharing configuration of a payment configuration',
      querystring: sharingConfigDetailSchema,
    },
    (query, auth) => loadConfigView(db, query.payId, auth),
  );
  readRoute(
    base,
    {
      ...configRead,
      url: SHARING_API.configJoiners,
      summary: 'Approved and signed applications a configuration may name',
      querystring: sharingConfigDetailSchema,
    },
    (query, auth) => usableJoiners(db, query.payId, auth),
  );
  app.post(
    SHARING_API.configSave,
    {
      config: { access: SHARING_PERMS.configEdit, audit: configAudit('save') },
      schema: { tags, summary: 'Save the sharing configuration of a payment configuration', body: sharingConfigSaveSchema },
    },
    async (request) => ok(await saveConfig(db, request.body, currentUser(request))),
  );

  listRoute(
    base,
    {
      tags,
      access: SHARING_PERMS.orderList,
      url: SHARING_API.orderList,
      summary: 'Sharing orders (one row per order and joiner)',
      querystring: sharingOrderListSchema,
    },
    (query, auth) => listSharingOrders(db, query, auth),
  );
  // Bills answer their lines as the list and the totals per currency in `result`.
  const billAnswer = (bill: SharingBill) => ok(bill.rows, { total: bill.total, result: bill.totals });
  const billRead = { tags, access: SHARING_PERMS.billList, querystring: sharingBillSchema };
  getRoute(base, { ...billRead, url: SHARING_API.merchantBill, summary: 'Merchant bill: per joiner and period' }, async (query, auth) =>
    billAnswer(await merchantBill(db, query, auth)),
  );
  getRoute(base, { ...billRead, url: SHARING_API.deviceBill, summary: 'Device bill: per device and period' }, async (query, auth) =>
    billAnswer(await deviceBill(db, query, auth)),
  );

  // Settlement runs where scheduled jobs run.
  if (config.jobsEnabled) {
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    base.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        settleShares(db)
          .catch((err: unknown) => base.log.error({ err }, 'sharing: settlement round failed'))
          .finally(() => {
            running = false;
          });
      }, SETTLE_EVERY_MS);
      timer.unref();
    });
    base.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
}
