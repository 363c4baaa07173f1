import { ORDER_ITEM_STATUS, PAY_STATUS } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** Order `o` (a table alias) is a sale: paid and not a staff test. */
export const isSale = (o: string): SQL => sql`${sql.raw(o)}.pay_status = ${PAY_STATUS.paid.code} and not ${sql.raw(o)}.is_test`;

/** The revenue of order `o`: received less refunded (a refund lowers its day's revenue). */
export const revenueOf = (o: string): SQL => sql`(${sql.raw(o)}.received_amount - ${sql.raw(o)}.refunded_amount)`;

/** Item `it` was dispensed: its quantity counts as cups. */
export const dispensedItem = (it: string): SQL => sql`${sql.raw(it)}.status = ${ORDER_ITEM_STATUS.dispensed.code}`;

/** The business day of order `o` in `timeZone`. */
export const dayOf = (o: string, timeZone: string): SQL => sql`(${sql.raw(o)}.created_at at time zone ${timeZone})::date`;
