import type { Lang } from '@vr/contracts';

const TEXTS = {
  title: { en: 'Sandbox payment', zh: '沙箱支付', es: 'Pago de prueba', ja: 'サンドボックス決済' },
  merchant: { en: 'Merchant', zh: '商户', es: 'Comercio', ja: '加盟店' },
  amount: { en: 'Amount', zh: '金额', es: 'Importe', ja: '金額' },
  item: { en: 'For', zh: '商品', es: 'Concepto', ja: '内容' },
  expires: { en: 'Pay before', zh: '请在此时间前支付', es: 'Pague antes de', ja: '支払期限' },
  pay: { en: 'Pay', zh: '支付', es: 'Pagar', ja: '支払う' },
  cancel: { en: 'Cancel', zh: '取消', es: 'Cancelar', ja: 'キャンセル' },
  paid: {
    en: 'Paid. You can go back to the machine.',
    zh: '支付成功，请回到设备取货',
    es: 'Pagado. Puede volver a la máquina.',
    ja: '支払いが完了しました。機器にお戻りください。',
  },
  closed: {
    en: 'This payment can no longer be paid (expired or cancelled).',
    zh: '该订单已无法支付（已过期或已取消）',
    es: 'Este pago ya no se puede pagar (caducado o cancelado).',
    ja: 'この支払いはできません（期限切れまたはキャンセル済み）。',
  },
  cancelled: { en: 'Payment cancelled.', zh: '已取消支付', es: 'Pago cancelado.', ja: '支払いをキャンセルしました。' },
  note: {
    en: 'A test provider: no real money moves.',
    zh: '测试支付渠道：不会产生真实扣款',
    es: 'Proveedor de pruebas: no se mueve dinero real.',
    ja: 'テスト用プロバイダです。実際のお金は動きません。',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CURRENCY_FORMAT: Record<Lang, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP' };

export interface PayPageModel {
  lang: Lang;
  providerNo: string;
  merchantName: string;
  description: string;
  amount: number;
  expiresAt: Date;
  state: 'pending' | 'paid' | 'closed' | 'cancelled';
}

/** The sandbox's pay page: a small form (no script), in the customer's language. */
export function renderPayPage(m: PayPageModel): string {
  const t = (k: keyof typeof TEXTS) => escape(TEXTS[k][m.lang]);
  const amount = m.amount.toLocaleString(CURRENCY_FORMAT[m.lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const expires = m.expiresAt.toLocaleTimeString(CURRENCY_FORMAT[m.lang], { hour: '2-digit', minute: '2-digit' });
  const action = `/sandbox/pay/${encodeURIComponent(m.providerNo)}?lang=${m.lang}`;
  const body =
    m.state === 'pending'
      ? `<form method="post" action="${escape(action)}">
  <button type="submit" name="action" value="pay" class="pay" data-testid="sandbox-pay">${t('pay')}</button>
  <button type="submit" name="action" value="cancel" class="cancel" data-testid="sandbox-cancel">${t('cancel')}</button>
</form>`
      : `<p class="state" data-testid="sandbox-state" data-state="${m.state}">${t(m.state)}</p>`;
  return `<!doctype html>
<html lang="${m.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif; background: #f0f2f5; color: #1f1f1f; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .card { background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h1 { font-size: 18px; margin: 0 0 16px; color: #595959; font-weight: 500; }
  .amount { font-size: 40px; font-weight: 600; margin: 8px 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 24px; }
  dt { color: #8c8c8c; } dd { margin: 0; overflow-wrap: anywhere; }
  form { display: grid; gap: 12px; }
  button { font: inherit; border-radius: 8px; padding: 12px; border: 1px solid #d9d9d9; background: #fff; cursor: pointer; }
  .pay { background: #1677ff; border-color: #1677ff; color: #fff; font-weight: 600; }
  .state { font-size: 18px; margin: 0; }
  .note { color: #8c8c8c; font-size: 13px; text-align: center; margin-top: 16px; }
</style>
</head>
<body>
<main>
<div class="card">
  <h1>${t('title')}</h1>
  <div class="amount" data-testid="sandbox-amount">${escape(amount)}</div>
  <dl>
    <dt>${t('merchant')}</dt><dd>${escape(m.merchantName)}</dd>
    <dt>${t('item')}</dt><dd>${escape(m.description)}</dd>
    <dt>${t('expires')}</dt><dd>${escape(expires)}</dd>
  </dl>
  ${body}
</div>
<p class="note">${t('note')}</p>
</main>
</body>
</html>`;
}
