import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage (stored choice, then browser, then English)', () => {
  it('prefers the stored choice over the browser', () => {
    expect(resolveLanguage('ja', ['es-ES', 'en'])).toBe('ja');
  });

  it('ignores a stored value that is not one of ours', () => {
    expect(resolveLanguage('fr', ['es-ES'])).toBe('es');
    expect(resolveLanguage('', ['zh-CN'])).toBe('zh');
  });

  it('maps regional browser languages to ours, in order of preference', () => {
    expect(resolveLanguage(undefined, ['es-ES'])).toBe('es');
    expect(resolveLanguage(undefined, ['fr-FR', 'de', 'ja-JP', 'en'])).toBe('ja');
    expect(resolveLanguage(null, ['zh_TW'])).toBe('zh');
  });

  it('falls back to English', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'de-DE'])).toBe('en');
    expect(resolveLanguage(undefined, [])).toBe('en');
  });
});
