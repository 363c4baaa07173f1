import { describe, expect, it } from 'vitest';
import { actorText, durationText, stateDuration } from './format';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('device records formatting', () => {
  it('shows a duration in minutes, hours or days', () => {
    expect(durationText(59, t)).toBe('deviceRecords:duration.minutes{"m":0}');
    expect(durationText(3 * 3600 + 120, t)).toBe('deviceRecords:duration.hours{"h":3,"m":2}');
    expect(durationText(50 * 3600, t)).toBe('deviceRecords:duration.days{"d":2,"h":2}');
  });

  it('says online after a connect, offline after a disconnect or timeout, nothing for a signal', () => {
    expect(stateDuration({ event: 'connect', durationSeconds: 600, ongoing: false }, t)).toContain('duration.online');
    expect(stateDuration({ event: 'timeout', durationSeconds: 600, ongoing: true }, t)).toContain('duration.ongoing');
    expect(stateDuration({ event: 'signal', durationSeconds: null, ongoing: false }, t)).toBe('');
  });

  it('names the machine or the system when no account made the change', () => {
    expect(actorText({ actor: 'user', actorName: 'Ops' }, t)).toBe('Ops');
    expect(actorText({ actor: 'device', actorName: null }, t)).toBe('deviceRecords:actor.device');
  });
});
