import {
  type IntegrationDirection,
  type IntegrationLogDetail,
  type IntegrationLogQuery,
  type IntegrationLogRow,
  type IntegrationStatus,
  LOG_RETENTION_KEYS,
  type Lang,
  type LogKind,
  type LogRetention,
  type LoginLogQuery,
  type LoginLogRow,
  type OperLogDetail,
  type OperLogQuery,
  type OperLogRow,
  OPER_TYPES,
  type OperType,
  Status,
  actionsOfType,
  isMessageKey,
  message,
  modulesNamed,
  operTypeOf,
} from '@vr/contracts';
import { type SQL, and, count, desc, eq, inArray, ne, notInArray, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, pagedRows, selectPage } from '../../platform/list/page-query.js';
import { selectedIds } from '../../platform/list/selection.js';
import { countWhere } from '../../platform/list/total.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { parseBound } from '../client-errors/index.js';
import { builtInConfigName, configValue } from '../configs/index.js';
import { currentLocks, endLockout, lockKey } from '../../platform/auth/sign-in-lockout.js';
import { integrationLogs, loginLogs, operationLogs } from '../../platform/audit/schema.js';
import { clearLogEntries, deleteLogEntries } from '../../platform/audit/clear.js';
import { containing } from '../../platform/sql/like.js';
import { isoTime } from '../../platform/http/iso.js';
import { timeRange } from '../../platform/list/time-filter.js';

/* ------------------------------------------------------------------ operation log */

const operScope = (auth: AuthContext) => scopeCondition(auth, { org: operationLogs.orgId, user: operationLogs.userId });

/** The entries of a business type: its actions; "other" also takes every action no type claims. */
function operTypeCondition(type: OperType): SQL {
  if (type !== 'other') return inArray(operationLogs.action, actionsOfType(type));
  const typed = OPER_TYPES.filter((t) => t !== 'other').flatMap(actionsOfType);
  return notInArray(operationLogs.action, typed);
}

/** The list's filter (and the export's, and "clear all"'s scope): data scope AND the query's filters. */
export function operLogWhere(q: Partial<OperLogQuery>, auth: AuthContext): SQL | undefined {
  const named = q.module ? modulesNamed(q.module) : [];
  const byCode = containing(operationLogs.module, q.module);
  return and(
    operScope(auth),
    ...timeRange(operationLogs.createdAt, q, parseBound),
    named.length ? or(byCode, inArray(operationLogs.module, named)) : byCode,
    containing(operationLogs.action, q.action),
    q.operType ? operTypeCondition(q.operType) : undefined,
    containing(operationLogs.ip, q.operIp),
    containing([operationLogs.username, users.employeeName], q.operName),
    q.status === 0 ? eq(operationLogs.status, Status.SUCCESS) : undefined,
    q.status === 1 ? ne(operationLogs.status, Status.SUCCESS) : undefined,
  );
}

const operColumns = {
  row: {
    id: operationLogs.id,
    module: operationLogs.module,
    action: operationLogs.action,
    method: operationLogs.method,
    url: operationLogs.url,
    username: operationLogs.username,
    ip: operationLogs.ip,
    status: operationLogs.status,
    durationMs: operationLogs.durationMs,
    createdAt: operationLogs.createdAt,
  },
  employeeName: users.employeeName,
  orgName: orgs.name,
};
type OperSelected = {
  row: {
    id: number;
    module: string;
    action: string;
    method: string;
    url: string;
    username: string | null;
    ip: string | null;
    status: number;
    durationMs: number;
    createdAt: Date;
  };
  employeeName: string | null;
  orgName: string | null;
};

export function toOperRow({ row, employeeName, orgName }: OperSelected): OperLogRow {
  return {
    operId: row.id,
    module: row.module,
    action: row.action,
    operType: operTypeOf(row.action),
    method: row.method,
    url: row.url,
    operName: row.username,
    employeeName,
    orgName,
    operIp: row.ip,
    status: row.status === Status.SUCCESS ? 0 : 1,
    resultStatus: row.status,
    durationMs: row.durationMs,
    operTime: isoTime(row.createdAt),
  };
}

export function operLogRows(db: Database, where: SQL | undefined) {
  return db
    .select(operColumns)
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .leftJoin(orgs, eq(orgs.id, operationLogs.orgId))
    .where(where)
    .$dynamic();
}

