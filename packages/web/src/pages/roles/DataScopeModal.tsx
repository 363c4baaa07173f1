import { useQuery } from '@tanstack/react-query';
import { DATA_SCOPES, ROLE_API, type RoleRow, roleDataScopeSchema } from '@vr/contracts';
import { Form, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, put } from '../../api/request';
import { FormDrawer } from '../../components/list-page';
import type { CheckNode } from './menu-check';
import { MenuTreeField, type TreeChecks } from './MenuTreeField';

const SCOPES = [DATA_SCOPES.ALL, DATA_SCOPES.CUSTOM, DATA_SCOPES.DEPT, DATA_SCOPES.DEPT_AND_BELOW, DATA_SCOPES.SELF] as const;

/** The data scope dialog: five scopes; "custom" picks departments from the caller's own tree. */
export function DataScopeModal({ role, onClose, onSaved }: { role: RoleRow; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(['role', 'common']);
  const [form] = Form.useForm();
  const scope = (Form.useWatch('dataScope', form) as string | undefined) ?? role.dataScope;
  const tree = useQuery({
    queryKey: ['role-dept-tree', role.roleId],
    queryFn: async () => (await get<{ depts: CheckNode[]; checkedKeys: number[] }>(ROLE_API.deptTree(role.roleId))).data!,
    gcTime: 0,
  });
  const [checks, setChecks] = useState<TreeChecks | null>(null);
  const value = checks ?? { checked: tree.data?.checkedKeys ?? [], halfChecked: [] };
  // A custom scope grants exactly the ticked organisations (a ticked parent ticks its children).
  const deptIds = scope === DATA_SCOPES.CUSTOM ? [...new Set(value.checked)] : [];

  return (
    <FormDrawer
      open
      as="modal"
      size={560}
      title={t('role:title.dataScope', { name: role.roleName })}
      form={form}
      schema={roleDataScopeSchema}
      initialValues={{ dataScope: role.dataScope }}
      hiddenValues={{ roleId: role.roleId, deptIds }}
      onClose={onClose}
      onSubmit={async (values) => {
        await put(ROLE_API.dataScope, values);
        onSaved();
      }}
    >
      <Form.Item label={t('role:field.roleName')}>
        <Input value={role.roleName} disabled />
      </Form.Item>
      <Form.Item name="dataScope" label={t('role:field.dataScope')} required>
        <Select options={SCOPES.map((s) => ({ value: s, label: t(`role:scope.${s}`) }))} data-testid="field-dataScope" />
      </Form.Item>
      {scope === DATA_SCOPES.CUSTOM && (
        <Form.Item label={t('role:field.depts')} extra={t('role:hint.customScope')}>
          {tree.data ? <MenuTreeField testId="dept-tree" tree={tree.data.depts} value={value} onChange={setChecks} /> : <Skeleton active />}
        </Form.Item>
      )}
    </FormDrawer>
  );
}
