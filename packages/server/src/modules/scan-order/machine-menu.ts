import {
  type Lang,
  type MachineState,
  type MenuGoods,
  ORDER_SOURCE,
  PAY_CONFIG_STATUS,
  PAY_PROVIDERS_WITH_ADAPTER,
  PAY_STATUS,
  PAY_TYPE_OF_METHOD,
  SCAN_PAY_METHODS,
  SHIP_STATUS,
  type ScanMenu,
  type ScanPayMethod,
} from '@vr/contracts';
import { appletColorsOf } from '../device-screen/index.js';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { orgCurrencies } from '../customers/index.js';
import { readDeviceGoods } from '../device-goods/index.js';
import { devices } from '../devices/index.js';
import { orders } from '../orders/index.js';
import { customerOf } from '../orgs/index.js';
import { payConfigs } from '../payments/index.js';
import { sites } from '../points/index.js';
import { products } from '../products/index.js';
import { lookUpLink } from './links.js';

/** How long a paid order not yet reported dispensed keeps its machine busy. */
const BUSY_MINUTES = 3;

/** The machine behind a link, with what its menu and state are made of. */
export interface LinkedMachine {
  id: number;
  orgId: number;
  siteId: number | null;
  name: string | null;
  code: string;
  online: number;
  status: number;
  faultCount: number;
  cartLimit: number | null;
  minOrderAmount: number | null;
  businessHours: string | null;
}

/** The machine of a current link; a replaced link and an unknown one are refused, each with its message. */
export async function machineOfLink(db: Database, token: string): Promise<LinkedMachine> {
  const link = await lookUpLink(db, token);
  if (link.kind === 'replaced') throw new AppError(410, 'scanOrderLinkReplaced');
  if (link.kind === 'unknown') throw new AppError(404, 'scanOrderLinkUnknown');
  const [machine] = await db
    .select({
      id: devices.id,
      orgId: devices.orgId,
      siteId: devices.siteId,
      name: devices.name,
      code: devices.deviceCode,
      online: devices.online,
      status: devices.status,
      faultCount: devices.faultCount,
      cartLimit: devices.cartLimit,
      minOrderAmount: devices.minOrderAmount,
      businessHours: devices.businessHours,
    })
    .from(devices)
    .where(eq(devices.id, link.deviceId));
  if (!machine) throw new AppError(404, 'scanOrderLinkUnknown');
  return machine;
}

/** Minutes since midnight of `now` on the clock of `timeZone`. */
function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Whether "HH:mm-HH:mm[,…]" holds the minute of the day; a range ending before it starts runs past midnight. */
export function withinHours(hours: string, minute: number): boolean {
  return hours.split(',').some((range) => {
    const [from, to] = range.split('-').map((t) => {
      const [h, m] = t.split(':').map(Number);
      return h! * 60 + m!;
    });
    if (from === undefined || to === undefined) return false;
    return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
  });
}

/** What the machine can do for a customer now: out of service, offline, closed, busy making a paid order, or open. */
export async function machineState(db: Database, machine: LinkedMachine, now = new Date()): Promise<MachineState> {
  if (machine.status !== 0 || machine.faultCount > 0) return 'unavailable';
  if (machine.online !== 1) return 'offline';
  if (machine.businessHours && !withinHours(machine.businessHours, minuteOfDay(now, await businessTimeZone(db)))) return 'closed';
  const [making] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.deviceId, machine.id),
        eq(orders.source, ORDER_SOURCE.phone.code),
        eq(orders.payStatus, PAY_STATUS.paid.code),
        eq(orders.shipStatus, SHIP_STATUS.notShipped.code),
        gt(orders.paidAt, new Date(now.getTime() - BUSY_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  return making ? 'busy' : 'open';
}

/** The online payment methods the machine's customer has an enabled configuration for (with a working provider). */
async function payMethodsOf(db: Database, orgId: number): Promise<ScanPayMethod[]> {
  const customer = await customerOf(db, orgId);
  if (!customer) return [];
  const rows = await db
    .select({ payType: payConfigs.payType })
    .from(payConfigs)
    .where(
      and(
        eq(payConfigs.orgId, customer.id),
        eq(payConfigs.status, PAY_CONFIG_STATUS.enabled),
        inArray(payConfigs.provider, [...PAY_PROVIDERS_WITH_ADAPTER]),
      ),
    );
  const types = new Set(rows.map((r) => r.payType));
  return SCAN_PAY_METHODS.filter((m) => types.has(PAY_TYPE_OF_METHOD[m]!));
}

/** The drinks on sale at the machine, in the customer's language, with their pictures. */
export async function menuGoods(db: Database, machine: LinkedMachine, lang: Lang): Promise<Array<MenuGoods & { productCode: string }>> {
  const goods = (await readDeviceGoods(db, [machine.id])).get(machine.id) ?? [];
  const pictures = goods.length
    ? new Map(
        (
          await db
            .select({ id: products.id, picture: products.mainImage })
            .from(products)
            .where(
              inArray(
                products.id,
                goods.map((g) => g.productId),
              ),
            )
        ).map((p) => [p.id, p.picture]),
      )
    : new Map<number, string | null>();
  return goods.map((g) => ({
    slotNo: g.slotNo,
    productCode: g.productCode,
    name: g.names[lang] || g.names.en,
    picture: pictures.get(g.productId) ?? null,
    price: g.price,
    cupSizes: g.recipe.cupSizes.map((s) => ({ size: s.size, extraPrice: s.extraPrice })),
    tastes: [...g.recipe.tastes]
      .sort((a, b) => a.sort - b.sort)
      .map((t) => ({
        name: t.name,
        required: t.required,
        multiple: t.multiple,
        options: t.options.map((o) => ({ code: o.code, name: o.name, extraPrice: o.extraPrice, isDefault: o.isDefault })),
      })),
  }));
}

/** The machine's public menu: its name, point, state, currency, limits, payment methods and drinks, nothing else. */
export async function publicMenu(db: Database, token: string, lang: Lang, now = new Date()): Promise<ScanMenu> {
  const machine = await machineOfLink(db, token);
  const [point] = machine.siteId ? await db.select({ name: sites.name }).from(sites).where(eq(sites.id, machine.siteId)) : [];
  const currency = (await orgCurrencies(db, [machine.orgId])).get(machine.orgId)!;
  const state = await machineState(db, machine, now);
  const payMethods = await payMethodsOf(db, machine.orgId);
  const goods = await menuGoods(db, machine, lang);
  return {
    machineName: machine.name ?? machine.code,
    machineCode: machine.code,
    pointName: point?.name ?? null,
    currency,
    state,
    businessHours: machine.businessHours,
    cartLimit: machine.cartLimit,
    minOrderAmount: machine.minOrderAmount,
    payMethods,
    goods: goods.map(({ productCode: _, ...g }) => g),
    colors: await appletColorsOf(db, machine.orgId),
  };
}
