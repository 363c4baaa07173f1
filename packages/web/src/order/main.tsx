import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OrderApp } from './OrderApp';
import { browserLang, loadTexts } from './texts';
import './order.css';

/*
 * The customer's ordering page behind a machine's QR code: its own entry and bundle (React and
 * this folder only), in the browser's language among the four, without a sign-in.
 */
async function start(): Promise<void> {
  const lang = browserLang();
  document.documentElement.lang = lang;
  const t = await loadTexts(lang);
  document.title = t('title');
  const link = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');
  createRoot(document.getElementById('order-root')!).render(
    <StrictMode>
      <OrderApp lang={lang} link={link} t={t} />
    </StrictMode>,
  );
}

void start();
