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
  0: { en: 'Success', zh: '成功', es: 'Correcto', ja: '成功' },
  1: { en: 'Failure', zh: '失败', es: 'Fallo', ja: '失敗' },
};
const when = (v: string) => new Date(v);
const ids = (s: string) => s.split(',').map(Number);

export const OPER_COLUMNS: ExcelColumn<OperLogRow>[] = [
  { key: 'operId', header: { en: 'Log no.', zh: '日志编号', es: 'N.º', ja: 'ログ番号' }, width: 10 },
  {
    key: 'module',
    header: { en: 'Module', zh: '系统模块', es: 'Módulo', ja: 'モジュール' },
    width: 22,
    value: (r, lang) => auditModuleLabel(r.module, lang),
  },
  {
    key: 'action',
    header: { en: 'Action', zh: '操作', es: 'Acción', ja: '操作' },
    width: 22,
    value: (r, lang) => auditActionLabel(r.action, lang),
  },
  {
    key: 'operType',
    header: { en: 'Type', zh: '业务类型', es: 'Tipo', ja: '種別' },
    width: 14,
    value: (r, lang) => OPER_TYPE_LABELS[r.operType][lang],
  },
  { key: 'method', header: { en: 'Method', zh: '请求方式', es: 'Método', ja: 'メソッド' }, width: 10 },
  { key: 'url', header: { en: 'URL', zh: '请求地址', es: 'URL', ja: 'URL' }, width: 40 },
  { key: 'operName', header: { en: 'Operator', zh: '操作人员', es: 'Operador', ja: '操作者' }, width: 16 },
  { key: 'orgName', header: { en: 'Organisation', zh: '组织', es: 'Organización', ja: '組織' }, width: 22 },
  { key: 'operIp', header: { en: 'IP address', zh: '操作地址', es: 'Dirección IP', ja: 'IP アドレス' }, width: 16 },
  {
    key: 'status',
    header: { en: 'Status', zh: '操作状态', es: 'Estado', ja: '状態' },
    width: 10,
    value: (r, lang) => OUTCOME[r.status][lang],
  },
  { key: 'resultStatus', header: { en: 'Answer status', zh: '返回状态码', es: 'Estado devuelto', ja: '応答ステータス' }, width: 12 },
  { key: 'durationMs', header: { en: 'Duration (ms)', zh: '耗时（毫秒）', es: 'Duración (ms)', ja: '所要時間 (ms)' }, width: 12 },
  { key: 'operTime', header: { en: 'Time', zh: '操作时间', es: 'Hora', ja: '日時' }, width: 20, value: (r) => when(r.operTime) },
];

export const LOGIN_COLUMNS: ExcelColumn<LoginLogRow>[] = [
  { key: 'infoId', header: { en: 'Log no.', zh: '访问编号', es: 'N.º', ja: 'ログ番号' }, width: 10 },
  { key: 'userName', header: { en: 'Account', zh: '用户名称', es: 'Cuenta', ja: 'アカウント' }, width: 18 },
  { key: 'orgName', header: { en: 'Organisation', zh: '组织', es: 'Organización', ja: '組織' }, width: 22 },
  { key: 'ipaddr', header: { en: 'IP address', zh: '登录地址', es: 'Dirección IP', ja: 'IP アドレス' }, width: 16 },
  { key: 'browser', header: { en: 'Browser', zh: '浏览器', es: 'Navegador', ja: 'ブラウザー' }, width: 18 },
  { key: 'os', header: { en: 'Operating system', zh: '操作系统', es: 'Sistema operativo', ja: 'OS' }, width: 18 },
  {
    key: 'status',
    header: { en: 'Status', zh: '登录状态', es: 'Estado', ja: '状態' },
    width: 10,
    value: (r, lang) => OUTCOME[r.status][lang],
  },
  { key: 'msg', header: { en: 'Message', zh: '提示消息', es: 'Mensaje', ja: 'メッセージ' }, width: 40 },
  { key: 'loginTime', header: { en: 'Time', zh: '访问时间', es: 'Hora', ja: '日時' }, width: 20, value: (r) => when(r.loginTime) },
];

const DIRECTION: Record<string, Translations> = {
  in: { en: 'Inbound', zh: '接收', es: 'Entrante', ja: '受信' },
  out: { en: 'Outbound', zh: '调用', es: 'Saliente', ja: '送信' },
};
const INTEGRATION_STATUS: Record<string, Translations> = {
  success: { en: 'Success', zh: '成功', es: 'Correcto', ja: '成功' },
  failure: { en: 'Failure', zh: '失败', es: 'Fallo', ja: '失敗' },
  timeout: { en: 'Timed out', zh: '超时', es: 'Tiempo agotado', ja: 'タイムアウト' },
};
export const INTEGRATION_COLUMNS: ExcelColumn<IntegrationLogRow>[] = [
  { key: 'id', header: { en: 'Log no.', zh: '日志编号', es: 'N.º', ja: 'ログ番号' }, width: 10 },
  {
    key: 'direction',
    header: { en: 'Direction', zh: '方向', es: 'Dirección', ja: '方向' },
    width: 10,
    value: (r, l: Lang) => DIRECTION[r.direction]?.[l],
  },
  { key: 'system', header: { en: 'System', zh: '系统', es: 'Sistema', ja: 'システム' }, width: 12 },
  { key: 'method', header: { en: 'Method', zh: '请求方式', es: 'Método', ja: 'メソッド' }, width: 10 },
  { key: 'endpoint', header: { en: 'Endpoint', zh: '接口', es: 'Endpoint', ja: 'エンドポイント' }, width: 40 },
  {
    key: 'status',
    header: { en: 'Status', zh: '状态', es: 'Estado', ja: '状態' },
    width: 10,
    value: (r, l) => INTEGRATION_STATUS[r.status]?.[l],
  },
  { key: 'httpStatus', header: { en: 'HTTP status', zh: 'HTTP 状态码', es: 'Estado HTTP', ja: 'HTTP ステータス' }, width: 12 },
  { key: 'durationMs', header: { en: 'Duration (ms)', zh: '耗时（毫秒）', es: 'Duración (ms)', ja: '所要時間 (ms)' }, width: 12 },
  { key: 'retryCount', header: { en: 'Retries', zh: '重试次数', es: 'Reintentos', ja: '再試行回数' }, width: 10 },
  { key: 'errorMessage', header: { en: 'Error', zh: '错误信息', es: 'Error', ja: 'エラー' }, width: 30 },
  { key: 'createdAt', header: { en: 'Time', zh: '时间', es: 'Hora', ja: '日時' }, width: 20, value: (r) => when(r.createdAt) },
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
