// No zod here: the sign-in page reads these defaults and must not download the schemas.
export const PLATFORM_DEFAULTS = {
  title: 'Vending Retail',
  logo: '',
  defaultLanguage: 'en',
  timeZone: 'Asia/Shanghai',
  currency: 'CNY',
} as const;
