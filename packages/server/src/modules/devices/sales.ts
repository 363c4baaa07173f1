import type { DeviceRow } from '@vr/contracts';
import type { AnyColumn, Placeholder, SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';
import { addDays, calendarDay, monthStart } from '../../platform/settings/calendar-day.js';

/** Cups and amounts of one device: today, yesterday, this month and last month (the device row's sales fields). */
export type SalesFigures = Pick<
  DeviceRow,
  'salesToday' | 'amountToday' | 'salesYesterday' | 'amountYesterday' | 'salesMonth' | 'amountMonth' | 'salesLastMonth' | 'amountLastMonth'
>;

/** Today, yesterday, the first of this month and of last month, in the business time zone. */
export function salesDays(now: Date, timeZone: string) {
  const today = calendarDay(timeZone, now);
  return { today, yesterday: addDays(today, -1), monthStart: monthStart(today), lastMonthStart: monthStart(today, -1) };
}

export type SalesDays = ReturnType<typeof salesDays>;

/** One row of a device's sales figures (sums as numeric text), joined laterally to a query of devices. */
export type DeviceSalesLateral = SubqueryWithSelection<{ [K in keyof SalesFigures]: SQL.Aliased<string> }, 'device_sales'>;

export interface DeviceSalesSource {
  /** The figures of the device whose id is `deviceId` (a column of the outer query), on those days (values or placeholders). */
  lateral: (db: Database, deviceId: AnyColumn, days: { [K in keyof SalesDays]: string | Placeholder }) => DeviceSalesLateral;
}

/**
 * The orders sit above the devices (an order names its device), so that area tells this one how
 * to read a device's sales instead of this one reading its roll-ups.
 */
export const deviceSales = definePort<DeviceSalesSource>('devices.sales');

/** The names of the figures, in the device row's order. */
export const SALES_FIGURES = [
  'salesToday',
  'amountToday',
  'salesYesterday',
  'amountYesterday',
  'salesMonth',
  'amountMonth',
  'salesLastMonth',
  'amountLastMonth',
] as const satisfies ReadonlyArray<keyof SalesFigures>;

/** Figures read as sums (numeric text from the database) as numbers. */
export function salesFiguresOf(r: { [K in keyof SalesFigures]: string | number | null }): SalesFigures {
  return Object.fromEntries(SALES_FIGURES.map((k) => [k, Number(r[k] ?? 0)])) as SalesFigures;
}

/** The figures' columns of a lateral sales subquery, to select beside the device's own. */
export function salesColumnsOf(sales: DeviceSalesLateral): Pick<DeviceSalesLateral, keyof SalesFigures> {
  return Object.fromEntries(SALES_FIGURES.map((k) => [k, sales[k]])) as Pick<DeviceSalesLateral, keyof SalesFigures>;
}
