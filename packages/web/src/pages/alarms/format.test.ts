import { describe, expect, it } from 'vitest';
import { abnormalDetailText, durationText, resolverText } from './format';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('alarm texts', () => {
  it('show a duration in minutes, hours and minutes, or days and hours', () => {
    expect(durationText(59, t)).toBe('alarms:duration.minutes{"m":0}');
    expect(durationText(3599, t)).toBe('alarms:duration.minutes{"m":59}');
    expect(durationText(3600 + 120, t)).toBe('alarms:duration.hours{"h":1,"m":2}');
    expect(durationText(86_400 * 2 + 3 * 3600, t)).toBe('alarms:duration.days{"d":2,"h":3}');
  });

  it('read what an abnormal row found by its kind', () => {
    expect(abnormalDetailText({ kind: 'offline', detail: { minutes: 45 } }, t)).toBe('alarms:detail.offline{"minutes":45}');
    expect(abnormalDetailText({ kind: 'temperature', detail: { sensor: 'boiler', value: 95.5 } }, t)).toBe(
      'alarms:detail.temperature{"sensor":"boiler","value":95.5}',
    );
    expect(abnormalDetailText({ kind: 'material', detail: {} }, t)).toBe('alarms:detail.material');
  });

  it('name the system as the resolver of a row resolved without a person', () => {
    expect(resolverText({ resolvedBy: 'Olivia', resolvedTime: '2026-03-01T00:00:00Z' }, t)).toBe('Olivia');
    expect(resolverText({ resolvedBy: null, resolvedTime: '2026-03-01T00:00:00Z' }, t)).toBe('alarms:system');
    expect(resolverText({ resolvedBy: null, resolvedTime: null }, t)).toBe('');
  });
});
