/** What the machines hear of payments (the device gateway listens and publishes down/paid, down/pay-closed). */
export type PaymentEvent =
  | { type: 'paid'; deviceId: number; orderCode: string; paidAt: Date }
  | { type: 'closed'; deviceId: number; orderCode: string; reason: 'expired' | 'cancelled' };

type Listener = (event: PaymentEvent) => void;
const listeners = new Set<Listener>();

/** Listens to payment events (after their commit); answers the function that stops listening. */
export function onPaymentEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPaymentEvents(events: PaymentEvent[]): void {
  for (const e of events) for (const l of listeners) l(e);
}
