import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MENU_API, MENU_CLIENTS, MENU_PERMS, type MenuClient, type MenuRow } from '@vr/contracts';
import { Button, Form, Input, Segmented, Space, Tooltip } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, get } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import { DictSelect, ListPage, SearchForm, TreeTable, useDeleteAction, useTreeExpansion } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { type Editing, MenuForm } from './MenuForm';
import { useMenuColumns } from './menu-columns';
import { type MenuNode, nestMenus, parentIds } from './menu-tree';

type Filters = { name?: string; status?: number };

const removeMenu = (ids: Key[]) => del(MENU_API.one(String(ids[0])));

/** System → Menus: the tree of directories, pages and buttons. */
export default function MenuPage() {
  const { t } = useTranslation(['menu', 'common']);
  const lang = useAppStore((s) => s.language);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Filters>({});
  const [client, setClient] = useState<MenuClient>(MENU_CLIENTS.PC);
  const [editing, setEditing] = useState<Editing | null>(null);

  const query = useQuery({
    queryKey: ['menu-list', filters, client, lang],
    queryFn: async () => (await get<MenuRow[]>(MENU_API.list, { ...filters, client })).data ?? [],
  });
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const tree = useMemo(() => nestMenus(rows), [rows]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const filtering = Boolean(filters.name || filters.status !== undefined);
  const expansion = useTreeExpansion(tree, allParents, filtering);
  const { expandedKeys } = expansion;
  const confirmDelete = useDeleteAction({ remove: removeMenu, onDone: () => void query.refetch() });

  const columns = useMenuColumns({ edit: setEditing, confirmDelete });

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
            expansion.reset();
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
        <Button onClick={() => expansion.set(expandedKeys.length ? [] : allParents)} data-testid="toggle-expand">
          {expandedKeys.length ? t('menu:collapseAll') : t('menu:expandAll')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} aria-label={t('common:action.refresh')} />
      </Space>
      <TreeTable<MenuNode> {...expansion.table} rowKey="id" columns={columns} query={query} scrollX={1100} testId="menu-table" />
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
