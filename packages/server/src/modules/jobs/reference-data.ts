import { JOB_CONCURRENT, JOB_HANDLER_NAMES, JOB_MISFIRE, type Lang, type Translations } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { type JobDefinition, addMissingBuiltInJobs } from '../../platform/jobs/index.js';

/**
 * The built-in jobs' names and remarks in the four languages: stored in English, shown in the
 * reader's language while an administrator has not changed them.
 */
export const TEXTS = {
  expireSessions: {
    name: { en: 'Expire sessions', zh: '清理过期会话', es: 'Caducar sesiones', ja: '期限切れセッションの削除' },
    remark: {
      en: 'Every 10 minutes: deletes expired sign-in sessions and captchas',
      zh: '每 10 分钟：删除过期的登录会话和验证码',
      es: 'Cada 10 minutos: elimina las sesiones y los códigos de verificación caducados',
      ja: '10 分ごと：期限切れのサインインセッションと認証コードを削除',
    },
  },
  markSilentOffline: {
    name: {
      en: 'Mark silent devices offline',
      zh: '标记失联设备离线',
      es: 'Marcar como desconectados los dispositivos sin señal',
      ja: '応答のない機器をオフラインにする',
    },
    remark: {
      en: 'Every minute: devices that missed their heartbeats go offline',
      zh: '每分钟：未按时上报心跳的设备置为离线',
      es: 'Cada minuto: los dispositivos que no envían latidos pasan a desconectados',
      ja: '毎分：ハートビートが途絶えた機器をオフラインにする',
    },
  },
  purgeLogs: {
    name: { en: 'Purge old logs', zh: '清理过期日志', es: 'Depurar registros antiguos', ja: '古いログの削除' },
    remark: {
      en: 'Daily 03:30: deletes log rows older than the log retention parameters',
      zh: '每天 03:30：删除超过日志保留天数参数的日志',
      es: 'Cada día a las 03:30: elimina los registros más antiguos que los parámetros de conservación',
      ja: '毎日 03:30：ログ保存期間のパラメータより古いログを削除',
    },
  },
  salesRollup: {
    name: { en: 'Daily sales roll-up', zh: '每日销售汇总', es: 'Resumen diario de ventas', ja: '日次売上集計' },
    remark: {
      en: 'Daily 00:10: recomputes yesterday and today in the business time zone from the orders',
      zh: '每天 00:10：按业务时区根据订单重新计算昨天和今天的汇总',
      es: 'Cada día a las 00:10: recalcula ayer y hoy en la zona horaria del negocio a partir de los pedidos',
      ja: '毎日 00:10：業務タイムゾーンで昨日と今日の集計を注文から再計算',
    },
  },
  expirePayments: {
    name: { en: 'Expire unpaid orders', zh: '关闭超时未支付订单', es: 'Caducar pedidos sin pagar', ja: '未払い注文の期限切れ処理' },
    remark: {
      en: 'Every minute: closes the payments of orders unpaid for 10 minutes and tells their machines',
      zh: '每分钟：关闭 10 分钟未支付订单的支付单并通知设备',
      es: 'Cada minuto: cierra los pagos de los pedidos sin pagar durante 10 minutos y avisa a sus máquinas',
      ja: '毎分：10 分間未払いの注文の支払いを閉じ、機器に知らせる',
    },
  },
  queryPendingRefunds: {
    name: { en: 'Ask about refunds under way', zh: '查询退款中的退款', es: 'Consultar reembolsos en curso', ja: '処理中の返金を照会' },
    remark: {
      en: 'Every 5 minutes: asks the payment provider about refunds under way for more than 5 minutes and records its answer',
      zh: '每 5 分钟：向支付渠道查询退款中超过 5 分钟的退款并记录结果',
      es: 'Cada 5 minutos: consulta al proveedor de pago los reembolsos en curso desde hace más de 5 minutos y registra su respuesta',
      ja: '5 分ごと：5 分以上処理中の返金を決済事業者に照会し、結果を記録',
    },
  },
  expireExports: {
    name: { en: 'Expire export files', zh: '清理过期导出文件', es: 'Caducar archivos exportados', ja: '期限切れエクスポートの削除' },
    remark: {
      en: 'Every 15 minutes: deletes export files older than the export retention parameter',
      zh: '每 15 分钟：删除超过导出文件保留时长参数的导出文件',
      es: 'Cada 15 minutos: elimina los archivos exportados más antiguos que el parámetro de conservación',
      ja: '15 分ごと：エクスポート保存時間のパラメータより古いファイルを削除',
    },
  },
} satisfies Record<string, { name: Translations; remark: Translations }>;

