import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A full-page error with the way home. */
export function ErrorResult({ testId, ...result }: { testId: string } & Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        {...result}
        extra={
          <Link to="/">
            <Button type="primary">{t('error.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
