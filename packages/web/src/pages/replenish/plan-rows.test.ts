import { describe, expect, it } from 'vitest';
import { amount, byMachine, canCancel, canDelete, containerLabel } from './plan-rows';

const item = (deviceId: number, containerNo: number) => ({
  deviceId,
  deviceCode: `D${deviceId}`,
  deviceName: null,
  containerNo,
  materialCode: 'beans',
  materialName: 'Beans',
  unit: 1,
  capacity: 1000,
  level: 10,
  quantity: 990,
  done: false,
});

describe('plan rows', () => {
  it('offers cancel for pending plans only and delete for the others', () => {
    expect([canCancel({ state: 'pending' }), canCancel({ state: 'cancelled' })]).toEqual([true, false]);
    expect([canDelete({ state: 'pending' }), canDelete({ state: 'completed' }), canDelete({ state: 'cancelled' })]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('groups containers by machine in the plan’s order and shows amounts without float noise', () => {
    expect(byMachine([item(2, 1), item(1, 1), item(2, 2)]).map((g) => g.map((i) => `${i.deviceId}/${i.containerNo}`))).toEqual([
      ['2/1', '2/2'],
      ['1/1'],
    ]);
    expect(amount(739.5000000001)).toBe('739.5');
    expect(amount(0.1 + 0.2)).toBe('0.3');
  });

  it('names a container by its number and material', () => {
    expect(containerLabel({ containerNo: 3, materialName: 'Milk powder' }, 'Container')).toBe('Container 3 · Milk powder');
  });
});
