import {
  FRANCHISEE_API,
  FRANCHISEE_LIMITS,
  type FranchiseApplied,
  type FranchiseStatus,
  franchiseApplicationSchema,
  franchiseResubmitSchema,
} from '@vr/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { post } from '../../api/request';
import { RequestError, fieldErrorsOf } from '../../api/request-error';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSelect } from '../../components/LanguageSelect';
import { FormErrors, useFormSubmit } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { queryClient } from '../../layout/query-client';
import { useAppStore } from '../../stores/app';
import styles from './apply.module.css';

/** The code of the applicant's application in this browser, so a return visit shows its state. */
const CODE_KEY = 'vr.franchiseCode';
const storedCode = () => localStorage.getItem(CODE_KEY) ?? '';

/** The application form, new or a rejected one corrected (`token`); answers what the server said. */
function ApplicationForm({
  token,
  initial,
  onSent,
}: {
  token?: string;
  initial?: FranchiseStatus['application'];
  onSent(status: FranchiseStatus, token: string): void;
}) {
  const { t } = useTranslation(['franchisees', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: token ? franchiseResubmitSchema : franchiseApplicationSchema,
    hiddenValues: { lang, ...(token ? { token } : {}) },
    send: async (values) => {
      if (token) {
        const answer = await post<FranchiseStatus>(FRANCHISEE_API.resubmit, values);
        return { token, status: answer.data! };
      }
      return (await post<FranchiseApplied>(FRANCHISEE_API.apply, values)).data!;
    },
    savedMessage: () => t('franchisees:apply.sent'),
    onSaved: (answer) => onSent(answer.status, answer.token),
  });
  const text = (name: string, max: number, extra: object = {}) => (
    <Input size="large" maxLength={max} data-testid={`apply-${name}`} {...extra} />
  );
  const planned = (name: 'plannedPoints' | 'plannedMachines') => (
    <Form.Item name={name} label={t(`franchisees:field.${name}`)} required>
      <InputNumber
        size="large"
        min={1}
        max={FRANCHISEE_LIMITS.plannedMax}
        precision={0}
        style={{ width: '100%' }}
        data-testid={`apply-${name}`}
      />
    </Form.Item>
  );
  return (
    <>
      <FormErrors errors={generalErrors} gap={16} />
      <Form
        {...formProps}
        form={form}
        layout="vertical"
        initialValues={initial ?? { plannedPoints: 1, plannedMachines: 1 }}
        onFinish={() => void submit()}
        data-testid="apply-form"
      >
        <h2 className={styles.section}>{t('franchisees:apply.company')}</h2>
        <Form.Item name="companyName" label={t('franchisees:field.companyName')} required>
          {text('companyName', FRANCHISEE_LIMITS.companyName, { autoComplete: 'organization' })}
        </Form.Item>
        <Form.Item name="contactName" label={t('franchisees:field.contactName')} required>
          {text('contactName', FRANCHISEE_LIMITS.contactName, { autoComplete: 'name' })}
        </Form.Item>
        <Form.Item name="contactPhone" label={t('franchisees:field.contactPhone')} required>
          {text('contactPhone', 20, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        </Form.Item>
        <Form.Item name="contactEmail" label={t('franchisees:field.contactEmail')} required>
          {text('contactEmail', 100, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </Form.Item>
        <Form.Item name="region" label={t('franchisees:field.region')} required>
          {text('region', FRANCHISEE_LIMITS.region)}
        </Form.Item>
        <Form.Item name="address" label={t('franchisees:field.address')}>
          {text('address', FRANCHISEE_LIMITS.address, { autoComplete: 'street-address' })}
        </Form.Item>
        <h2 className={styles.section}>{t('franchisees:apply.plans')}</h2>
        <div className={styles.pair}>
          {planned('plannedPoints')}
          {planned('plannedMachines')}
        </div>
        <Form.Item name="remark" label={t('franchisees:field.remark')}>
          <Input.TextArea rows={3} maxLength={FRANCHISEE_LIMITS.remark} showCount data-testid="apply-remark" />
        </Form.Item>
        <Form.Item name="documents" label={t('franchisees:field.documents')} required extra={t('franchisees:apply.documentsHelp')}>
          <ImageUpload use="franchiseDocument" multiple endpoint={FRANCHISEE_API.upload} byName showHint={false} />
        </Form.Item>
        <h2 className={styles.section}>{t('franchisees:apply.account')}</h2>
        <Form.Item name="username" label={t('franchisees:field.username')} required>
          {text('username', 30, { autoComplete: 'username' })}
        </Form.Item>
        <Form.Item name="password" label={t('franchisees:field.password')} required extra={t('franchisees:apply.passwordHelp')}>
          <Input.Password size="large" maxLength={64} autoComplete="new-password" data-testid="apply-password" />
        </Form.Item>
        <Button type="primary" size="large" block htmlType="submit" loading={saving} data-testid="apply-submit">
          {t(token ? 'franchisees:apply.resubmit' : 'franchisees:apply.submit')}
        </Button>
      </Form>
    </>
  );
}

/** The state of the applicant's own application, and the corrected form when it was rejected. */
function StatusView({ token, status, onChange }: { token: string; status: FranchiseStatus; onChange(status: FranchiseStatus): void }) {
  const { t } = useTranslation(['franchisees', 'dict']);
  const label = t(`dict:builtin.franchise_review_state.${status.state}`);
  const hint =
    status.state === 'passed'
      ? t('franchisees:apply.passedHint', { username: status.application.username })
      : status.state === 'rejected'
        ? t('franchisees:apply.rejectedHint', { reason: status.rejectReason ?? '' })
        : t('franchisees:apply.pendingHint');
  return (
    <>
      <Alert
        type={status.state === 'passed' ? 'success' : status.state === 'rejected' ? 'error' : 'info'}
        showIcon
        title={`${t('franchisees:apply.state')}: ${label}`}
        description={hint}
        data-testid="apply-status"
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        {t('franchisees:apply.code')}:{' '}
        <span className={styles.code} data-testid="apply-code">
          {token}
        </span>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('franchisees:apply.keepCode')}</Typography.Paragraph>
      {status.state === 'passed' && (
        <Link to="/login" data-testid="apply-sign-in">
          {t('franchisees:apply.signIn')}
        </Link>
      )}
      {status.state === 'rejected' && (
        <ApplicationForm key={status.submitTime} token={token} initial={status.application} onSent={(next) => onChange(next)} />
      )}
    </>
  );
}

/** Looks up an application by its code; the error shows under the field. */
function CheckForm({ onFound }: { onFound(token: string, status: FranchiseStatus): void }) {
  const { t } = useTranslation('franchisees');
  const [code, setCode] = useState(storedCode);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await post<FranchiseStatus>(FRANCHISEE_API.status, { token: code.trim() }, { silent: true, repeatCheck: false });
      onFound(code.trim(), answer.data!);
    } catch (failure) {
      setError(failure instanceof RequestError ? (fieldErrorsOf(failure)[0]?.message ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void check()} data-testid="apply-check">
      <Form.Item label={t('apply.check')} validateStatus={error ? 'error' : undefined} help={error} htmlFor="franchise-code">
        <div className={styles.checkRow}>
          <Input
            id="franchise-code"
            size="large"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={64}
            autoComplete="off"
            data-testid="apply-check-code"
            placeholder={t('apply.code')}
          />
          <Button size="large" htmlType="submit" loading={busy} disabled={!code.trim()} data-testid="apply-check-submit">
            {t('apply.checkButton')}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}

/**
 * The public application page (no sign-in), phone first: a company applies to become a franchisee
 * with its documents and the account it wants, gets a code, and with it reads its own
 * application's state and corrects a rejected one.
 */
function ApplyContent() {
  const { t } = useTranslation('franchisees');
  const [current, setCurrent] = useState<{ token: string; status: FranchiseStatus } | null>(null);
  const show = (token: string, status: FranchiseStatus) => {
    localStorage.setItem(CODE_KEY, token);
    setCurrent({ token, status });
    window.scrollTo({ top: 0 });
  };
  return (
    <main className={styles.page} data-testid="franchise-apply-page">
      <div className={styles.card}>
        <div className={styles.top}>
          <BrandMark size={36} />
          <LanguageSelect testId="apply-lang" />
        </div>
        <h1 className={styles.title}>{t('apply.title')}</h1>
        <p className={styles.intro}>{t('apply.intro')}</p>
        {current ? (
          <>
            <StatusView token={current.token} status={current.status} onChange={(status) => show(current.token, status)} />
            <Button type="link" onClick={() => setCurrent(null)} data-testid="apply-new" style={{ paddingInline: 0 }}>
              {t('apply.newApplication')}
            </Button>
          </>
        ) : (
          <>
            <CheckForm onFound={show} />
            <ApplicationForm onSent={(status, token) => show(token, status)} />
          </>
        )}
      </div>
    </main>
  );
}

export default function ApplyPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApplyContent />
    </QueryClientProvider>
  );
}
