import type { Translations } from '../i18n.js';

/** Messages of the mobile operation config. */
export const mobileConfigMessages = {
  mobileCustomerRequired: {
    en: 'Choose a customer.',
    zh: '请选择客户',
    es: 'Elija un cliente.',
    ja: '顧客を選択してください。',
  },
  mobileNotCustomer: {
    en: 'The configuration belongs to a customer: choose a customer, not the platform or a department.',
    zh: '配置只能属于客户，请选择客户而非平台或部门',
    es: 'La configuración pertenece a un cliente: elija un cliente, no la plataforma ni un departamento.',
    ja: '設定は顧客に属します。プラットフォームや部門ではなく顧客を選択してください。',
  },
  mobileFunctionUnknown: {
    en: '"{funcKey}" is not a function of this client.',
    zh: '“{funcKey}”不是该客户端的功能',
    es: '"{funcKey}" no es una función de este cliente.',
    ja: '「{funcKey}」はこのクライアントの機能ではありません。',
  },
  mobileFunctionsIncomplete: {
    en: 'Send every function of the client exactly once.',
    zh: '必须包含该客户端的每个功能且各一次',
    es: 'Envíe cada función del cliente exactamente una vez.',
    ja: 'クライアントの各機能をちょうど 1 回ずつ送信してください。',
  },
} satisfies Record<string, Translations>;