export async function listOperLogs(db: Database, q: OperLogQuery, auth: AuthContext): Promise<Page<OperLogRow>> {
  const where = operLogWhere(q, auth);
  return pageQuery({
    params: q,
    sortable: {
      operTime: operationLogs.createdAt,
      module: operationLogs.module,
      operName: operationLogs.username,
      status: operationLogs.status,
      durationMs: operationLogs.durationMs,
    },
    defaultOrder: [desc(operationLogs.createdAt), desc(operationLogs.id)],
    rows: pagedRows(operLogRows(db, where), toOperRow),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(operationLogs).leftJoin(users, eq(users.id, operationLogs.userId)).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function operLogDetail(db: Database, id: number, auth: AuthContext): Promise<OperLogDetail> {
  const [found] = await db
    .select({ ...operColumns, request: operationLogs.request, result: operationLogs.result })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .leftJoin(orgs, eq(orgs.id, operationLogs.orgId))
    .where(and(eq(operationLogs.id, id), operScope(auth)))
    .limit(1);
  if (!found) throw AppError.notFound();
  return { ...toOperRow(found), request: found.request, result: found.result };
}

/** Deletes the rows, all in scope or none (404). */
export async function deleteOperLogs(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = await selectedIds(ids, (unique) =>
    db
      .select({ id: operationLogs.id })
      .from(operationLogs)
      .where(and(inArray(operationLogs.id, unique), operScope(auth))),
  );
  await deleteLogEntries(db, operationLogs, unique);
  return unique.length;
}

/** "Clear all": every row the caller may see (everything with "all data"). */
export async function cleanOperLogs(db: Database, auth: AuthContext): Promise<number> {
  return clearLogEntries(db, operationLogs, operScope(auth));
}

/* ------------------------------------------------------------------ login log */

/** Login rows belong to the account's organisation; attempts on unknown accounts only to "all data". */
const loginScope = (auth: AuthContext) => scopeCondition(auth, { org: users.orgId, user: users.id });

export function loginLogWhere(q: Partial<LoginLogQuery>, auth: AuthContext): SQL | undefined {
  return and(
    loginScope(auth),
    ...timeRange(loginLogs.createdAt, q, parseBound),
    containing([loginLogs.username, users.employeeName], q.userName),
    containing(loginLogs.ip, q.ipaddr),
    q.status === 0 || q.status === 1 ? eq(loginLogs.outcome, q.status) : undefined,
  );
}

export function loginLogRows(db: Database, where: SQL | undefined) {
  return db
    .select({ row: loginLogs, employeeName: users.employeeName, orgName: orgs.name })
    .from(loginLogs)
    .leftJoin(users, eq(users.id, loginLogs.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .$dynamic();
}

type LoginSelected = {
  row: typeof loginLogs.$inferSelect;
  employeeName: string | null;
  orgName: string | null;
};

/**
 * A row's `lockedUntil`: whether its account is locked out from its address now (null on exports,
 * and for names without an account, which no one can unlock: their locks just pass).
 */
export function toLoginRow({ row, employeeName, orgName }: LoginSelected, lang: Lang, locks?: Map<string, Date>): LoginLogRow {
  const lockedUntil = row.userId === null ? undefined : locks?.get(lockKey({ username: row.username, ip: row.ip }));
  return {
    infoId: row.id,
    userName: row.username,
    employeeName,
    orgName,
    ipaddr: row.ip,
    browser: row.browser,
    os: row.os,
    status: row.outcome === 0 ? 0 : 1,
    msg: row.messageKey && isMessageKey(row.messageKey) ? message(row.messageKey, lang, row.messageParams ?? undefined) : row.message,
    loginTime: isoTime(row.createdAt),
    lockedUntil: lockedUntil ? isoTime(lockedUntil) : null,
  };
}

export async function listLoginLogs(db: Database, q: LoginLogQuery, auth: AuthContext, lang: Lang): Promise<Page<LoginLogRow>> {
  const where = loginLogWhere(q, auth);
  return pageQuery({
    params: q,
    sortable: { loginTime: loginLogs.createdAt, userName: loginLogs.username, status: loginLogs.outcome, ipaddr: loginLogs.ip },
    defaultOrder: [desc(loginLogs.createdAt), desc(loginLogs.id)],
    rows: async (page) => {
      const rows = await selectPage(loginLogRows(db, where), page);
      const locks = await currentLocks(
        db,
        rows.filter(({ row }) => row.userId !== null).map(({ row }) => ({ username: row.username, ip: row.ip })),
      );
      return rows.map((r) => toLoginRow(r, lang, locks));
    },
    count: async () =>
      (await db.select({ n: count() }).from(loginLogs).leftJoin(users, eq(users.id, loginLogs.userId)).where(where))[0]?.n ?? 0,
  });
}

export async function deleteLoginLogs(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = await selectedIds(ids, (unique) =>
    db
      .select({ id: loginLogs.id })
      .from(loginLogs)
      .leftJoin(users, eq(users.id, loginLogs.userId))
      .where(and(inArray(loginLogs.id, unique), loginScope(auth))),
  );
  await deleteLogEntries(db, loginLogs, unique);
  return unique.length;
}

export async function cleanLoginLogs(db: Database, auth: AuthContext): Promise<number> {
  const scope = loginScope(auth);
  // Rows of accounts in scope (attempts on unknown accounts belong to "all data" only).
  const where = scope === undefined ? undefined : inArray(loginLogs.userId, db.select({ id: users.id }).from(users).where(scope));
  return clearLogEntries(db, loginLogs, where);
}

/**
 * Ends the lockout of an account in the caller's scope, from every address, and its counts of
 * failures; the unlock is written to the login log. Answers whether it was locked.
 */
export async function unlockAccount(db: Database, userName: string, auth: AuthContext): Promise<{ wasLocked: boolean }> {
  const [user] = await db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(and(eq(users.username, userName), eq(users.loginBound, true)))
    .limit(1);
  if (!user || !(await isInScope(db, auth, { orgId: user.orgId, ownerId: user.id }))) {
    throw new AppError(Status.NOT_FOUND, 'logAccountUnknown', { userName });
  }
  return { wasLocked: await endLockout(db, { id: user.id, username: userName }) };
}

/* ------------------------------------------------------------------ integration log */

const integrationScope = (auth: AuthContext) => scopeCondition(auth, { org: integrationLogs.orgId });

export function integrationLogWhere(q: Partial<IntegrationLogQuery>, auth: AuthContext): SQL | undefined {
  return and(
    integrationScope(auth),
    ...timeRange(integrationLogs.createdAt, q, parseBound),
    q.direction ? eq(integrationLogs.direction, q.direction) : undefined,
    containing(integrationLogs.system, q.system),
    containing(integrationLogs.endpoint, q.endpoint),
    q.status ? eq(integrationLogs.status, q.status) : undefined,
  );
}

const integrationColumns = {
  id: integrationLogs.id,
  direction: integrationLogs.direction,
  system: integrationLogs.system,
  endpoint: integrationLogs.endpoint,
  method: integrationLogs.method,
  status: integrationLogs.status,
  httpStatus: integrationLogs.httpStatus,
  durationMs: integrationLogs.durationMs,
  retryCount: integrationLogs.retryCount,
  errorMessage: integrationLogs.errorMessage,
  createdAt: integrationLogs.createdAt,
};

function toIntegrationRow(r: {
  id: number;
  direction: string;
  system: string;
  endpoint: string;
  method: string;
  status: string;
  httpStatus: number | null;
  durationMs: number;
  retryCount: number;
  errorMessage: string | null;
  createdAt: Date;
}): IntegrationLogRow {
  return {
    ...r,
    direction: r.direction as IntegrationDirection,
    status: r.status as IntegrationStatus,
    createdAt: isoTime(r.createdAt),
  };
}

export function integrationLogRows(db: Database, where: SQL | undefined) {
  return db.select(integrationColumns).from(integrationLogs).where(where).$dynamic();
}

export async function listIntegrationLogs(db: Database, q: IntegrationLogQuery, auth: AuthContext): Promise<Page<IntegrationLogRow>> {
  const where = integrationLogWhere(q, auth);
  return pageQuery({
    params: q,
    sortable: {
      createdAt: integrationLogs.createdAt,
      system: integrationLogs.system,
      status: integrationLogs.status,
      durationMs: integrationLogs.durationMs,
      retryCount: integrationLogs.retryCount,
    },
    defaultOrder: [desc(integrationLogs.createdAt), desc(integrationLogs.id)],
    rows: pagedRows(integrationLogRows(db, where), toIntegrationRow),
    count: () => countWhere(db, integrationLogs, where),
  });
}

export async function integrationLogDetail(db: Database, id: number, auth: AuthContext): Promise<IntegrationLogDetail> {
  const [found] = await db
    .select({ ...integrationColumns, requestPayload: integrationLogs.requestPayload, responsePayload: integrationLogs.responsePayload })
    .from(integrationLogs)
    .where(and(eq(integrationLogs.id, id), integrationScope(auth)))
    .limit(1);
  if (!found) throw AppError.notFound();
  const { requestPayload, responsePayload, ...row } = found;
  return { ...toIntegrationRow(row), requestPayload, responsePayload };
}

export async function deleteIntegrationLogs(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = await selectedIds(ids, (unique) =>
    db
      .select({ id: integrationLogs.id })
      .from(integrationLogs)
      .where(and(inArray(integrationLogs.id, unique), integrationScope(auth))),
  );
  await deleteLogEntries(db, integrationLogs, unique);
  return unique.length;
}

export async function cleanIntegrationLogs(db: Database, auth: AuthContext): Promise<number> {
  return clearLogEntries(db, integrationLogs, integrationScope(auth));
}

/* ------------------------------------------------------------------ retention */

/** Each log's retention parameter (read-only here; the purge job owns the deleting). */
export async function logRetention(db: Database, lang: Lang): Promise<LogRetention[]> {
  const kinds = Object.keys(LOG_RETENTION_KEYS) as LogKind[];
  return Promise.all(
    kinds.map(async (kind) => {
      const configKey = LOG_RETENTION_KEYS[kind];
      const raw = await configValue(db, configKey);
      const days = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
      return { kind, configKey, configName: builtInConfigName(configKey, lang), days };
    }),
  );
}
