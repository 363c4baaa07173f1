import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from './like.js';

describe('LIKE patterns', () => {
  it('match wildcards and the escape character literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('wrap the escaped text for "contains" and "starts with"', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(prefixPattern('/1/2/')).toBe('/1/2/%');
  });
});