/** Remarks the built-in jobs had before, still stored where an installation was seeded with them. */
const FORMER_REMARKS: Record<string, Translations> = {
  'Daily 03:30: deletes log rows older than the sys.log.retentionDays.* parameters': TEXTS.purgeLogs.remark,
};

/**
 * The jobs the product needs, added to every installation (missing ones only; what an
 * administrator changed, such as the schedule or a pause, is kept). They cannot be deleted.
 */
export const BUILT_IN_JOBS: Array<JobDefinition & { builtInKey: string }> = [
  {
    builtInKey: 'expireSessions',
    jobName: TEXTS.expireSessions.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expireSessions,
    args: {},
    cronExpression: '0 */10 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Every 10 minutes: deletes expired sign-in sessions and captchas',
  },
  {
    builtInKey: 'markSilentOffline',
    jobName: TEXTS.markSilentOffline.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.markSilentOffline,
    args: {},
    cronExpression: '0 * * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Every minute: devices that missed their heartbeats go offline',
  },
  {
    builtInKey: 'purgeLogs',
    jobName: TEXTS.purgeLogs.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.purgeLogs,
    args: {},
    cronExpression: '0 30 3 * * ?',
    misfirePolicy: JOB_MISFIRE.fireOnce,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Daily 03:30: deletes log rows older than the sys.log.retentionDays.* parameters',
  },
  {
    builtInKey: 'salesRollup',
    jobName: TEXTS.salesRollup.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.salesRollup,
    args: { rollupDays: 2 },
    cronExpression: '0 10 0 * * ?',
    misfirePolicy: JOB_MISFIRE.fireOnce,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Daily 00:10: recomputes yesterday and today in the business time zone from the orders',
  },
  {
    builtInKey: 'expirePayments',
    jobName: TEXTS.expirePayments.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expirePayments,
    args: {},
    cronExpression: '0 * * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.expirePayments.remark.en,
  },
  {
    builtInKey: 'queryPendingRefunds',
    jobName: TEXTS.queryPendingRefunds.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.queryPendingRefunds,
    args: {},
    cronExpression: '0 */5 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.queryPendingRefunds.remark.en,
  },
  {
    builtInKey: 'expireExports',
    jobName: TEXTS.expireExports.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expireExports,
    args: {},
    cronExpression: '0 */15 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.expireExports.remark.en,
  },
];

/** Adds the built-in jobs an installation lacks (reference data, run at every start). */
export async function syncBuiltInJobs(db: Database): Promise<void> {
  await addMissingBuiltInJobs(db, BUILT_IN_JOBS);
}

/** A built-in job's name or remark in the reader's language while it is a seeded text (in any language); other text as typed. */
export function builtInJobText(text: string | null, lang: Lang): string | null {
  if (text === null) return null;
  const former = FORMER_REMARKS[text];
  if (former) return former[lang];
  for (const { name, remark } of Object.values(TEXTS)) {
    if (Object.values(name).includes(text)) return name[lang];
    if (Object.values(remark).includes(text)) return remark[lang];
  }
  return text;
}

/** The keys of the built-in jobs whose name contains `term` in any language. */
export function builtInJobsNamed(term: string): string[] {
  const needle = term.toLocaleLowerCase();
  return Object.entries(TEXTS)
    .filter(([, { name }]) => Object.values(name).some((n) => n.toLocaleLowerCase().includes(needle)))
    .map(([key]) => key);
}
