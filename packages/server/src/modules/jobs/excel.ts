import { JOB_PERMS, type Job, type JobLog, type Translations, jobLogQuerySchema, jobQuerySchema } from '@vr/contracts';
import { asc, desc } from 'drizzle-orm';
import type { ExcelColumn } from '../../platform/excel/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { jobLogs, jobs } from '../../platform/jobs/schema.js';
import { jobFilter, jobLogFilter, toJob, toJobLog } from './service.js';

const STATUS: Record<number, Translations> = {
  0: { en: 'Normal', zh: '正常', es: 'Normal', ja: '正常' },
  1: { en: 'Paused', zh: '暂停', es: 'En pausa', ja: '一時停止' },
};
const CONCURRENT: Record<number, Translations> = {
  0: { en: 'Allowed', zh: '允许', es: 'Permitido', ja: '許可' },
  1: { en: 'Forbidden', zh: '禁止', es: 'Prohibido', ja: '禁止' },
};
const MISFIRE: Record<number, Translations> = {
  0: { en: 'Default', zh: '默认策略', es: 'Predeterminada', ja: 'デフォルト' },
  1: { en: 'Fire immediately', zh: '立即执行', es: 'Ejecutar de inmediato', ja: '即時実行' },
  2: { en: 'Fire once', zh: '执行一次', es: 'Ejecutar una vez', ja: '1 回実行' },
  3: { en: 'Skip', zh: '放弃执行', es: 'Omitir', ja: 'スキップ' },
};
const RESULT: Record<number, Translations> = {
  0: { en: 'Success', zh: '成功', es: 'Éxito', ja: '成功' },
  1: { en: 'Failure', zh: '失败', es: 'Fallo', ja: '失敗' },
};
const TRIGGER: Record<string, Translations> = {
  schedule: { en: 'Schedule', zh: '定时', es: 'Programada', ja: 'スケジュール' },
  misfire: { en: 'Missed run', zh: '补偿执行', es: 'Ejecución perdida', ja: 'ミスファイア' },
  manual: { en: 'Run once', zh: '手动执行', es: 'Ejecución manual', ja: '手動実行' },
};
const time = (v: string | null) => (v ? new Date(v) : null);

export const JOB_COLUMNS: ExcelColumn<Job>[] = [
  { key: 'jobId', header: { en: 'Job ID', zh: '任务编号', es: 'ID', ja: 'ジョブ ID' }, width: 10 },
  { key: 'jobName', header: { en: 'Job name', zh: '任务名称', es: 'Nombre de la tarea', ja: 'ジョブ名' }, width: 30 },
  { key: 'jobGroup', header: { en: 'Job group', zh: '任务组名', es: 'Grupo', ja: 'ジョブグループ' }, width: 14 },
  { key: 'invokeTarget', header: { en: 'Target', zh: '调用目标', es: 'Destino', ja: '呼び出し対象' }, width: 26 },
  { key: 'args', header: { en: 'Arguments', zh: '参数', es: 'Argumentos', ja: '引数' }, width: 26, value: (r) => JSON.stringify(r.args) },
  { key: 'cronExpression', header: { en: 'Cron expression', zh: 'cron表达式', es: 'Expresión cron', ja: 'cron式' }, width: 20 },
  {
    key: 'misfirePolicy',
    header: { en: 'Misfire policy', zh: '执行策略', es: 'Política de fallos', ja: 'ミスファイア' },
    width: 16,
    value: (r, l) => MISFIRE[r.misfirePolicy]?.[l],
  },
  {
    key: 'concurrent',
    header: { en: 'Concurrent', zh: '是否并发', es: 'Concurrente', ja: '同時実行' },
    width: 12,
    value: (r, l) => CONCURRENT[r.concurrent]?.[l],
  },
  { key: 'status', header: { en: 'Status', zh: '状态', es: 'Estado', ja: '状態' }, width: 10, value: (r, l) => STATUS[r.status]?.[l] },
  {
    key: 'nextValidTime',
    header: { en: 'Next run', zh: '下次执行', es: 'Próxima ejecución', ja: '次回実行' },
    width: 22,
    value: (r) => time(r.nextValidTime),
  },
  {
    key: 'lastRunTime',
    header: { en: 'Last run', zh: '上次执行', es: 'Última ejecución', ja: '前回実行' },
    width: 22,
    value: (r) => time(r.lastRunTime),
  },
  { key: 'remark', header: { en: 'Remark', zh: '备注', es: 'Observación', ja: '備考' }, width: 40 },
  {
    key: 'createTime',
    header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
    width: 22,
    value: (r) => time(r.createTime),
  },
];

