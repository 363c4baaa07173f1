import { USER_API, type UserRow, bindLoginSchema, userResetPwdSchema } from '@vr/contracts';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { postForm, put } from '../../api/request';
import { FormDrawer, useSchemaItems } from '../../components/list-page';

/** What each change of a login checks, the field that names the account, and the call that makes it. */
const ACCOUNT_ACTIONS = {
  bindLogin: { schema: bindLoginSchema, idField: 'id', send: (values: Record<string, unknown>) => postForm(USER_API.bindLogin, values) },
  resetPwd: { schema: userResetPwdSchema, idField: 'userId', send: (values: Record<string, unknown>) => put(USER_API.resetPwd, values) },
} as const;

interface AccountModalProps {
  user: UserRow;
  /** What is done to the account: the dialog's title, naming the employee, and what it sends. */
  action: keyof typeof ACCOUNT_ACTIONS;
  onClose(): void;
  /** After the change was made. */
  onDone(): void;
  children: ReactNode;
}

/** A small dialog that sets the login of one account. */
export function AccountModal({ user, action, onClose, onDone, children }: AccountModalProps) {
  const { t } = useTranslation(['user', 'common']);
  const { schema, idField, send } = ACCOUNT_ACTIONS[action];
  return (
    <FormDrawer
      open
      as="modal"
      size={440}
      title={t(`user:title.${action}`, { name: user.employeeName })}
      schema={schema}
      hiddenValues={{ [idField]: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await send(values as Record<string, unknown>);
        onDone();
      }}
    >
      {children}
    </FormDrawer>
  );
}

/** A new password and the same again (the schema checks that they match). */
export function PasswordItems({ schema, testId }: { schema: z.ZodType; testId?: string }) {
  const item = useSchemaItems(schema, 'user');
  return (
    <>
      {item('password', <Input.Password autoComplete="new-password" data-testid={testId} />, { required: true })}
      {item('confirmPassword', <Input.Password autoComplete="new-password" />, { required: true, check: false })}
    </>
  );
}
