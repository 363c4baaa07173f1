import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes, pushPoint } from './format';

describe('monitoring formats', () => {
  it('formats bytes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(null)).toBe('—');
  });
  it('keeps the two largest units of a duration', () => {
    expect(durationParts(90061)).toEqual([
      { n: 1, unit: 'd' },
      { n: 1, unit: 'h' },
    ]);
    expect(durationParts(59)).toEqual([{ n: 59, unit: 's' }]);
    expect(durationParts(0)).toEqual([{ n: 0, unit: 's' }]);
  });
  it('keeps a short history', () => {
    expect(pushPoint([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    expect(pushPoint([], 1, 3)).toEqual([1]);
  });
});
