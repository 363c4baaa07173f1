/** Texts of System → Theme colours. */
const en = {
  entity: 'theme',
  field: {
    themeName: 'Theme name',
    themeColor: 'Colour',
    customer: 'Customer',
    isDefault: 'Default',
    sort: 'Display order',
    updateTime: 'Updated',
  },
  hint: {
    customer: 'Leave empty to add the theme to your own customer.',
    themeColor: 'A hex colour code such as #1890ff.',
    isDefault: 'The default theme is applied when the customer’s users sign in, unless they chose a colour themselves.',
    sort: 'Smaller numbers come first; 100 when left empty.',
  },
  setDefault: 'Make default',
  defaultTag: 'Default',
  confirmSetDefault: 'Make "{{name}}" the default theme of {{customer}}?',
  defaultSet: 'Default theme changed',
};
export default en;
