import {
  INTEGRATION_LOG_API,
  INTEGRATION_LOG_PERMS,
  type IntegrationLogRow,
  LOGININFOR_API,
  LOGININFOR_PERMS,
  LOG_RETENTION_API,
  type Lang,
  type LoginLogRow,
  OPERLOG_API,
  OPERLOG_PERMS,
  OPER_TYPE_LABELS,
  type OperLogRow,
  SESSION,
  type Translations,
  integrationLogQuerySchema,
  logIdSchema,
  logIdsSchema,
  loginLogQuerySchema,
  auditActionLabel,
  auditModuleLabel,
  message,
  operLogQuerySchema,
  unlockParamsSchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { ExcelColumn } from '../../platform/excel/index.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import {
  cleanIntegrationLogs,
  cleanLoginLogs,
  cleanOperLogs,
  deleteIntegrationLogs,
  deleteLoginLogs,
  deleteOperLogs,
  integrationLogDetail,
  listIntegrationLogs,
  listLoginLogs,
  listOperLogs,
  logRetention,
  operLogDetail,
  unlockAccount,
} from './service.js';

const OUTCOME: Record<0 | 1, Translations> = {
  0: texts('logs:outcome.success'),
  1: texts('logs:outcome.failure'),
};
const when = (v: string) => new Date(v);
const ids = (s: string) => s.split(',').map(Number);

export const OPER_COLUMNS: ExcelColumn<OperLogRow>[] = [
  { key: 'operId', header: texts('logs:export.logNo'), width: 10 },
  {
    key: 'module',
    header: texts('logs:operlog.field.module'),
    width: 22,
    value: (r, lang) => auditModuleLabel(r.module, lang),
  },
  {
    key: 'action',
    header: texts('logs:operlog.field.action'),
    width: 22,
    value: (r, lang) => auditActionLabel(r.action, lang),
  },
  {
    key: 'operType',
    header: texts('logs:operlog.export.operType'),
    width: 14,
    value: (r, lang) => OPER_TYPE_LABELS[r.operType][lang],
  },
  { key: 'method', header: texts('logs:integration.field.method'), width: 10 },
  { key: 'url', header: texts('logs:operlog.export.url'), width: 40 },
  { key: 'operName', header: texts('logs:operlog.field.operName'), width: 16 },
  { key: 'orgName', header: texts('logs:operlog.field.org'), width: 22 },
  { key: 'operIp', header: texts('logs:operlog.field.operIp'), width: 16 },
  {
    key: 'status',
    header: texts('logs:operlog.field.status'),
    width: 10,
    value: (r, lang) => OUTCOME[r.status][lang],
  },
  { key: 'resultStatus', header: texts('logs:operlog.field.resultStatus'), width: 12 },
  { key: 'durationMs', header: texts('logs:export.durationMs'), width: 12 },
  { key: 'operTime', header: texts('logs:operlog.field.operTime'), width: 20, value: (r) => when(r.operTime) },
];

export const LOGIN_COLUMNS: ExcelColumn<LoginLogRow>[] = [
  { key: 'infoId', header: texts('logs:logininfor.export.infoId'), width: 10 },
  { key: 'userName', header: texts('logs:logininfor.field.userName'), width: 18 },
  { key: 'orgName', header: texts('logs:logininfor.field.org'), width: 22 },
  { key: 'ipaddr', header: texts('logs:logininfor.field.ipaddr'), width: 16 },
  { key: 'browser', header: texts('logs:logininfor.field.browser'), width: 18 },
  { key: 'os', header: texts('logs:logininfor.field.os'), width: 18 },
  {
    key: 'status',
    header: texts('logs:logininfor.field.status'),
    width: 10,
    value: (r, lang) => OUTCOME[r.status][lang],
  },
  { key: 'msg', header: texts('logs:logininfor.field.msg'), width: 40 },
  { key: 'loginTime', header: texts('logs:logininfor.field.loginTime'), width: 20, value: (r) => when(r.loginTime) },
];

const DIRECTION: Record<string, Translations> = {
  in: texts('logs:integration.direction.in'),
  out: texts('logs:integration.direction.out'),
};
const INTEGRATION_STATUS: Record<string, Translations> = {
  success: texts('logs:integration.status.success'),
  failure: texts('logs:integration.status.failure'),
  timeout: texts('logs:integration.status.timeout'),
};
export const INTEGRATION_COLUMNS: ExcelColumn<IntegrationLogRow>[] = [
  { key: 'id', header: texts('logs:export.logNo'), width: 10 },
  {
    key: 'direction',
    header: texts('logs:integration.field.direction'),
    width: 10,
    value: (r, l: Lang) => DIRECTION[r.direction]?.[l],
  },
  { key: 'system', header: texts('logs:integration.field.system'), width: 12 },
  { key: 'method', header: texts('logs:integration.field.method'), width: 10 },
  { key: 'endpoint', header: texts('logs:integration.field.endpoint'), width: 40 },
  {
    key: 'status',
    header: texts('logs:integration.field.status'),
    width: 10,
    value: (r, l) => INTEGRATION_STATUS[r.status]?.[l],
  },
  { key: 'httpStatus', header: texts('logs:integration.export.httpStatus'), width: 12 },
  { key: 'durationMs', header: texts('logs:export.durationMs'), width: 12 },
  { key: 'retryCount', header: texts('logs:integration.export.retryCount'), width: 10 },
  { key: 'errorMessage', header: texts('logs:integration.field.error'), width: 30 },
  { key: 'createdAt', header: texts('logs:integration.field.createdAt'), width: 20, value: (r) => when(r.createdAt) },
];

