import { NodeCollapseOutlined, NodeExpandOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEPT_PERMS, type DeptListQuery } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Space, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, ListPage, ScreenSearch, TreeTable, useDeleteAction, useTreeExpansion } from '../../components/list-page';
import { ORG_TREE_QUERY_KEY } from '../../components/org-tree-select';
import { deptApi } from './api';
import { DEPT_SEARCH, deptColumns } from './dept-columns';
import { type DeptNode, buildDeptTree, parentIds } from './dept-tree';
import { DeptDrawer, type Editing } from './DeptDrawer';

/** System → Stores & departments: the organisation tree as a tree table. */
export default function DeptPage() {
  const { t } = useTranslation(['dept', 'common']);
  const text = useCallback((key: string) => String(t(key as never)), [t]);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<DeptListQuery>();
  const [filters, setFilters] = useState<DeptListQuery>({});
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
  const expansion = useTreeExpansion(tree, allParents, true);
  const allExpanded = expansion.expandedKeys.length >= allParents.length && allParents.length > 0;

  const afterChange = useCallback(() => {
    void list.refetch();
    void queryClient.invalidateQueries({ queryKey: ORG_TREE_QUERY_KEY });
  }, [list, queryClient]);
  const confirmDelete = useDeleteAction({ remove: (ids) => deptApi.remove(Number(ids[0])), onDone: afterChange });
  const columns = useMemo(
    () =>
      deptColumns(text, {
        addChild: (parent) => setEditing({ mode: 'new', parentId: parent.deptId }),
        edit: (row) => void deptApi.detail(row.deptId).then((detail) => setEditing({ mode: 'edit', detail })),
        remove: (row) => confirmDelete([row.deptId], row.deptName),
      }),
    [text, confirmDelete, setEditing],
  );
  const search = (next: DeptListQuery) => {
    expansion.reset();
    setFilters(next);
  };

  return (
    <ListPage
      testId="dept-page"
      search={
        <ScreenSearch
          form={searchForm}
          fields={DEPT_SEARCH}
          onSearch={(values) => search({ deptName: (values.deptName as string) || undefined, status: values.status as number | undefined })}
          onReset={() => search({})}
          text={text}
        />
      }
    >
      <Space style={{ marginBottom: 12, display: 'flex', justifyContent: 'space-between' }}>
        <Space>
          <AddButton permission={DEPT_PERMS.add} onClick={() => setEditing({ mode: 'new' })} />
          <Button
            icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
            onClick={() => expansion.set(allExpanded ? [] : allParents)}
            data-testid="toggle-expand"
          >
            {allExpanded ? t('dept:collapseAll') : t('dept:expandAll')}
          </Button>
        </Space>
        <Tooltip title={t('common:action.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('common:action.refresh')} />
        </Tooltip>
      </Space>
      <TreeTable<DeptNode> {...expansion.table} rowKey="deptId" columns={columns} query={list} scrollX={1600} testId="dept-table" />
      <DeptDrawer key={opened} editing={editing} rows={rows} onClose={() => setEditing(null)} onSaved={afterChange} />
    </ListPage>
  );
}
