import { type UserRow, userResetPwdSchema } from '@vr/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../components/list-page';
import { AccountModal, PasswordItems } from './AccountModal';

/** Sets a new password for an account (its other sessions end). */
export function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose(): void }) {
  const { t } = useTranslation(['user', 'common']);
  return (
    <AccountModal user={user} action="resetPwd" onClose={onClose} onDone={() => feedback.success(t('user:result.passwordReset'))}>
      <PasswordItems schema={userResetPwdSchema} testId="field-newPassword" />
    </AccountModal>
  );
}
