import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
// Direct imports: the `Input` compound also bundles TextArea, Search and OTP, which sign-in never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../../api/auth';
import { sanitizeRedirect } from '../../app/redirect';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useAppStore } from '../../stores/app';
import { usePlatformLogo, usePlatformTitle } from '../../stores/platform';
import { useUserStore } from '../../stores/user';
import { CaptchaImage } from './CaptchaImage';
import { type FieldErrors, type LoginField, type LoginValues, checkLogin, describeLoginFailure } from './login-form';
import styles from './login.module.css';
import { useCaptcha } from './use-captcha';

export default function LoginPage() {
  const { t } = useTranslation();
  const product = usePlatformTitle(t('app.name'));
  const logo = usePlatformLogo();
  const lang = useAppStore((s) => s.language);
  const setToken = useUserStore((s) => s.setToken);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginValues) => {
    setFailure(undefined);
    const checked = checkLogin(values, captcha.uuid, captcha.enabled, lang);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      setToken(await signIn(checked.input));
      await navigate(sanitizeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const { fields, text } = describeLoginFailure(error, lang);
      setErrors(fields);
      setFailure(text);
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        void captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const clearError = (changed: Partial<LoginValues>) => {
    const fields = Object.keys(changed) as LoginField[];
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const item = (field: LoginField) => (errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {});

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <div className={styles.brand}>
            {logo ? <img src={logo} alt="" width={40} height={40} data-testid="login-logo" /> : <BrandMark size={40} />}
            <div>
              <h1 className={styles.product} data-testid="login-product">
                {product}
              </h1>
              <p className={styles.tagline}>{t('app.tagline')}</p>
            </div>
          </div>
        </header>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{t('login.title')}</h2>
          <LanguageSelect testId="login-lang" />
        </div>
        <Form
          form={form}
          data-testid="login-form"
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={submit}
          onValuesChange={clearError}
          noValidate
        >
          <Form.Item name="username" {...item('username')}>
            <Input
              data-testid="login-username"
              aria-label={t('login.username')}
              placeholder={t('login.username')}
              prefix={<UserOutlined />}
              autoComplete="username"
              maxLength={50}
            />
          </Form.Item>
          <Form.Item name="password" {...item('password')}>
            <Password
              data-testid="login-password"
              aria-label={t('login.password')}
              placeholder={t('login.password')}
              prefix={<LockOutlined />}
              autoComplete="current-password"
            />
          </Form.Item>
          {captcha.enabled && (
            <Form.Item {...item('code')}>
              <div className={styles.codeRow}>
                <Form.Item name="code" noStyle>
                  <Input
                    data-testid="login-code"
                    aria-label={t('login.code')}
                    placeholder={t('login.code')}
                    prefix={<SafetyCertificateOutlined />}
                    autoComplete="off"
                    maxLength={16}
                    status={errors.code ? 'error' : undefined}
                  />
                </Form.Item>
                <CaptchaImage img={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />
              </div>
            </Form.Item>
          )}
          {failure && <Alert className={styles.failure} type="error" showIcon role="alert" data-testid="login-error" title={failure} />}
          <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </div>
      <footer className={styles.footer}>{t('login.footer')}</footer>
    </div>
  );
}
