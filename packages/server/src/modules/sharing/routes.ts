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
import { ok, okList } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { cancelApply, listApplies, loadApply, reviewApply, saveApply, signApply } from './applies.js';
import { deviceBill, merchantBill, listSharingOrders } from './bills.js';
import { listConfigs, loadConfigView, saveConfig, usableJoiners } from './configs.js';
import { settleShares } from './shares.js';

const tags = ['sharing'];
const applyAudit = auditOf('sharingApply');
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

  app.get(
    SHARING_API.applyList,
    { config: { access: SHARING_PERMS.applyList }, schema: { tags, summary: 'Sharing applications', querystring: sharingApplyListSchema } },
    async (request) => okList(await listApplies(db, request.query, currentUser(request))),
  );
  app.get(
    SHARING_API.applyDetail,
    {
      config: { access: SHARING_PERMS.applyList },
      schema: { tags, summary: 'One application with its history of transitions', querystring: idQuerySchema },
    },
    async (request) => ok(await loadApply(db, request.query.id, currentUser(request))),
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

  app.get(
    SHARING_API.configList,
    {
      config: { access: SHARING_PERMS.configList },
      schema: { tags, summary: 'Sharing configurations', querystring: sharingConfigListSchema },
    },
    async (request) => okList(await listConfigs(db, request.query, currentUser(request))),
  );
  app.get(
    SHARING_API.configDetail,
    {
      config: { access: SHARING_PERMS.configList },
      schema: { tags, summary: 'The sharing configuration of a payment configuration', querystring: sharingConfigDetailSchema },
    },
    async (request) => ok(await loadConfigView(db, request.query.payId, currentUser(request))),
  );
  app.get(
    SHARING_API.configJoiners,
    {
      config: { access: SHARING_PERMS.configList },
      schema: { tags, summary: 'Approved and signed applications a configuration may name', querystring: sharingConfigDetailSchema },
    },
    async (request) => ok(await usableJoiners(db, request.query.payId, currentUser(request))),
  );
  app.post(
    SHARING_API.configSave,
    {
      config: { access: SHARING_PERMS.configEdit, audit: configAudit('save') },
      schema: { tags, summary: 'Save the sharing configuration of a payment configuration', body: sharingConfigSaveSchema },
    },
    async (request) => ok(await saveConfig(db, request.body, currentUser(request))),
  );

  app.get(
    SHARING_API.orderList,
    {
      config: { access: SHARING_PERMS.orderList },
      schema: { tags, summary: 'Sharing orders (one row per order and joiner)', querystring: sharingOrderListSchema },
    },
    async (request) => okList(await listSharingOrders(db, request.query, currentUser(request))),
  );
  // Bills answer their lines as the list and the totals per currency in `result`.
  app.get(
    SHARING_API.merchantBill,
    {
      config: { access: SHARING_PERMS.billList },
      schema: { tags, summary: 'Merchant bill: per joiner and period', querystring: sharingBillSchema },
    },
    async (request) => {
      const bill = await merchantBill(db, request.query, currentUser(request));
      return ok(bill.rows, { total: bill.total, result: bill.totals });
    },
  );
  app.get(
    SHARING_API.deviceBill,
    {
      config: { access: SHARING_PERMS.billList },
      schema: { tags, summary: 'Device bill: per device and period', querystring: sharingBillSchema },
    },
    async (request) => {
      const bill = await deviceBill(db, request.query, currentUser(request));
      return ok(bill.rows, { total: bill.total, result: bill.totals });
    },
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
