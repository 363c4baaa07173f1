import type { UpKind } from '@vr/contracts';

/** Running totals of a fleet (or one device), for the CLI's status line, tests and the bench. */
export interface FleetCounters {
  /** Devices connected right now. */
  connected: number;
  /** Successful MQTT connections (first ones and reconnects). */
  connects: number;
  /** Connections refused by the broker (wrong secret, not authorised). */
  authFailures: number;
  /** Messages published by kind (replays included). */
  published: Record<UpKind, number>;
  ordersCreated: number;
  /** Orders published again after a reconnect or a missing order-ack. */
  ordersResent: number;
  ordersAcked: number;
  /** Orders waiting for their order-ack. */
  ordersPending: number;
  commandsReceived: number;
  commandsFailed: number;
  /** Messages received that did not parse against the protocol schemas. */
  invalidDown: number;
  /** Goods packages applied, and refused. */
  goodsApplied: number;
  goodsRefused: number;
  /** Pay flow: payments asked for, refused, paid by the simulated customer, confirmed by the back-office, closed unpaid. */
  payRequested: number;
  payRefused: number;
  payPaidByCustomer: number;
  payConfirmed: number;
  payClosed: number;
  /** Member cards: authorisations asked, approved, refused. */
  cardRequested: number;
  cardApproved: number;
  cardRefused: number;
}

export function emptyCounters(): FleetCounters {
  return {
    connected: 0,
    connects: 0,
    authFailures: 0,
    published: {
      hello: 0,
      heartbeat: 0,
      telemetry: 0,
      event: 0,
      order: 0,
      ack: 0,
      status: 0,
      'goods-ack': 0,
      'pay-request': 0,
      'card-auth': 0,
      'card-cancel': 0,
      'upgrade-progress': 0,
      'upgrade-result': 0,
      'free-collect': 0,
      'recording-progress': 0,
      'recording-result': 0,
      'ads-ack': 0,
      'ads-report': 0,
    },
    ordersCreated: 0,
    ordersResent: 0,
    ordersAcked: 0,
    ordersPending: 0,
    commandsReceived: 0,
    commandsFailed: 0,
    invalidDown: 0,
    goodsApplied: 0,
    goodsRefused: 0,
    payRequested: 0,
    payRefused: 0,
    payPaidByCustomer: 0,
    payConfirmed: 0,
    payClosed: 0,
    cardRequested: 0,
    cardApproved: 0,
    cardRefused: 0,
  };
}

/** Keeps latency samples (ms) up to a bound, then a uniform reservoir of them. */
export class LatencySamples {
  private samples: number[] = [];
  private seen = 0;
  constructor(private readonly max = 200_000) {}

  add(ms: number): void {
    this.seen += 1;
    if (this.samples.length < this.max) this.samples.push(ms);
    else {
      const i = Math.floor(Math.random() * this.seen);
      if (i < this.max) this.samples[i] = ms;
    }
  }

  get count(): number {
    return this.seen;
  }

  reset(): void {
    this.samples = [];
    this.seen = 0;
  }

  /** The p-th percentile (0–100) of the samples kept; NaN without samples. */
  percentile(p: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[idx]!;
  }
}
