import { JOB_HANDLER_NAMES, salesRollupArgsSchema } from '@vr/contracts';
import { addDays, calendarDay } from '../../../platform/settings/calendar-day.js';
import { recomputeSalesDaily } from './rollup.js';
import { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS } from './rollup-hourly.js';
import type { JobHandler } from '../../../platform/jobs/registry.js';

/** Recomputes the daily sales roll-ups (per device, product and point) and the recent hours (rpt_sales_hourly_org) from the orders. */
export const salesRollupHandler: JobHandler<typeof salesRollupArgsSchema> = {
  name: JOB_HANDLER_NAMES.salesRollup,
  title: { en: 'Daily sales roll-up', zh: '每日销售汇总', es: 'Resumen diario de ventas', ja: '日次売上集計' },
  description: {
    en: 'Recomputes the daily sales per device, product and point (dashboard, reports) and the recent hours per organisation from the orders, for the last days or one given day.',
    zh: '根据订单重新计算每台设备、每个商品和每个点位的每日销售（首页与报表使用）及近几天各组织的每小时销售，可指定最近天数或某一天',
    es: 'Recalcula las ventas diarias por dispositivo, producto y punto y las horas recientes por organización a partir de los pedidos, de los últimos días o de un día dado.',
    ja: '注文から端末・商品・ポイントごとの日次売上（ダッシュボード・レポート用）と組織ごとの直近の時間別売上を再計算します。直近の日数または指定日。',
  },
  args: salesRollupArgsSchema,
  fields: [
    {
      name: 'rollupDays',
      type: 'integer',
      required: false,
      min: 1,
      max: 92,
      default: 2,
      label: { en: 'Days (ending today)', zh: '天数（截至今天）', es: 'Días (hasta hoy)', ja: '日数（今日まで）' },
      help: {
        en: '2 = yesterday and today',
        zh: '2 表示昨天和今天',
        es: '2 = ayer y hoy',
        ja: '2 = 昨日と今日',
      },
    },
    {
      name: 'rollupDay',
      type: 'date',
      required: false,
      label: { en: 'One given day instead', zh: '改为指定某一天', es: 'Un día concreto en su lugar', ja: '代わりに指定日' },
    },
  ],
  async run({ db, args, now, timeZone }) {
    const today = calendarDay(timeZone, now);
    const [from, to] = args.rollupDay ? [args.rollupDay, args.rollupDay] : [addDays(today, 1 - args.rollupDays), today];
    const result = await recomputeSalesDaily(db, from, to, timeZone);
    const { rows, removed } = result;
    // The hours of the same days, as far as they are kept (today and the days just before).
    await recomputeSalesHourly(db, from, to, timeZone, addDays(today, 1 - SALES_HOURLY_KEPT_DAYS));
    return {
      en: `Sales of ${from}..${to} (${timeZone}) recomputed: ${rows} device-days written, ${removed} removed`,
      zh: `已重新计算 ${from}..${to}（${timeZone}）的销售：写入 ${rows} 条设备日汇总，删除 ${removed} 条`,
      es: `Ventas de ${from}..${to} (${timeZone}) recalculadas: ${rows} días-dispositivo escritos, ${removed} eliminados`,
      ja: `${from}..${to}（${timeZone}）の売上を再計算しました：端末日 ${rows} 件を書き込み、${removed} 件を削除`,
    };
  },
};
