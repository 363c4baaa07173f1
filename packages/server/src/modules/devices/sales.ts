import type { DeviceRow } from '@vr/contracts';
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

/** The sales of these devices (absent: none); answered by the area that holds the sales. */
export type DeviceSalesReader = (db: Database, deviceIds: number[], timeZone: string, now: Date) => Promise<Map<number, SalesFigures>>;

/**
 * The orders sit above the devices (an order names its device), so that area tells this one how
 * to read a device's sales instead of this one reading its roll-ups.
 */
export const deviceSales = definePort<DeviceSalesReader>('devices.sales');

/** Sales of a page of devices (absent: none). */
export async function salesOf(db: Database, deviceIds: number[], timeZone: string, now = new Date()): Promise<Map<number, SalesFigures>> {
  if (deviceIds.length === 0) return new Map();
  return deviceSales.get()(db, deviceIds, timeZone, now);
}
