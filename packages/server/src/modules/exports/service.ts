import {
  ADMIN_ROLE,
  EXPORT_TASK_PERMS,
  EXPORT_TASK_STATE,
  type ExportKindInfo,
  type ExportTaskCreate,
  type ExportTaskQuery,
  type ExportTaskRow,
  type ExportTaskStateCode,
  type Lang,
  hasAnyPermission,
} from '@vr/contracts';
import { type SQL, and, desc, eq, inArray, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { headerText } from '../../platform/excel/columns.js';
import {
  type ExportFiles,
  type ExportKind,
  type ExportTaskRecord,
  deleteExportTasks,
  exportFileName,
  exportTasks,
  isFilePlan,
  queueExportTask,
} from '../../platform/exports/index.js';
import { AppError } from '../../platform/http/errors.js';
import { ZodRequestError } from '../../platform/http/validation.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { localTimeRange } from '../../platform/list/time-filter.js';

type Kinds = ReadonlyMap<string, ExportKind>;

/** Administrators and holders of report:export:all see (and download) everyone's tasks within their data scope. */
export function seesAllTasks(auth: AuthContext): boolean {
  return auth.roles.includes(ADMIN_ROLE) || hasAnyPermission(auth.permissions, [EXPORT_TASK_PERMS.all]);
}

/** The tasks a caller may see: their own, or (seeing all) those of requesters in their data scope. */
function visible(auth: AuthContext): SQL | undefined {
  const own = eq(exportTasks.requesterId, auth.userId);
  if (!seesAllTasks(auth)) return own;
  // Its own exports are always the requester's, whatever the data scope leaves out (no scope
  // condition: every task).
  const scope = scopeCondition(auth, { org: exportTasks.orgId, user: exportTasks.requesterId });
  return scope ? or(own, scope) : undefined;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowOf(task: ExportTaskRecord, kinds: Kinds, lang: Lang): ExportTaskRow {
  const kind = kinds.get(task.kind);
  return {
    id: task.id,
    kind: task.kind,
    kindName: kind?.fileName?.[lang] ?? task.kind,
    state: task.state as ExportTaskStateCode,
    progressRows: task.progressRows,
    expectedRows: task.expectedRows,
    rowCount: task.rowCount,
    byteSize: task.byteSize,
    error: task.error,
    fileName: task.fileName,
    requesterId: task.requesterId,
    requesterName: task.requesterName,
    createdAt: task.createdAt.toISOString(),
    startedAt: iso(task.startedAt),
    finishedAt: iso(task.finishedAt),
    expiresAt: iso(task.expiresAt),
  };
}

/** The kind, refused as a field error when unknown or not the caller's to run (the same answer, so kinds are not probed). */
function kindFor(kinds: Kinds, name: string, auth: AuthContext): ExportKind {
  const kind = kinds.get(name);
  if (!kind) throw AppError.field('kind', 'exportUnknownKind');
  if (!hasAnyPermission(auth.permissions, [kind.permission])) throw AppError.forbidden();
  return kind;
}

/**
 * Queues an export: the kind's permission, its query (the list's own filter schema, answered
 * as field errors under `query.`) and the chosen columns (each a column of the kind, in the
 * user's order) are checked now; the file is written later by the export worker, as the caller
 * sees the data now.
 */
export async function createExportTask(
  db: Database,
  kinds: Kinds,
  auth: AuthContext,
  lang: Lang,
  timeZone: string,
  input: ExportTaskCreate,
): Promise<ExportTaskRow> {
  const kind = kindFor(kinds, input.kind, auth);
  const parsed = kind.query.safeParse(input.query, { reportInput: true });
  if (!parsed.success) throw new ZodRequestError(parsed.error.issues.map((i) => ({ ...i, path: ['query', ...i.path] })));
  const plan = await kind.plan({ db, user: auth, lang, timeZone }, parsed.data);
  const columns = input.columns?.length ? input.columns : null;
  if (columns) {
    if (isFilePlan(plan)) throw AppError.field('columns', 'exportUnknownColumn', { key: columns[0]! });
    const known = new Set(plan.columns.map((c) => c.key));
    const unknown = columns.find((k) => !known.has(k));
    if (unknown !== undefined) throw AppError.field('columns', 'exportUnknownColumn', { key: unknown });
  }
  const { sessionId: _session, ...snapshot } = auth;
  const task = await queueExportTask(db, {
    kind: kind.kind,
    requesterId: auth.userId,
    requesterName: auth.username,
    orgId: auth.orgId,
    auth: snapshot as unknown as Record<string, unknown>,
    lang,
    query: parsed.data as Record<string, unknown>,
    columns,
    fileName: exportFileName(kind, lang, timeZone, isFilePlan(plan) ? plan.extension : 'xlsx'),
  });
  return rowOf(task, kinds, lang);
}

/** The caller's export tasks (everyone's in scope for those who see all), newest first. */
export async function listExportTasks(
  db: Database,
  kinds: Kinds,
  auth: AuthContext,
  lang: Lang,
  timeZone: string,
  q: ExportTaskQuery,
): Promise<Page<ExportTaskRow>> {
  const where = and(
    visible(auth),
    q.state !== undefined ? eq(exportTasks.state, q.state) : undefined,
    q.kind ? eq(exportTasks.kind, q.kind) : undefined,
    ...localTimeRange(exportTasks.createdAt, q, timeZone),
  );
  const page = await selectPageQuery(db, {
    params: q,
    sortable: { createdAt: exportTasks.createdAt, finishedAt: exportTasks.finishedAt },
    defaultOrder: [desc(exportTasks.id)],
    select: db.select().from(exportTasks).where(where),
    counted: db.select({ id: exportTasks.id }).from(exportTasks).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows,
  });
  return { ...page, rows: page.rows.map((t) => rowOf(t, kinds, lang)) };
}

/**
 * A task the caller may download: their own, or (administrators and report:export:all) one
 * of a requester in their data scope. Another's task is unseen (404).
 */
export async function taskForDownload(db: Database, auth: AuthContext, id: number): Promise<ExportTaskRecord> {
  const [task] = await db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.id, id), visible(auth)));
  if (!task) throw AppError.notFound();
  if (task.state === EXPORT_TASK_STATE.expired.code) throw new AppError(410, 'exportExpired');
  if (task.state === EXPORT_TASK_STATE.failed.code) throw AppError.badRequest('exportFailed', { reason: task.error ?? '' });
  if (task.state !== EXPORT_TASK_STATE.done.code || !task.storageKey) throw AppError.badRequest('exportNotReady');
  return task;
}

