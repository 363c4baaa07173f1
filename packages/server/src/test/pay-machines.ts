import { downTopic } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/database.js';
import type { NoticeSender } from './pay-flow.js';
import { TestMachine, insertTestDevice } from './test-devices.js';

/** A large Latte with less sugar (12.00) and a Mocha (10.00): the cart the pay-flow tests' machines sell. */
export const LATTE_AND_MOCHA = [
  {
    goodsCode: 'LATTE',
    goodsName: 'Latte',
    cupSize: 'L',
    tastes: [{ category: 'Sugar', option: 'Less' }],
    quantity: 1,
    price: 12,
    amount: 12,
  },
  { goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 1, price: 10, amount: 10 },
];

/** Delivers the sandbox's notifications through the app's own notify route, as the running sandbox does. */
export const deliverThrough =
  (on: { app: FastifyInstance }): NoticeSender =>
  async (to, headers, payload) => {
    const res = await on.app.inject({ method: 'POST', url: new URL(to).pathname, headers, payload });
    const answer = res.json() as { status: number; data?: { code?: string } };
    return answer.status === 1001 && answer.data?.code === 'SUCCESS';
  };

/** A message a machine heard on one of its down topics. */
export type Down = { kind: string; payload: Record<string, unknown> };

/** What the machine heard of `kind` about one order (pay, paid, pay-closed, order-ack). */
export const downOf = (m: TestMachine, kind: string, orderCode: string): Down | undefined =>
  m.received.find((r) => r.kind === kind && r.payload['orderCode'] === orderCode);

/**
 * A new machine of `orgId` signed in to the broker at `url` and listening to the pay flow's
 * answers (pay, paid, pay-closed); kept in `machines` for the file to end.
 */
export async function payingMachine(db: Database, url: string, orgId: number, machines: TestMachine[]) {
  const d = await insertTestDevice(db, orgId);
  const m = await TestMachine.connect(url, d.code, d.secret);
  await m.client.subscribeAsync(
    ['pay', 'paid', 'pay-closed'].map((k) => downTopic(d.code, k as 'pay')),
    { qos: 1 },
  );
  machines.push(m);
  return { ...d, m };
}
