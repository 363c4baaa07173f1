import {
  EXPORT_KINDS,
  EXPORT_TASK_API,
  EXPORT_TASK_PERMS,
  type ExportTaskRow,
  type Lang,
  ORDER_PERMS,
  SESSION,
  exportTaskCreateSchema,
  exportTaskListSchema,
  message,
  orderExportTaskSchema,
  qrCodeBatchSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import type { AuthContext } from '../../platform/auth/types.js';
import { EXPORT_MIME } from '../../platform/exports/index.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { fileRoute, listRoute, readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { createExportTask, exportKindsFor, listExportTasks, removeExportTasks, taskForDownload } from './service.js';

const tags = ['export centre'];
const audit = auditOf('exportTask');

/**
 * Reports → export download: queue exports, follow them, download and delete their files. Any
 * signed-in user may queue the kinds their permissions allow (each kind names its own) and sees
 * their own tasks; report:export:all (and administrators) see everyone's within the data scope.
 */
export async function exportTaskRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const kinds = base.exportKinds;

  const create = async (auth: AuthContext, lang: Lang, input: Parameters<typeof createExportTask>[5]) => {
    const task = await createExportTask(db, kinds, auth, lang, await businessTimeZone(db), input);
    // The task is committed with the request; the worker's next look finds it (this one saves a poll).
    setTimeout(() => void base.exportRunner.wake(), 50).unref();
    return ok<ExportTaskRow>(task, { result: message('exportStarted', lang) });
  };

  declareRoute(
    base,
    {
      url: EXPORT_TASK_API.create,
      access: SESSION,
      audit: audit('export'),
      tags,
      summary: 'Queue an export of any kind: its permission, filter and chosen columns are checked now',
      body: exportTaskCreateSchema,
    },
    (body, auth, { lang }) => create(auth, lang, body),
  );
  declareRoute(
    base,
    {
      url: EXPORT_TASK_API.createOrder,
      access: ORDER_PERMS.export,
      audit: audit('export'),
      tags,
      summary: 'Queue the export of the filtered transaction orders (optionally the chosen columns)',
      body: orderExportTaskSchema,
    },
    ({ columns, ...query }, auth, { lang }) => create(auth, lang, { kind: EXPORT_KINDS.orders, query, columns }),
  );
  declareRoute(
    base,
    {
      url: EXPORT_TASK_API.createQrCodes,
      access: EXPORT_TASK_PERMS.qrCodes,
      audit: audit('export'),
      tags,
      summary: "Queue a zip of the devices' order QR codes (8 cm x 8 cm PNGs), by ids or the device list's filter",
      body: qrCodeBatchSchema,
    },
    (body, auth, { lang, request }) => {
      const origin = `${request.protocol}://${request.host}`;
      return create(auth, lang, { kind: EXPORT_KINDS.deviceQrCodes, query: { ...body, origin } });
    },
  );
  listRoute(
    base,
    {
      url: EXPORT_TASK_API.list,
      access: SESSION,
      tags,
      summary: "The caller's export tasks (everyone's in scope with report:export:all), newest first",
      querystring: exportTaskListSchema,
    },
    async (query, auth, { lang }) => listExportTasks(db, kinds, auth, lang, await businessTimeZone(db), query),
  );
  readRoute(
    base,
    { url: EXPORT_TASK_API.kinds, access: SESSION, tags, summary: 'The kinds the caller may export, with their columns' },
    async (_, auth, { lang }) => exportKindsFor(db, kinds, auth, lang, await businessTimeZone(db)),
  );
  fileRoute(
    base,
    {
      url: `${EXPORT_TASK_API.download}/:id`,
      access: SESSION,
      tags,
      summary: 'The finished file (only for the one who asked, or an administrator)',
      params: idParam(),
    },
    async ({ id }, auth, { reply }) => {
      const task = await taskForDownload(db, auth, id);
      const file = await base.exportFiles.open(task.storageKey!);
      if (!file) throw new AppError(410, 'exportExpired');
      const ext = task.storageKey!.slice(task.storageKey!.lastIndexOf('.') + 1);
      return reply
        .header('content-type', EXPORT_MIME[ext] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="export.${ext}"; filename*=UTF-8''${encodeURIComponent(task.fileName)}`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  commandRoute(
    base,
    {
      method: 'DELETE',
      url: `${EXPORT_TASK_API.remove}/:ids`,
      access: EXPORT_TASK_PERMS.remove,
      audit: audit('remove'),
      tags,
      summary: 'Delete export tasks and their files (comma-separated ids)',
      params: idsParam(),
    },
    async ({ ids }, auth) => ({ deleted: await removeExportTasks(db, base.exportFiles, auth, ids) }),
  );
}
