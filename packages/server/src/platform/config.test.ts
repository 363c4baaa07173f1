import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, databaseUrl: undefined, captchaEnabled: true, sessionTtlMinutes: 720, logLevel: 'info' });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      CAPTCHA_ENABLED: 'false',
      SESSION_TTL_MINUTES: '30',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      captchaEnabled: false,
      sessionTtlMinutes: 30,
      logLevel: 'warn',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['CAPTCHA_ENABLED', 'maybe'],
    ['SESSION_TTL_MINUTES', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
  ])('refuses an invalid %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });
});
