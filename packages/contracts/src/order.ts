import type { ListClass } from './dict.js';
import type { Lang, Translations } from './i18n.js';
import { messageTexts } from './messages.js';

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
  new: { code: 0, listClass: 'info', labels: messageTexts('order.status.new') },
  dispensing: { code: 1, listClass: 'primary', labels: messageTexts('order.status.dispensing') },
  completed: { code: 5, listClass: 'success', labels: messageTexts('order.status.completed') },
  dispenseFailed: {
    code: 10,
    listClass: 'danger',
    labels: messageTexts('order.status.dispenseFailed'),
  },
  partlyDispensed: {
    code: 11,
    listClass: 'warning',
    labels: messageTexts('order.status.partlyDispensed'),
  },
} as const satisfies Record<string, CodedStatus>;

/** Status of one item of an order: dispensed, or not dispensed (failed or never tried). */
export const ORDER_ITEM_STATUS = {
  dispensed: { code: 1, listClass: 'success', labels: messageTexts('order.itemStatus.dispensed') },
  notDispensed: { code: 2, listClass: 'warning', labels: messageTexts('order.itemStatus.notDispensed') },
} as const satisfies Record<string, CodedStatus>;

/** Payment status of an order. */
export const PAY_STATUS = {
  unpaid: { code: 1, listClass: 'warning', labels: messageTexts('order.payStatus.unpaid') },
  paid: { code: 5, listClass: 'success', labels: messageTexts('order.payStatus.paid') },
} as const satisfies Record<string, CodedStatus>;

/** Refund status of an order. */
export const REFUND_STATUS = {
  notRefunded: { code: 1, listClass: 'info', labels: messageTexts('order.refundStatus.notRefunded') },
  partlyRefunded: {
    code: 2,
    listClass: 'warning',
    labels: messageTexts('order.refundStatus.partlyRefunded'),
  },
  fullyRefunded: {
    code: 3,
    listClass: 'success',
    labels: messageTexts('order.refundStatus.fullyRefunded'),
  },
} as const satisfies Record<string, CodedStatus>;

/** Shipping (dispense) status of an order. */
export const SHIP_STATUS = {
  notShipped: { code: 1, listClass: 'info', labels: messageTexts('order.shipStatus.notShipped') },
  shipped: { code: 2, listClass: 'primary', labels: messageTexts('order.shipStatus.shipped') },
  success: { code: 3, listClass: 'success', labels: messageTexts('order.shipStatus.success') },
  failed: { code: 4, listClass: 'danger', labels: messageTexts('order.shipStatus.failed') },
} as const satisfies Record<string, CodedStatus>;

/** Where an order was placed. */
export const ORDER_SOURCE = {
  machine: { code: 1, listClass: 'default', labels: messageTexts('order.source.machine') },
  cart: { code: 2, listClass: 'primary', labels: messageTexts('order.source.cart') },
} as const satisfies Record<string, CodedStatus>;

/** Whether an order needs a person: its dispense failed or payment and dispense disagree. */
export const ABNORMAL_STATUS = {
  none: { code: 0, listClass: 'default', labels: messageTexts('order.abnormalStatus.none') },
  open: { code: 1, listClass: 'danger', labels: messageTexts('order.abnormalStatus.open') },
  lifted: { code: 2, listClass: 'success', labels: messageTexts('order.abnormalStatus.lifted') },
} as const satisfies Record<string, CodedStatus>;

/**
 * Why an order became abnormal: the code is stored, and each reader sees its label in their own
 * language (a reason stored before the codes, or not among them, shows as it was stored).
 */
export const ABNORMAL_REASONS = {
  paidAfterExpiry: messageTexts('order.abnormalReason.paidAfterExpiry'),
  dispenseUnpaid: messageTexts('order.abnormalReason.dispenseUnpaid'),
  dispenseFailed: messageTexts('order.abnormalReason.dispenseFailed'),
  autoRefundFailed: messageTexts('order.abnormalReason.autoRefundFailed'),
} as const satisfies Record<string, Record<Lang, string>>;
export type AbnormalReason = keyof typeof ABNORMAL_REASONS;

/** A stored abnormal reason in the reader's language. */
export function abnormalReasonText(stored: string | null, lang: Lang): string | null {
  if (stored === null) return null;
  return stored in ABNORMAL_REASONS ? ABNORMAL_REASONS[stored as AbnormalReason][lang] : stored;
}

/** State of one refund record. */
export const REFUND_RECORD_STATUS = {
  refunding: { code: 1, listClass: 'primary', labels: messageTexts('order.refundRecordStatus.refunding') },
  success: { code: 2, listClass: 'success', labels: messageTexts('order.refundRecordStatus.success') },
  failed: { code: 3, listClass: 'danger', labels: messageTexts('order.refundRecordStatus.failed') },
} as const satisfies Record<string, CodedStatus>;

/** The status of `statuses` with this code, or undefined for a code not declared. */
export function statusOfCode<S extends Record<string, CodedStatus>>(statuses: S, code: number): S[keyof S] | undefined {
  return Object.values(statuses).find((s) => s.code === code) as S[keyof S] | undefined;
}
