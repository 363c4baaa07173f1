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
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
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
export async function goodsDeployRoutes(app: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  listRoute(
    app,
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
    app,
    {
      url: GOODS_DEPLOY_API.rollouts,
      access: GOODS_DEPLOY_PERMS.list,
      tags,
      summary: 'Staged rollouts and their progress',
      querystring: rolloutListSchema,
    },
    (query, auth) => listRollouts(db, auth, query),
  );
  const read = { access: GOODS_DEPLOY_PERMS.list, tags };
  readRoute(
    app,
    {
      ...read,
      url: GOODS_DEPLOY_API.device,
      summary: 'One machine: running and target version, changes not deployed',
      querystring: deployDeviceQuerySchema,
    },
    ({ deviceId }, auth) => deviceState(db, auth, deviceId),
  );
  readRoute(app, { ...read, url: GOODS_DEPLOY_API.products, summary: 'The products the caller’s machines sell' }, (_, auth, { lang }) =>
    listProducts(db, auth, lang),
  );
  readRoute(
    app,
    { ...read, url: GOODS_DEPLOY_API.templates, summary: 'The templates the caller’s machines last got their goods from' },
    (_, auth) => listTemplates(db, auth),
  );
  commandRoute(
    app,
    {
      url: GOODS_DEPLOY_API.deploy,
      access: GOODS_DEPLOY_PERMS.deploy,
      audit: audit('deploy'),
      tags,
      summary: 'Deploy the current goods of the chosen machines',
      body: deploySchema,
    },
    ({ deviceIds }, auth) => deploy(db, deviceLink, auth, deviceIds),
  );
  commandRoute(
    app,
    {
      url: GOODS_DEPLOY_API.rolloutCreate,
      access: GOODS_DEPLOY_PERMS.deploy,
      audit: audit('rollout'),
      tags,
      summary: 'Start a staged rollout (first stage now)',
      body: rolloutCreateSchema,
    },
    (body, auth) => createRollout(db, deviceLink, auth, body),
  );
  commandRoute(
    app,
    {
      url: GOODS_DEPLOY_API.rolloutContinue,
      access: GOODS_DEPLOY_PERMS.deploy,
      audit: audit('continue'),
      tags,
      summary: 'Continue a rollout to the rest of its machines',
      body: rolloutIdSchema,
    },
    ({ id }, auth) => continueRollout(db, deviceLink, auth, id),
  );
  commandRoute(
    app,
    {
      url: GOODS_DEPLOY_API.rollback,
      access: GOODS_DEPLOY_PERMS.rollback,
      audit: audit('rollback'),
      tags,
      summary: 'Back to the previous version (machines or a rollout)',
      body: rollbackSchema,
    },
    (body, auth) => rollback(db, deviceLink, auth, body),
  );
}
