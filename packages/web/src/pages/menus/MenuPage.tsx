import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  MENU_API,
  MENU_CLIENTS,
  MENU_EXTRA_TITLE_LANGS,
  MENU_PERMS,
  MENU_TITLE_LANGS,
  type MenuClient,
  type MenuRow,
  menuCreateSchema,
  menuUpdateSchema,
} from '@vr/contracts';
import {
  Alert,
  Button,
  Col,
  Collapse,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Segmented,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  TreeSelect,
} from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, get, post, put } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import {
  actionButtons,
  actionsColumnWidth,
  DictRadio,
  DictSelect,
  DictTag,
  FormDrawer,
  ListPage,
  RowActions,
  SearchForm,
  useDeleteAction,
  zodRule,
} from '../../components/list-page';
import { menuIcon } from '../../components/menu-icon';
import { useAppStore } from '../../stores/app';
import { IconPicker } from './IconPicker';
import { type MenuNode, nestMenus, parentIds, subtreeIds } from './menu-tree';

type Filters = { name?: string; status?: number };
type Editing = { row: MenuRow | null; parentId: number };

const removeMenu = (ids: Key[]) => del(MENU_API.one(String(ids[0])));

/** System → Menus: the tree of directories, pages and buttons. */
export default function MenuPage() {
  const { t } = useTranslation(['menu', 'common']);
  const lang = useAppStore((s) => s.language);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Filters>({});
  const [client, setClient] = useState<MenuClient>(MENU_CLIENTS.PC);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const query = useQuery({
    queryKey: ['menu-list', filters, client, lang],
    queryFn: async () => (await get<MenuRow[]>(MENU_API.list, { ...filters, client })).data ?? [],
  });
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const tree = useMemo(() => nestMenus(rows), [rows]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const filtering = Boolean(filters.name || filters.status !== undefined);
  const expandedKeys = expanded ?? (filtering ? allParents : []);
  const confirmDelete = useDeleteAction({ remove: removeMenu, onDone: () => void query.refetch() });

  const columns = useMemo<TableColumnsType<MenuNode>>(
    () => [
      {
        title: t('menu:field.title'),
        dataIndex: 'title',
        key: 'title',
        width: 260,
        render: (title: string, row) => (
          <span data-testid={`menu-row-${row.name}`}>
            {title} {row.builtIn && <Tag>{t('menu:field.builtIn')}</Tag>}
          </span>
        ),
      },
      {
        title: t('menu:field.icon'),
        dataIndex: 'icon',
        key: 'icon',
        width: 70,
        align: 'center',
        render: (icon: string | null) => menuIcon(icon) ?? icon,
      },
      { title: t('menu:field.sort'), dataIndex: 'sort', key: 'sort', width: 80 },
      {
        title: t('menu:field.menuType'),
        dataIndex: 'menuType',
        key: 'menuType',
        width: 100,
        render: (v: 'M' | 'C' | 'F') => <Tag color={v === 'M' ? 'blue' : v === 'C' ? 'green' : 'default'}>{t(`menu:type.${v}`)}</Tag>,
      },
      { title: t('menu:field.perms'), dataIndex: 'perms', key: 'perms', ellipsis: true },
      { title: t('menu:field.component'), dataIndex: 'component', key: 'component', ellipsis: true },
      {
        title: t('menu:field.status'),
        dataIndex: 'status',
        key: 'status',
        width: 90,
        render: (v: number, row) => (row.menuType === 'F' ? null : <DictTag dict="sys_show_hide" value={String(v)} />),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        width: actionsColumnWidth(actionButtons(3)),
        fixed: 'right',
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                permission: MENU_PERMS.edit,
                onClick: () => setEditing({ row, parentId: row.parentId }),
              },
              {
                key: 'add-child',
                label: t('menu:addChild'),
                icon: <PlusOutlined />,
                permission: MENU_PERMS.add,
                disabled: row.menuType === 'F',
                onClick: () => setEditing({ row: null, parentId: row.id }),
              },
              {
                key: 'delete',
                disabled: row.builtIn,
                permission: MENU_PERMS.remove,
                onClick: () => confirmDelete([row.id], row.title),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete],
  );

  return (
    <ListPage
      testId="menu-page"
      search={
        <SearchForm form={searchForm} onSearch={(v) => setFilters(v)} onReset={() => setFilters({})}>
          <Form.Item name="name" label={t('menu:field.title')}>
            <Input allowClear data-testid="search-name" />
          </Form.Item>
          <Form.Item name="status" label={t('menu:field.status')}>
            <DictSelect dict="sys_show_hide" />
          </Form.Item>
        </SearchForm>
      }
    >
      <Space style={{ marginBottom: 12, display: 'flex', flexWrap: 'wrap' }}>
        <Segmented<MenuClient>
          value={client}
          onChange={(v) => {
            setClient(v);
            setExpanded(null);
          }}
          options={[
            { value: MENU_CLIENTS.PC, label: t('menu:client.pc') },
            {
              value: MENU_CLIENTS.APPLET,
              label: <Tooltip title={t('menu:hint.applet')}>{t('menu:client.applet')}</Tooltip>,
            },
          ]}
        />
        <Authorized permission={MENU_PERMS.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null, parentId: 0 })} data-testid="add-button">
            {t('common:action.add')}
          </Button>
        </Authorized>
        <Button onClick={() => setExpanded(expandedKeys.length ? [] : allParents)} data-testid="toggle-expand">
          {expandedKeys.length ? t('menu:collapseAll') : t('menu:expandAll')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} aria-label={t('common:action.refresh')} />
      </Space>
      <Table<MenuNode>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 1100 }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
        data-testid="menu-table"
      />
      {editing && (
        <MenuForm
          editing={editing}
          rows={rows}
          client={client}
          form={form}
          onClose={() => setEditing(null)}
          onSaved={() => void query.refetch()}
        />
      )}
    </ListPage>
  );
}

