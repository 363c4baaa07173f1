// Runs on both engines: the business time zone read from the database between requests
import { PLATFORM_SETTINGS_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { sysConfigs } from './schema.js';
import { TIME_ZONE_KEY, businessTimeZone, forgetBusinessTimeZone } from './time-zone.js';

const t = useTestApp();

describe('business time zone', () => {
  it('is kept between requests, and read again once a write of this process drops it', async () => {
    const db = t.database.db;
    forgetBusinessTimeZone();
    expect(await businessTimeZone(db)).toBe('Asia/Shanghai');
    // A change this process did not make (another server) is not seen at once…
    await db.update(sysConfigs).set({ configValue: 'Europe/Madrid' }).where(eq(sysConfigs.configKey, TIME_ZONE_KEY));
    expect(await businessTimeZone(db)).toBe('Asia/Shanghai');
    // …one made through the settings screen is.
    const token = await t.login('admin', 'admin123');
    const saved = await t.app.inject({
      method: 'PUT',
      url: PLATFORM_SETTINGS_API.settings,
      headers: { token },
      payload: { title: 'Vending Retail', logo: '', defaultLanguage: 'en', timeZone: 'America/New_York', currency: 'CNY' },
    });
    expect(saved.json().status).toBe(1001);
    expect(await businessTimeZone(db)).toBe('America/New_York');
  });
});
