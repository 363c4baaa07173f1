import type { Translations } from '../i18n.js';

/** Messages of the order screens. */
export const orderMessages = {
  orderAbnormalNotOpen: {
    en: 'This order has no open exception: it was lifted already or never raised.',
    zh: '该订单没有未处理的异常：已被解除或从未发生',
    es: 'Este pedido no tiene una incidencia abierta: ya se resolvió o nunca existió.',
    ja: 'この注文には未処理の異常がありません（解除済み、または発生していません）。',
  },
  orderAbnormalLifted: {
    en: 'Exception lifted.',
    zh: '异常已解除',
    es: 'Incidencia resuelta.',
    ja: '異常を解除しました。',
  },
} satisfies Record<string, Translations>;