/**
 * Deletes tasks and their files; refused (not found, nothing deleted) when one of them is not the
 * caller's to see. A running task's worker finishes and then finds its row gone.
 */
export async function removeExportTasks(db: Database, files: ExportFiles, auth: AuthContext, ids: number[]): Promise<number> {
  const seen = await db
    .select({ id: exportTasks.id })
    .from(exportTasks)
    .where(and(inArray(exportTasks.id, ids), visible(auth)));
  if (seen.length < ids.length) throw AppError.notFound();
  return deleteExportTasks(db, files, ids);
}

/** The kinds the caller may export, with their columns in the reader's language (for the column chooser). */
export async function exportKindsFor(
  db: Database,
  kinds: Kinds,
  auth: AuthContext,
  lang: Lang,
  timeZone: string,
): Promise<ExportKindInfo[]> {
  const out: ExportKindInfo[] = [];
  for (const kind of kinds.values()) {
    if (!hasAnyPermission(auth.permissions, [kind.permission])) continue;
    const parsed = kind.query.safeParse({});
    const plan = parsed.success ? await kind.plan({ db, user: auth, lang, timeZone }, parsed.data) : null;
    out.push({
      kind: kind.kind,
      name: kind.fileName?.[lang] ?? kind.kind,
      columns: plan && !isFilePlan(plan) ? plan.columns.map((c) => ({ key: c.key, label: headerText(c, lang) })) : [],
    });
  }
  return out;
}
