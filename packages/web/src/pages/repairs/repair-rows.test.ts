import { describe, expect, it } from 'vitest';
import { canProcess, deviceLabel, faultLabel, outcomeOptions, photosOf, thumbnails } from './repair-rows';

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
    expect(faultLabel({ faultCode: 'E101', faultMessage: 'Water heater over temperature', description: null })).toBe(
      'E101 Water heater over temperature',
    );
    expect(faultLabel({ faultCode: 'E999', faultMessage: null, description: null })).toBe('E999');
  });

  it('name a record opened by hand by what was described', () => {
    expect(faultLabel({ faultCode: null, faultMessage: null, description: 'Coin slot jammed' })).toBe('Coin slot jammed');
    expect(faultLabel({ faultCode: null, faultMessage: null, description: null })).toBe('');
  });

  it('show the photos of the opening first, then those of the processing', () => {
    expect(photosOf({ openPhotos: ['/a.png'], photos: ['/b.png', '/c.gif'] })).toEqual(['/a.png', '/b.png', '/c.gif']);
    expect(photosOf({ openPhotos: [], photos: [] })).toEqual([]);
  });

  it('show at most a few thumbnails in a cell and count the rest', () => {
    const urls = ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png'];
    expect(thumbnails(urls, 3)).toEqual({ shown: ['/1.png', '/2.png', '/3.png'], more: 2 });
    expect(thumbnails(urls.slice(0, 2), 3)).toEqual({ shown: ['/1.png', '/2.png'], more: 0 });
    expect(thumbnails([], 3)).toEqual({ shown: [], more: 0 });
  });
});
