import { describe, expect, it } from 'vitest';
import { decodeMemberMarketingCode, memberMarketingCode, withMemberMarketingQuery } from './member-marketing';

describe('memberMarketingLink query', () => {
  const date = new Date(2026, 10, 5, 12);

  it('encodes prefix, token and two-digit day as base64url, reversibly', () => {
    const code = memberMarketingCode('tok+/en', 'VRMM', date);
    expect(code).toBe(Buffer.from('VRMMtok+/en05').toString('base64url'));
    expect(code).not.toMatch(/[+/=]/);
    expect(decodeMemberMarketingCode(code, 'VRMM')).toEqual({ token: 'tok+/en', day: 5 });
    expect(decodeMemberMarketingCode(code, 'OTHER')).toBeNull();
  });

  it('changes with the day of the month', () => {
    expect(memberMarketingCode('t', 'P', new Date(2026, 0, 31))).toBe(Buffer.from('Pt31').toString('base64url'));
  });

  it('appends to the link, after an existing query and before a hash', () => {
    const code = memberMarketingCode('t', 'P', date);
    expect(withMemberMarketingQuery('https://m.example/app', 't', 'P', date)).toBe(`https://m.example/app?auth=${code}`);
    expect(withMemberMarketingQuery('https://m.example/app?x=1#top', 't', 'P', date)).toBe(`https://m.example/app?x=1&auth=${code}#top`);
  });
});
