import { USER_API, type UserRow, userResetPwdSchema } from '@vr/contracts';
import { useTranslation } from 'react-i18next';
import { put } from '../../api/request';
import { feedback } from '../../components/list-page';
import { AccountModal, PasswordItems } from './AccountModal';

/** Sets a new password for an account (its other sessions end). */
export function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose(): void }) {
  const { t } = useTranslation(['user', 'common']);
  return (
    <AccountModal
      user={user}
      action="resetPwd"
      schema={userResetPwdSchema}
      hiddenValues={{ userId: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await put(USER_API.resetPwd, values);
        feedback.success(t('user:result.passwordReset'));
      }}
    >
      <PasswordItems schema={userResetPwdSchema} testId="field-newPassword" />
    </AccountModal>
  );
}
