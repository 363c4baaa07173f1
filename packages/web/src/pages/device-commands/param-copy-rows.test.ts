import type { ParamCopyResult } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { canCopy, paramCopyRows } from './param-copy-rows';

const result = (targets: Partial<ParamCopyResult['targets'][number]>[]): ParamCopyResult => ({
  source: { deviceId: 1, deviceCode: 'S1', params: { hotWaterUpper: 90 } },
  targets: targets.map((t, i) => ({
    deviceId: 10 + i,
    deviceCode: `T${i}`,
    name: null,
    online: true,
    outcome: 'send',
    changes: [],
    errors: [],
    commandId: null,
    ...t,
  })),
});

describe('the parameter copy preview', () => {
  it('lists each change of each target, the target spanning its lines, its errors on the first', () => {
    const rows = paramCopyRows(
      result([
        {
          outcome: 'invalid',
          changes: [
            { key: 'coldWaterUpper', before: 30, after: 38 },
            { key: 'coldWaterLower', before: null, after: 20 },
          ],
          errors: [{ field: 'coldWaterUpper', message: 'too high' }],
        },
        { outcome: 'unchanged' },
      ]),
      (key) => `label ${key}`,
    );
    expect(rows.map((r) => [r.deviceCode, r.span, r.parameter, r.before, r.after, r.errors])).toEqual([
      ['T0', 2, 'label coldWaterUpper', '30', '38', ['too high']],
      ['T0', 0, 'label coldWaterLower', '—', '20', []],
      ['T1', 1, null, '—', '—', []],
    ]);
  });

  it('may copy only when no target breaks a rule and one changes', () => {
    const change = { key: 'hotWaterUpper' as const, before: 80, after: 90 };
    expect(canCopy(null)).toBe(false);
    expect(canCopy(result([{ changes: [change] }, { outcome: 'unchanged' }]))).toBe(true);
    expect(canCopy(result([{ outcome: 'unchanged' }]))).toBe(false);
    expect(canCopy(result([{ changes: [change] }, { outcome: 'invalid', changes: [change] }]))).toBe(false);
  });
});
