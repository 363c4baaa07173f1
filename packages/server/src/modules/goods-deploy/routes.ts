import {
  GOODS_DEPLOY_API,
  GOODS_DEPLOY_PERMS,
  deployDeviceQuerySchema,
  deploySchema,
  deployStatusListSchema,
  rollbackSchema,
  rolloutCreateSchema,
  rolloutIdSchema,
  rolloutListSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { auditOf } from '../../platform/routes/access.js';
import {
  continueRollout,
  createRollout,
  deploy,
  deviceState,
  listProducts,
  listRollouts,
  listTemplates,
  listStatus,
  rollback,
} from './service.js';

const tags = ['goods-deploy'];
const audit = auditOf('goodsDeploy');

/** Goods → deployment: packages to the machines, staged rollouts, rollbacks, status. */
export async function goodsDeployRoutes(base: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: GOODS_DEPLOY_API.status,
      access: GOODS_DEPLOY_PERMS.list,
      tags,
      summary: 'Per machine: target and running goods version, behind, failed, offline',
      querystring: deployStatusListSchema,
    },
    (query, auth) => listStatus(db, auth, query),
  );
  listRoute(
    base,
    {
      url: GOODS_DEPLOY_API.rollouts,
      access: GOODS_DEPLOY_PERMS.list,
      tags,
      summary: 'Staged rollouts and their progress',
      querystring: rolloutListSchema,
    },
    (query, auth) => listRollouts(db, auth, query),
  );
  app.get(
    GOODS_DEPLOY_API.device,
    {
      config: { access: GOODS_DEPLOY_PERMS.list },
      schema: { tags, summary: 'One machine: running and target version, changes not deployed', querystring: deployDeviceQuerySchema },
    },
    async (request) => ok(await deviceState(db, currentUser(request), request.query.deviceId)),
  );
  app.get(
    GOODS_DEPLOY_API.products,
    { config: { access: GOODS_DEPLOY_PERMS.list }, schema: { tags, summary: 'The products the caller’s machines sell' } },
    async (request) => ok(await listProducts(db, currentUser(request), requestLang(request))),
  );
  app.get(
    GOODS_DEPLOY_API.templates,
    {
      config: { access: GOODS_DEPLOY_PERMS.list },
      schema: { tags, summary: 'The templates the caller’s machines last got their goods from' },
    },
    async (request) => ok(await listTemplates(db, currentUser(request))),
  );
  app.post(
    GOODS_DEPLOY_API.deploy,
    {
      config: { access: GOODS_DEPLOY_PERMS.deploy, audit: audit('deploy') },
      schema: { tags, summary: 'Deploy the current goods of the chosen machines', body: deploySchema },
    },
    async (request) => ok(await deploy(db, deviceLink, currentUser(request), request.body.deviceIds)),
  );
  app.post(
    GOODS_DEPLOY_API.rolloutCreate,
    {
      config: { access: GOODS_DEPLOY_PERMS.deploy, audit: audit('rollout') },
      schema: { tags, summary: 'Start a staged rollout (first stage now)', body: rolloutCreateSchema },
    },
    async (request) => ok(await createRollout(db, deviceLink, currentUser(request), request.body)),
  );
  app.post(
    GOODS_DEPLOY_API.rolloutContinue,
    {
      config: { access: GOODS_DEPLOY_PERMS.deploy, audit: audit('continue') },
      schema: { tags, summary: 'Continue a rollout to the rest of its machines', body: rolloutIdSchema },
    },
    async (request) => ok(await continueRollout(db, deviceLink, currentUser(request), request.body.id)),
  );
  app.post(
    GOODS_DEPLOY_API.rollback,
    {
      config: { access: GOODS_DEPLOY_PERMS.rollback, audit: audit('rollback') },
      schema: { tags, summary: 'Back to the previous version (machines or a rollout)', body: rollbackSchema },
    },
    async (request) => ok(await rollback(db, deviceLink, currentUser(request), request.body)),
  );
}
