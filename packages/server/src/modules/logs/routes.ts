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
  type OperLogRow,
  SESSION,
  type Translations,
  integrationLogQuerySchema,
  logIdSchema,
  logIdsSchema,
  loginLogQuerySchema,
  message,
  operLogQuerySchema,
  unlockParamsSchema,
} from '@vr/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/index.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import {
  cleanIntegrationLogs,
  cleanLoginLogs,
  cleanOperLogs,
  deleteIntegrationLogs,
  deleteLoginLogs,
  deleteOperLogs,
  integrationLogDetail,
  integrationLogRows,
  integrationLogWhere,
  listIntegrationLogs,
  listLoginLogs,
  listOperLogs,
  logRetention,
  loginLogRows,
  loginLogWhere,
  operLogDetail,
  operLogRows,
  operLogWhere,
  toLoginRow,
  unlockAccount,
} from './service.js';

const h = (en: string, zh: string, es: string, ja: string): Translations => ({ en, zh, es, ja });
const OUTCOME: Record<0 | 1, Translations> = { 0: h('Success', '成功', 'Correcto', '成功'), 1: h('Failure', '失败', 'Fallo', '失敗') };
const when = (v: string) => new Date(v);
const ids = (s: string) => s.split(',').map(Number);

const OPER_COLUMNS: ExcelColumn<OperLogRow>[] = [
  { key: 'operId', header: h('Log no.', '日志编号', 'N.º', 'ログ番号'), width: 10 },
  { key: 'module', header: h('Module', '系统模块', 'Módulo', 'モジュール'), width: 18 },
  { key: 'action', header: h('Action', '操作', 'Acción', '操作'), width: 18 },
  { key: 'method', header: h('Method', '请求方式', 'Método', 'メソッド'), width: 10 },
  { key: 'url', header: h('URL', '请求地址', 'URL', 'URL'), width: 40 },
  { key: 'operName', header: h('Operator', '操作人员', 'Operador', '操作者'), width: 16 },
  { key: 'orgName', header: h('Organisation', '组织', 'Organización', '組織'), width: 22 },
  { key: 'operIp', header: h('IP address', '操作地址', 'Dirección IP', 'IP アドレス'), width: 16 },
  { key: 'status', header: h('Status', '操作状态', 'Estado', '状態'), width: 10, value: (r, lang) => OUTCOME[r.status][lang] },
  { key: 'resultStatus', header: h('Answer status', '返回状态码', 'Estado devuelto', '応答ステータス'), width: 12 },
  { key: 'durationMs', header: h('Duration (ms)', '耗时（毫秒）', 'Duración (ms)', '所要時間 (ms)'), width: 12 },
  { key: 'operTime', header: h('Time', '操作时间', 'Hora', '日時'), width: 20, value: (r) => when(r.operTime) },
];

const LOGIN_COLUMNS: ExcelColumn<LoginLogRow>[] = [
  { key: 'infoId', header: h('Log no.', '访问编号', 'N.º', 'ログ番号'), width: 10 },
  { key: 'userName', header: h('Account', '用户名称', 'Cuenta', 'アカウント'), width: 18 },
  { key: 'orgName', header: h('Organisation', '组织', 'Organización', '組織'), width: 22 },
  { key: 'ipaddr', header: h('IP address', '登录地址', 'Dirección IP', 'IP アドレス'), width: 16 },
  { key: 'browser', header: h('Browser', '浏览器', 'Navegador', 'ブラウザー'), width: 18 },
  { key: 'os', header: h('Operating system', '操作系统', 'Sistema operativo', 'OS'), width: 18 },
  { key: 'status', header: h('Status', '登录状态', 'Estado', '状態'), width: 10, value: (r, lang) => OUTCOME[r.status][lang] },
  { key: 'msg', header: h('Message', '提示消息', 'Mensaje', 'メッセージ'), width: 40 },
  { key: 'loginTime', header: h('Time', '访问时间', 'Hora', '日時'), width: 20, value: (r) => when(r.loginTime) },
];

