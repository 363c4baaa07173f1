import { splitOrder } from '@vr/contracts';

/** One joiner's share of an order as stored: the share on the paid amount and what refunds took back. */
export interface StoredShare {
  shareCents: number;
  reversedCents: number;
}

/**
 * After the order's refunds reach `refundedCents`, the split is computed again on the net amount
 * (the rule of `splitOrder`), and each share gives back the difference: `reverse[i]` more cents,
 * never negative, since every share only shrinks as the net amount does.
 */
export function rebalance(
  orderCents: number,
  refundedCents: number,
  feeBps: number,
  splitBps: readonly number[],
  stored: readonly StoredShare[],
): { fee: number; shares: number[]; remainder: number; reverse: number[] } {
  const net = Math.max(0, orderCents - Math.min(refundedCents, orderCents));
  const split = splitOrder(net, feeBps, splitBps);
  const reverse = stored.map((s, i) => Math.max(0, s.shareCents - split.shares[i]! - s.reversedCents));
  return { ...split, reverse };
}
