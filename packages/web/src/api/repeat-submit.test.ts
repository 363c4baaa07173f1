import { describe, expect, it } from 'vitest';
import { REPEAT_SIZE_EXEMPTION, REPEAT_WINDOW_MS } from '@vr/contracts';
import { createRepeatGuard, repeatKey, serializeBody } from './repeat-submit';

describe('repeatKey', () => {
  it('applies to POST and PUT only', () => {
    expect(repeatKey('GET', '/api/x', undefined)).toBeNull();
    expect(repeatKey('DELETE', '/api/x', undefined)).toBeNull();
    expect(repeatKey('post', '/api/x', { a: 1 })).toBe('POST /api/x\n{"a":1}');
    expect(repeatKey('PUT', '/api/x', 'a=1')).toBe('PUT /api/x\na=1');
  });

  it('tells urls and bodies apart', () => {
    expect(repeatKey('POST', '/api/x', { a: 1 })).not.toBe(repeatKey('POST', '/api/y', { a: 1 }));
    expect(repeatKey('POST', '/api/x', { a: 1 })).not.toBe(repeatKey('POST', '/api/x', { a: 2 }));
  });

  it('exempts bodies over 5 MB and bodies it cannot compare', () => {
    expect(repeatKey('POST', '/api/x', 'x'.repeat(REPEAT_SIZE_EXEMPTION))).not.toBeNull();
    expect(repeatKey('POST', '/api/x', 'x'.repeat(REPEAT_SIZE_EXEMPTION + 1))).toBeNull();
    // 2 bytes each in UTF-8: over the limit in bytes while under it in characters
    expect(repeatKey('POST', '/api/x', 'é'.repeat(REPEAT_SIZE_EXEMPTION / 2 + 1))).toBeNull();
    expect(repeatKey('POST', '/api/x', new FormData())).toBeNull();
    expect(repeatKey('POST', '/api/x', new Blob(['a']))).toBeNull();
  });
});

describe('serializeBody', () => {
  it('serialises what can be compared', () => {
    expect(serializeBody(undefined)).toBe('');
    expect(serializeBody(new URLSearchParams({ a: '1' }))).toBe('a=1');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(serializeBody(cyclic)).toBeNull();
  });
});

describe('createRepeatGuard', () => {
  it('refuses the same key within the window and allows it after', () => {
    let now = 1_000;
    const guard = createRepeatGuard(() => now);
    const key = repeatKey('POST', '/admin/login', { username: 'admin' });
    expect(guard.isRepeat(key)).toBe(false);
    now += REPEAT_WINDOW_MS - 1;
    expect(guard.isRepeat(key)).toBe(true);
    now += 1;
    expect(guard.isRepeat(key)).toBe(false);
  });

  it('keeps each key apart and never refuses an exempt call', () => {
    const guard = createRepeatGuard(() => 5);
    expect(guard.isRepeat('a')).toBe(false);
    expect(guard.isRepeat('b')).toBe(false);
    expect(guard.isRepeat('a')).toBe(true);
    expect(guard.isRepeat(null)).toBe(false);
    expect(guard.isRepeat(null)).toBe(false);
  });
});
