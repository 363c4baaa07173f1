import type { CardStatus, MemberCard } from '@vr/contracts';
import { formatMoney } from '../../utils/money';

/** The colour of a card's status tag. */
export const STATUS_COLOR: Record<CardStatus, string> = { enabled: 'success', disabled: 'default', lost: 'error' };

/** Cents of a currency shown as money in the reader's language. */
export const moneyOf = (cents: number, currency: string, lang: string): string => formatMoney(cents / 100, currency, lang);

/** A signed change shown with its sign: +12.00, −3.50. */
export const signedMoney = (cents: number, currency: string, lang: string): string =>
  cents > 0 ? `+${moneyOf(cents, currency, lang)}` : cents < 0 ? `−${moneyOf(-cents, currency, lang)}` : moneyOf(0, currency, lang);

/** The statuses a card may be moved to from its own. */
export const nextStatuses = (row: Pick<MemberCard, 'status'>): CardStatus[] =>
  (['enabled', 'disabled', 'lost'] as const).filter((s) => s !== row.status);

/** The change record's link for one card, or for all. */
export const recordPath = (row?: Pick<MemberCard, 'icCode'>): string =>
  row ? `/memberSwipe/record?icCode=${encodeURIComponent(row.icCode)}` : '/memberSwipe/record';
