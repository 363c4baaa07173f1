import { describe, expect, it } from 'vitest';
import { canProcess, deviceLabel, faultLabel, outcomeOptions } from './repair-rows';

describe('repair record rows', () => {
  it('offer processing only while pending', () => {
    expect(canProcess({ state: 'pending' })).toBe(true);
    expect(canProcess({ state: 'processed' })).toBe(false);
    expect(canProcess({ state: 'unresolved' })).toBe(false);
  });

  it('offer processed and unresolved as outcomes, never pending, in that order', () => {
    const dict = [
      { value: 'unresolved', label: 'Unresolved' },
      { value: 'pending', label: 'Pending' },
      { value: 'processed', label: 'Processed' },
    ];
    expect(outcomeOptions(dict).map((o) => o.value)).toEqual(['processed', 'unresolved']);
    expect(outcomeOptions([])).toEqual([]);
  });

  it('name the device and the fault', () => {
    expect(deviceLabel({ deviceName: 'Lobby', deviceCode: 'VR1', deviceId: 3 })).toBe('Lobby');
    expect(deviceLabel({ deviceName: null, deviceCode: 'VR1', deviceId: 3 })).toBe('VR1');
    expect(deviceLabel({ deviceName: null, deviceCode: null, deviceId: 3 })).toBe('#3');
    expect(faultLabel({ faultCode: 'E101', faultMessage: 'Water heater over temperature' })).toBe('E101 Water heater over temperature');
    expect(faultLabel({ faultCode: 'E999', faultMessage: null })).toBe('E999');
  });
});
