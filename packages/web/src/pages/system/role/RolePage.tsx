import { SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  DATA_SCOPES,
  MENU_API,
  ROLE_API,
  ROLE_PERMS,
  type RoleDetail,
  type RoleRow,
  roleCreateSchema,
  roleUpdateSchema,
} from '@vr/contracts';
import { Alert, Form, Input, InputNumber, Skeleton, Switch, type TableColumnsType, Tabs, Tag } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, get, post, put } from '../../../api/request';

import { useHasPermission } from '../../../components/authorized/use-permission';
import {
  DictRadio,
  DictSelect,
  ExportButton,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
  zodRule,
  AddButton,
  BatchDeleteButton,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';
import { AuthUsersDrawer } from './AuthUsersDrawer';
import { DataScopeModal } from './DataScopeModal';
import { type CheckNode, grantedKeys, leafKeys } from './menu-check';
import { MenuTreeField, type TreeChecks } from './MenuTreeField';

type Filters = { roleName?: string; roleKey?: string; status?: number };

const removeRoles = (ids: Key[]) => del(ROLE_API.one(ids.join(',')));

/** System → Roles (issue 5). */
export default function RolePage() {
  const { t } = useTranslation(['role', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<RoleRow, Filters>({ key: 'role', url: ROLE_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [scoping, setScoping] = useState<RoleRow | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const confirm = useConfirmAction();
  const canEdit = useHasPermission(ROLE_PERMS.edit);

  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
  }, [query]);
  const confirmDelete = useDeleteAction({ remove: removeRoles, onDone: afterChange });

  const toggleStatus = useCallback(
    (row: RoleRow, enable: boolean) =>
      confirm(t(enable ? 'role:confirm.enable' : 'role:confirm.disable', { name: row.roleName }), async () => {
        await put(ROLE_API.changeStatus, { roleId: row.roleId, status: enable ? 0 : 1 });
        query.refetch();
      }),
    [confirm, t, query],
  );

  const columns = useMemo<TableColumnsType<RoleRow>>(
    () => [
      { title: t('role:field.roleId'), dataIndex: 'roleId', key: 'roleId', sorter: true, width: 90 },
      { title: t('role:field.roleName'), dataIndex: 'roleName', key: 'roleName', sorter: true, width: 170, ellipsis: true },
      { title: t('role:field.roleKey'), dataIndex: 'roleKey', key: 'roleKey', sorter: true, width: 170, ellipsis: true },
      { title: t('role:field.roleSort'), dataIndex: 'roleSort', key: 'roleSort', sorter: true, width: 100 },
      {
        title: t('role:field.dataScope'),
        dataIndex: 'dataScope',
        key: 'dataScope',
        width: 200,
        render: (v: string) => t(`role:scope.${v as '1'}`),
      },
      {
        title: t('role:field.orgId'),
        dataIndex: 'orgName',
        key: 'orgName',
        width: 170,
        ellipsis: true,
        render: (v: string | null) => v ?? '—',
      },
      {
        title: t('role:field.refundRight'),
        dataIndex: 'refundRight',
        key: 'refundRight',
        width: 150,
        render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'role:refund.yes' : 'role:refund.no')}</Tag>,
      },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        width: 90,
        render: (v: number, row) => (
          <Switch
            size="small"
            checked={v === 0}
            disabled={row.admin || !canEdit}
            onChange={(on) => toggleStatus(row, on)}
            data-testid={`role-status-${row.roleKey}`}
          />
        ),
      },
      {
        title: t('common:field.createTime'),
        dataIndex: 'createdAt',
        key: 'createdAt',
        sorter: true,
        width: 180,
        render: (v: string | null) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 330,
        render: (_, row) =>
          row.admin ? (
            <Tag>{t('role:builtIn')}</Tag>
          ) : (
            <RowActions
              actions={[
                {
                  key: 'edit',
                  permission: ROLE_PERMS.edit,
                  onClick: () => setEditing(row),
                },
                {
                  key: 'scope',
                  label: t('role:action.dataScope'),
                  icon: <SafetyOutlined />,
                  permission: ROLE_PERMS.edit,
                  onClick: () => setScoping(row),
                },
                {
                  key: 'users',
                  label: t('role:action.users'),
                  icon: <TeamOutlined />,
                  permission: ROLE_PERMS.edit,
                  onClick: () => setUsersOf(row),
                },
                {
                  key: 'delete',
                  disabled: row.builtIn,
                  permission: ROLE_PERMS.remove,
                  onClick: () => confirmDelete([row.roleId], row.roleName),
                },
              ]}
            />
          ),
      },
    ],
    [t, confirmDelete, toggleStatus, canEdit],
  );
  const anyRowAction = useHasPermission([ROLE_PERMS.edit, ROLE_PERMS.remove]);
  const shownColumns = useMemo(() => (anyRowAction ? columns : columns.filter((c) => c.key !== 'actions')), [columns, anyRowAction]);

  return (
    <ListPage
      testId="role-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="roleName" label={t('role:field.roleName')}>
            <Input allowClear data-testid="search-roleName" />
          </Form.Item>
          <Form.Item name="roleKey" label={t('role:field.roleKey')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<RoleRow, Filters>
        tableId="system-role"
        rowKey="roleId"
        query={query}
        columns={shownColumns}
        scrollX={1700}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={ROLE_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={ROLE_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <ExportButton url={ROLE_API.export} params={query.exportParams} permission={ROLE_PERMS.export} fileName="role" />
          </>
        }
      />
      {editing && <RoleForm role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={afterChange} />}
      {scoping && <DataScopeModal role={scoping} onClose={() => setScoping(null)} onSaved={afterChange} />}
      {usersOf && <AuthUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />}
    </ListPage>
  );
}

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

function RoleForm({ role, onClose, onSaved }: { role: RoleRow | null; onClose(): void; onSaved(): void }) {
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
  const rule = (name: string) => [zodRule(roleCreateSchema, name, lang)];

  // Untouched trees keep exactly what the role had (including directories granted for navigation).
  const menuIds = pc ? grantedKeys(pc.checked, pc.halfChecked) : (data?.checkedKeys ?? []);
  const appletMenuIds = applet ? grantedKeys(applet.checked, applet.halfChecked) : (data?.appletCheckedKeys ?? []);
  const detail = data?.detail;

  return (
    <FormDrawer
      open
      size={640}
      title={role ? t('common:form.editTitle', { name: t('role:name') }) : t('common:form.addTitle', { name: t('role:name') })}
      form={form}
      schema={role ? roleUpdateSchema : roleCreateSchema}
      initialValues={role ? { ...role } : { roleSort: 1, status: 0, refundRight: false }}
      hiddenValues={{
        menuIds,
        appletMenuIds,
        ...(role
          ? { roleId: role.roleId, dataScope: detail?.dataScope ?? role.dataScope, deptIds: detail?.deptIds ?? [] }
          : { dataScope: DATA_SCOPES.SELF }),
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!data) return;
        if (role) await put(ROLE_API.base, values);
        else await post(ROLE_API.base, values);
        onSaved();
      }}
    >
      <Form.Item name="roleName" label={t('role:field.roleName')} required rules={rule('roleName')}>
        <Input data-testid="field-roleName" />
      </Form.Item>
      <Form.Item name="roleKey" label={t('role:field.roleKey')} required rules={rule('roleKey')}>
        <Input disabled={role?.builtIn} data-testid="field-roleKey" />
      </Form.Item>
      <Form.Item name="roleSort" label={t('role:field.roleSort')} required rules={rule('roleSort')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="field-roleSort" />
      </Form.Item>
      <Form.Item name="orgId" label={t('role:field.orgId')} extra={t('role:hint.orgId')}>
        <OrgTreeSelect />
      </Form.Item>
      <Form.Item name="status" label={t('common:field.status')}>
        <DictRadio dict="sys_normal_disable" numeric />
      </Form.Item>
      <Form.Item name="refundRight" label={t('role:field.refundRight')} valuePropName="checked">
        <Switch data-testid="field-refundRight" />
      </Form.Item>
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
                children: <MenuTreeField testId="menu-tree-applet" tree={data.appletMenus} value={appletValue} onChange={setApplet} />,
              },
            ]}
          />
        )}
      </Form.Item>
      {trees.isError && <Alert type="error" showIcon title={String((trees.error as Error).message)} />}
      <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
        <Input.TextArea rows={2} showCount maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
}
