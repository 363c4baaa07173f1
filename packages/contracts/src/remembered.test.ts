import { describe, expect, it } from 'vitest';
import { remembered, rememberedTest } from './remembered.js';
import { text } from './texts.js';

describe('remembered translations', () => {
  it('asks once per language, key and parameters, and starts again when full', () => {
    const asked: string[] = [];
    const say = remembered((lang, key, params) => {
      asked.push(`${lang} ${key} ${JSON.stringify(params ?? null)}`);
      return `${lang}:${key}:${params?.['n'] ?? ''}`;
    }, 3);
    expect(say('en', 'a')).toBe('en:a:');
    expect(say('en', 'a')).toBe('en:a:');
    expect(say('zh', 'a')).toBe('zh:a:');
    expect(say('en', 'a', { n: 1 })).toBe('en:a:1');
    expect(say('en', 'a', { n: 2 })).toBe('en:a:2');
    expect(asked).toHaveLength(4);
    // Full at three: the fourth answer started the memory again, so the first is asked anew.
    expect(say('en', 'a')).toBe('en:a:');
    expect(asked).toHaveLength(5);
  });

  it('remembers a test of a key', () => {
    let asked = 0;
    const known = rememberedTest((key) => (asked++, key.startsWith('x')));
    expect([known('xa'), known('xa'), known('b'), known('b')]).toEqual([true, true, false, false]);
    expect(asked).toBe(2);
  });

  it('gives the same screen text the second time, plurals and placeholders included', () => {
    for (let i = 0; i < 2; i++) {
      expect(text('en', 'deviceRecords:value.container', { no: '2', field: 'Warn value' })).toBe(
        text('en', 'deviceRecords:value.container', { no: '2', field: 'Warn value' }),
      );
    }
    expect(text('zh', 'deviceRecords:none')).not.toBe(text('en', 'deviceRecords:none'));
  });
});
