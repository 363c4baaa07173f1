import { describe, expect, it } from 'vitest';
import { serializeParams } from './params';

describe('serializeParams', () => {
  it('drops empty values and repeats array keys', () => {
    expect(serializeParams({ page: 1, name: '', org: null, x: undefined, ids: [1, 2], q: 'a b' })).toBe('page=1&ids=1&ids=2&q=a+b');
  });

  it('writes dates as ISO text and objects as JSON', () => {
    expect(serializeParams({ at: new Date('2024-01-02T03:04:05Z'), f: { a: 1 } })).toBe(
      'at=2024-01-02T03%3A04%3A05.000Z&f=%7B%22a%22%3A1%7D',
    );
  });
});
