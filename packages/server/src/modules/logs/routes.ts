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
import type { $ZodType, output } from 'zod/v4/core';
import type { ModuleContext } from '../../platform/area.js';
import type { AuthContext } from '../../platform/auth/types.js';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/index.js';
import { ok } from '../../platform/http/envelope.js';
import type { Page } from '../../platform/list/page-query.js';
import { commandRoute } from '../../platform/routes/command.js';
import { idsIn } from '../../platform/routes/ids.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
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

const OUTCOME = codeLabels('logs:outcome', { 0: 'success', 1: 'failure' });

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
  codeColumn('operType', texts('logs:operlog.export.operType'), OPER_TYPE_LABELS, 14),
  { key: 'method', header: texts('logs:integration.field.method'), width: 10 },
  { key: 'url', header: texts('logs:operlog.export.url'), width: 40 },
  { key: 'operName', header: texts('logs:operlog.field.operName'), width: 16 },
  { key: 'orgName', header: texts('logs:operlog.field.org'), width: 22 },
  { key: 'operIp', header: texts('logs:operlog.field.operIp'), width: 16 },
  codeColumn('status', texts('logs:operlog.field.status'), OUTCOME, 10),
  { key: 'resultStatus', header: texts('logs:operlog.field.resultStatus'), width: 12 },
  { key: 'durationMs', header: texts('logs:export.durationMs'), width: 12 },
  timeColumn('operTime', texts('logs:operlog.field.operTime'), 20),
];

export const LOGIN_COLUMNS: ExcelColumn<LoginLogRow>[] = [
  { key: 'infoId', header: texts('logs:logininfor.export.infoId'), width: 10 },
  { key: 'userName', header: texts('logs:logininfor.field.userName'), width: 18 },
  { key: 'orgName', header: texts('logs:logininfor.field.org'), width: 22 },
  { key: 'ipaddr', header: texts('logs:logininfor.field.ipaddr'), width: 16 },
  { key: 'browser', header: texts('logs:logininfor.field.browser'), width: 18 },
  { key: 'os', header: texts('logs:logininfor.field.os'), width: 18 },
  codeColumn('status', texts('logs:logininfor.field.status'), OUTCOME, 10),
  { key: 'msg', header: texts('logs:logininfor.field.msg'), width: 40 },
  timeColumn('loginTime', texts('logs:logininfor.field.loginTime'), 20),
];

const DIRECTION = codeLabels('logs:integration.direction', ['in', 'out']);
const INTEGRATION_STATUS = codeLabels('logs:integration.status', ['success', 'failure', 'timeout']);
export const INTEGRATION_COLUMNS: ExcelColumn<IntegrationLogRow>[] = [
  { key: 'id', header: texts('logs:export.logNo'), width: 10 },
  codeColumn('direction', texts('logs:integration.field.direction'), DIRECTION, 10),
  { key: 'system', header: texts('logs:integration.field.system'), width: 12 },
  { key: 'method', header: texts('logs:integration.field.method'), width: 10 },
  { key: 'endpoint', header: texts('logs:integration.field.endpoint'), width: 40 },
  codeColumn('status', texts('logs:integration.field.status'), INTEGRATION_STATUS, 10),
  { key: 'httpStatus', header: texts('logs:integration.export.httpStatus'), width: 12 },
  { key: 'durationMs', header: texts('logs:export.durationMs'), width: 12 },
  { key: 'retryCount', header: texts('logs:integration.export.retryCount'), width: 10 },
  { key: 'errorMessage', header: texts('logs:integration.field.error'), width: 30 },
  timeColumn('createdAt', texts('logs:integration.field.createdAt'), 20),
];

/**
 * One log of the system's: its paged list, "clear" (the rows in scope) and delete by ids, each
 * behind the log's own permissions and logged under its own operation-log module, and the one
 * entry with its payloads where the log has a detail.
 */
interface LogKind<Q extends $ZodType> {
  tags: string[];
  api: { list: string; clean: string; base: string };
  perms: { list: string; remove: string };
  /** The operation-log module of its "clear" and delete. */
  module: string;
  list: { summary: string; querystring: Q; rows: (query: output<Q>, auth: AuthContext, lang: Lang) => Promise<Page<unknown>> };
  clean: (auth: AuthContext) => Promise<number>;
  detail?: { access: string; summary: string; read: (id: number, auth: AuthContext) => Promise<unknown> };
  remove: (ids: number[], auth: AuthContext) => Promise<number>;
  /** The routes of this log alone, registered before its delete. */
  more?: () => void;
}

