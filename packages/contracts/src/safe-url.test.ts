import { describe, expect, it } from 'vitest';
import { customerSchema } from './customer.js';
import { platformSettingsSchema } from './platform-settings.js';
import { profileAvatarSchema } from './profile.js';
import { isSafeUrl } from './safe-url.js';

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345.png';
const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'data:text/html,<script>x</script>',
  'vbscript:msgbox',
  '//evil.example/x.png',
  'file:///etc/passwd',
];

describe('safe URLs (logos, banners, avatars, any address a page shows)', () => {
  it('accepts http(s) addresses and the product’s own uploads only', () => {
    expect(isSafeUrl('https://cdn.example.com/logo.png')).toBe(true);
    expect(isSafeUrl('http://example.com/a.jpg?x=1')).toBe(true);
    expect(isSafeUrl(`/api/files/${KEY}`)).toBe(true);
    for (const bad of [...HOSTILE, '/api/files/../../etc/passwd', 'https://', 'logo.png']) expect(isSafeUrl(bad), bad).toBe(false);
  });

  it('the customer’s logo and banner refuse javascript: and other active schemes', () => {
    const base = { customerName: 'Safe Url Co', cooperationMode: 1 };
    expect(customerSchema.safeParse({ ...base, logo: 'https://cdn.example.com/l.png', banner: `/api/files/${KEY}` }).success).toBe(true);
    expect(customerSchema.safeParse({ ...base, logo: '' }).success).toBe(true);
    for (const bad of HOSTILE) {
      expect(customerSchema.safeParse({ ...base, logo: bad }).success, `logo ${bad}`).toBe(false);
      expect(customerSchema.safeParse({ ...base, banner: bad }).success, `banner ${bad}`).toBe(false);
    }
  });

  it('the platform logo and one’s avatar refuse them too', () => {
    const settings = { title: 'VR', defaultLanguage: 'en', timeZone: 'Asia/Shanghai', currency: 'CNY' };
    for (const bad of HOSTILE) {
      expect(platformSettingsSchema.safeParse({ ...settings, logo: bad }).success, bad).toBe(false);
      expect(profileAvatarSchema.safeParse({ avatar: bad }).success, bad).toBe(false);
    }
  });
});