export const JOB_LOG_COLUMNS: ExcelColumn<JobLog>[] = [
  { key: 'jobLogId', header: { en: 'Log ID', zh: '日志编号', es: 'ID', ja: 'ログ ID' }, width: 10 },
  { key: 'jobName', header: { en: 'Job name', zh: '任务名称', es: 'Nombre de la tarea', ja: 'ジョブ名' }, width: 30 },
  { key: 'jobGroup', header: { en: 'Job group', zh: '任务组名', es: 'Grupo', ja: 'ジョブグループ' }, width: 14 },
  { key: 'invokeTarget', header: { en: 'Target', zh: '调用目标', es: 'Destino', ja: '呼び出し対象' }, width: 26 },
  {
    key: 'trigger',
    header: { en: 'Trigger', zh: '触发方式', es: 'Disparador', ja: 'トリガー' },
    width: 14,
    value: (r, l) => TRIGGER[r.trigger]?.[l],
  },
  { key: 'startTime', header: { en: 'Start', zh: '开始时间', es: 'Inicio', ja: '開始' }, width: 22, value: (r) => time(r.startTime) },
  { key: 'endTime', header: { en: 'End', zh: '结束时间', es: 'Fin', ja: '終了' }, width: 22, value: (r) => time(r.endTime) },
  { key: 'durationMs', header: { en: 'Duration (ms)', zh: '耗时（毫秒）', es: 'Duración (ms)', ja: '所要時間（ms）' }, width: 14 },
  {
    key: 'status',
    header: { en: 'Result', zh: '执行状态', es: 'Resultado', ja: '結果' },
    width: 10,
    value: (r, l) => RESULT[r.status]?.[l],
  },
  { key: 'jobMessage', header: { en: 'Message', zh: '日志信息', es: 'Mensaje', ja: 'メッセージ' }, width: 50 },
  { key: 'exceptionInfo', header: { en: 'Error', zh: '异常信息', es: 'Error', ja: 'エラー' }, width: 60 },
  { key: 'instance', header: { en: 'Server process', zh: '执行实例', es: 'Proceso', ja: 'サーバープロセス' }, width: 24 },
];

/** The scheduled jobs' export, run by the export centre: the list's filters, by id. */
export const jobExportKind = listExportKind({
  kind: 'jobs',
  permission: JOB_PERMS.export,
  query: jobQuerySchema,
  fileName: { en: 'Scheduled tasks', zh: '定时任务', es: 'Tareas programadas', ja: 'スケジュールタスク' },
  columns: JOB_COLUMNS,
  filter: (query) => jobFilter(query),
  select: ({ db }, where) => db.select().from(jobs).where(where).orderBy(asc(jobs.id)),
  toRow: (row, { lang, timeZone }): Job => toJob(row, timeZone, lang),
});

/** The job log's export, run by the export centre: the list's filters, newest first. */
export const jobLogExportKind = listExportKind({
  kind: 'jobLogs',
  permission: JOB_PERMS.export,
  query: jobLogQuerySchema,
  fileName: { en: 'Job log', zh: '调度日志', es: 'Registro de tareas', ja: 'ジョブログ' },
  columns: JOB_LOG_COLUMNS,
  filter: (query) => jobLogFilter(query),
  select: ({ db }, where) => db.select().from(jobLogs).where(where).orderBy(desc(jobLogs.startTime), desc(jobLogs.id)),
  toRow: (row, { lang }): JobLog => toJobLog(row, lang),
});