/** A log's routes, in the order they are registered. */
function logKindRoutes<Q extends $ZodType>(app: FastifyInstance, log: LogKind<Q>): void {
  const { tags, api, perms, module, list, detail, more } = log;
  listRoute(
    app,
    { url: api.list, access: perms.list, tags, summary: list.summary, querystring: list.querystring },
    (query, auth, { lang }) => list.rows(query, auth, lang),
  );
  declareRoute(
    app,
    {
      method: 'DELETE',
      url: api.clean,
      access: perms.remove,
      audit: { module, action: 'clean' },
      tags,
      summary: 'Clear the log (rows in scope)',
    },
    async (_, auth, { lang }) => {
      const count = await log.clean(auth);
      return ok({ deleted: count }, { result: message('logCleaned', lang, { count }) });
    },
  );
  if (detail) {
    readRoute(app, { url: `${api.base}/:id`, access: detail.access, tags, summary: detail.summary, params: logIdSchema }, ({ id }, auth) =>
      detail.read(id, auth),
    );
  }
  more?.();
  commandRoute(
    app,
    {
      method: 'DELETE',
      url: `${api.base}/:ids`,
      access: perms.remove,
      audit: { module, action: 'remove' },
      tags,
      summary: 'Delete entries',
      params: logIdsSchema,
    },
    async ({ ids }, auth) => ({ deleted: await log.remove(idsIn(ids), auth) }),
  );
}

/** System → Logs: operation log, login log (with unlock), integration ("SAP") log. */
export async function logRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  logKindRoutes(app, {
    tags: ['operation log'],
    api: OPERLOG_API,
    perms: OPERLOG_PERMS,
    module: 'operlog',
    list: { summary: 'Operation log, newest first', querystring: operLogQuerySchema, rows: (query, auth) => listOperLogs(db, query, auth) },
    clean: (auth) => cleanOperLogs(db, auth),
    detail: {
      access: OPERLOG_PERMS.query,
      summary: 'One entry with its request and result',
      read: (id, auth) => operLogDetail(db, id, auth),
    },
    remove: (ids, auth) => deleteOperLogs(db, ids, auth),
  });

  const loginTags = ['login log'];
  logKindRoutes(app, {
    tags: loginTags,
    api: LOGININFOR_API,
    perms: LOGININFOR_PERMS,
    module: 'logininfor',
    list: {
      summary: 'Sign-in attempts, newest first',
      querystring: loginLogQuerySchema,
      rows: (query, auth, lang) => listLoginLogs(db, query, auth, lang),
    },
    clean: (auth) => cleanLoginLogs(db, auth),
    remove: (ids, auth) => deleteLoginLogs(db, ids, auth),
    more: () =>
      declareRoute(
        app,
        {
          method: 'PUT',
          url: `${LOGININFOR_API.unlock}/:userName`,
          access: LOGININFOR_PERMS.unlock,
          audit: { module: 'logininfor', action: 'unlock' },
          tags: loginTags,
          summary: 'End the lockout of an account (failed sign-ins)',
          params: unlockParamsSchema,
        },
        async ({ userName }, auth, { lang }) => {
          const { wasLocked } = await unlockAccount(db, userName, auth);
          return ok({ wasLocked }, { result: message(wasLocked ? 'logAccountUnlocked' : 'logAccountNotLocked', lang, { userName }) });
        },
      ),
  });

  logKindRoutes(app, {
    tags: ['integration log'],
    api: INTEGRATION_LOG_API,
    perms: INTEGRATION_LOG_PERMS,
    module: 'integrationLog',
    list: {
      summary: 'Calls to and from outside systems, newest first',
      querystring: integrationLogQuerySchema,
      rows: (query, auth) => listIntegrationLogs(db, query, auth),
    },
    clean: (auth) => cleanIntegrationLogs(db, auth),
    detail: {
      access: INTEGRATION_LOG_PERMS.query,
      summary: 'One call with its payloads (masked)',
      read: (id, auth) => integrationLogDetail(db, id, auth),
    },
    remove: (ids, auth) => deleteIntegrationLogs(db, ids, auth),
  });

  /* ----- retention (read-only; parameters) ----- */
  readRoute(
    app,
    { url: LOG_RETENTION_API, access: SESSION, tags: ['logs'], summary: 'Days each log is kept (parameters sys.log.retentionDays.*)' },
    (_, _auth, { lang }) => logRetention(db, lang),
  );
}
