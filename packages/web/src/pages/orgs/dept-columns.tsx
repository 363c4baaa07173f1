import { PlusOutlined } from '@ant-design/icons';
import { DEPT_PERMS, type DeptRow } from '@vr/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { actionButtons, actionsColumnWidth, DictTag, type RowAction, RowActions } from '../../components/list-page';
import type { SearchField } from '../../components/list-page/screen-search';
import { formatDateTime } from '../../utils/format';
import type { DeptNode } from './dept-tree';

const KIND_COLORS: Record<DeptRow['kind'], string> = { platform: 'purple', customer: 'blue', department: 'cyan', store: 'green' };
// Platform and customers are kept on their own screens; here only departments and stores change.
/** Translates an i18n key of the dept and common namespaces. */
type Text = (key: string) => string;

const EDITABLE = new Set(['department', 'store']);

/** The filter bar of the organisation tree. */
export const DEPT_SEARCH: SearchField[] = [
  { name: 'deptName', label: 'dept:field.deptName', type: 'text' },
  { name: 'status', label: 'common:field.status', type: 'dict', dict: 'sys_normal_disable', numeric: true },
];

export interface DeptRowHandlers {
  addChild(parent: DeptNode): void;
  edit(row: DeptNode): void;
  remove(row: DeptNode): void;
}

/** A store has no children; only departments and stores are edited or deleted here. */
function actionsOf(row: DeptNode, t: Text, on: DeptRowHandlers): RowAction[] {
  const addChild: RowAction = {
    key: 'add-child',
    label: t('dept:addChild'),
    icon: <PlusOutlined />,
    permission: DEPT_PERMS.add,
    onClick: () => on.addChild(row),
  };
  return [
    ...(row.kind !== 'store' ? [addChild] : []),
    ...(EDITABLE.has(row.kind)
      ? [
          { key: 'edit', permission: DEPT_PERMS.edit, onClick: () => on.edit(row) },
          { key: 'delete', permission: DEPT_PERMS.remove, onClick: () => on.remove(row) },
        ]
      : []),
  ];
}

/** The columns of the organisation tree table, with each row's actions. */
export function deptColumns(t: Text, on: DeptRowHandlers): TableColumnsType<DeptNode> {
  const column = (key: string, label: string, width: number, extra: object = {}) => ({
    title: t(label),
    dataIndex: key,
    key,
    width,
    ...extra,
  });
  return [
    column('deptName', 'dept:field.deptName', 300),
    column('kind', 'dept:field.kind', 110, {
      render: (kind: DeptRow['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`dept:kind.${kind}`)}</Tag>,
    }),
    column('orgCode', 'dept:field.code', 130),
    column('leader', 'dept:field.leader', 130),
    column('phone', 'dept:field.phone', 150),
    column('storeType', 'dept:field.storeType', 130, { render: (v: number | null) => (v ? t(`dept:storeType.${v as 1 | 2 | 3}`) : '') }),
    column('deviceCount', 'dept:field.deviceCount', 90, { align: 'right' }),
    column('orderNum', 'dept:field.orderNum', 100, { align: 'right' }),
    column('status', 'common:field.status', 100, { render: (v: number) => <DictTag dict="sys_normal_disable" value={v} /> }),
    column('createTime', 'common:field.createTime', 180, { render: (v: string) => formatDateTime(v) }),
    {
      title: t('common:field.actions'),
      key: 'actions',
      fixed: 'right',
      width: actionsColumnWidth(actionButtons(3)),
      render: (_, row) => <RowActions actions={actionsOf(row, t, on)} />,
    },
  ];
}
