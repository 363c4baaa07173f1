import type { Job, JobLog, Translations } from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';

const h = (en: string, zh: string, es: string, ja: string): Translations => ({ en, zh, es, ja });
const STATUS: Record<number, Translations> = { 0: h('Normal', '正常', 'Normal', '正常'), 1: h('Paused', '暂停', 'En pausa', '一時停止') };
const CONCURRENT: Record<number, Translations> = {
  0: h('Allowed', '允许', 'Permitido', '許可'),
  1: h('Forbidden', '禁止', 'Prohibido', '禁止'),
};
const MISFIRE: Record<number, Translations> = {
  0: h('Default', '默认策略', 'Predeterminada', 'デフォルト'),
  1: h('Fire immediately', '立即执行', 'Ejecutar de inmediato', '即時実行'),
  2: h('Fire once', '执行一次', 'Ejecutar una vez', '1 回実行'),
  3: h('Skip', '放弃执行', 'Omitir', 'スキップ'),
};
const RESULT: Record<number, Translations> = { 0: h('Success', '成功', 'Éxito', '成功'), 1: h('Failure', '失败', 'Fallo', '失敗') };
const TRIGGER: Record<string, Translations> = {
  schedule: h('Schedule', '定时', 'Programada', 'スケジュール'),
  misfire: h('Missed run', '补偿执行', 'Ejecución perdida', 'ミスファイア'),
  manual: h('Run once', '手动执行', 'Ejecución manual', '手動実行'),
};
const time = (v: string | null) => (v ? new Date(v) : null);

export const JOB_COLUMNS: ExcelColumn<Job>[] = [
  { key: 'jobId', header: h('Job ID', '任务编号', 'ID', 'ジョブ ID'), width: 10 },
  { key: 'jobName', header: h('Job name', '任务名称', 'Nombre de la tarea', 'ジョブ名'), width: 30 },
  { key: 'jobGroup', header: h('Job group', '任务组名', 'Grupo', 'ジョブグループ'), width: 14 },
  { key: 'invokeTarget', header: h('Target', '调用目标', 'Destino', '呼び出し対象'), width: 26 },
  { key: 'args', header: h('Arguments', '参数', 'Argumentos', '引数'), width: 26, value: (r) => JSON.stringify(r.args) },
  { key: 'cronExpression', header: h('Cron expression', 'cron表达式', 'Expresión cron', 'cron式'), width: 20 },
  {
    key: 'misfirePolicy',
    header: h('Misfire policy', '执行策略', 'Política de fallos', 'ミスファイア'),
    width: 16,
    value: (r, l) => MISFIRE[r.misfirePolicy]?.[l],
  },
  {
    key: 'concurrent',
    header: h('Concurrent', '是否并发', 'Concurrente', '同時実行'),
    width: 12,
    value: (r, l) => CONCURRENT[r.concurrent]?.[l],
  },
  { key: 'status', header: h('Status', '状态', 'Estado', '状態'), width: 10, value: (r, l) => STATUS[r.status]?.[l] },
  {
    key: 'nextValidTime',
    header: h('Next run', '下次执行', 'Próxima ejecución', '次回実行'),
    width: 22,
    value: (r) => time(r.nextValidTime),
  },
  { key: 'lastRunTime', header: h('Last run', '上次执行', 'Última ejecución', '前回実行'), width: 22, value: (r) => time(r.lastRunTime) },
  { key: 'remark', header: h('Remark', '备注', 'Observación', '備考'), width: 40 },
  { key: 'createTime', header: h('Created', '创建时间', 'Creado', '作成日時'), width: 22, value: (r) => time(r.createTime) },
];

export const JOB_LOG_COLUMNS: ExcelColumn<JobLog>[] = [
  { key: 'jobLogId', header: h('Log ID', '日志编号', 'ID', 'ログ ID'), width: 10 },
  { key: 'jobName', header: h('Job name', '任务名称', 'Nombre de la tarea', 'ジョブ名'), width: 30 },
  { key: 'jobGroup', header: h('Job group', '任务组名', 'Grupo', 'ジョブグループ'), width: 14 },
  { key: 'invokeTarget', header: h('Target', '调用目标', 'Destino', '呼び出し対象'), width: 26 },
  { key: 'trigger', header: h('Trigger', '触发方式', 'Disparador', 'トリガー'), width: 14, value: (r, l) => TRIGGER[r.trigger]?.[l] },
  { key: 'startTime', header: h('Start', '开始时间', 'Inicio', '開始'), width: 22, value: (r) => time(r.startTime) },
  { key: 'endTime', header: h('End', '结束时间', 'Fin', '終了'), width: 22, value: (r) => time(r.endTime) },
  { key: 'durationMs', header: h('Duration (ms)', '耗时（毫秒）', 'Duración (ms)', '所要時間（ms）'), width: 14 },
  { key: 'status', header: h('Result', '执行状态', 'Resultado', '結果'), width: 10, value: (r, l) => RESULT[r.status]?.[l] },
  { key: 'jobMessage', header: h('Message', '日志信息', 'Mensaje', 'メッセージ'), width: 50 },
  { key: 'exceptionInfo', header: h('Error', '异常信息', 'Error', 'エラー'), width: 60 },
  { key: 'instance', header: h('Server process', '执行实例', 'Proceso', 'サーバープロセス'), width: 24 },
];
