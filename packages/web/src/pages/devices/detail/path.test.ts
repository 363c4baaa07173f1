import { describe, expect, it } from 'vitest';
import { deviceDetailPath, readDetailRoute } from './path';

describe('device detail route', () => {
  it('builds the detail path with the tab and range', () => {
    expect(deviceDetailPath({ id: 7, deviceCode: 'VR10001' }, 'faults', { startTime: '2026-03-01', endTime: '2026-03-31' })).toBe(
      '/deviceManage/detail/index/7/faults/2026-03-01/2026-03-31/VR10001',
    );
  });

  it('reads it back, and falls back to the orders tab and a valid range', () => {
    expect(readDetailRoute({ id: '7', activeName: 'warnings', startTime: '2026-03-01', endTime: '2026-03-31', deviceCode: 'X' })).toEqual({
      id: 7,
      tab: 'warnings',
      startTime: '2026-03-01',
      endTime: '2026-03-31',
      deviceCode: 'X',
    });
    const fallback = readDetailRoute({ id: '7', activeName: 'nope', startTime: '2026-04-01', endTime: '2026-03-01' })!;
    expect(fallback.tab).toBe('orders');
    expect(fallback.startTime <= fallback.endTime).toBe(true);
    expect(readDetailRoute({ id: 'abc' })).toBeNull();
  });
});
