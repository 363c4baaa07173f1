import { type CustomerInput, DEFAULT_THEME_COLOR } from '@vr/contracts';

/** The values a new customer's form starts with. */
export const NEW_CUSTOMER = {
  cooperationMode: 1,
  source: 1,
  themeColor: DEFAULT_THEME_COLOR,
  defaultLanguage: 'zh',
  defaultCurrency: 'CNY',
  orderNum: 100,
  status: 0,
  features: [],
  permissions: { pc: [], bSide: [], member: [] },
} satisfies Partial<CustomerInput>;
