import { useQuery } from '@tanstack/react-query';
import {
  DEVICE_ACCOUNT_LIMITS,
  DEVICE_ACCOUNT_ROLES,
  DEVICE_ACCOUNT_SCOPES,
  DEVICE_ACCOUNT_STATUSES,
  deviceAccountSaveSchema,
} from '@vr/contracts';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { MachinePicker } from '../device-upgrade';
import { deviceAccountApi } from './api';

/** The fields of the device account dialog: a new account's customer and password, and what an edit may change. */
export function AccountFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation('deviceAccount');
  const item = useSchemaItems(deviceAccountSaveSchema, 'deviceAccount');
  const form = Form.useFormInstance();
  const scope = Form.useWatch('machineScope', form) as string | undefined;
  const employees = useQuery({ queryKey: ['device-accounts', 'employees'], queryFn: deviceAccountApi.employees, staleTime: 60_000 });
  return (
    <>
      {adding && item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false })}
      {item(
        'account',
        <Input count={{ show: true, max: DEVICE_ACCOUNT_LIMITS.account }} autoComplete="off" data-testid="field-account" />,
        {
          required: true,
        },
      )}
      {item('name', <Input count={{ show: true, max: DEVICE_ACCOUNT_LIMITS.name }} data-testid="field-name" />, { required: true })}
      {item(
        'employeeId',
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={employees.isLoading}
          options={(employees.data ?? []).map((e) => ({ value: e.id, label: `${e.employeeName} · ${e.orgName}` }))}
          data-testid="field-employeeId"
        />,
        { label: 'employee', hint: 'employee' },
      )}
      {item('role', <Select options={DEVICE_ACCOUNT_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} data-testid="field-role" />, {
        required: true,
      })}
      {item(
        'password',
        <Input.Password autoComplete="new-password" maxLength={DEVICE_ACCOUNT_LIMITS.passwordLength} data-testid="field-password" />,
        {
          required: adding,
          hint: adding ? 'password' : 'passwordKeep',
        },
      )}
      {item('status', <Radio.Group options={DEVICE_ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />)}
      {item(
        'machineScope',
        <Radio.Group options={DEVICE_ACCOUNT_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))} data-testid="field-machineScope" />,
        { required: true },
      )}
      {scope === 'selected' && item('deviceIds', <MachinePicker data-testid="field-deviceIds" />, { required: true })}
    </>
  );
}
