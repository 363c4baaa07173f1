import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { KNOWLEDGE_API, KNOWLEDGE_CLASS_PERMS, type KnowledgeClassNode } from '@vr/contracts';
import { Button, Form, Space, type TableColumnsType } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, get } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import {
  actionButtons,
  actionsColumnWidth,
  ListPage,
  RowActions,
  TreeTable,
  useDeleteAction,
  useTreeExpansion,
} from '../../components/list-page';
import { useUserStore } from '../../stores/user';
import { ClassForm, type ClassEditing } from './ClassForm';
import { parentIds } from './class-tree';

const removeClass = (ids: Key[]) => del(`${KNOWLEDGE_API.classBase}/${String(ids[0])}`);

/** Knowledge base → classifications: the tree, with its articles counted; add, edit, delete with confirmation. */
export default function KnowledgeClassPage() {
  const { t } = useTranslation(['knowledge', 'common']);
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<ClassEditing | null>(null);
  // The platform writes the classifications; a customer's staff only see them.
  const writer = useUserStore((s) => s.session?.userInfo.customerOrgId == null);
  const query = useQuery({
    queryKey: ['knowledge-class-tree'],
    queryFn: async () => (await get<KnowledgeClassNode[]>(KNOWLEDGE_API.classTree)).data ?? [],
  });
  const tree = useMemo(() => query.data ?? [], [query.data]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const expansion = useTreeExpansion(tree, allParents, true);
  const confirmDelete = useDeleteAction({ remove: removeClass, onDone: () => void query.refetch() });

  const columns = useMemo<TableColumnsType<KnowledgeClassNode>>(
    () => [
      {
        title: t('knowledge:field.className'),
        dataIndex: 'className',
        key: 'className',
        render: (name: string, row) => <span data-testid={`class-row-${row.classId}`}>{name}</span>,
      },
      { title: t('knowledge:field.articleCount'), dataIndex: 'articleCount', key: 'articleCount', width: 120 },
      { title: t('knowledge:field.sort'), dataIndex: 'sort', key: 'sort', width: 110 },
      ...(!writer
        ? []
        : [
            {
              title: t('common:field.actions'),
              key: 'actions',
              width: actionsColumnWidth(actionButtons(3)),
              fixed: 'right',
              render: (_, row) => (
                <RowActions
                  actions={[
                    { key: 'edit', permission: KNOWLEDGE_CLASS_PERMS.edit, onClick: () => setEditing({ row, parentId: row.parentId }) },
                    {
                      key: 'add-child',
                      label: t('knowledge:class.addChild'),
                      icon: <PlusOutlined />,
                      permission: KNOWLEDGE_CLASS_PERMS.add,
                      onClick: () => setEditing({ row: null, parentId: row.classId }),
                    },
                    { key: 'delete', permission: KNOWLEDGE_CLASS_PERMS.remove, onClick: () => confirmDelete([row.classId], row.className) },
                  ]}
                />
              ),
            } satisfies TableColumnsType<KnowledgeClassNode>[number],
          ]),
    ],
    [t, confirmDelete, writer],
  );

  return (
    <ListPage testId="knowledge-class-page">
      <Space style={{ marginBottom: 12, display: 'flex', flexWrap: 'wrap' }}>
        {writer && (
          <Authorized permission={KNOWLEDGE_CLASS_PERMS.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null, parentId: 0 })} data-testid="add-button">
              {t('common:action.add')}
            </Button>
          </Authorized>
        )}
        <Button onClick={() => expansion.set(expansion.expandedKeys.length ? [] : allParents)} data-testid="toggle-expand">
          {expansion.expandedKeys.length ? t('knowledge:class.collapseAll') : t('knowledge:class.expandAll')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} aria-label={t('common:action.refresh')} />
      </Space>
      <TreeTable<KnowledgeClassNode>
        {...expansion.table}
        rowKey="classId"
        columns={columns}
        query={query}
        scrollX={640}
        testId="knowledge-class-table"
      />
      {editing && (
        <ClassForm editing={editing} tree={tree} form={form} onClose={() => setEditing(null)} onSaved={() => void query.refetch()} />
      )}
    </ListPage>
  );
}
