import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEPT_PERMS, type DeptDetail, type DeptListQuery, type DeptRow, deptSchema } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/authorized/Authorized';
import { DictSelect, DictTag, FormDrawer, ListPage, RowActions, SearchForm, useDeleteAction } from '../../../components/list-page';
import { ORG_TREE_QUERY_KEY } from '../../../components/org-tree-select';
import { deptApi } from './api';
import { type DeptNode, buildDeptTree, parentIds, unavailableParents } from './dept-tree';
import { DeptFields } from './DeptForm';
import { formatDateTime } from '../../../utils/format';

type Editing = { mode: 'new'; parentId?: number } | { mode: 'edit'; detail: DeptDetail };

const KIND_COLORS: Record<DeptRow['kind'], string> = { platform: 'purple', customer: 'blue', department: 'cyan', store: 'green' };
const EDITABLE = new Set(['department', 'store']);

/** System → Stores & departments: the organisation tree as a tree table. */
function DeptPageContent() {
  const { t } = useTranslation(['dept', 'common']);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<DeptListQuery>();
  const [filters, setFilters] = useState<DeptListQuery>({});
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [editing, setEditingState] = useState<Editing | null>(null);
  // Each opening gets a fresh form (antd applies initialValues once per form store).
  const [opened, setOpened] = useState(0);
  const setEditing = useCallback((next: Editing | null) => {
    if (next !== null) setOpened((n) => n + 1);
    setEditingState(next);
  }, []);

  const list = useQuery({ queryKey: ['dept-list', filters], queryFn: () => deptApi.list(filters) });
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const tree = useMemo(() => buildDeptTree(rows), [rows]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  // Searching shows every match in its place; otherwise everything starts expanded.
  const expandedKeys = expanded ?? allParents;

  const afterChange = useCallback(() => {
    void list.refetch();
    void queryClient.invalidateQueries({ queryKey: ORG_TREE_QUERY_KEY });
  }, [list, queryClient]);
  const confirmDelete = useDeleteAction({ remove: (ids) => deptApi.remove(Number(ids[0])), onDone: afterChange });
  const openEdit = useCallback(async (id: number) => setEditing({ mode: 'edit', detail: await deptApi.detail(id) }), [setEditing]);

  const columns = useMemo<TableColumnsType<DeptNode>>(
    () => [
      { title: t('dept:field.deptName'), dataIndex: 'deptName', key: 'deptName', width: 300 },
      {
        title: t('dept:field.kind'),
        dataIndex: 'kind',
        key: 'kind',
        width: 110,
        render: (kind: DeptRow['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`dept:kind.${kind}`)}</Tag>,
      },
      { title: t('dept:field.code'), dataIndex: 'orgCode', key: 'orgCode', width: 130 },
      { title: t('dept:field.leader'), dataIndex: 'leader', key: 'leader', width: 130 },
      { title: t('dept:field.phone'), dataIndex: 'phone', key: 'phone', width: 150 },
      {
        title: t('dept:field.storeType'),
        dataIndex: 'storeType',
        key: 'storeType',
        width: 130,
        render: (v: number | null) => (v ? t(`dept:storeType.${v as 1 | 2 | 3}`) : ''),
      },
      { title: t('dept:field.deviceCount'), dataIndex: 'deviceCount', key: 'deviceCount', width: 90, align: 'right' },
      { title: t('dept:field.orderNum'), dataIndex: 'orderNum', key: 'orderNum', width: 100, align: 'right' },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        width: 100,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={v} />,
      },
      {
        title: t('common:field.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        width: 180,
        render: (v: string | null) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 260,
        render: (_, row) => (
          <RowActions
            actions={[
              ...(row.kind !== 'store'
                ? [
                    {
                      key: 'add-child',
                      label: t('dept:addChild'),
                      icon: <PlusOutlined />,
                      permission: DEPT_PERMS.add,
                      onClick: () => setEditing({ mode: 'new', parentId: row.deptId }),
                    },
                  ]
                : []),
              ...(EDITABLE.has(row.kind)
                ? [
                    {
                      key: 'edit',
                      permission: DEPT_PERMS.edit,
                      onClick: () => void openEdit(row.deptId),
                    },
                    {
                      key: 'delete',
                      permission: DEPT_PERMS.remove,
                      onClick: () => confirmDelete([row.deptId], row.deptName),
                    },
                  ]
                : []),
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, openEdit, setEditing],
  );

  const allExpanded = expandedKeys.length >= allParents.length && allParents.length > 0;

  return (
    <ListPage
      testId="dept-page"
      search={
        <SearchForm<DeptListQuery>
          form={searchForm}
          onSearch={(values) => {
            setExpanded(null);
            setFilters({ deptName: values.deptName || undefined, status: values.status ?? undefined });
          }}
          onReset={() => {
            setExpanded(null);
            setFilters({});
          }}
        >
          <Form.Item name="deptName" label={t('dept:field.deptName')}>
            <Input allowClear data-testid="search-deptName" />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric />
          </Form.Item>
        </SearchForm>
      }
    >
      <Space style={{ marginBottom: 12, display: 'flex', justifyContent: 'space-between' }}>
        <Space>
          <Authorized permission={DEPT_PERMS.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })} data-testid="add-button">
              {t('common:action.add')}
            </Button>
          </Authorized>
          <Button
            icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
            onClick={() => setExpanded(allExpanded ? [] : allParents)}
            data-testid="toggle-expand"
          >
            {allExpanded ? t('dept:collapseAll') : t('dept:expandAll')}
          </Button>
        </Space>
        <Tooltip title={t('common:action.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('common:action.refresh')} />
        </Tooltip>
      </Space>
      <Table<DeptNode>
        rowKey="deptId"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 1600 }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
        data-testid="dept-table"
      />
      <DeptDrawer key={opened} editing={editing} rows={rows} onClose={() => setEditing(null)} onSaved={afterChange} />
    </ListPage>
  );
}

interface DeptDrawerProps {
  editing: Editing | null;
  rows: DeptRow[];
  onClose(): void;
  onSaved(): void;
}

function DeptDrawer({ editing, rows, onClose, onSaved }: DeptDrawerProps) {
  const { t } = useTranslation('dept');
  const [form] = Form.useForm();
  const current = editing?.mode === 'edit' ? editing.detail : null;
  const unavailable = useMemo(() => unavailableParents(rows, current), [rows, current]);
  const initialValues = current ?? {
    kind: 'department',
    status: 0,
    deliverySupport: 0,
    parentId: editing?.mode === 'new' ? editing.parentId : undefined,
  };
  return (
    <FormDrawer
      open={editing !== null}
      title={current ? t('edit') : t('add')}
      form={form}
      schema={deptSchema}
      size={760}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (values) => {
        if (current) await deptApi.edit(current.deptId, values);
        else await deptApi.add(values);
        onSaved();
      }}
    >
      <DeptFields unavailable={unavailable} deviceCount={current ? current.deviceCount : null} />
    </FormDrawer>
  );
}

/** System → Stores & departments. */
export default function DeptPage() {
  return <DeptPageContent />;
}
