import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './url-filters';

describe('device list filters from its address', () => {
  it('reads the known filters with their types', () => {
    expect(filtersFromSearch('?online=0&fault=1&keyword=%20VM001%20')).toEqual({ online: 0, fault: 1, keyword: 'VM001' });
  });

  it('ignores unknown, blank and invalid ones', () => {
    expect(filtersFromSearch('?online=7&orgId=abc&colour=red&warning=')).toEqual({});
    expect(filtersFromSearch('')).toEqual({});
  });
});
