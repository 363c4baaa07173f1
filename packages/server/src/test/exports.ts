import { EXPORT_TASK_API, EXPORT_TASK_STATE, type ExportTaskRow } from '@vr/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOfXlsx } from './excel.js';
import type { TestApp } from './harness.js';

/**
 * Runs an export through the export centre as a user would: queues the task (`url` and `payload`
 * of a create route), works the queue, and answers the finished task and its downloaded file.
 */
export async function exportThroughCentre(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
  { url = EXPORT_TASK_API.create, lang = 'en' }: { url?: string; lang?: string } = {},
): Promise<{ created: { status: number; data: ExportTaskRow; result: unknown }; task?: ExportTaskRow; file?: LightMyRequestResponse }> {
  const res = await t.app.inject({ method: 'POST', url, headers: { token, lang }, payload });
  const created = res.json() as { status: number; data: ExportTaskRow; result: unknown };
  if (created.status !== 1001) return { created };
  // A worker run already under way may have claimed the task: wait for it, then run what is left.
  await t.app.exportRunner.wake();
  await t.app.exportRunner.drain();
  const list = await t.app.inject({ method: 'GET', url: `${EXPORT_TASK_API.list}?limit=100`, headers: { token, lang } });
  const task = (list.json() as { data: ExportTaskRow[] }).data.find((r) => r.id === created.data.id);
  if (task?.state !== EXPORT_TASK_STATE.done.code) return { created, task };
  const file = await t.app.inject({ method: 'GET', url: `${EXPORT_TASK_API.download}/${task.id}`, headers: { token, lang } });
  return { created, task, file };
}

/** Runs an export through the export centre as `exportThroughCentre` does and reads its file: the first sheet's rows, header first. */
export async function exportedRows(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
  options: { url?: string; lang?: string } = {},
): Promise<unknown[][]> {
  const { file } = await exportThroughCentre(t, token, payload, options);
  return rowsOfXlsx(file!.rawPayload);
}
