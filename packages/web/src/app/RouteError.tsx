import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a screen throws or its code cannot be loaded (e.g. after a new release). */
export default function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('error.crashTitle')}
      subTitle={t('error.crash')}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>,
        <Button key="home" href="/">
          {t('error.backHome')}
        </Button>,
      ]}
    />
  );
}
