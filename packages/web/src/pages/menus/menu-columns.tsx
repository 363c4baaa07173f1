import { PlusOutlined } from '@ant-design/icons';
import { MENU_PERMS } from '@vr/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { type Key, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionButtons, actionsColumnWidth, DictTag, RowActions } from '../../components/list-page';
import { menuIcon } from '../../components/menu-icon';
import type { Editing } from './MenuForm';
import type { MenuNode } from './menu-tree';

export interface MenuRowActions {
  /** Opens the form on a row (null: a new one) under a parent. */
  edit(editing: Editing): void;
  confirmDelete(ids: Key[], name: string): void;
}

/** The columns of the menu tree: title, icon, order, type, permission, page, visibility and the row's actions. */
export function useMenuColumns({ edit, confirmDelete }: MenuRowActions): TableColumnsType<MenuNode> {
  const { t } = useTranslation(['menu', 'common']);
  return useMemo<TableColumnsType<MenuNode>>(
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
                onClick: () => edit({ row, parentId: row.parentId }),
              },
              {
                key: 'add-child',
                label: t('menu:addChild'),
                icon: <PlusOutlined />,
                permission: MENU_PERMS.add,
                disabled: row.menuType === 'F',
                onClick: () => edit({ row: null, parentId: row.id }),
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
    [t, edit, confirmDelete],
  );
}
