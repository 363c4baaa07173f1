import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { installSessionHandlers } from './app/session';
import { setupI18n } from './i18n';
import { loadAntdLocale } from './i18n/ui-locale';
import { useAppStore } from './stores/app';
import './styles/global.css';

async function start(): Promise<void> {
  const lang = useAppStore.getState().language;
  const [locale] = await Promise.all([loadAntdLocale(lang), setupI18n(lang)]);
  installSessionHandlers();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRoot locale={locale} />
    </StrictMode>,
  );
}

void start();
