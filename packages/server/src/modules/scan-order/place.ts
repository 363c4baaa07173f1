import { randomBytes } from 'node:crypto';
import {
  type Lang,
  ORDER_SOURCE,
  PAY_EXPIRY_MINUTES,
  type PayRequest,
  type PlaceScanOrder,
  type PlacedScanOrder,
  cartCups,
  fromCents,
  lineUnitCents,
  payTypeOf,
  toCents,
} from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { openPayOrder } from '../orders/index.js';
import { customerOf } from '../orgs/index.js';
import { createOrderPayment } from '../payments/index.js';
import { machineOfLink, machineState, menuGoods } from './machine-menu.js';
import { orgCurrencies } from '../customers/index.js';

/** An order code nobody can guess: SO, the time, 8 random bytes. */
const newOrderCode = () => `SO${Date.now().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;

const STATE_MESSAGES = {
  offline: 'scanOrderOffline',
  busy: 'scanOrderBusy',
  closed: 'scanOrderClosed',
  unavailable: 'scanOrderUnavailable',
} as const;

/** An amount as the customer reads it: two decimals and the currency. */
const shown = (cents: number, currency: string) => `${fromCents(cents).toFixed(2)} ${currency}`;

/**
 * A customer's cart placed on the ordering page. Priced by the server from the machine's current
 * menu (whatever the page believed), checked against the machine's state, its cart limit and
 * minimum amount and the total the customer saw, then the order is opened unpaid (source: phone)
 * and the customer's provider asked for a phone payment (the phone's address given to providers
 * that ask for it), in one transaction: a refusal stores nothing.
 */
export async function placeScanOrder(
  db: Database,
  input: PlaceScanOrder,
  lang: Lang,
  now = new Date(),
  clientIp?: string,
): Promise<PlacedScanOrder> {
  const machine = await machineOfLink(db, input.link);
  const state = await machineState(db, machine, now);
  if (state !== 'open') throw new AppError(400, STATE_MESSAGES[state], { hours: machine.businessHours ?? '' });
  const menu = await menuGoods(db, machine, lang);
  const currency = (await orgCurrencies(db, [machine.orgId])).get(machine.orgId)!;

  const items: PayRequest['items'] = [];
  let totalCents = 0;
  for (const [i, line] of input.items.entries()) {
    const goods = menu.find((g) => g.slotNo === line.slotNo);
    if (!goods) throw AppError.field(`items.${i}.slotNo`, 'scanOrderGoodsUnknown');
    const unit = lineUnitCents(goods, line);
    if ('error' in unit) throw AppError.field(`items.${i}.${unit.error}`, 'scanOrderChoiceInvalid');
    totalCents += unit.cents * line.quantity;
    items.push({
      goodsCode: goods.productCode,
      goodsName: goods.name.slice(0, 100),
      ...(line.cupSize !== undefined ? { cupSize: line.cupSize } : {}),
      tastes: line.tastes.map((c) => ({
        category: c.category,
        option: goods.tastes.find((t) => t.name === c.category)!.options.find((o) => o.code === c.option)!.name,
      })),
      quantity: line.quantity,
      price: fromCents(unit.cents),
      amount: fromCents(unit.cents * line.quantity),
    });
  }
  if (machine.cartLimit !== null && cartCups(input.items) > machine.cartLimit)
    throw AppError.field('items', 'scanOrderCartLimit', { limit: machine.cartLimit });
  if (machine.minOrderAmount !== null && totalCents < toCents(machine.minOrderAmount))
    throw AppError.field('items', 'scanOrderMinAmount', { amount: shown(toCents(machine.minOrderAmount), currency) });
  if (totalCents !== toCents(input.expectedAmount))
    throw AppError.field('expectedAmount', 'scanOrderPriceChanged', { amount: shown(totalCents, currency) });
  if (totalCents <= 0) throw AppError.field('items', 'scanOrderGoodsUnknown');
  const payType = payTypeOf(input.paymentMethod)!;
  const customer = await customerOf(db, machine.orgId);
  if (!customer) throw AppError.field('paymentMethod', 'scanOrderPayMethod');

  const orderCode = newOrderCode();
  const expiresAt = new Date(now.getTime() + PAY_EXPIRY_MINUTES * 60_000);
  const request: PayRequest = {
    v: 1,
    ts: now.getTime(),
    orderCode,
    paymentMethod: input.paymentMethod,
    type: 'ordinary',
    amounts: { payment: fromCents(totalCents), discount: 0 },
    items,
  };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const opened = await openPayOrder(t, machine, request, payType, expiresAt, ORDER_SOURCE.phone.code);
    if (!opened) throw new AppError(400, 'scanOrderPayFailed');
    const answer = await createOrderPayment(t, {
      orderId: opened.orderId,
      newOrder: opened.created,
      orderCode,
      deviceId: machine.id,
      customerId: customer.id,
      payType,
      amountCents: totalCents,
      description: items.map((i) => (i.quantity > 1 ? `${i.goodsName} ×${i.quantity}` : i.goodsName)).join(', '),
      expiresAt,
      lang,
      // The phone opens the provider's page for phones (WeChat Pay H5, Alipay phone web payment).
      scene: 'h5',
      ...(clientIp ? { clientIp } : {}),
    });
    if (!answer.ok) {
      if (answer.reason === 'noPayConfig') throw AppError.field('paymentMethod', 'scanOrderPayMethod');
      throw new AppError(400, 'scanOrderPayFailed');
    }
    return { orderCode, payUrl: answer.payUrl, amount: fromCents(totalCents), currency };
  });
}