const DIRECTION: Record<string, Translations> = {
  in: h('Inbound', '接收', 'Entrante', '受信'),
  out: h('Outbound', '调用', 'Saliente', '送信'),
};
const INTEGRATION_STATUS: Record<string, Translations> = {
  success: h('Success', '成功', 'Correcto', '成功'),
  failure: h('Failure', '失败', 'Fallo', '失敗'),
  timeout: h('Timed out', '超时', 'Tiempo agotado', 'タイムアウト'),
};
const INTEGRATION_COLUMNS: ExcelColumn<IntegrationLogRow>[] = [
  { key: 'id', header: h('Log no.', '日志编号', 'N.º', 'ログ番号'), width: 10 },
  { key: 'direction', header: h('Direction', '方向', 'Dirección', '方向'), width: 10, value: (r, l: Lang) => DIRECTION[r.direction]?.[l] },
  { key: 'system', header: h('System', '系统', 'Sistema', 'システム'), width: 12 },
  { key: 'method', header: h('Method', '请求方式', 'Método', 'メソッド'), width: 10 },
  { key: 'endpoint', header: h('Endpoint', '接口', 'Endpoint', 'エンドポイント'), width: 40 },
  { key: 'status', header: h('Status', '状态', 'Estado', '状態'), width: 10, value: (r, l) => INTEGRATION_STATUS[r.status]?.[l] },
  { key: 'httpStatus', header: h('HTTP status', 'HTTP 状态码', 'Estado HTTP', 'HTTP ステータス'), width: 12 },
  { key: 'durationMs', header: h('Duration (ms)', '耗时（毫秒）', 'Duración (ms)', '所要時間 (ms)'), width: 12 },
  { key: 'retryCount', header: h('Retries', '重试次数', 'Reintentos', '再試行回数'), width: 10 },
  { key: 'errorMessage', header: h('Error', '错误信息', 'Error', 'エラー'), width: 30 },
  { key: 'createdAt', header: h('Time', '时间', 'Hora', '日時'), width: 20, value: (r) => when(r.createdAt) },
];

/** System → Logs: operation log, login log (with unlock), integration ("SAP") log. */
export async function logRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /* ----- operation log ----- */
  const operTags = ['operation log'];
  app.get(
    OPERLOG_API.list,
    {
      config: { access: OPERLOG_PERMS.list },
      schema: { tags: operTags, summary: 'Operation log, newest first', querystring: operLogQuerySchema },
    },
    async (request) => okList(await listOperLogs(db, request.query, currentUser(request))),
  );
  app.get(
    OPERLOG_API.export,
    {
      config: { access: OPERLOG_PERMS.export },
      schema: { tags: operTags, summary: 'The filtered rows as xlsx', querystring: operLogQuerySchema },
    },
    async (request, reply) => {
      const where = operLogWhere(request.query, currentUser(request));
      return sendXlsx(reply, {
        fileName: 'operlog',
        lang: requestLang(request),
        columns: OPER_COLUMNS,
        batch: async ({ offset, limit }) => {
          const rows = await operLogRows(db, where).orderBy(asc(operationLogs.id)).limit(limit).offset(offset);
          return rows.map(({ row, employeeName, orgName }) => ({
            operId: row.id,
            module: row.module,
            action: row.action,
            method: row.method,
            url: row.url,
            operName: row.username,
            employeeName,
            orgName,
            operIp: row.ip,
            status: row.status === 1001 ? 0 : 1,
            resultStatus: row.status,
            durationMs: row.durationMs,
            operTime: row.createdAt.toISOString(),
          }));
        },
      });
    },
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
  app.get(
    LOGININFOR_API.list,
    {
      config: { access: LOGININFOR_PERMS.list },
      schema: { tags: loginTags, summary: 'Sign-in attempts, newest first', querystring: loginLogQuerySchema },
    },
    async (request) => okList(await listLoginLogs(db, request.query, currentUser(request))),
  );
  app.get(
    LOGININFOR_API.export,
    {
      config: { access: LOGININFOR_PERMS.export },
      schema: { tags: loginTags, summary: 'The filtered rows as xlsx', querystring: loginLogQuerySchema },
    },
    async (request, reply) => {
      const where = loginLogWhere(request.query, currentUser(request));
      return sendXlsx(reply, {
        fileName: 'logininfor',
        lang: requestLang(request),
        columns: LOGIN_COLUMNS,
        batch: async ({ offset, limit }) =>
          (await loginLogRows(db, where).orderBy(asc(loginLogs.id)).limit(limit).offset(offset)).map((r) => toLoginRow(r)),
      });
    },
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
  app.get(
    INTEGRATION_LOG_API.list,
    {
      config: { access: INTEGRATION_LOG_PERMS.list },
      schema: { tags: intTags, summary: 'Calls to and from outside systems, newest first', querystring: integrationLogQuerySchema },
    },
    async (request) => okList(await listIntegrationLogs(db, request.query, currentUser(request))),
  );
  app.get(
    INTEGRATION_LOG_API.export,
    {
      config: { access: INTEGRATION_LOG_PERMS.export },
      schema: { tags: intTags, summary: 'The filtered rows as xlsx', querystring: integrationLogQuerySchema },
    },
    async (request, reply) => {
      const where = integrationLogWhere(request.query, currentUser(request));
      return sendXlsx(reply, {
        fileName: 'integration_log',
        lang: requestLang(request),
        columns: INTEGRATION_COLUMNS,
        batch: async ({ offset, limit }) =>
          (await integrationLogRows(db, where).orderBy(asc(integrationLogs.id)).limit(limit).offset(offset)).map((r) => ({
            ...r,
            direction: r.direction as IntegrationLogRow['direction'],
            status: r.status as IntegrationLogRow['status'],
            createdAt: r.createdAt.toISOString(),
          })),
      });
    },
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
    async () => ok(await logRetention(db)),
  );
}
