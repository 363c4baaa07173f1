import type { Lang } from '@vr/contracts';
import { text } from '@vr/contracts/texts';

/** The page's texts (`payments:sandboxPage.*`). */
type PageText = 'title' | 'merchant' | 'amount' | 'item' | 'expires' | 'pay' | 'cancel' | 'paid' | 'closed' | 'cancelled' | 'note';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const t = (k: PageText) => escape(text(m.lang, `payments:sandboxPage.${k}`));
  // Amount and time are written as in the page's language (its locale, e.g. ja-JP).
  const locale = text(m.lang, 'payments:sandboxPage.locale');
  const amount = m.amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const expires = m.expiresAt.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
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
