import { useQuery } from '@tanstack/react-query';
import { DATA_SCOPES, MENU_API, ROLE_API, type RoleDetail, type RoleRow, roleCreateSchema, roleUpdateSchema } from '@vr/contracts';
import { Alert, Form, Input, InputNumber, Skeleton, Switch, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { DictRadio, FormDrawer, rowDrawerProps, useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';
import { type CheckNode, grantedKeys, leafKeys } from './menu-check';
import { MenuTreeField, type TreeChecks } from './MenuTreeField';

interface Trees {
  menus: CheckNode[];
  appletMenus: CheckNode[];
  checkedKeys: number[];
  appletCheckedKeys: number[];
  detail: RoleDetail | null;
}

/** The grantable menu trees (the caller's own menus) with the role's grants. */
async function loadTrees(roleId: number | null): Promise<Trees> {
  if (roleId === null) {
    const [pc, applet] = await Promise.all([
      get<CheckNode[]>(MENU_API.treeselect, { client: 'pc' }),
      get<CheckNode[]>(MENU_API.treeselect, { client: 'applet' }),
    ]);
    return { menus: pc.data ?? [], appletMenus: applet.data ?? [], checkedKeys: [], appletCheckedKeys: [], detail: null };
  }
  const [trees, detail] = await Promise.all([
    get<Omit<Trees, 'detail'>>(MENU_API.roleMenuTreeselect(roleId)),
    get<RoleDetail>(ROLE_API.one(roleId)),
  ]);
  return { ...(trees.data as Omit<Trees, 'detail'>), detail: detail.data ?? null };
}

/** Add/edit a role: its fields, and the PC and mini-program menus it grants. */
export function RoleForm({ role, onClose, onSaved }: { role: RoleRow | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(['role', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  const trees = useQuery({
    queryKey: ['role-trees', role?.roleId ?? null, lang],
    queryFn: () => loadTrees(role?.roleId ?? null),
    gcTime: 0,
  });
  const [pc, setPc] = useState<TreeChecks | null>(null);
  const [applet, setApplet] = useState<TreeChecks | null>(null);
  const data = trees.data;
  const pcValue = pc ?? { checked: data ? leafKeys(data.menus, data.checkedKeys) : [], halfChecked: [] };
  const appletValue = applet ?? { checked: data ? leafKeys(data.appletMenus, data.appletCheckedKeys) : [], halfChecked: [] };
  const item = useSchemaItems(roleCreateSchema, 'role');

  // Untouched trees keep exactly what the role had (including directories granted for navigation).
  const menuIds = pc ? grantedKeys(pc.checked, pc.halfChecked) : (data?.checkedKeys ?? []);
  const appletMenuIds = applet ? grantedKeys(applet.checked, applet.halfChecked) : (data?.appletCheckedKeys ?? []);
  const detail = data?.detail;

  return (
    <FormDrawer
      {...rowDrawerProps({
        url: ROLE_API.base,
        row: role,
        entity: t('role:name'),
        size: 640,
        onClose,
        onSaved,
        ready: !!data,
        form,
        schema: role ? roleUpdateSchema : roleCreateSchema,
        initialValues: role ? { ...role } : { roleSort: 1, status: 0, refundRight: false },
        hiddenValues: {
          menuIds,
          appletMenuIds,
          ...(role
            ? { roleId: role.roleId, dataScope: detail?.dataScope ?? role.dataScope, deptIds: detail?.deptIds ?? [] }
            : { dataScope: DATA_SCOPES.SELF }),
        },
      })}
    >
      {item('roleName', <Input data-testid="field-roleName" />, { required: true })}
      {item('roleKey', <Input disabled={role?.builtIn} data-testid="field-roleKey" />, { required: true })}
      {item('roleSort', <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="field-roleSort" />, {
        required: true,
      })}
      {item('orgId', <OrgTreeSelect />, { hint: true, check: false })}
      {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false })}
      {item('refundRight', <Switch data-testid="field-refundRight" />, { valuePropName: 'checked', hint: 'miniProgramOnly', check: false })}
      <Form.Item label={t('role:field.menus')} extra={t('role:hint.limited')}>
        {!data ? (
          <Skeleton active />
        ) : (
          <Tabs
            items={[
              {
                key: 'pc',
                label: t('role:tab.pc'),
                children: <MenuTreeField testId="menu-tree-pc" tree={data.menus} value={pcValue} onChange={setPc} />,
              },
              {
                key: 'applet',
                label: t('role:tab.applet'),
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t('role:hint.miniProgramOnly')}</Typography.Paragraph>
                    <MenuTreeField testId="menu-tree-applet" tree={data.appletMenus} value={appletValue} onChange={setApplet} />
                  </>
                ),
              },
            ]}
          />
        )}
      </Form.Item>
      {trees.isError && <Alert type="error" showIcon title={String((trees.error as Error).message)} />}
      {item('remark', <Input.TextArea rows={2} showCount maxLength={500} />, { label: 'common:field.remark' })}
    </FormDrawer>
  );
}
