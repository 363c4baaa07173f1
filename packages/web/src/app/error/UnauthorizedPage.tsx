import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <ErrorResult testId="page-401" status="403" title={t('error.unauthorizedTitle')} subTitle={t('error.unauthorized')} />;
}
