import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { preloadFeedback } from '../api/feedback';
import { BrandMark } from '../components/BrandMark';
import { LanguageSelect } from '../components/LanguageSelect';
import { PageLoading } from '../components/PageLoading';
import { queryClient } from './query-client';
import { UserMenu } from './UserMenu';
import styles from './layout.module.css';

/** The signed-in frame. The full shell (sidebar, tabs, tools, settings) grows from here. */
export default function BasicLayout() {
  const { t } = useTranslation();
  useEffect(preloadFeedback, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Layout className={styles.layout}>
        <Layout.Header className={styles.header} data-testid="layout-header">
          <Link to="/" className={styles.brand}>
            <BrandMark size={28} />
            <span className={styles.product}>{t('app.name')}</span>
          </Link>
          <div className={styles.tools}>
            <LanguageSelect variant="borderless" />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </QueryClientProvider>
  );
}