/** System → Logs: operation log, login log (with unlock), integration ("SAP") log. */
export async function logRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /* ----- operation log ----- */
  const operTags = ['operation log'];
  listRoute(
    base,
    {
      url: OPERLOG_API.list,
      access: OPERLOG_PERMS.list,
      tags: operTags,
      summary: 'Operation log, newest first',
      querystring: operLogQuerySchema,
    },
    (query, auth) => listOperLogs(db, query, auth),
  );
  app.delete(
    OPERLOG_API.clean,
    {
      config: { access: OPERLOG_PERMS.remove, audit: { module: 'operlog', action: 'clean' } },
      schema: { tags: operTags, summary: 'Clear the log (rows in scope)' },
    },
    async (request) => {
      const count = await cleanOperLogs(db, currentUser(request));
      return ok({ deleted: count }, { result: message('logCleaned', requestLang(request), { count }) });
    },
  );
  app.get(
    `${OPERLOG_API.base}/:id`,
    {
      config: { access: OPERLOG_PERMS.query },
      schema: { tags: operTags, summary: 'One entry with its request and result', params: logIdSchema },
    },
    async (request) => ok(await operLogDetail(db, request.params.id, currentUser(request))),
  );
  app.delete(
    `${OPERLOG_API.base}/:ids`,
    {
      config: { access: OPERLOG_PERMS.remove, audit: { module: 'operlog', action: 'remove' } },
      schema: { tags: operTags, summary: 'Delete entries', params: logIdsSchema },
    },
    async (request) => ok({ deleted: await deleteOperLogs(db, ids(request.params.ids), currentUser(request)) }),
  );

  /* ----- login log ----- */
  const loginTags = ['login log'];
  listRoute(
    base,
    {
      url: LOGININFOR_API.list,
      access: LOGININFOR_PERMS.list,
      tags: loginTags,
      summary: 'Sign-in attempts, newest first',
      querystring: loginLogQuerySchema,
    },
    (query, auth, { lang }) => listLoginLogs(db, query, auth, lang),
  );
  app.delete(
    LOGININFOR_API.clean,
    {
      config: { access: LOGININFOR_PERMS.remove, audit: { module: 'logininfor', action: 'clean' } },
      schema: { tags: loginTags, summary: 'Clear the log (rows in scope)' },
    },
    async (request) => {
      const count = await cleanLoginLogs(db, currentUser(request));
      return ok({ deleted: count }, { result: message('logCleaned', requestLang(request), { count }) });
    },
  );
  app.put(
    `${LOGININFOR_API.unlock}/:userName`,
    {
      config: { access: LOGININFOR_PERMS.unlock, audit: { module: 'logininfor', action: 'unlock' } },
      schema: { tags: loginTags, summary: 'End the lockout of an account (failed sign-ins)', params: unlockParamsSchema },
    },
    async (request) => {
      const { userName } = request.params;
      const { wasLocked } = await unlockAccount(db, userName, currentUser(request));
      return ok(
        { wasLocked },
        { result: message(wasLocked ? 'logAccountUnlocked' : 'logAccountNotLocked', requestLang(request), { userName }) },
      );
    },
  );
  app.delete(
    `${LOGININFOR_API.base}/:ids`,
    {
      config: { access: LOGININFOR_PERMS.remove, audit: { module: 'logininfor', action: 'remove' } },
      schema: { tags: loginTags, summary: 'Delete entries', params: logIdsSchema },
    },
    async (request) => ok({ deleted: await deleteLoginLogs(db, ids(request.params.ids), currentUser(request)) }),
  );

  /* ----- integration log ----- */
  const intTags = ['integration log'];
  listRoute(
    base,
    {
      url: INTEGRATION_LOG_API.list,
      access: INTEGRATION_LOG_PERMS.list,
      tags: intTags,
      summary: 'Calls to and from outside systems, newest first',
      querystring: integrationLogQuerySchema,
    },
    (query, auth) => listIntegrationLogs(db, query, auth),
  );
  app.delete(
    INTEGRATION_LOG_API.clean,
    {
      config: { access: INTEGRATION_LOG_PERMS.remove, audit: { module: 'integrationLog', action: 'clean' } },
      schema: { tags: intTags, summary: 'Clear the log (rows in scope)' },
    },
    async (request) => {
      const count = await cleanIntegrationLogs(db, currentUser(request));
      return ok({ deleted: count }, { result: message('logCleaned', requestLang(request), { count }) });
    },
  );
  app.get(
    `${INTEGRATION_LOG_API.base}/:id`,
    {
      config: { access: INTEGRATION_LOG_PERMS.query },
      schema: { tags: intTags, summary: 'One call with its payloads (masked)', params: logIdSchema },
    },
    async (request) => ok(await integrationLogDetail(db, request.params.id, currentUser(request))),
  );
  app.delete(
    `${INTEGRATION_LOG_API.base}/:ids`,
    {
      config: { access: INTEGRATION_LOG_PERMS.remove, audit: { module: 'integrationLog', action: 'remove' } },
      schema: { tags: intTags, summary: 'Delete entries', params: logIdsSchema },
    },
    async (request) => ok({ deleted: await deleteIntegrationLogs(db, ids(request.params.ids), currentUser(request)) }),
  );

  /* ----- retention (read-only; parameters) ----- */
  app.get(
    LOG_RETENTION_API,
    { config: { access: SESSION }, schema: { tags: ['logs'], summary: 'Days each log is kept (parameters sys.log.retentionDays.*)' } },
    async (request) => ok(await logRetention(db, requestLang(request))),
  );
}
