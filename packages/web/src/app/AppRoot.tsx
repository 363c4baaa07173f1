import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { BrowserRouter, useLocation } from 'react-router';
import { type UiSize, useAppStore } from '../stores/app';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { FeedbackMount } from './FeedbackMount';
import { RouteGuard } from './RouteGuard';

/** Spec §9 default theme colour. */
const theme: ThemeConfig = { token: { colorPrimary: '#1890ff' } };

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
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize={ANTD_SIZE[size]}>
      <FeedbackMount />
      <BrowserRouter>
        <GuardedRoutes />
      </BrowserRouter>
    </ConfigProvider>
  );
}
