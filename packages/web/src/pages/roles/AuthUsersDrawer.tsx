import { PlusOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { ROLE_API, ROLE_ENDPOINTS, ROLE_PERMS, type RoleAuthUser as AuthUser, type RoleRow } from '@vr/contracts';
import { Button, Drawer, Form, Input, Modal, type TableColumnsType } from 'antd';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { put } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import {
  actionsColumnWidth,
  DictTag,
  feedback,
  type ListQuery,
  ListTable,
  RowActions,
  SearchForm,
  useConfirmAction,
  useListQuery,
} from '../../components/list-page';
import { formatDateTime } from '../../utils/format';

type Filters = { roleId: number; username?: string; phone?: string };

function useUserColumns(extra: TableColumnsType<AuthUser> = []): TableColumnsType<AuthUser> {
  const { t } = useTranslation(['role', 'common']);
  return useMemo(
    () => [
      { title: t('role:user.username'), dataIndex: 'username', key: 'username', sorter: true },
      { title: t('role:user.employeeName'), dataIndex: 'employeeName', key: 'employeeName' },
      { title: t('role:user.orgName'), dataIndex: 'orgName', key: 'orgName' },
      { title: t('role:user.phone'), dataIndex: 'phone', key: 'phone' },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        width: 90,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={String(v)} />,
      },
      {
        title: t('common:field.createTime'),
        dataIndex: 'createdAt',
        key: 'createdAt',
        sorter: true,
        width: 180,
        render: (v: string) => formatDateTime(v),
      },
      ...extra,
    ],
    [t, extra],
  );
}

/** The accounts of a role's list (those holding it, or those that could), paged and filtered. */
function useRoleAccounts(role: RoleRow, list: 'allocatedUsers' | 'unallocatedUsers', key: string) {
  const initialFilters = useMemo(() => ({ roleId: role.roleId }), [role.roleId]);
  return useListQuery<AuthUser, Filters>({ key, url: ROLE_ENDPOINTS[list].path, initialFilters });
}

interface RoleAccountsProps {
  role: RoleRow;
  query: ListQuery<AuthUser, Filters>;
  tableId: string;
  /** The filters offered, as text inputs. */
  filters: ReadonlyArray<'username' | 'phone'>;
  columns: TableColumnsType<AuthUser>;
  selected: Key[];
  onSelect(keys: Key[]): void;
  toolbar?: ReactNode;
}

/** A filter bar and a table of accounts, whose rows can be ticked. */
function RoleAccounts({ role, query, tableId, filters, columns, selected, onSelect, toolbar }: RoleAccountsProps) {
  const { t } = useTranslation('role');
  const [searchForm] = Form.useForm();
  return (
    <>
      <SearchForm form={searchForm} onSearch={(v) => query.search({ roleId: role.roleId, ...v })} onReset={query.reset}>
        {filters.map((name) => (
          <Form.Item key={name} name={name} label={t(`user.${name}`)}>
            <Input allowClear />
          </Form.Item>
        ))}
      </SearchForm>
      <ListTable<AuthUser, Filters>
        tableId={tableId}
        rowKey="userId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: onSelect }}
        toolbar={toolbar}
      />
    </>
  );
}

/** The accounts holding a role: remove one or several, or assign more from the caller's scope. */
export function AuthUsersDrawer({ role, onClose }: { role: RoleRow; onClose(): void }) {
  const { t } = useTranslation(['role', 'common']);
  const confirm = useConfirmAction();
  const query = useRoleAccounts(role, 'allocatedUsers', 'role-allocated');
  const [selected, setSelected] = useState<Key[]>([]);
  const [picking, setPicking] = useState(false);

  const cancel = (ids: Key[]) =>
    confirm(t('role:confirm.cancelAuth', { count: ids.length }), async () => {
      await put(ROLE_API.cancelAll, { roleId: role.roleId, userIds: ids.map(Number) });
      feedback.success(t('common:result.saved'));
      setSelected([]);
      query.refetch();
    });

  const actionColumn: TableColumnsType<AuthUser> = useMemo(
    () => [
      {
        title: t('common:field.actions'),
        key: 'actions',
        width: actionsColumnWidth(1),
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'cancel',
                label: t('role:action.cancelAuth'),
                icon: <UserDeleteOutlined />,
                danger: true,
                permission: ROLE_PERMS.edit,
                onClick: () => cancel([row.userId]),
              },
            ]}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cancel only closes over stable values and the query
    [t, role.roleId],
  );
  const columns = useUserColumns(actionColumn);

  return (
    <Drawer open size={960} title={t('role:title.users', { name: role.roleName })} onClose={onClose} destroyOnHidden>
      <div data-testid="auth-users">
        <RoleAccounts
          role={role}
          query={query}
          tableId="system-role-users"
          filters={['username', 'phone']}
          columns={columns}
          selected={selected}
          onSelect={setSelected}
          toolbar={
            <Authorized permission={ROLE_PERMS.edit}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="assign-users">
                {t('role:action.addUsers')}
              </Button>
              <Button danger icon={<UserDeleteOutlined />} disabled={selected.length === 0} onClick={() => cancel(selected)}>
                {t('role:action.cancelSelected')}
              </Button>
            </Authorized>
          }
        />
      </div>
      {picking && (
        <PickUsersModal
          role={role}
          onClose={() => setPicking(false)}
          onDone={() => {
            setPicking(false);
            query.refetch();
          }}
        />
      )}
    </Drawer>
  );
}

function PickUsersModal({ role, onClose, onDone }: { role: RoleRow; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(['role', 'common']);
  const query = useRoleAccounts(role, 'unallocatedUsers', 'role-unallocated');
  const [selected, setSelected] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const columns = useUserColumns();

  const save = async () => {
    setSaving(true);
    try {
      await put(ROLE_API.selectAll, { roleId: role.roleId, userIds: selected.map(Number) });
      feedback.success(t('common:result.saved'));
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={900}
      title={t('role:title.pickUsers')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: selected.length === 0, loading: saving, 'data-testid': 'assign-users-ok' } as never}
      okText={t('common:action.confirm')}
      cancelText={t('common:action.cancel')}
      destroyOnHidden
    >
      <RoleAccounts
        role={role}
        query={query}
        tableId="system-role-pick-users"
        filters={['username']}
        columns={columns}
        selected={selected}
        onSelect={setSelected}
      />
    </Modal>
  );
}
