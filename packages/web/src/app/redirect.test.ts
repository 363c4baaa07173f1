import { describe, expect, it } from 'vitest';
import { loginPath, sanitizeRedirect, withoutTokenParam } from './redirect';

describe('sanitizeRedirect', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(sanitizeRedirect('/dashboard')).toBe('/dashboard');
    expect(sanitizeRedirect('/system/user?page=2&q=a%20b#top')).toBe('/system/user?page=2&q=a%20b#top');
  });

  it('answers / for nothing usable', () => {
    expect(sanitizeRedirect(null)).toBe('/');
    expect(sanitizeRedirect(undefined)).toBe('/');
    expect(sanitizeRedirect('')).toBe('/');
    expect(sanitizeRedirect('dashboard')).toBe('/');
  });

  it('refuses other hosts (no open redirect)', () => {
    for (const evil of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
    ]) {
      expect(sanitizeRedirect(evil), evil).toBe('/');
    }
  });
});

describe('loginPath', () => {
  it('carries the wanted path with its query, encoded', () => {
    expect(loginPath('/dashboard')).toBe('/login?redirect=%2Fdashboard');
    expect(loginPath('/a?b=1&c=2')).toBe('/login?redirect=%2Fa%3Fb%3D1%26c%3D2');
  });
});

describe('withoutTokenParam', () => {
  it('drops only the token parameter', () => {
    expect(withoutTokenParam('/auth-redirect?token=abc&redirect=%2Fx')).toBe('/auth-redirect?redirect=%2Fx');
    expect(withoutTokenParam('/dashboard?token=abc')).toBe('/dashboard');
    expect(withoutTokenParam('/dashboard?a=1')).toBe('/dashboard?a=1');
  });
});
