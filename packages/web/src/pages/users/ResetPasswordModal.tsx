import { USER_API, type UserRow, userResetPwdSchema } from '@vr/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { put } from '../../api/request';
import { FormDrawer, feedback, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';

/** Sets a new password for an account (its other sessions end). */
export function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose(): void }) {
  const { t } = useTranslation(['user', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  return (
    <FormDrawer
      open
      as="modal"
      size={440}
      title={t('user:title.resetPwd', { name: user.employeeName })}
      form={form}
      schema={userResetPwdSchema}
      hiddenValues={{ userId: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await put(USER_API.resetPwd, values);
        feedback.success(t('user:result.passwordReset'));
      }}
    >
      <Form.Item name="password" label={t('user:field.password')} required rules={[zodRule(userResetPwdSchema, 'password', lang)]}>
        <Input.Password autoComplete="new-password" data-testid="field-newPassword" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('user:field.confirmPassword')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDrawer>
  );
}
