import { describe, expect, it } from 'vitest';
import { isHttpLink, normaliseHtml } from './html';

describe('rich text helpers', () => {
  it('treats an editor left with only line breaks or empty paragraphs as empty', () => {
    expect(normaliseHtml('<br>')).toBe('');
    expect(normaliseHtml('<p></p><div> </div>')).toBe('');
    expect(normaliseHtml('<p>x</p>')).toBe('<p>x</p>');
  });

  it('accepts only http(s) links', () => {
    expect(isHttpLink('https://example.com/a')).toBe(true);
    expect(isHttpLink('http://example.com')).toBe(true);
    expect(isHttpLink('javascript:alert(1)')).toBe(false);
    expect(isHttpLink('//evil.example')).toBe(false);
    expect(isHttpLink('https://')).toBe(false);
  });
});