interface MenuFormProps {
  editing: Editing;
  rows: MenuRow[];
  client: MenuClient;
  form: ReturnType<typeof Form.useForm>[0];
  onClose(): void;
  onSaved(): void;
}

function MenuForm({ editing, rows, client, form, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation(['menu', 'common']);
  const lang = useAppStore((s) => s.language);
  const current = editing.row;
  const builtIn = current?.builtIn ?? false;
  const schema = current ? menuUpdateSchema : menuCreateSchema;
  const menuType = (Form.useWatch('menuType', form) as 'M' | 'C' | 'F' | undefined) ?? current?.menuType ?? 'C';
  const external = Form.useWatch('isExternal', form) as boolean | undefined;
  const rule = (name: string) => [zodRule(menuCreateSchema, name, lang)];
  const locked = builtIn;

  const parentTree = useMemo(() => {
    const excluded = current ? subtreeIds(rows, current.id) : new Set<number>();
    const eligible = rows.filter((r) => r.menuType !== 'F' && !excluded.has(r.id));
    type Opt = { value: number; title: string; children?: Opt[] };
    const toOpt = (n: MenuNode): Opt => ({ value: n.id, title: n.title, ...(n.children ? { children: n.children.map(toOpt) } : {}) });
    return [{ value: 0, title: t('menu:root'), children: nestMenus(eligible).map(toOpt) }];
  }, [rows, current, t]);

  const initial = current
    ? { ...current, titles: { ...current.titles } }
    : {
        parentId: editing.parentId,
        menuType: 'C',
        sort: 100,
        status: 1,
        noCache: false,
        affix: false,
        alwaysShow: false,
        isExternal: false,
        client,
        titles: {},
      };

  return (
    <FormDrawer
      open
      size={720}
      title={current ? t('common:form.editTitle', { name: t('menu:name') }) : t('common:form.addTitle', { name: t('menu:name') })}
      form={form}
      schema={schema}
      initialValues={initial}
      hiddenValues={current ? { id: current.id, client: current.client } : { client }}
      onClose={onClose}
      onSubmit={async (values) => {
        if (current) await put(MENU_API.base, values);
        else await post(MENU_API.base, values);
        onSaved();
      }}
    >
      {builtIn && <Alert type="info" showIcon title={t('menu:hint.builtIn')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={t('menu:field.parentId')} rules={rule('parentId')}>
            <TreeSelect
              treeData={parentTree}
              treeDefaultExpandedKeys={[0]}
              disabled={locked}
              showSearch
              treeNodeFilterProp="title"
              data-testid="field-parentId"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="menuType" label={t('menu:field.menuType')} required>
            <Radio.Group
              disabled={locked}
              options={(['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`menu:type.${v}`) }))}
              data-testid="field-menuType"
            />
          </Form.Item>
        </Col>
        {MENU_TITLE_LANGS.map((l) => (
          <Col span={12} key={l}>
            <Form.Item name={['titles', l]} label={t('menu:field.titleIn', { lang: t(`menu:lang.${l}`) })} required>
              <Input disabled={locked} maxLength={60} data-testid={`field-title-${l}`} />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Collapse
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'more',
                label: t('menu:field.moreTitles'),
                forceRender: true,
                children: (
                  <Row gutter={16}>
                    {MENU_EXTRA_TITLE_LANGS.map((l) => (
                      <Col span={8} key={l}>
                        <Form.Item name={['titles', l]} label={t(`menu:lang.${l}`)}>
                          <Input disabled={locked} maxLength={60} />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                ),
              },
            ]}
          />
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={t('menu:field.name')} required rules={rule('name')}>
            <Input disabled={locked} data-testid="field-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sort" label={t('menu:field.sort')} rules={rule('sort')}>
            <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} data-testid="field-sort" />
          </Form.Item>
        </Col>
        {menuType !== 'F' && (
          <>
            <Col span={12}>
              <Form.Item name="icon" label={t('menu:field.icon')}>
                <IconPicker disabled={locked} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="path" label={t('menu:field.path')} required extra={t('menu:hint.path')}>
                <Input disabled={locked} data-testid="field-path" />
              </Form.Item>
            </Col>
          </>
        )}
        {menuType === 'C' && !external && (
          <Col span={12}>
            <Form.Item name="component" label={t('menu:field.component')} rules={rule('component')} extra={t('menu:hint.component')}>
              <Input disabled={locked} data-testid="field-component" />
            </Form.Item>
          </Col>
        )}
        {menuType !== 'M' && (
          <Col span={12}>
            <Form.Item name="perms" label={t('menu:field.perms')} rules={rule('perms')} extra={t('menu:hint.perms')}>
              <Input disabled={locked} data-testid="field-perms" />
            </Form.Item>
          </Col>
        )}
        {menuType !== 'F' && (
          <>
            <Col span={12}>
              <Form.Item name="status" label={t('menu:field.status')}>
                <DictRadio dict="sys_show_hide" numeric />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="isExternal" label={t('menu:field.isExternal')} valuePropName="checked" extra={t('menu:hint.external')}>
                <Switch disabled={locked} />
              </Form.Item>
            </Col>
            {menuType === 'C' && (
              <>
                <Col span={8}>
                  <Form.Item
                    name="noCache"
                    label={t('menu:field.noCache')}
                    valuePropName="checked"
                    getValueProps={(v: boolean) => ({ checked: !v })}
                    normalize={(checked: boolean) => !checked}
                  >
                    <Switch />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="affix" label={t('menu:field.affix')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              </>
            )}
            {menuType === 'M' && (
              <Col span={8}>
                <Form.Item name="alwaysShow" label={t('menu:field.alwaysShow')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            )}
          </>
        )}
      </Row>
    </FormDrawer>
  );
}
