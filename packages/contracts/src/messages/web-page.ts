import type { Translations } from '../i18n.js';

/** Messages of the customer web page links. */
export const webPageMessages = {
  webPageCustomerRequired: {
    en: 'Choose the customer the link belongs to.',
    zh: '请选择链接所属的客户',
    es: 'Elija el cliente al que pertenece el enlace.',
    ja: 'リンクが属する顧客を選択してください。',
  },
  webPageNotCustomer: {
    en: 'Links belong to a customer: choose a customer, not the platform or a department.',
    zh: '链接只能属于客户，请选择客户而非平台或部门',
    es: 'Los enlaces pertenecen a un cliente: elija un cliente, no la plataforma ni un departamento.',
    ja: 'リンクは顧客に属します。プラットフォームや部門ではなく顧客を選択してください。',
  },
} satisfies Record<string, Translations>;
