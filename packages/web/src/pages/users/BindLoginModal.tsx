import { USER_API, type UserRow, bindLoginSchema } from '@vr/contracts';
import { Input, Space } from 'antd';
import { postForm } from '../../api/request';
import { useSchemaItems } from '../../components/list-page';
import { AccountModal, PasswordItems } from './AccountModal';

/** Gives an employee without one a login account and password. */
export function BindLoginModal({ user, onClose, onSaved }: { user: UserRow; onClose(): void; onSaved(): void }) {
  const item = useSchemaItems(bindLoginSchema, 'user');
  return (
    <AccountModal
      user={user}
      action="bindLogin"
      schema={bindLoginSchema}
      hiddenValues={{ id: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await postForm(USER_API.bindLogin, values as Record<string, unknown>);
        onSaved();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {item('username', <Input autoComplete="off" />, { required: true })}
        <PasswordItems schema={bindLoginSchema} />
      </Space>
    </AccountModal>
  );
}
