import type { UserRow } from '@vr/contracts';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer, useSchemaItems } from '../../components/list-page';

interface AccountModalProps<S extends z.ZodType> {
  user: UserRow;
  /** What is done to the account: the dialog's title, naming the employee. */
  action: 'bindLogin' | 'resetPwd';
  schema: S;
  hiddenValues: Record<string, unknown>;
  onSubmit(values: z.output<S>): Promise<unknown>;
  onClose(): void;
  children: ReactNode;
}

/** A small dialog that sets the login of one account. */
export function AccountModal<S extends z.ZodType>({ user, action, ...form }: AccountModalProps<S>) {
  const { t } = useTranslation(['user', 'common']);
  return <FormDrawer open as="modal" size={440} title={t(`user:title.${action}`, { name: user.employeeName })} {...form} />;
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
