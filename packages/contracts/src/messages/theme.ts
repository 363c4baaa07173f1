import type { Translations } from '../i18n.js';

/** Messages of the theme colour presets. */
export const themeMessages = {
  themeCustomerRequired: {
    en: 'Choose the customer the theme belongs to.',
    zh: '请选择主题所属的客户',
    es: 'Elija el cliente al que pertenece el tema.',
    ja: 'テーマが属する顧客を選択してください。',
  },
  themeNotCustomer: {
    en: 'Themes belong to a customer: choose a customer, not the platform or a department.',
    zh: '主题只能属于客户，请选择客户而非平台或部门',
    es: 'Los temas pertenecen a un cliente: elija un cliente, no la plataforma ni un departamento.',
    ja: 'テーマは顧客に属します。プラットフォームや部門ではなく顧客を選択してください。',
  },
  themeNameExists: {
    en: 'This customer already has a theme named "{themeName}".',
    zh: '该客户已存在名为“{themeName}”的主题',
    es: 'Este cliente ya tiene un tema llamado "{themeName}".',
    ja: 'この顧客には「{themeName}」という名前のテーマが既にあります。',
  },
  uniqueThemeDefaultRace: {
    en: 'Another theme of this customer was made the default at the same moment. Please save again.',
    zh: '该客户的另一个主题同时被设为默认，请重新保存',
    es: 'Otro tema de este cliente se marcó como predeterminado en el mismo momento. Vuelva a guardar.',
    ja: 'この顧客の別のテーマが同時に既定に設定されました。もう一度保存してください。',
  },
} satisfies Record<string, Translations>;
