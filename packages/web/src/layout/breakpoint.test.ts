import { describe, expect, it } from 'vitest';
import { deviceOf } from './breakpoint';

describe('deviceOf (breakpoint 992 px)', () => {
  it('is mobile under 992 px and desktop from 992 px', () => {
    expect(deviceOf(375)).toBe('mobile');
    expect(deviceOf(991)).toBe('mobile');
    expect(deviceOf(992)).toBe('desktop');
    expect(deviceOf(1366)).toBe('desktop');
  });
});
