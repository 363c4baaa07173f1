import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels } from './validation.js';
import { bigDbId, filterTime, idListText } from './input.js';
import { OPER_TYPES, type OperType } from './audit-names.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/**
 * Logs of System → Logs: the operation log (every write),
 * the login log (every sign-in attempt) and the integration log (calls to and from outside
 * systems, the "SAP log"). Paths follow RuoYi's monitor screens.
 */
export const OPERLOG_API = {
  list: '/admin/monitor/operlog/list',
  /** GET `${base}/{id}` detail; DELETE `${base}/{ids}` (comma-separated). */
  base: '/admin/monitor/operlog',
  clean: '/admin/monitor/operlog/clean',
} as const;

export const OPERLOG_PERMS = screenPermissions('monitor:operlog', ['list', 'query', 'remove', 'export']);

export const LOGININFOR_API = {
  list: '/admin/monitor/logininfor/list',
  /** DELETE `${base}/{ids}`. */
  base: '/admin/monitor/logininfor',
  clean: '/admin/monitor/logininfor/clean',
  /** PUT `${unlock}/{userName}`: ends the lockout of an account. */
  unlock: '/admin/monitor/logininfor/unlock',
} as const;

export const LOGININFOR_PERMS = screenPermissions('monitor:logininfor', ['list', 'remove', 'export', 'unlock']);

export const INTEGRATION_LOG_API = {
  list: '/admin/monitor/integrationLog/list',
  /** GET `${base}/{id}` detail; DELETE `${base}/{ids}`. */
  base: '/admin/monitor/integrationLog',
  clean: '/admin/monitor/integrationLog/clean',
} as const;

export const INTEGRATION_LOG_PERMS = screenPermissions('monitor:integrationLog', ['list', 'query', 'remove', 'export']);

/** How long each log is kept: parameters read by the purge job (H6); screens show them. */
export const LOG_RETENTION_API = '/admin/monitor/logRetention';
export const LOG_RETENTION_KEYS = {
  operlog: 'sys.log.retentionDays.operation',
  logininfor: 'sys.log.retentionDays.login',
  integration: 'sys.log.retentionDays.integration',
  clientError: 'sys.log.retentionDays.clientError',
} as const;
export type LogKind = keyof typeof LOG_RETENTION_KEYS;
export interface LogRetention {
  kind: LogKind;
  configKey: string;
  /** The parameter's name in the request's language. */
  configName: string;
  /** Days kept; null when the parameter is missing or not a number (then nothing is purged). */
  days: number | null;
}

/** 0 success, 1 failure (RuoYi's sys_common_status). */
export const LOG_OUTCOMES = [0, 1] as const;
const outcome = z.coerce
  .number()
  .int()
  .refine((v) => v === 0 || v === 1)
  .optional();
const time = filterTime();
const text = (max: number) => z.string().trim().max(max).optional();

export const operLogQuerySchema = listParamsSchema.extend({
  /** Part of the module's code or of its name in any language (e.g. "user", "Accounts", "账号"). */
  module: text(50),
  /** Part of the action (e.g. "save", "remove"). */
  action: text(50),
  /** The business type (add, edit, delete, import …), derived from the action. */
  operType: z.enum(OPER_TYPES).optional(),
  /** Part of the operator's account or employee name. */
  operName: text(50),
  operIp: text(64),
  status: outcome,
  beginTime: time,
  endTime: time,
});
export type OperLogQuery = z.infer<typeof operLogQuerySchema>;

export interface OperLogRow {
  operId: number;
  module: string;
  action: string;
  /** The business type of the action (a delete is "delete" whatever its HTTP method). */
  operType: OperType;
  method: string;
  url: string;
  operName: string | null;
  employeeName: string | null;
  orgName: string | null;
  operIp: string | null;
  /** 0 success (envelope status 1001), 1 failure. */
  status: 0 | 1;
  /** The answer's envelope status (1001, 400, 403…). */
  resultStatus: number;
  durationMs: number;
  operTime: string;
}
export interface OperLogDetail extends OperLogRow {
  /** The request body with secrets masked. */
  request: string | null;
  /** The answer's message. */
  result: string | null;
}

export const loginLogQuerySchema = listParamsSchema.extend({
  userName: text(50),
  ipaddr: text(64),
  status: outcome,
  beginTime: time,
  endTime: time,
});
export type LoginLogQuery = z.infer<typeof loginLogQuerySchema>;

export interface LoginLogRow {
  infoId: number;
  userName: string;
  employeeName: string | null;
  orgName: string | null;
  ipaddr: string | null;
  browser: string | null;
  os: string | null;
  status: 0 | 1;
  msg: string | null;
  loginTime: string;
  /** The account is locked now (until this time); null when not locked or unknown. */
  lockedUntil: string | null;
}

export const INTEGRATION_DIRECTIONS = ['in', 'out'] as const;
export type IntegrationDirection = (typeof INTEGRATION_DIRECTIONS)[number];
export const INTEGRATION_STATUSES = ['success', 'failure', 'timeout'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const integrationLogQuerySchema = listParamsSchema.extend({
  direction: z.enum(INTEGRATION_DIRECTIONS).optional(),
  /** Part of the outside system's name (e.g. "SAP"). */
  system: text(50),
  endpoint: text(200),
  status: z.enum(INTEGRATION_STATUSES).optional(),
  beginTime: time,
  endTime: time,
});
export type IntegrationLogQuery = z.infer<typeof integrationLogQuerySchema>;

export interface IntegrationLogRow {
  id: number;
  direction: IntegrationDirection;
  system: string;
  endpoint: string;
  method: string;
  status: IntegrationStatus;
  httpStatus: number | null;
  durationMs: number;
  retryCount: number;
  errorMessage: string | null;
  createdAt: string;
}
export interface IntegrationLogDetail extends IntegrationLogRow {
  /** What was sent (headers and body), secrets masked. */
  requestPayload: string | null;
  /** What came back (truncated), secrets masked. */
  responsePayload: string | null;
}

export const logIdSchema = z.object({ id: bigDbId() });
export const logIdsSchema = z.object({
  ids: idListText({ maxLength: 2000, column: 'bigint' }),
});
export const unlockParamsSchema = z.object({ userName: z.string().trim().min(1).max(50) });

addFieldLabels(messageGroup('log.field.'));

export const LOG_ENDPOINTS = {
  operlog: listEndpoint<ListFilters<OperLogQuery>, OperLogRow>(OPERLOG_API.list),
  logininfor: listEndpoint<ListFilters<LoginLogQuery>, LoginLogRow>(LOGININFOR_API.list),
  integration: listEndpoint<ListFilters<IntegrationLogQuery>, IntegrationLogRow>(INTEGRATION_LOG_API.list),
} as const;
