import { z } from 'zod';
import { LANGS } from './i18n.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { isSafeUrl } from './safe-url.js';
import { addRuleMessages } from './validation.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Platform settings (product title, logo, default language, time zone, currency), stored as parameters. */
export const PLATFORM_SETTINGS_API = {
  /** Public: the sign-in page and the shell read it before signing in. */
  settings: '/api/platform/settings',
} as const;

export const PLATFORM_SETTINGS_PERMS = screenPermissions('system:platform', ['query', 'edit']);

/** The parameter keys (sys_config) of the settings; the time zone key is read by businessTimeZone(). */
export const PLATFORM_KEYS = {
  title: 'sys.platform.title',
  logo: 'sys.platform.logo',
  defaultLanguage: 'sys.platform.defaultLanguage',
  timeZone: 'sys.platform.timeZone',
  currency: 'sys.platform.currency',
} as const;

/** ISO 4217 active currency codes. */
export const ISO_4217_CURRENCIES = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF ' +
  'CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF ' +
  'IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK ' +
  'MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR ' +
  'SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES ' +
  'VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL'
).split(' ');

/** True for an IANA time zone name the runtime knows (e.g. Asia/Shanghai, Europe/Madrid, UTC). */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A logo: empty, an uploaded file (/api/files/…) or an http(s) address. */
export function isLogoUrl(value: string): boolean {
  return value === '' || isSafeUrl(value);
}

addRuleMessages(messageGroup('platformSettings.rule.'));

export const platformSettingsSchema = z.object({
  title: z.string().trim().min(1).max(50),
  logo: z
    .string()
    .trim()
    .max(500)
    .refine(isLogoUrl, { message: 'logoUrl' })
    .optional()
    .nullable()
    .transform((v) => v ?? ''),
  defaultLanguage: z.enum(LANGS),
  timeZone: z.string().trim().min(1).max(64).refine(isIanaTimeZone, { message: 'timeZone' }),
  currency: z
    .string()
    .trim()
    .min(1)
    .refine((v) => ISO_4217_CURRENCIES.includes(v), { message: 'currencyCode' }),
});
export type PlatformSettingsInput = z.input<typeof platformSettingsSchema>;

export interface PlatformSettings {
  title: string;
  logo: string;
  defaultLanguage: (typeof LANGS)[number];
  timeZone: string;
  currency: string;
}

// Generic field names other forms may label too: only added when nobody has.
addMissingFieldLabels(messageGroup('platformSettings.field.'));
