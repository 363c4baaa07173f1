import type { StaffCard, StaffStatus } from '@vr/contracts';
import { formatMoney } from '../../utils/money';

/** The colour of a card's status tag. */
export const STATUS_COLOR: Record<StaffStatus, string> = { enabled: 'success', disabled: 'default' };

/** Cents of a currency shown as money in the reader's language. */
export const moneyOf = (cents: number, currency: string, lang: string): string => formatMoney(cents / 100, currency, lang);

/** A signed change shown with its sign: +12.00, −3.50. */
export const signedMoney = (cents: number, currency: string, lang: string): string =>
  cents > 0 ? `+${moneyOf(cents, currency, lang)}` : cents < 0 ? `−${moneyOf(-cents, currency, lang)}` : moneyOf(0, currency, lang);

/** A discount percent as the list shows it: "33.3%", "—" for none. */
export const discountText = (percent: number | null): string => (percent ? `${percent}%` : '—');

/** The record's link for one card, or for all. */
export const recordPath = (row?: Pick<StaffCard, 'employeeNo'>): string =>
  row ? `/staffSwipe/record?employeeNo=${encodeURIComponent(row.employeeNo)}` : '/staffSwipe/record';
