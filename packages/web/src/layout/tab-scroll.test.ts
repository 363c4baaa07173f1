import { describe, expect, it } from 'vitest';
import { revealScrollLeft } from './tab-scroll';

describe('revealScrollLeft (4 px margin)', () => {
  it('leaves a visible tab alone', () => {
    expect(revealScrollLeft(100, 80, 0, 500)).toBe(0);
  });
  it('scrolls right to show a tab past the right edge, 4 px inside', () => {
    expect(revealScrollLeft(600, 80, 0, 500)).toBe(184);
  });
  it('scrolls left to show a tab before the left edge, 4 px inside', () => {
    expect(revealScrollLeft(50, 80, 200, 500)).toBe(46);
    expect(revealScrollLeft(2, 80, 200, 500)).toBe(0);
  });
});
