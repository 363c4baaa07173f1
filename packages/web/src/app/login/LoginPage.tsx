import { CloseCircleFilled, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Direct imports: the `Input` compound also bundles TextArea, Search and OTP, which sign-in never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../../api/auth';
import { sanitizeRedirect } from '../redirect';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useAppStore } from '../../stores/app';
import { usePlatformLogo, usePlatformTitle } from '../../stores/platform';
import { useUserStore } from '../../stores/user';
import { CaptchaImage } from './CaptchaImage';
import { LoginField as Field } from './LoginField';
import { type FieldErrors, type LoginField, type LoginValues, checkLogin, describeLoginFailure } from './login-form';
import styles from './login.module.css';
import { useCaptcha } from './use-captcha';

const helpId = (field: LoginField) => `login-${field}-help`;

export default function LoginPage() {
  const { t } = useTranslation();
  const product = usePlatformTitle(t('app.name'));
  const logo = usePlatformLogo();
  const lang = useAppStore((s) => s.language);
  const setToken = useUserStore((s) => s.setToken);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({});
  const captcha = useCaptcha();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    // Sent before the server said whether a code is needed, the sign-in waits for that answer.
    const needs = await captcha.settled();
    const checked = checkLogin(values, needs.uuid, needs.captchaEnabled, lang);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setSubmitting(false);
      return;
    }
    setErrors({});
    try {
      setToken(await signIn(checked.input));
      await navigate(sanitizeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const { fields, text } = describeLoginFailure(error, lang);
      setErrors(fields);
      setFailure(text);
      if (captcha.enabled) {
        setValues((current) => ({ ...current, code: '' }));
        void captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Typing in a field clears its error. */
  const bind = (field: LoginField) => ({
    value: values[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    size: 'large' as const,
    ...(errors[field] ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': helpId(field) } : {}),
  });

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
        <form data-testid="login-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field id={helpId('username')} error={errors.username}>
            <Input
              {...bind('username')}
              data-testid="login-username"
              aria-label={t('login.username')}
              placeholder={t('login.username')}
              prefix={<UserOutlined />}
              autoComplete="username"
              maxLength={50}
            />
          </Field>
          <Field id={helpId('password')} error={errors.password}>
            <Password
              {...bind('password')}
              data-testid="login-password"
              aria-label={t('login.password')}
              placeholder={t('login.password')}
              prefix={<LockOutlined />}
              autoComplete="current-password"
            />
          </Field>
          {captcha.enabled && (
            <Field id={helpId('code')} error={errors.code}>
              <div className={styles.codeRow}>
                <Input
                  {...bind('code')}
                  data-testid="login-code"
                  aria-label={t('login.code')}
                  placeholder={t('login.code')}
                  prefix={<SafetyCertificateOutlined />}
                  autoComplete="off"
                  maxLength={16}
                />
                <CaptchaImage img={captcha.img} loading={captcha.loading} onRefresh={captcha.refresh} />
              </div>
            </Field>
          )}
          {failure && (
            // Drawn as antd's error Alert, which would bring its own styles and icons to this page.
            <div className={styles.failure} role="alert" data-testid="login-error">
              <CloseCircleFilled className={styles.failureIcon} />
              <div className={styles.failureText}>{failure}</div>
            </div>
          )}
          <Button data-testid="login-submit" type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </form>
      </div>
      <footer className={styles.footer}>{t('login.footer')}</footer>
    </div>
  );
}
