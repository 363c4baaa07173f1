import {
  PAY_API,
  PAY_CONFIG_API,
  PAY_CONFIG_PERMS,
  PUBLIC,
  idQuerySchema,
  idsBodySchema,
  normalizeLang,
  payConfigListSchema,
  payConfigSaveSchema,
  payConfigStatusSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { handleNotify } from './payments.js';
import { providerFor, useBaseUrl } from './runtime.js';
import { cancelOnPage, payOnPage, sandboxPayment, sandboxTick } from './sandbox/ledger.js';
import { renderPayPage } from './sandbox/page.js';
import { changePayConfigStatus, deletePayConfigs, listPayConfigs, loadPayConfig, savePayConfig } from './service.js';

const tags = ['payments'];
const audit = auditOf('payConfig');
const providerNoParam = z.object({ providerNo: z.string().regex(/^SBX[0-9A-Z]{1,37}$/) });
const langQuery = z.object({ lang: z.string().max(10).optional() });

/** How often the sandbox settles refunds and delivers its notifications, where jobs run. */
const SANDBOX_TICK_MS = 1000;

/** Finance → payment config; the providers' notify URL; the sandbox provider's pay page. */
export async function paymentRoutes(base: FastifyInstance, { db, saleDb, config }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  useBaseUrl(() => publicBaseUrl(base, config));

  listRoute(
    base,
    {
      url: PAY_CONFIG_API.list,
      access: PAY_CONFIG_PERMS.list,
      tags,
      summary: 'Payment configurations, keys masked',
      querystring: payConfigListSchema,
    },
    (query, auth) => listPayConfigs(db, query, auth),
  );
  readRoute(
    base,
    {
      url: PAY_CONFIG_API.detail,
      access: PAY_CONFIG_PERMS.query,
      tags,
      summary: 'One payment configuration, keys masked',
      querystring: idQuerySchema,
    },
    ({ id }, auth) => loadPayConfig(db, id, auth),
  );
  commandRoute(
    base,
    {
      url: PAY_CONFIG_API.save,
      access: { create: PAY_CONFIG_PERMS.add, update: PAY_CONFIG_PERMS.edit },
      audit: audit('save'),
      tags,
      summary: 'Create (no id) or update a payment configuration; empty keys keep the stored ones',
      body: payConfigSaveSchema,
    },
    (body, auth) => savePayConfig(db, body, auth),
  );
  commandRoute(
    base,
    {
      url: PAY_CONFIG_API.changeStatus,
      access: PAY_CONFIG_PERMS.edit,
      audit: audit('changeStatus'),
      tags,
      summary: 'Enable or disable a payment configuration',
      body: payConfigStatusSchema,
    },
    ({ id, status }, auth) => changePayConfigStatus(db, id, status, auth),
  );
  commandRoute(
    base,
    {
      url: PAY_CONFIG_API.remove,
      access: PAY_CONFIG_PERMS.remove,
      audit: audit('delete'),
      tags,
      summary: 'Delete payment configurations',
      body: idsBodySchema,
    },
    async ({ ids }, auth) => ({ deleted: await deletePayConfigs(db, ids, auth) }),
  );

  // Providers post their notifications here; the body is checked as it was signed, byte for byte.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, payload, done) => done(null, payload));
    const notify = scope.withTypeProvider<ZodTypeProvider>();
    const provider = z.string().regex(/^[a-zA-Z]{1,20}$/);
    // WeChat Pay's notify URL names the configuration (its notifications name no payment in clear text).
    for (const [url, params] of [
      [`${PAY_API.notify}/:provider`, z.object({ provider })],
      [`${PAY_API.notify}/:provider/:configId`, z.object({ provider, configId: z.coerce.number().int().positive().max(2_147_483_647) })],
    ] as const) {
      notify.post(
        url,
        {
          // Recorded in pay_callback; one transaction of its own, so the machine hears of a payment only after the commit.
          config: { access: PUBLIC, audit: false, transaction: false },
          schema: {
            tags,
            summary: 'A provider’s signed payment or refund notification (forged, stale or repeated ones change nothing)',
            params,
            body: z
              .string()
              .min(1)
              .max(64 * 1024),
          },
        },
        async (request, reply) => {
          const p = request.params as { provider: string; configId?: number };
          const provider = providerFor(saleDb, p.provider);
          let outcome: Awaited<ReturnType<typeof handleNotify>>;
          try {
            outcome = await handleNotify(saleDb, p.provider, request.headers, request.body, p.configId);
          } catch (err) {
            // Refused (nothing was changed): said in the provider's terms when it reads the HTTP status.
            if (!(err instanceof AppError) || !provider?.notifyRefusedStatus) throw err;
            return reply.code(provider.notifyRefusedStatus).send({ code: 'FAIL', message: err.messageFor('en') });
          }
          if (provider?.notifyAnswer) return reply.type(provider.notifyAnswer.contentType).send(provider.notifyAnswer.body);
          return ok({ code: 'SUCCESS', outcome });
        },
      );
    }
  });

  // The sandbox provider's pay page (it stands for the provider's own site).
  app.get(
    `${PAY_API.sandboxPay}/:providerNo`,
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'The sandbox provider’s pay page (HTML)', params: providerNoParam, querystring: langQuery },
    },
    async (request, reply) => {
      const payment = await sandboxPayment(db, request.params.providerNo);
      if (!payment) throw AppError.notFound();
      const lang = normalizeLang(request.query.lang ?? request.headers['accept-language']);
      const state =
        payment.status === 'paid'
          ? 'paid'
          : payment.status === 'cancelled'
            ? 'cancelled'
            : payment.status === 'pending' && payment.expiresAt > new Date()
              ? 'pending'
              : 'closed';
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderPayPage({
            lang,
            providerNo: payment.providerNo,
            merchantName: payment.merchantName,
            description: payment.description,
            amount: payment.amount,
            expiresAt: payment.expiresAt,
            state,
          }),
        );
    },
  );
  app.post(
    `${PAY_API.sandboxPay}/:providerNo`,
    {
      // The provider's own write, committed before the answer (a request transaction would commit after the redirect went out).
      config: { access: PUBLIC, audit: false, transaction: false },
      schema: {
        tags,
        summary: 'Pay or cancel on the sandbox pay page (form post); answers the page again',
        params: providerNoParam,
        querystring: langQuery,
        body: z.object({ action: z.enum(['pay', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const payment = await sandboxPayment(db, request.params.providerNo);
      if (!payment) throw AppError.notFound();
      if (request.body.action === 'pay') await db.transaction((tx) => payOnPage(tx as unknown as typeof db, payment.providerNo));
      else await cancelOnPage(db, payment.providerNo);
      const lang = normalizeLang(request.query.lang ?? request.headers['accept-language']);
      return reply.redirect(`${PAY_API.sandboxPay}/${payment.providerNo}?lang=${lang}`, 303);
    },
  );

  // The sandbox's background work runs where scheduled jobs run; it reaches this server through inject.
  if (config.jobsEnabled) {
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    const send = async (url: string, headers: Record<string, string>, body: string) => {
      const res = await base.inject({ method: 'POST', url: new URL(url, 'http://localhost').pathname, headers, payload: body });
      const answer = res.json() as { status?: number; data?: { code?: string } };
      return answer.status === 1001 && answer.data?.code === 'SUCCESS';
    };
    base.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        sandboxTick(db, send)
          .catch((err: unknown) => base.log.error({ err }, 'sandbox provider: tick failed'))
          .finally(() => {
            running = false;
          });
      }, SANDBOX_TICK_MS);
      timer.unref();
    });
    base.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
}
