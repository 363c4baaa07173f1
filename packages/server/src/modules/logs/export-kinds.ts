import {
  INTEGRATION_LOG_PERMS,
  type IntegrationLogRow,
  LOGININFOR_PERMS,
  type LoginLogRow,
  OPERLOG_PERMS,
  type OperLogRow,
  integrationLogQuerySchema,
  loginLogQuerySchema,
  operLogQuerySchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc } from 'drizzle-orm';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { INTEGRATION_COLUMNS, LOGIN_COLUMNS, OPER_COLUMNS } from './routes.js';
import {
  integrationLogRows,
  integrationLogWhere,
  loginLogRows,
  loginLogWhere,
  operLogRows,
  operLogWhere,
  toLoginRow,
  toOperRow,
} from './service.js';

/** The operation log's export: the list's filters in the caller's scope, oldest first. */
export const operLogExportKind = listExportKind({
  kind: 'operLogs',
  permission: OPERLOG_PERMS.export,
  query: operLogQuerySchema,
  fileName: texts('logs:operlog.title'),
  columns: OPER_COLUMNS,
  filter: (query, { user }) => operLogWhere(query, user),
  select: ({ db }, where) => operLogRows(db, where).orderBy(asc(operationLogs.id)),
  toRow: (r): OperLogRow => toOperRow(r),
});

/** The sign-in log's export: the list's filters in the caller's scope, oldest first. */
export const loginLogExportKind = listExportKind({
  kind: 'loginLogs',
  permission: LOGININFOR_PERMS.export,
  query: loginLogQuerySchema,
  fileName: texts('logs:logininfor.export.fileName'),
  columns: LOGIN_COLUMNS,
  filter: (query, { user }) => loginLogWhere(query, user),
  select: ({ db }, where) => loginLogRows(db, where).orderBy(asc(loginLogs.id)),
  toRow: (r, { lang }): LoginLogRow => toLoginRow(r, lang),
});

/** The integration log's export: the list's filters in the caller's scope, oldest first. */
export const integrationLogExportKind = listExportKind({
  kind: 'integrationLogs',
  permission: INTEGRATION_LOG_PERMS.export,
  query: integrationLogQuerySchema,
  fileName: texts('logs:integration.export.fileName'),
  columns: INTEGRATION_COLUMNS,
  filter: (query, { user }) => integrationLogWhere(query, user),
  select: ({ db }, where) => integrationLogRows(db, where).orderBy(asc(integrationLogs.id)),
  toRow: (r): IntegrationLogRow => ({
    ...r,
    direction: r.direction as IntegrationLogRow['direction'],
    status: r.status as IntegrationLogRow['status'],
    createdAt: r.createdAt.toISOString(),
  }),
});
