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
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import type { ExportKind } from '../../platform/exports/kind.js';
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
export const operLogExportKind: ExportKind<z.output<typeof operLogQuerySchema>, OperLogRow> = {
  kind: 'operLogs',
  permission: OPERLOG_PERMS.export,
  query: operLogQuerySchema,
  fileName: { en: 'Operation log', zh: '操作日志', es: 'Registro de operaciones', ja: '操作ログ' },
  columnChoice: true,
  async plan({ db, user }, query) {
    const where = operLogWhere(query, user);
    return {
      columns: OPER_COLUMNS,
      batch: async ({ offset, limit }) =>
        (await operLogRows(db, where).orderBy(asc(operationLogs.id)).limit(limit).offset(offset)).map(toOperRow),
    };
  },
};

/** The sign-in log's export: the list's filters in the caller's scope, oldest first. */
export const loginLogExportKind: ExportKind<z.output<typeof loginLogQuerySchema>, LoginLogRow> = {
  kind: 'loginLogs',
  permission: LOGININFOR_PERMS.export,
  query: loginLogQuerySchema,
  fileName: { en: 'Sign-in log', zh: '登录日志', es: 'Registro de accesos', ja: 'ログイン履歴' },
  columnChoice: true,
  async plan({ db, user }, query) {
    const where = loginLogWhere(query, user);
    return {
      columns: LOGIN_COLUMNS,
      batch: async ({ offset, limit }) =>
        (await loginLogRows(db, where).orderBy(asc(loginLogs.id)).limit(limit).offset(offset)).map((r) => toLoginRow(r)),
    };
  },
};

/** The integration log's export: the list's filters in the caller's scope, oldest first. */
export const integrationLogExportKind: ExportKind<z.output<typeof integrationLogQuerySchema>, IntegrationLogRow> = {
  kind: 'integrationLogs',
  permission: INTEGRATION_LOG_PERMS.export,
  query: integrationLogQuerySchema,
  fileName: { en: 'Integration log', zh: 'SAP 日志', es: 'Registro de integraciones', ja: '連携ログ' },
  columnChoice: true,
  async plan({ db, user }, query) {
    const where = integrationLogWhere(query, user);
    return {
      columns: INTEGRATION_COLUMNS,
      batch: async ({ offset, limit }) =>
        (await integrationLogRows(db, where).orderBy(asc(integrationLogs.id)).limit(limit).offset(offset)).map((r) => ({
          ...r,
          direction: r.direction as IntegrationLogRow['direction'],
          status: r.status as IntegrationLogRow['status'],
          createdAt: r.createdAt.toISOString(),
        })),
    };
  },
};
