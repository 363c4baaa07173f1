import {
  SHARING_API,
  SHARING_PERMS,
  type SharingBillResult,
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
import type { ModuleContext } from '../../platform/area.js';
import { ok } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { sharedResponses } from '../../platform/http/shared-response.js';
import { scopeKey } from '../../platform/rbac/data-scope.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { sharedRoute } from '../../platform/routes/shared.js';
import { cancelApply, listApplies, loadApply, reviewApply, saveApply, signApply } from './applies.js';
import { deviceBill, merchantBill, listSharingOrders } from './bills.js';
import { listConfigs, loadConfigView, saveConfig, usableJoiners } from './configs.js';
import { settleShares, sharesGeneration } from './shares.js';

const tags = ['sharing'];
const applyAudit = auditOf('sharingApply');
type SharingBill = Awaited<ReturnType<typeof merchantBill>>;
const configAudit = auditOf('sharingConfig');

/** How often shares due are asked of the provider and shares in progress asked about, where jobs run. */
const SETTLE_EVERY_MS = 1000;
/** How old a bill answered to the same caller for the same query may be. */
const BILL_SHARE_MS = 3_000;

/** Finance → profit sharing: applications, configurations, sharing orders and bills. */
export async function sharingRoutes(base: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
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
  commandRoute(
    base,
    {
      url: SHARING_API.applySave,
      access: SHARING_PERMS.applyAdd,
      audit: applyAudit('save'),
      tags,
      summary: 'Apply (no id), or resubmit a rejected application',
      body: sharingApplySaveSchema,
    },
    (body, auth) => saveApply(db, body, auth),
  );
  commandRoute(
    base,
    {
      url: SHARING_API.applyReview,
      access: SHARING_PERMS.applyReview,
      audit: applyAudit('review'),
      tags,
      summary: 'Approve, or reject with a reason',
      body: sharingApplyReviewSchema,
    },
    ({ id, approve, reason }, auth) => reviewApply(db, id, approve, reason ?? null, auth),
  );
  commandRoute(
    base,
    {
      url: SHARING_API.applyCancel,
      access: SHARING_PERMS.applyCancel,
      audit: applyAudit('cancel'),
      tags,
      summary: 'Cancel an application under review or rejected',
      body: sharingApplyCancelSchema,
    },
    ({ id }, auth) => cancelApply(db, id, auth),
  );
  commandRoute(
    base,
    {
      url: SHARING_API.applySign,
      access: SHARING_PERMS.applyReview,
      audit: applyAudit('sign'),
      tags,
      summary: 'Record the provider’s answer about the signing of an approved application',
      body: sharingApplySignSchema,
    },
    ({ id, signStatus }, auth) => signApply(db, id, signStatus, auth),
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
  commandRoute(
    base,
    {
      url: SHARING_API.configSave,
      access: SHARING_PERMS.configEdit,
      audit: configAudit('save'),
      tags,
      summary: 'Save the sharing configuration of a payment configuration',
      body: sharingConfigSaveSchema,
    },
    (body, auth) => saveConfig(db, body, auth),
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
  // Bills answer their lines as the list, and the period they cover and their totals per currency
  // in `result` (`SharingBillResult`). A bill groups
  // every sharing row of its period: a caller asking the same bill again within a few seconds
  // shares the one computation (a share stored, settled or reversed here starts a new one).
  const sharedBills = sharedResponses(BILL_SHARE_MS);
  const billAnswer = (answer: SharingBill) =>
    ok(answer.rows, { total: answer.total, result: { period: answer.period, totals: answer.totals } satisfies SharingBillResult });
  const bill = (url: string, summary: string, compute: typeof merchantBill) =>
    sharedRoute(
      base,
      { url, access: SHARING_PERMS.billList, tags, summary, querystring: sharingBillSchema },
      sharedBills,
      async (query, auth) => ({
        key: [url, auth.userId, scopeKey(auth), sharesGeneration(), JSON.stringify(query)].join('|'),
        compute: () => compute(db, query, auth),
      }),
      billAnswer,
    );
  bill(SHARING_API.merchantBill, 'Merchant bill: per joiner and period', merchantBill);
  bill(SHARING_API.deviceBill, 'Device bill: per device and period', deviceBill);

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
