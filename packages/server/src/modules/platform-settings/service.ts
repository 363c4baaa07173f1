import {
  ISO_4217_CURRENCIES,
  LANGS,
  PLATFORM_DEFAULTS,
  PLATFORM_KEYS,
  type PlatformSettings,
  isLogoUrl,
  type platformSettingsSchema,
} from '@vr/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { configValue, setParameterValues } from '../configs/index.js';
import { timeZoneOrDefault } from '../../platform/settings/time-zone.js';

type Input = z.output<typeof platformSettingsSchema>;

/**
 * The platform settings from their parameters (cached by the parameters module). A value that
 * became invalid (edited on the parameters screen) falls back to the default.
 */
export async function platformSettings(db: Database): Promise<PlatformSettings> {
  const read = async (key: keyof typeof PLATFORM_KEYS) => (await configValue(db, PLATFORM_KEYS[key]))?.trim();
  const title = await read('title');
  const logo = await read('logo');
  const lang = await read('defaultLanguage');
  const timeZone = await read('timeZone');
  const currency = await read('currency');
  return {
    title: title && title.length <= 50 ? title : PLATFORM_DEFAULTS.title,
    logo: logo && logo !== '-' && isLogoUrl(logo) ? logo : '',
    defaultLanguage: (LANGS as readonly string[]).includes(lang ?? '')
      ? (lang as PlatformSettings['defaultLanguage'])
      : PLATFORM_DEFAULTS.defaultLanguage,
    timeZone: timeZoneOrDefault(timeZone),
    currency: currency && ISO_4217_CURRENCIES.includes(currency) ? currency : PLATFORM_DEFAULTS.currency,
  };
}

const NAMES: Record<keyof typeof PLATFORM_KEYS, string> = {
  title: 'Product title',
  logo: 'Product logo',
  defaultLanguage: 'Default language',
  timeZone: 'Business time zone',
  currency: 'Default currency',
};

/** Writes the five parameters in one transaction (inserted as built-in ones when missing). */
export async function savePlatformSettings(db: Database, input: Input): Promise<PlatformSettings> {
  await setParameterValues(
    db,
    (Object.keys(PLATFORM_KEYS) as Array<keyof typeof PLATFORM_KEYS>).map((key) => ({
      configKey: PLATFORM_KEYS[key],
      configName: NAMES[key],
      // A parameter value is 1-500 characters: an empty logo is stored as "-".
      configValue: key === 'logo' ? input.logo || '-' : String(input[key]),
    })),
  );
  return platformSettings(db);
}
