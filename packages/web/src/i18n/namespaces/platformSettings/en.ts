/** Texts of System → Platform settings. */
const en = {
  field: {
    title: 'Product title',
    logo: 'Logo',
    defaultLanguage: 'Default language',
    timeZone: 'Time zone',
    currency: 'Currency',
  },
  hint: {
    title: 'Shown on the sign-in page, in the sidebar and after every page title ("Page - Product title").',
    logo: 'Shown on the sign-in page, and in the sidebar of users whose customer has no logo of its own.',
    defaultLanguage: 'Used when neither the user nor the browser names one of the supported languages.',
    timeZone: 'The business day of sales figures and reports (IANA name, e.g. Asia/Shanghai).',
    currency: 'ISO 4217 code.',
  },
  saved: 'Platform settings saved',
};
export default en;
