import { CheckCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { THEME_API, THEME_LIMITS, THEME_PERMS, type ThemePreset, themeSchema } from '@vr/contracts';
import { Button, Form, Input, InputNumber, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  feedback,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
  zodRule,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';

type Filters = { themeName?: string; orgId?: number };
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A hex colour: the browser's colour picker beside a text field (#rrggbb). */
function ColorField({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <input
        type="color"
        aria-label="colour picker"
        value={value && HEX.test(value) ? value : '#1890ff'}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ width: 44, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: '6px 0 0 6px', background: '#fff' }}
      />
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder="#1890ff"
        maxLength={7}
        data-testid="field-themeColor"
      />
    </Space.Compact>
  );
}

export const Swatch = ({ color }: { color: string }) => (
  <Space size={6}>
    <span
      style={{
        display: 'inline-block',
        width: 18,
        height: 18,
        borderRadius: 4,
        background: color,
        border: '1px solid rgba(0,0,0,0.15)',
        verticalAlign: 'middle',
      }}
    />
    <code>{color}</code>
  </Space>
);

/** System → Theme colours: each customer's presets and its default (applied at sign-in). */
export default function ThemePage() {
  const { t } = useTranslation(['themes', 'common']);
  const lang = useAppStore((s) => s.language);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<ThemePreset, Filters>({ key: 'system-theme', url: THEME_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<ThemePreset | 'new' | null>(null);
  const { refetch } = query;
  const remove = useCallback((ids: Key[]) => post(THEME_API.delete, { ids }), []);
  const onDeleted = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove, onDone: onDeleted });
  const confirm = useConfirmAction();
  const rule = (name: string) => [zodRule(themeSchema, name, lang)];

  const columns = useMemo<TableColumnsType<ThemePreset>>(
    () => [
      { title: t('themes:field.themeName'), dataIndex: 'themeName', key: 'themeName', sorter: true, width: 180, ellipsis: true },
      {
        title: t('themes:field.themeColor'),
        dataIndex: 'themeColor',
        key: 'themeColor',
        width: 150,
        render: (v: string) => <Swatch color={v} />,
      },
      { title: t('themes:field.customer'), dataIndex: 'orgName', key: 'orgName', sorter: true, width: 180, ellipsis: true },
      {
        title: t('themes:field.isDefault'),
        dataIndex: 'isDefault',
        key: 'isDefault',
        width: 110,
        render: (v: boolean) =>
          v ? (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              {t('themes:defaultTag')}
            </Tag>
          ) : null,
      },
      { title: t('themes:field.sort'), dataIndex: 'sort', key: 'sort', sorter: true, width: 110 },
      {
        title: t('themes:field.updateTime'),
        dataIndex: 'updateTime',
        key: 'updateTime',
        width: 170,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 260,
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'edit', permission: THEME_PERMS.edit, onClick: () => setEditing(row) },
              {
                key: 'setDefault',
                label: t('themes:setDefault'),
                icon: <CheckCircleOutlined />,
                permission: THEME_PERMS.edit,
                disabled: row.isDefault,
                onClick: () =>
                  confirm(t('themes:confirmSetDefault', { name: row.themeName, customer: row.orgName }), async () => {
                    await post(THEME_API.setDefault, { themeId: row.themeId });
                    feedback.success(t('themes:defaultSet'));
                    refetch();
                  }),
              },
              { key: 'delete', permission: THEME_PERMS.remove, onClick: () => confirmDelete([row.themeId], row.themeName) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, confirm, refetch],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('themes:entity');
  return (
    <ListPage
      testId="theme-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="themeName" label={t('themes:field.themeName')}>
            <Input allowClear data-testid="search-themeName" />
          </Form.Item>
          <Form.Item name="orgId" label={t('themes:field.customer')}>
            <OrgTreeSelect style={{ width: 220 }} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<ThemePreset, Filters>
        tableId="system-theme"
        rowKey="themeId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Authorized permission={THEME_PERMS.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-button">
                {t('common:action.add')}
              </Button>
            </Authorized>
            <Authorized permission={THEME_PERMS.remove}>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => (selected.length ? confirmDelete(selected) : feedback.warning(t('themes:selectData')))}
                data-testid="batch-delete"
              >
                {t('common:action.deleteSelected')}
              </Button>
            </Authorized>
          </>
        }
      />
      <FormDrawer
        as="modal"
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={themeSchema}
        initialValues={
          current
            ? {
                orgId: current.orgId,
                themeName: current.themeName,
                themeColor: current.themeColor,
                isDefault: current.isDefault,
                sort: current.sort,
              }
            : { themeColor: '#1890ff', isDefault: false }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (current) await post(THEME_API.update, { ...values, themeId: current.themeId });
          else await post(THEME_API.save, values);
          refetch();
        }}
      >
        <Form.Item name="orgId" label={t('themes:field.customer')} extra={t('themes:hint.customer')}>
          <OrgTreeSelect />
        </Form.Item>
        <Form.Item name="themeName" label={t('themes:field.themeName')} required rules={rule('themeName')}>
          <Input count={{ show: true, max: THEME_LIMITS.name }} data-testid="field-themeName" />
        </Form.Item>
        <Form.Item
          name="themeColor"
          label={t('themes:field.themeColor')}
          required
          rules={rule('themeColor')}
          extra={t('themes:hint.themeColor')}
        >
          <ColorField />
        </Form.Item>
        <Form.Item name="isDefault" label={t('themes:field.isDefault')} valuePropName="checked" extra={t('themes:hint.isDefault')}>
          <Switch data-testid="field-isDefault" />
        </Form.Item>
        <Form.Item name="sort" label={t('themes:field.sort')} rules={rule('sort')} extra={t('themes:hint.sort')}>
          <InputNumber min={0} max={THEME_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
