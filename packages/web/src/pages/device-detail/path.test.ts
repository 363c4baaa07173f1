import { describe, expect, it } from 'vitest';
import { defaultDetailRange, deviceDetailPath, readDetailRoute } from './path';

describe('device detail route', () => {
  it('builds the detail path with the tab and range', () => {
    expect(deviceDetailPath({ id: 7, deviceCode: 'VR10001' }, 'faults', { startTime: '2026-03-01', endTime: '2026-03-31' })).toBe(
      '/deviceManage/detail/index/7/faults/2026-03-01/2026-03-31/VR10001',
    );
  });

  it('reads it back, and falls back to the orders tab and a valid range', () => {
    expect(
      readDetailRoute(
        { id: '7', activeName: 'warnings', startTime: '2026-03-01', endTime: '2026-03-31', deviceCode: 'X' },
        'Asia/Shanghai',
      ),
    ).toEqual({
      id: 7,
      tab: 'warnings',
      startTime: '2026-03-01',
      endTime: '2026-03-31',
      deviceCode: 'X',
    });
    const fallback = readDetailRoute({ id: '7', activeName: 'nope', startTime: '2026-04-01', endTime: '2026-03-01' }, 'Asia/Shanghai')!;
    expect(fallback.tab).toBe('orders');
    expect(fallback.startTime <= fallback.endTime).toBe(true);
    expect(readDetailRoute({ id: 'abc' }, 'Asia/Shanghai')).toBeNull();
  });

  it('defaults to days ending today in the business time zone, not the browser’s', () => {
    // 23:30 in Madrid on 1 June is 2 June in Shanghai, where the orders of the day are counted.
    const at = new Date('2026-06-01T21:30:00Z');
    expect(defaultDetailRange('Asia/Shanghai', at)).toEqual({ startTime: '2026-05-04', endTime: '2026-06-02' });
    expect(readDetailRoute({ id: '7' }, 'Asia/Shanghai', at)!.endTime).toBe('2026-06-02');
  });
});
