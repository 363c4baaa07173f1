import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './route-handle';
import { usePlatformTitle } from '../stores/platform';
import { documentTitle } from './title';

/** The title a route's handle names (the deepest route that names one wins). */
export function useHandleTitle(handles: readonly (RouteHandle | undefined)[]): string | undefined {
  const { t } = useTranslation();
  const handle = [...handles].reverse().find((h) => h?.title || h?.titleKey);
  return handle?.title ?? (handle?.titleKey ? t(handle.titleKey) : undefined);
}

/** Sets the page title; leaves the title alone while `page` is unknown (a deeper router sets it). */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const product = usePlatformTitle(t('app.name'));
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(page, product);
  }, [page, product]);
}
