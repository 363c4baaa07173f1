import { UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_API, type Profile, profilePasswordSchema, profileUpdateSchema } from '@vr/contracts';
import { Avatar, Button, Card, Col, Descriptions, Divider, Form, Input, Row, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { withFeedback } from '../../api/feedback';
import { get, put } from '../../api/request';
import { fieldErrorsOf } from '../../api/request-error';
import { DictRadio, toFormErrors, validateForm, zodRule } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { useAppStore } from '../../stores/app';
import { useUserStore } from '../../stores/user';
import { formatDateTime } from '../../utils/format';

const PROFILE_KEY = ['profile'];

/** Keeps the header's name and avatar in step with what was saved. */
function updateSession(changes: { name?: string; avatar?: string | null; email?: string | null }) {
  const { session, menus, setProfile } = useUserStore.getState();
  if (session) setProfile({ ...session, ...changes }, menus);
}

type Schema = typeof profileUpdateSchema | typeof profilePasswordSchema;

/** Validates with the shared schema, sends, and marks fields with local or server errors. */
function useSubmit<S extends Schema>(schema: S, send: (values: z.output<S>) => Promise<void>) {
  const lang = useAppStore((s) => s.language);
  const [saving, setSaving] = useState(false);
  const submit = async (form: ReturnType<typeof Form.useForm>[0]) => {
    await form.validateFields().catch(() => undefined);
    const checked = validateForm(schema, form.getFieldsValue(true), lang);
    if (!checked.success) {
      form.setFields(toFormErrors(checked.errors));
      return;
    }
    setSaving(true);
    try {
      await send(checked.data as z.output<S>);
    } catch (error) {
      form.setFields(toFormErrors(fieldErrorsOf(error)));
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving, rule: (name: string) => [zodRule(schema, name, lang)] };
}

function InfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const { submit, saving, rule } = useSubmit(profileUpdateSchema, async (values) => {
    const envelope = await put<Profile>(PROFILE_API.profile, values);
    if (envelope.data) {
      queryClient.setQueryData(PROFILE_KEY, envelope.data);
      updateSession({ name: envelope.data.employeeName, email: envelope.data.email });
    }
    withFeedback((ui) => void ui.message.success(t('result.saved')));
  });
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        employeeName: profile.employeeName,
        phone: profile.phone ?? '',
        email: profile.email ?? '',
        gender: profile.gender ?? undefined,
      }}
      onFinish={() => void submit(form)}
      data-testid="profile-info-form"
    >
      <Form.Item name="employeeName" label={t('field.employeeName')} required rules={rule('employeeName')}>
        <Input data-testid="field-employeeName" />
      </Form.Item>
      <Form.Item name="phone" label={t('field.phone')} rules={rule('phone')}>
        <Input data-testid="field-phone" />
      </Form.Item>
      <Form.Item name="email" label={t('field.email')} rules={rule('email')}>
        <Input data-testid="field-email" />
      </Form.Item>
      <Form.Item name="gender" label={t('field.gender')}>
        <DictRadio dict="sys_user_sex" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
        {t('action.saveInfo')}
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const { t } = useTranslation('profile');
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  const { submit, saving, rule } = useSubmit(profilePasswordSchema, async (values) => {
    const envelope = await put(PROFILE_API.updatePwd, values);
    form.resetFields();
    const text = envelope.result;
    if (typeof text === 'string') withFeedback((ui) => void ui.message.success(text));
  });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={() => void submit(form)} data-testid="profile-password-form">
      <Form.Item name="oldPassword" label={t('field.oldPassword')} required rules={rule('oldPassword')}>
        <Input.Password autoComplete="current-password" data-testid="field-oldPassword" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('field.newPassword')} required rules={rule('newPassword')} extra={t('hint.newPassword')}>
        <Input.Password autoComplete="new-password" data-testid="field-newPassword" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        required
        dependencies={['newPassword']}
        rules={[
          ...rule('confirmPassword'),
          // The shared schema's cross-field rule (confirmation matches), checked while typing too.
          ({ getFieldValue }) => ({
            validator: async (_: unknown, value: unknown) => {
              if (!value) return;
              const values = { oldPassword: 'x', newPassword: getFieldValue('newPassword') ?? '', confirmPassword: value };
              const result = validateForm(profilePasswordSchema, values, lang);
              const error = result.success ? undefined : result.errors.find((e) => e.field === 'confirmPassword');
              if (error) throw new Error(error.message);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="field-confirmPassword" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="password-save">
        {t('action.changePassword')}
      </Button>
    </Form>
  );
}

function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  const onUploaded = async (url: string | string[] | null) => {
    const avatar = typeof url === 'string' ? url : null;
    setPending(avatar);
    if (!avatar) return;
    try {
      await put(PROFILE_API.avatar, { avatar });
      queryClient.setQueryData<Profile>(PROFILE_KEY, (old) => (old ? { ...old, avatar } : old));
      updateSession({ avatar });
      withFeedback((ui) => void ui.message.success(t('result.avatarSaved')));
    } finally {
      setPending(null);
    }
  };

  return (
    <Card title={t('card.me')} data-testid="profile-card">
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Avatar size={112} src={profile.avatar ?? undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
        <Typography.Title level={4} style={{ marginTop: 12, marginBottom: 0 }}>
          {profile.employeeName}
        </Typography.Title>
        <Typography.Text type="secondary">{profile.username}</Typography.Text>
      </div>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('field.phone')}>{profile.phone}</Descriptions.Item>
        <Descriptions.Item label={t('field.email')}>{profile.email}</Descriptions.Item>
        <Descriptions.Item label={t('field.org')}>{profile.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('field.roles')}>{profile.roleNames.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(profile.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('field.lastLogin')}>{formatDateTime(profile.lastLoginAt)}</Descriptions.Item>
      </Descriptions>
      <Divider style={{ margin: '16px 0' }} />
      <Typography.Text strong>{t('field.avatar')}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <ImageUpload use="avatar" value={pending} onChange={(v) => void onUploaded(v)} />
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('hint.avatar')}
          </Typography.Text>
        </div>
      </div>
    </Card>
  );
}

/** /profile/index: the signed-in user's own details, password and avatar. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: profile } = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await get<Profile>(PROFILE_API.profile)).data ?? null,
  });
  if (!profile) return <Skeleton active />;
  return (
    <Row gutter={16} data-testid="profile-page">
      <Col xs={24} md={9} lg={7}>
        <AvatarCard profile={profile} />
      </Col>
      <Col xs={24} md={15} lg={17}>
        <Card title={t('card.edit')}>
          <Tabs
            items={[
              { key: 'info', label: t('tab.info'), children: <InfoForm profile={profile} /> },
              { key: 'password', label: t('tab.password'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
