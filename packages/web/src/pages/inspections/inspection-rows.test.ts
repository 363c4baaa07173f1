import { describe, expect, it } from 'vitest';
import { canRedo, canReview } from './inspection-rows';

describe('inspection rows', () => {
  it('offer review of a record waiting for review to anyone but its inspector', () => {
    expect(canReview({ state: 'pending_review', inspectorId: 2 }, 1)).toBe(true);
    expect(canReview({ state: 'pending_review', inspectorId: 1 }, 1)).toBe(false);
    expect(canReview({ state: 'rejected', inspectorId: 2 }, 1)).toBe(false);
  });

  it('offer redoing a rejected record to its inspector only', () => {
    expect(canRedo({ state: 'rejected', inspectorId: 1 }, 1)).toBe(true);
    expect(canRedo({ state: 'rejected', inspectorId: 2 }, 1)).toBe(false);
    expect(canRedo({ state: 'adopted', inspectorId: 1 }, 1)).toBe(false);
  });
});
