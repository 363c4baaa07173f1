import { USER_API, type UserRow, bindLoginSchema } from '@vr/contracts';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { postForm } from '../../api/request';
import { FormDrawer, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';

/** Gives an employee without one a login account and password. */
export function BindLoginModal({ user, onClose, onSaved }: { user: UserRow; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(['user', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  return (
    <FormDrawer
      open
      as="modal"
      size={440}
      title={t('user:title.bindLogin', { name: user.employeeName })}
      form={form}
      schema={bindLoginSchema}
      hiddenValues={{ id: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await postForm(USER_API.bindLogin, values as Record<string, unknown>);
        onSaved();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Form.Item name="username" label={t('user:field.username')} required rules={[zodRule(bindLoginSchema, 'username', lang)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('user:field.password')} required rules={[zodRule(bindLoginSchema, 'password', lang)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('user:field.confirmPassword')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Space>
    </FormDrawer>
  );
}
