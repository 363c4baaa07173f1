import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useMemo } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { type UiSize, useAppStore } from '../stores/app';
import { DEFAULT_THEME_COLOR } from '../stores/settings-logic';
import { readableTheme } from '../styles/readable-theme';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { FeedbackMount } from './FeedbackMount';
import { RouteGuard } from './RouteGuard';
import { useReducedMotion } from './use-reduced-motion';

/** The default theme colour; the signed-in shell replaces it with the user's settings. */
const defaultTheme: ThemeConfig = readableTheme(DEFAULT_THEME_COLOR);

/** The four UI sizes onto antd's; "mini" also gets the compact algorithm (layout/use-shell-theme.ts). */
const ANTD_SIZE: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

function GuardedRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <RouteGuard>
        <AppRoutes />
      </RouteGuard>
    </ErrorBoundary>
  );
}

export function AppRoot({ locale }: { locale: Locale }) {
  const size = useAppStore((s) => s.size);
  const theme = useAppStore((s) => s.theme);
  const reducedMotion = useReducedMotion();
  // Opening and closing animations are left out when the system asks for less motion.
  const applied = useMemo(() => {
    const base = theme ?? defaultTheme;
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [theme, reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={applied} componentSize={ANTD_SIZE[size]}>
      <FeedbackMount />
      <BrowserRouter>
        <GuardedRoutes />
      </BrowserRouter>
    </ConfigProvider>
  );
}
