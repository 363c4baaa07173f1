import { describe, expect, it } from 'vitest';
import { checkPermission } from './check-permission';

describe('checkPermission', () => {
  it('passes with any one of the listed permissions', () => {
    expect(checkPermission(['system:user:list'], ['system:user:add', 'system:user:list'])).toBe(true);
    expect(checkPermission(['system:user:list'], 'system:user:add')).toBe(false);
  });

  it('passes everything with the wildcard', () => {
    expect(checkPermission(['*:*:*'], 'system:role:remove')).toBe(true);
  });

  it('throws when no permission value is given', () => {
    expect(() => checkPermission(['*:*:*'], [])).toThrow(/permission/);
    expect(() => checkPermission(['*:*:*'], '')).toThrow(/permission/);
  });
});
