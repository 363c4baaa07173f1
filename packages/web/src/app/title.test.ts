import { describe, expect, it } from 'vitest';
import { documentTitle } from './title';

describe('documentTitle', () => {
  it('puts the page before the product', () => {
    expect(documentTitle('Home', 'Vending Retail')).toBe('Home - Vending Retail');
    expect(documentTitle(undefined, 'Vending Retail')).toBe('Vending Retail');
  });
});
