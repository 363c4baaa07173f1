import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorResult testId="page-404" status="404" title={t('error.notFoundTitle')} subTitle={t('error.notFound')} />;
}
