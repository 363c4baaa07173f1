import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFor, sortColumnOf } from '../list/page-query.js';
import { idParam, idsParam } from './params.js';
import { nulPath } from './validation.js';

describe('bad input is refused by the platform, not the database', () => {
  it('a sort field is looked up among the whitelist’s own keys only', () => {
    const whitelist = { name: sql`name` };
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(sortColumnOf(whitelist, field)).toBeUndefined();
      expect(() => orderFor({ field, direction: 'asc' }, whitelist, [])).toThrow('sortNotAllowed');
    }
    expect(sortColumnOf(whitelist, 'name')).toBe(whitelist.name);
  });

  it('path ids are bounded by their column', () => {
    expect(idParam().safeParse({ id: '2147483647' }).success).toBe(true);
    expect(idParam().safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idParam('id', 'bigint').safeParse({ id: '2147483648' }).success).toBe(true);
    expect(idsParam().safeParse({ ids: '1,2147483648' }).success).toBe(false);
    expect(idsParam({ column: 'bigint' }).safeParse({ ids: '1,2147483648' }).data).toEqual({ ids: [1, 2147483648] });
  });

  it('NUL is found in values and keys, at any depth', () => {
    expect(nulPath({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(nulPath('a\u0000', 'file')).toBe('file');
    expect(nulPath({ a: 'ok', n: 1, z: null })).toBeNull();
  });
});
