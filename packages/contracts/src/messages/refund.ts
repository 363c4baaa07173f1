import type { Translations } from '../i18n.js';

/** Messages of refunds: the rules a refund must keep, and how a refund ended. */
export const refundMessages = {
  refundOrderNotPaid: {
    en: 'Only paid orders can be refunded.',
    zh: '只有已支付的订单可以退款',
    es: 'Solo se pueden reembolsar pedidos pagados.',
    ja: '支払済みの注文のみ返金できます。',
  },
  refundAboveRefundable: {
    en: 'The refund amount may be at most {refundable}, what is left to refund of this order.',
    zh: '退款金额不能超过订单可退金额 {refundable}',
    es: 'El importe del reembolso puede ser como máximo {refundable}, lo que queda por reembolsar del pedido.',
    ja: '返金額はこの注文の返金可能額 {refundable} 以下にしてください。',
  },
  refundAboveTotal: {
    en: 'The refund amount may be at most the order total {total}.',
    zh: '退款金额不能超过订单总额 {total}',
    es: 'El importe del reembolso puede ser como máximo el total del pedido, {total}.',
    ja: '返金額は注文合計 {total} 以下にしてください。',
  },
  refundItemAboveRefundable: {
    en: 'The refund of {goodsName} may be at most {refundable}, what is left to refund of it.',
    zh: '{goodsName} 的退款金额不能超过其可退金额 {refundable}',
    es: 'El reembolso de {goodsName} puede ser como máximo {refundable}, lo que queda por reembolsar.',
    ja: '{goodsName} の返金額は返金可能額 {refundable} 以下にしてください。',
  },
  refundItemRefunded: {
    en: '{goodsName} has already been refunded in full.',
    zh: '{goodsName} 已全额退款，不能再次退款',
    es: '{goodsName} ya se ha reembolsado por completo.',
    ja: '{goodsName} は既に全額返金されています。',
  },
  refundItemNotInOrder: {
    en: 'A selected product is not part of this order.',
    zh: '所选商品不属于该订单',
    es: 'Un producto seleccionado no pertenece a este pedido.',
    ja: '選択した商品はこの注文に含まれていません。',
  },
  refundItemAmountRequired: {
    en: 'Enter the refund amount of {goodsName}.',
    zh: '请输入 {goodsName} 的退款金额',
    es: 'Introduzca el importe del reembolso de {goodsName}.',
    ja: '{goodsName} の返金額を入力してください。',
  },
  refundSumMismatch: {
    en: 'The refund amount must equal the sum of the products’ refund amounts ({sum}).',
    zh: '退款金额必须等于所选商品退款金额之和（{sum}）',
    es: 'El importe del reembolso debe ser la suma de los importes de los productos ({sum}).',
    ja: '返金額は選択した商品の返金額の合計（{sum}）と一致する必要があります。',
  },
  refundFreePaymentItemAmount: {
    en: 'For a password-free order only the payment amount is entered, not an amount per product.',
    zh: '免密支付订单只能填写支付金额，不能按商品填写金额',
    es: 'En un pedido sin contraseña solo se indica el importe del pago, no uno por producto.',
    ja: 'パスワードレス決済の注文では支払額のみ入力でき、商品ごとの金額は入力できません。',
  },
  refundFailed: {
    en: 'Refund application failed: {message}',
    zh: '退款申请失败：{message}',
    es: 'La solicitud de reembolso falló: {message}',
    ja: '返金申請に失敗しました：{message}',
  },
  refundNoMobileRight: {
    en: 'Your role has no mobile refund right: refunds from the mobile side are not allowed.',
    zh: '您的角色没有移动运维退款权限，不能在移动端退款',
    es: 'Su rol no tiene el derecho de reembolso móvil: no puede reembolsar desde el móvil.',
    ja: 'ロールにモバイル返金権限がないため、モバイルから返金できません。',
  },
  refundQueryPending: {
    en: 'The payment provider has not settled this refund yet.',
    zh: '支付渠道尚未完成该退款',
    es: 'El proveedor de pagos aún no ha liquidado este reembolso.',
    ja: '決済事業者はまだこの返金を完了していません。',
  },
} satisfies Record<string, Translations>;
