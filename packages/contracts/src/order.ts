import type { ListClass } from './dict.js';
import type { Lang, Translations } from './i18n.js';

/** One numeric status of an order: the code stored and sent by machines, its tag style and its label. */
export interface CodedStatus {
  code: number;
  listClass: ListClass;
  labels: Translations;
}

/**
 * Status of an order. A machine reports each item's dispense result and the order follows:
 * every item dispensed → completed, none → dispense failed, some → partly dispensed.
 */
export const ORDER_STATUS = {
  new: { code: 0, listClass: 'info', labels: { en: 'New', zh: '新建', es: 'Nuevo', ja: '新規' } },
  dispensing: { code: 1, listClass: 'primary', labels: { en: 'Dispensing', zh: '出货中', es: 'Dispensando', ja: '提供中' } },
  completed: { code: 5, listClass: 'success', labels: { en: 'Completed', zh: '已完成', es: 'Completado', ja: '完了' } },
  dispenseFailed: {
    code: 10,
    listClass: 'danger',
    labels: { en: 'Dispense failed', zh: '出货失败', es: 'Dispensación fallida', ja: '提供失敗' },
  },
  partlyDispensed: {
    code: 11,
    listClass: 'warning',
    labels: { en: 'Partly dispensed', zh: '部分出货', es: 'Dispensado en parte', ja: '一部提供' },
  },
} as const satisfies Record<string, CodedStatus>;

/** Status of one item of an order: dispensed, or not dispensed (failed or never tried). */
export const ORDER_ITEM_STATUS = {
  dispensed: { code: 1, listClass: 'success', labels: { en: 'Dispensed', zh: '已出货', es: 'Dispensado', ja: '提供済み' } },
  notDispensed: { code: 2, listClass: 'warning', labels: { en: 'Not dispensed', zh: '未出货', es: 'No dispensado', ja: '未提供' } },
} as const satisfies Record<string, CodedStatus>;

/** Payment status of an order. */
export const PAY_STATUS = {
  unpaid: { code: 1, listClass: 'warning', labels: { en: 'Unpaid', zh: '未支付', es: 'No pagado', ja: '未払い' } },
  paid: { code: 5, listClass: 'success', labels: { en: 'Paid', zh: '已支付', es: 'Pagado', ja: '支払済み' } },
} as const satisfies Record<string, CodedStatus>;

/** Refund status of an order. */
export const REFUND_STATUS = {
  notRefunded: { code: 1, listClass: 'info', labels: { en: 'Not refunded', zh: '未退款', es: 'No reembolsado', ja: '未返金' } },
  partlyRefunded: {
    code: 2,
    listClass: 'warning',
    labels: { en: 'Partially refunded', zh: '部分退款', es: 'Reembolsado parcialmente', ja: '一部返金' },
  },
  fullyRefunded: {
    code: 3,
    listClass: 'success',
    labels: { en: 'Fully refunded', zh: '全额退款', es: 'Reembolsado totalmente', ja: '全額返金' },
  },
} as const satisfies Record<string, CodedStatus>;

/** Shipping (dispense) status of an order. */
export const SHIP_STATUS = {
  notShipped: { code: 1, listClass: 'info', labels: { en: 'Not shipped', zh: '未出货', es: 'No enviado', ja: '未出荷' } },
  shipped: { code: 2, listClass: 'primary', labels: { en: 'Shipped', zh: '已出货', es: 'Enviado', ja: '出荷済み' } },
  success: { code: 3, listClass: 'success', labels: { en: 'Dispensed', zh: '出货成功', es: 'Dispensado', ja: '提供成功' } },
  failed: { code: 4, listClass: 'danger', labels: { en: 'Dispense failed', zh: '出货失败', es: 'Dispensación fallida', ja: '提供失敗' } },
} as const satisfies Record<string, CodedStatus>;

/** Where an order was placed. */
export const ORDER_SOURCE = {
  machine: { code: 1, listClass: 'default', labels: { en: 'At the machine', zh: '设备下单', es: 'En la máquina', ja: '機器で注文' } },
  cart: { code: 2, listClass: 'primary', labels: { en: 'Shopping cart', zh: '购物车', es: 'Carrito', ja: 'カート' } },
} as const satisfies Record<string, CodedStatus>;

/** Whether an order needs a person: its dispense failed or payment and dispense disagree. */
export const ABNORMAL_STATUS = {
  none: { code: 0, listClass: 'default', labels: { en: 'Normal', zh: '正常', es: 'Normal', ja: '正常' } },
  open: { code: 1, listClass: 'danger', labels: { en: 'Unresolved', zh: '未处理', es: 'Sin resolver', ja: '未処理' } },
  lifted: { code: 2, listClass: 'success', labels: { en: 'Resolved', zh: '已解除', es: 'Resuelto', ja: '解除済み' } },
} as const satisfies Record<string, CodedStatus>;

/**
 * Why an order became abnormal: the code is stored, and each reader sees its label in their own
 * language (a reason stored before the codes, or not among them, shows as it was stored).
 */
export const ABNORMAL_REASONS = {
  paidAfterExpiry: {
    en: 'Paid after the order expired',
    zh: '订单过期后才支付',
    es: 'Pagado después de que el pedido caducara',
    ja: '注文の期限切れ後に支払われました',
  },
  dispenseUnpaid: {
    en: 'Dispense reported for an unpaid order',
    zh: '未支付订单上报了出杯结果',
    es: 'Dispensación informada de un pedido no pagado',
    ja: '未払いの注文に抽出結果が報告されました',
  },
  dispenseFailed: { en: 'Dispense failed', zh: '出杯失败', es: 'Falló la dispensación', ja: '抽出に失敗しました' },
  autoRefundFailed: {
    en: 'Dispense failed; automatic refund failed',
    zh: '出杯失败，自动退款失败',
    es: 'Falló la dispensación; falló el reembolso automático',
    ja: '抽出に失敗し、自動返金にも失敗しました',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type AbnormalReason = keyof typeof ABNORMAL_REASONS;

/** A stored abnormal reason in the reader's language. */
export function abnormalReasonText(stored: string | null, lang: Lang): string | null {
  if (stored === null) return null;
  return stored in ABNORMAL_REASONS ? ABNORMAL_REASONS[stored as AbnormalReason][lang] : stored;
}

/** State of one refund record. */
export const REFUND_RECORD_STATUS = {
  refunding: { code: 1, listClass: 'primary', labels: { en: 'Refunding', zh: '退款中', es: 'Reembolsando', ja: '返金中' } },
  success: { code: 2, listClass: 'success', labels: { en: 'Success', zh: '退款成功', es: 'Correcto', ja: '返金成功' } },
  failed: { code: 3, listClass: 'danger', labels: { en: 'Failed', zh: '退款失败', es: 'Fallido', ja: '返金失敗' } },
} as const satisfies Record<string, CodedStatus>;

/** The status of `statuses` with this code, or undefined for a code not declared. */
export function statusOfCode<S extends Record<string, CodedStatus>>(statuses: S, code: number): S[keyof S] | undefined {
  return Object.values(statuses).find((s) => s.code === code) as S[keyof S] | undefined;
}
