import { describe, expect, it } from 'vitest';
import { type MenuGoods, cartCups, lineUnitCents } from './scan-order-cart.js';

const latte: MenuGoods = {
  slotNo: 1,
  name: 'Latte',
  picture: null,
  price: 12.1,
  cupSizes: [
    { size: 'M', extraPrice: 0 },
    { size: 'L', extraPrice: 3.3 },
  ],
  tastes: [
    {
      name: 'Sugar',
      required: true,
      multiple: false,
      options: [
        { code: 'NONE', name: 'None', isDefault: true, extraPrice: 0 },
        { code: 'LESS', name: 'Less', isDefault: false, extraPrice: 0.2 },
      ],
    },
    {
      name: 'Extras',
      required: false,
      multiple: true,
      options: [
        { code: 'SHOT', name: 'Shot', isDefault: false, extraPrice: 2.5 },
        { code: 'OAT', name: 'Oat', isDefault: false, extraPrice: 1.1 },
      ],
    },
  ],
};

describe('the price of a cart line', () => {
  it('adds the cup size’s and the tastes’ extras to the price, in whole cents', () => {
    expect(
      lineUnitCents(latte, {
        slotNo: 1,
        cupSize: 'L',
        tastes: [
          { category: 'Sugar', option: 'LESS' },
          { category: 'Extras', option: 'SHOT' },
          { category: 'Extras', option: 'OAT' },
        ],
        quantity: 2,
      }),
    ).toEqual({ cents: 1920 });
    expect(lineUnitCents(latte, { slotNo: 1, cupSize: 'M', tastes: [{ category: 'Sugar', option: 'NONE' }], quantity: 1 })).toEqual({
      cents: 1210,
    });
  });

  it('refuses a size or taste the drink does not offer, a missing required taste and two of a single-choice one', () => {
    const line = (cupSize: string | undefined, tastes: Array<{ category: string; option: string }>) =>
      lineUnitCents(latte, { slotNo: 1, cupSize, tastes, quantity: 1 });
    expect(line('XL', [{ category: 'Sugar', option: 'NONE' }])).toEqual({ error: 'cupSize' });
    expect(line(undefined, [{ category: 'Sugar', option: 'NONE' }])).toEqual({ error: 'cupSize' });
    expect(line('M', [])).toEqual({ error: 'tastes' });
    expect(
      line('M', [
        { category: 'Sugar', option: 'NONE' },
        { category: 'Sugar', option: 'LESS' },
      ]),
    ).toEqual({ error: 'tastes' });
    expect(line('M', [{ category: 'Sugar', option: 'HONEY' }])).toEqual({ error: 'tastes' });
    expect(
      line('M', [
        { category: 'Sugar', option: 'NONE' },
        { category: 'Extras', option: 'SHOT' },
        { category: 'Extras', option: 'SHOT' },
      ]),
    ).toEqual({ error: 'tastes' });
  });

  it('counts the cups of a cart', () => {
    expect(
      cartCups([
        { slotNo: 1, tastes: [], quantity: 2 },
        { slotNo: 2, tastes: [], quantity: 3 },
      ]),
    ).toBe(5);
  });
});
