import { JOB_HANDLER_NAMES, expirePaymentsArgsSchema } from '@vr/contracts';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { expireUnpaid } from './payments.js';

/** Closes the payments of orders left unpaid past their expiry (10 minutes) and tells their machines. */
export const expirePaymentsHandler: JobHandler<typeof expirePaymentsArgsSchema> = {
  name: JOB_HANDLER_NAMES.expirePayments,
  title: { en: 'Expire unpaid orders', zh: '关闭超时未支付订单', es: 'Caducar pedidos sin pagar', ja: '未払い注文の期限切れ処理' },
  description: {
    en: 'Closes the provider payments of orders unpaid 10 minutes after the machine asked for them; the machines stop showing the QR code.',
    zh: '关闭设备发起 10 分钟后仍未支付的订单的支付单，并通知设备停止显示二维码',
    es: 'Cierra los pagos de los pedidos sin pagar 10 minutos después de que la máquina los pidiera; las máquinas dejan de mostrar el código QR.',
    ja: '機器が要求してから 10 分経っても未払いの注文の支払いを閉じ、機器に QR コードの表示をやめさせます。',
  },
  args: expirePaymentsArgsSchema,
  fields: [],
  async run({ db, now }) {
    const n = await expireUnpaid(db, now);
    return {
      en: `${n} unpaid order(s) expired`,
      zh: `${n} 个未支付订单已过期关闭`,
      es: `${n} pedido(s) sin pagar caducado(s)`,
      ja: `未払い注文 ${n} 件を期限切れにしました`,
    };
  },
};
