import { describe, expect, it } from 'vitest';
import { actionButtons, actionsColumnWidth, byPriority, onCard } from './column-fit';

describe('columns on narrower windows', () => {
  it('shows priority 1 always, 2 from tablets, 3 from desktops, 4 on wide screens only', () => {
    expect(byPriority(1)).toBeUndefined();
    expect(byPriority()).toEqual(['md']);
    expect(byPriority(3)).toEqual(['xl']);
    expect(byPriority(4)).toEqual(['xxl']);
  });

  it('puts on a phone card the columns that also show on tablets', () => {
    expect(onCard({})).toBe(true);
    expect(onCard({ responsive: byPriority(2) })).toBe(true);
    expect(onCard({ responsive: byPriority(3) })).toBe(false);
    expect(onCard({ responsive: byPriority(4) })).toBe(false);
  });
});

describe('the actions column', () => {
  it('shows two actions and a "More" button for the rest', () => {
    expect(actionButtons(1)).toBe(1);
    expect(actionButtons(2)).toBe(2);
    expect(actionButtons(3)).toBe(3);
    expect(actionButtons(5)).toBe(3);
    expect(actionButtons(4, 1)).toBe(4);
  });

  it('is as wide as its buttons, a few dozen pixels each', () => {
    expect(actionsColumnWidth(2)).toBeLessThan(actionsColumnWidth(3));
    expect(actionsColumnWidth(4)).toBeLessThanOrEqual(160);
    expect(actionsColumnWidth(0)).toBe(actionsColumnWidth(1));
  });
});
