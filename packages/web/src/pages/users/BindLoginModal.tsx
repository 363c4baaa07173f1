import { type UserRow, bindLoginSchema } from '@vr/contracts';
import { Input, Space } from 'antd';
import { useSchemaItems } from '../../components/list-page';
import { AccountModal, PasswordItems } from './AccountModal';

/** Gives an employee without one a login account and password. */
export function BindLoginModal({ user, onClose, onSaved }: { user: UserRow; onClose(): void; onSaved(): void }) {
  const item = useSchemaItems(bindLoginSchema, 'user');
  return (
    <AccountModal user={user} action="bindLogin" onClose={onClose} onDone={onSaved}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {item('username', <Input autoComplete="off" />, { required: true })}
        <PasswordItems schema={bindLoginSchema} />
      </Space>
    </AccountModal>
  );
}
