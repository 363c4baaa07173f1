import type { Translations } from '../i18n.js';

/** Messages of payments and their configuration. */
export const paymentMessages = {
  payConfigEnabledExists: {
    en: 'This customer already has an enabled provider for this payment type: disable it first.',
    zh: '该客户的此支付方式已有启用的支付渠道，请先停用',
    es: 'Este cliente ya tiene un proveedor activo para este tipo de pago: desactívelo primero.',
    ja: 'この顧客のこの支払方法には有効なプロバイダがすでにあります。先に無効にしてください。',
  },
  payConfigCustomerRequired: {
    en: 'Choose a customer.',
    zh: '请选择客户',
    es: 'Elija un cliente.',
    ja: '顧客を選択してください。',
  },
  payConfigKeyRequired: {
    en: 'Enter the merchant key.',
    zh: '请输入商户密钥',
    es: 'Introduzca la clave del comercio.',
    ja: '加盟店キーを入力してください。',
  },
  payProviderNoAdapter: {
    en: 'This provider cannot be enabled yet: the back-office has no adapter for it.',
    zh: '该支付渠道暂不能启用：系统尚未接入',
    es: 'Este proveedor aún no puede activarse: el sistema no tiene adaptador para él.',
    ja: 'このプロバイダはまだ有効にできません（未接続です）。',
  },
  payConfigInUse: {
    en: 'This configuration took payments: disable it instead of deleting it, so their refunds still reach the provider.',
    zh: '该配置已有支付记录：请停用而不是删除，以便退款仍能退回原支付渠道',
    es: 'Esta configuración ya cobró pagos: desactívela en lugar de eliminarla, para que sus reembolsos lleguen al proveedor.',
    ja: 'この設定には支払いがあります。返金がプロバイダに届くよう、削除ではなく無効にしてください。',
  },
  payNotifyRefused: {
    en: 'The notification was refused: its signature or time is not valid.',
    zh: '通知被拒绝：签名或时间无效',
    es: 'La notificación fue rechazada: su firma o su hora no son válidas.',
    ja: '通知は拒否されました：署名または時刻が無効です。',
  },
  payNotifyAmount: {
    en: 'The notification was refused: the amount differs from the payment.',
    zh: '通知被拒绝：金额与支付单不一致',
    es: 'La notificación fue rechazada: el importe no coincide con el pago.',
    ja: '通知は拒否されました：金額が支払と一致しません。',
  },
} satisfies Record<string, Translations>;
