import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { installSessionHandlers } from './app/session';
import { setupI18n } from './i18n';
import { loadAntdLocale } from './i18n/ui-locale';
import { useAppStore } from './stores/app';
import { languageUnchosen, loadPlatformSettings } from './stores/platform';
import './styles/global.css';

async function start(): Promise<void> {
  const platform = loadPlatformSettings();
  // The platform's default language applies when neither the user nor the browser names one.
  if (languageUnchosen()) {
    const settings = await Promise.race([platform, new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
    const chosen = settings?.defaultLanguage;
    if (chosen === 'zh' || chosen === 'en' || chosen === 'es' || chosen === 'ja') useAppStore.setState({ language: chosen });
  }
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
