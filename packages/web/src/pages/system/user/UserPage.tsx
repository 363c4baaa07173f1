import { KeyOutlined, LoginOutlined, UploadOutlined } from '@ant-design/icons';
import { USER_API, USER_IMPORT_MAX_ROWS, USER_PERMS, type UserRow, bindLoginSchema, userResetPwdSchema } from '@vr/contracts';
import { Button, Card, Form, Input, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, postForm, put } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import { useHasPermission } from '../../../components/authorized/use-permission';
import {
  DictSelect,
  ExportButton,
  FormDrawer,
  feedback,
  ImportDialog,
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
import { OrgTree } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { useUserStore } from '../../../stores/user';
import { formatDateTime } from '../../../utils/format';
import { UserForm } from './UserForm';

type Filters = { username?: string; employeeName?: string; phone?: string; status?: number; orgId?: number };

const removeUsers = (ids: Key[]) => del(USER_API.one(ids.join(',')));

/** System → Accounts (issue 4): organisation tree on the left, the accounts of its subtree on the right. */
export default function UserPage() {
  const { t } = useTranslation(['user', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<UserRow, Filters>({ key: 'user', url: USER_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [binding, setBinding] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const confirm = useConfirmAction();
  const canEdit = useHasPermission(USER_PERMS.edit);
  const myId = useUserStore((s) => s.session?.userInfo.userId);
  const orgId = query.state.filters.orgId;

  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
  }, [query]);
  const confirmDelete = useDeleteAction({ remove: removeUsers, onDone: afterChange });

  const toggleStatus = useCallback(
    (row: UserRow, enable: boolean) =>
      confirm(t(enable ? 'user:confirm.enable' : 'user:confirm.disable', { name: row.employeeName }), async () => {
        await put(USER_API.changeStatus, { userId: row.userId, status: enable ? 0 : 1 });
        query.refetch();
      }),
    [confirm, t, query],
  );

  const columns = useMemo<TableColumnsType<UserRow>>(
    () => [
      { title: t('user:field.userId'), dataIndex: 'userId', key: 'userId', sorter: true, width: 90 },
      {
        title: t('user:field.username'),
        dataIndex: 'username',
        key: 'username',
        sorter: true,
        width: 150,
        render: (v: string | null) => v ?? <Tag>{t('user:notBound')}</Tag>,
      },
      { title: t('user:field.employeeName'), dataIndex: 'employeeName', key: 'employeeName', sorter: true, width: 150 },
      { title: t('user:field.orgId'), dataIndex: 'orgName', key: 'orgName', width: 170, ellipsis: true },
      {
        title: t('user:field.clientId'),
        dataIndex: 'clientName',
        key: 'clientName',
        width: 170,
        ellipsis: true,
        render: (v: string | null) => v ?? '—',
      },
      {
        title: t('user:field.roleIds'),
        dataIndex: 'roleNames',
        key: 'roleNames',
        width: 200,
        render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>),
      },
      { title: t('user:field.phone'), dataIndex: 'phone', key: 'phone', width: 150 },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 90,
        render: (v: number, row) => (
          <Switch
            size="small"
            checked={v === 0}
            disabled={!canEdit || row.builtInAdmin || row.userId === myId}
            onChange={(on) => toggleStatus(row, on)}
            data-testid={`user-status-${row.userId}`}
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
        width: 300,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                permission: USER_PERMS.edit,
                onClick: () => setEditing(row),
              },
              row.username === null
                ? {
                    key: 'bind',
                    label: t('user:action.bindLogin'),
                    icon: <LoginOutlined />,
                    permission: USER_PERMS.edit,
                    onClick: () => setBinding(row),
                  }
                : {
                    key: 'reset',
                    label: t('user:action.resetPwd'),
                    icon: <KeyOutlined />,
                    permission: USER_PERMS.resetPwd,
                    onClick: () => setResetting(row),
                  },
              {
                key: 'delete',
                disabled: row.builtInAdmin || row.userId === myId,
                permission: USER_PERMS.remove,
                onClick: () => confirmDelete([row.userId], row.employeeName),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, toggleStatus, canEdit, myId],
  );
  const anyRowAction = useHasPermission([USER_PERMS.edit, USER_PERMS.resetPwd, USER_PERMS.remove]);
  const shownColumns = useMemo(() => (anyRowAction ? columns : columns.filter((c) => c.key !== 'actions')), [columns, anyRowAction]);

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }} data-testid="user-page">
      <Card size="small" style={{ width: 260, flex: 'none' }}>
        <OrgTree value={orgId} onChange={(id) => query.search({ ...query.state.filters, orgId: id })} />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListPage
          search={
            <SearchForm form={searchForm} onSearch={(v) => query.search({ ...v, orgId })} onReset={() => query.search({ orgId })}>
              <Form.Item name="username" label={t('user:field.username')}>
                <Input allowClear data-testid="search-username" />
              </Form.Item>
              <Form.Item name="employeeName" label={t('user:field.employeeName')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="phone" label={t('user:field.phone')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="status" label={t('common:field.status')}>
                <DictSelect dict="sys_normal_disable" />
              </Form.Item>
            </SearchForm>
          }
        >
          <ListTable<UserRow, Filters>
            tableId="system-user"
            rowKey="userId"
            query={query}
            columns={shownColumns}
            scrollX={1650}
            selection={{ selectedRowKeys: selected, onChange: setSelected }}
            toolbar={
              <>
                <AddButton permission={USER_PERMS.add} onClick={() => setEditing('new')} />
                <BatchDeleteButton permission={USER_PERMS.remove} selected={selected} onDelete={confirmDelete} />
                <ExportButton url={USER_API.export} params={query.exportParams} permission={USER_PERMS.export} fileName="user" />
                <Authorized permission={USER_PERMS.import}>
                  <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-button">
                    {t('common:action.import')}
                  </Button>
                </Authorized>
              </>
            }
          />
        </ListPage>
      </div>
      {editing && (
        <UserForm user={editing === 'new' ? null : editing} defaultOrgId={orgId} onClose={() => setEditing(null)} onSaved={afterChange} />
      )}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
      {binding && <BindLoginModal user={binding} onClose={() => setBinding(null)} onSaved={afterChange} />}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        name={t('user:name')}
        url={USER_API.import}
        templateUrl={USER_API.importTemplate}
        templateName="user_template"
        maxRows={USER_IMPORT_MAX_ROWS}
        onDone={afterChange}
      />
    </div>
  );
}

function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose(): void }) {
  const { t } = useTranslation(['user', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  return (
    <FormDrawer
      open
      as="modal"
      size={440}
      title={t('user:title.resetPwd', { name: user.employeeName })}
      form={form}
      schema={userResetPwdSchema}
      hiddenValues={{ userId: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await put(USER_API.resetPwd, values);
        feedback.success(t('user:result.passwordReset'));
      }}
    >
      <Form.Item name="password" label={t('user:field.password')} required rules={[zodRule(userResetPwdSchema, 'password', lang)]}>
        <Input.Password autoComplete="new-password" data-testid="field-newPassword" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('user:field.confirmPassword')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDrawer>
  );
}

function BindLoginModal({ user, onClose, onSaved }: { user: UserRow; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(['user', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  return (
    <FormDrawer
      open
      as="modal"
      size={440}
      title={t('user:title.bindLogin', { name: user.employeeName })}
      form={form}
      schema={bindLoginSchema}
      hiddenValues={{ id: user.userId }}
      onClose={onClose}
      onSubmit={async (values) => {
        await postForm(USER_API.bindLogin, values as Record<string, unknown>);
        onSaved();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Form.Item name="username" label={t('user:field.username')} required rules={[zodRule(bindLoginSchema, 'username', lang)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('user:field.password')} required rules={[zodRule(bindLoginSchema, 'password', lang)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('user:field.confirmPassword')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Space>
    </FormDrawer>
  );
}
