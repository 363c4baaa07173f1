import type { Translations } from '../i18n.js';

/** Messages of the scheduled jobs area. */
export const jobMessages = {
  jobCronInvalid: {
    en: 'Invalid cron expression: use 5 to 7 fields ([second] minute hour day month weekday [year]), e.g. 0 0 2 * * ?',
    zh: 'cron表达式无效：请使用 5 到 7 个字段（[秒] 分 时 日 月 周 [年]），例如 0 0 2 * * ?',
    es: 'Expresión cron no válida: use de 5 a 7 campos ([segundo] minuto hora día mes día-semana [año]), p. ej. 0 0 2 * * ?',
    ja: 'cron式が無効です。5～7 個のフィールド（[秒] 分 時 日 月 曜日 [年]）を使用してください。例: 0 0 2 * * ?',
  },
  jobCronNeverFires: {
    en: 'This cron expression never fires again.',
    zh: '该cron表达式以后不会再触发',
    es: 'Esta expresión cron no volverá a ejecutarse.',
    ja: 'この cron 式は今後実行されません。',
  },
  jobTargetUnknown: {
    en: 'Unknown target "{target}": choose one of the server\'s job handlers. Nothing else can be run.',
    zh: '未知的调用目标“{target}”：只能选择服务器注册的任务处理器，其他内容一律不执行',
    es: 'Destino desconocido "{target}": elija uno de los manejadores de tareas del servidor. No se puede ejecutar nada más.',
    ja: '不明な呼び出し対象「{target}」です。サーバーに登録されたジョブハンドラーから選択してください。それ以外は実行できません。',
  },
  jobBuiltInDelete: {
    en: 'The built-in job "{jobName}" cannot be deleted; pause it instead.',
    zh: '内置任务“{jobName}”不能删除，可以暂停',
    es: 'La tarea integrada "{jobName}" no se puede eliminar; páusela.',
    ja: '組み込みジョブ「{jobName}」は削除できません。一時停止してください。',
  },
  jobBuiltInTarget: {
    en: 'The target of a built-in job cannot be changed.',
    zh: '内置任务的调用目标不能修改',
    es: 'El destino de una tarea integrada no se puede cambiar.',
    ja: '組み込みジョブの呼び出し対象は変更できません。',
  },
  jobRunning: {
    en: 'The job "{jobName}" is still running and does not allow concurrent runs.',
    zh: '任务“{jobName}”正在执行，且不允许并发执行',
    es: 'La tarea "{jobName}" aún se está ejecutando y no permite ejecuciones simultáneas.',
    ja: 'ジョブ「{jobName}」は実行中で、同時実行は許可されていません。',
  },
  jobRunSucceeded: {
    en: 'Job ran in {duration} ms: {message}',
    zh: '任务执行完成，耗时 {duration} 毫秒：{message}',
    es: 'Tarea ejecutada en {duration} ms: {message}',
    ja: 'ジョブは {duration} ms で完了しました: {message}',
  },
  jobRunFailed: {
    en: 'Job failed after {duration} ms: {message}',
    zh: '任务执行失败，耗时 {duration} 毫秒：{message}',
    es: 'La tarea falló tras {duration} ms: {message}',
    ja: 'ジョブは {duration} ms 後に失敗しました: {message}',
  },
  jobRunStarted: {
    en: 'The job started and is still running; see its log for the result.',
    zh: '任务已开始执行，尚未结束，请在调度日志中查看结果',
    es: 'La tarea se inició y sigue en ejecución; vea el resultado en su registro.',
    ja: 'ジョブは開始され、まだ実行中です。結果はログで確認してください。',
  },
  jobBadTime: {
    en: '"{value}" is not a date (YYYY-MM-DD) or a date-time.',
    zh: '“{value}”不是日期（YYYY-MM-DD）或日期时间',
    es: '"{value}" no es una fecha (AAAA-MM-DD) ni una fecha y hora.',
    ja: '「{value}」は日付（YYYY-MM-DD）または日時ではありません。',
  },
} satisfies Record<string, Translations>;
