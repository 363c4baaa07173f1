import type { ListClass } from './dict.js';
import type { Lang, Translations } from './i18n.js';
import { type MessageKey, messageTexts } from './messages.js';

/** One numeric status of an order: the code stored and sent by machines, its tag style and its label. */
export interface CodedStatus {
  code: number;
  listClass: ListClass;
  labels: Translations;
}

type CodeAndClass = readonly [code: number, listClass: ListClass];
/** The statuses of a `{ name: [code, listClass] }` table, each with its label in every language. */
type CodedStatuses<T extends Record<string, CodeAndClass>> = {
  readonly [K in keyof T]: { readonly code: T[K][0]; readonly listClass: T[K][1]; readonly labels: Translations };
};
/** A table whose labels (`<prefix>.<name>`, `<prefix>.<code>`) are messages: any other entry is a type error. */
type LabelledByName<P extends string, T> = { [K in keyof T]: `${P}.${K & string}` extends MessageKey ? CodeAndClass : never };
type LabelledByCode<P extends string, T> = {
  [K in keyof T]: T[K] extends readonly [infer C extends number, ListClass]
    ? `${P}.${C}` extends MessageKey
      ? CodeAndClass
      : never
    : never;
};

function coded<T extends Record<string, CodeAndClass>>(table: T, labelKey: (name: string, code: number) => string): CodedStatuses<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, [code, listClass]]) => [
      name,
      { code, listClass, labels: messageTexts(labelKey(name, code) as MessageKey) },
    ]),
  ) as CodedStatuses<T>;
}

/** Statuses from `{ name: [code, listClass] }`, labelled by the messages `<prefix>.<name>`. */
export const codedStatuses = <P extends string, const T extends Record<string, CodeAndClass>>(prefix: P, table: T & LabelledByName<P, T>) =>
  coded(table, (name) => `${prefix}.${name}`);

/** Statuses from `{ name: [code, listClass] }`, labelled by the messages `<prefix>.<code>`. */
export const codedStatusesByCode = <P extends string, const T extends Record<string, CodeAndClass>>(
  prefix: P,
  table: T & LabelledByCode<P, T>,
) => coded(table, (_name, code) => `${prefix}.${code}`);

/**
 * Status of an order. A machine reports each item's dispense result and the order follows:
 * every item dispensed → completed, none → dispense failed, some → partly dispensed.
 */
export const ORDER_STATUS = codedStatuses('order.status', {
  new: [0, 'info'],
  dispensing: [1, 'primary'],
  completed: [5, 'success'],
  dispenseFailed: [10, 'danger'],
  partlyDispensed: [11, 'warning'],
});

/** Status of one item of an order: dispensed, or not dispensed (failed or never tried). */
export const ORDER_ITEM_STATUS = codedStatuses('order.itemStatus', { dispensed: [1, 'success'], notDispensed: [2, 'warning'] });

/** Payment status of an order. */
export const PAY_STATUS = codedStatuses('order.payStatus', { unpaid: [1, 'warning'], paid: [5, 'success'] });

/** Refund status of an order. */
export const REFUND_STATUS = codedStatuses('order.refundStatus', {
  notRefunded: [1, 'info'],
  partlyRefunded: [2, 'warning'],
  fullyRefunded: [3, 'success'],
});

/** Shipping (dispense) status of an order. */
export const SHIP_STATUS = codedStatuses('order.shipStatus', {
  notShipped: [1, 'info'],
  shipped: [2, 'primary'],
  success: [3, 'success'],
  failed: [4, 'danger'],
});

/** Where an order was placed. */
export const ORDER_SOURCE = codedStatuses('order.source', { machine: [1, 'default'], cart: [2, 'primary'], phone: [3, 'info'] });

/** Whether an order needs a person: its dispense failed or payment and dispense disagree. */
export const ABNORMAL_STATUS = codedStatuses('order.abnormalStatus', { none: [0, 'default'], open: [1, 'danger'], lifted: [2, 'success'] });

/**
 * Why an order became abnormal: the code is stored, and each reader sees its label in their own
 * language (a reason stored before the codes, or not among them, shows as it was stored).
 */
export const ABNORMAL_REASONS = {
  paidAfterExpiry: messageTexts('order.abnormalReason.paidAfterExpiry'),
  dispenseUnpaid: messageTexts('order.abnormalReason.dispenseUnpaid'),
  dispenseFailed: messageTexts('order.abnormalReason.dispenseFailed'),
  autoRefundFailed: messageTexts('order.abnormalReason.autoRefundFailed'),
  cardNotAuthorised: messageTexts('order.abnormalReason.cardNotAuthorised'),
  staffCardNotAuthorised: messageTexts('order.abnormalReason.staffCardNotAuthorised'),
  wristbandNotAuthorised: messageTexts('order.abnormalReason.wristbandNotAuthorised'),
  freeNotCollected: messageTexts('order.abnormalReason.freeNotCollected'),
  cartOutsideLimits: messageTexts('order.abnormalReason.cartOutsideLimits'),
  testNotCommanded: messageTexts('order.abnormalReason.testNotCommanded'),
} as const satisfies Record<string, Record<Lang, string>>;
export type AbnormalReason = keyof typeof ABNORMAL_REASONS;

/** A stored abnormal reason in the reader's language. */
export function abnormalReasonText(stored: string | null, lang: Lang): string | null {
  if (stored === null) return null;
  return stored in ABNORMAL_REASONS ? ABNORMAL_REASONS[stored as AbnormalReason][lang] : stored;
}

/** State of one refund record. */
export const REFUND_RECORD_STATUS = codedStatuses('order.refundRecordStatus', {
  refunding: [1, 'primary'],
  success: [2, 'success'],
  failed: [3, 'danger'],
});

/** The status of `statuses` with this code, or undefined for a code not declared. */
export function statusOfCode<S extends Record<string, CodedStatus>>(statuses: S, code: number): S[keyof S] | undefined {
  return Object.values(statuses).find((s) => s.code === code) as S[keyof S] | undefined;
}
