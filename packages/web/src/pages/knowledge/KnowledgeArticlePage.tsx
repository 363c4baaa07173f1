import { EditOutlined, ReadOutlined } from '@ant-design/icons';
import {
  ARTICLE_STATES,
  KNOWLEDGE_API,
  KNOWLEDGE_ARTICLE_PERMS,
  KNOWLEDGE_ENDPOINTS,
  KNOWLEDGE_READ_PATH,
  type KnowledgeArticle,
  type KnowledgeArticleRow,
  knowledgeArticleSchema,
} from '@vr/contracts';
import { Tag, Typography } from 'antd';
import { type Key, useMemo } from 'react';
import { del, get, post, put } from '../../api/request';
import { type CustomAction, defineScreen, ListScreen } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { useUserStore } from '../../stores/user';
import { formatDateTimeIn } from '../../utils/format';
import { ArticleFields } from './ArticleFields';
import { ClassSelect } from './ClassSelect';

const STATE_OPTIONS = ARTICLE_STATES.map((value) => ({ value, label: `knowledge:state.${value}` }));
const readPath = (row: KnowledgeArticleRow) => `${KNOWLEDGE_READ_PATH}/${row.articleId}`;

const READ: CustomAction<KnowledgeArticleRow> = {
  key: 'read',
  label: 'knowledge:read.action',
  icon: <ReadOutlined />,
  permission: KNOWLEDGE_ARTICLE_PERMS.query,
  onClick: (row, ctx) => void ctx.navigate(readPath(row)),
};

const EDIT: CustomAction<KnowledgeArticleRow> = {
  key: 'editArticle',
  label: 'common:action.edit',
  icon: <EditOutlined />,
  permission: KNOWLEDGE_ARTICLE_PERMS.edit,
  // The list carries no content: the form opens on the whole article.
  onClick: (row, ctx) =>
    void get<KnowledgeArticle>(`${KNOWLEDGE_API.articleBase}/${row.articleId}`).then(
      (res) => res.data && ctx.openForm(res.data),
      () => undefined,
    ),
};

/** The platform writes the knowledge base; a customer's staff only read it (`writer` false). */
const articleScreen = (writer: boolean) =>
  defineScreen({
    endpoint: KNOWLEDGE_ENDPOINTS.articles,
    key: 'knowledge-article',
    testId: 'knowledge-article-page',
    namespaces: ['knowledge'],
    rowKey: 'articleId',
    permissions: KNOWLEDGE_ARTICLE_PERMS,
    columns: [
      {
        key: 'keyword',
        label: 'knowledge:field.keyword',
        searchOnly: true,
        search: 'text',
      },
      {
        key: 'title',
        priority: 1,
        label: 'knowledge:field.title',
        sortable: true,
        ellipsis: true,
        width: 280,
        render: (row, ctx) => (
          <Typography.Link onClick={() => void ctx.navigate(readPath(row))} data-testid={`article-title-${row.articleId}`}>
            {row.title}
          </Typography.Link>
        ),
      },
      {
        key: 'className',
        priority: 2,
        label: 'knowledge:field.classId',
        sortable: true,
        ellipsis: true,
        width: 160,
        search: { type: 'custom', name: 'classId', input: <ClassSelect data-testid="search-classId" /> },
      },
      {
        key: 'state',
        priority: 1,
        label: 'knowledge:field.state',
        sortable: true,
        width: 110,
        search: { type: 'select', options: STATE_OPTIONS },
        render: (row, ctx) => <Tag color={row.state === 'published' ? 'green' : 'default'}>{ctx.text(`knowledge:state.${row.state}`)}</Tag>,
      },
      {
        key: 'customers',
        priority: 3,
        label: 'knowledge:field.orgIds',
        ellipsis: true,
        width: 200,
        render: (row, ctx) =>
          row.allCustomers ? (
            <Typography.Text type="secondary">{ctx.text('knowledge:allCustomers')}</Typography.Text>
          ) : (
            row.customers.map((c) => c.orgName).join(', ')
          ),
      },
      { key: 'summary', priority: 4, label: 'knowledge:field.summary', ellipsis: true, width: 260 },
      { key: 'author', priority: 4, label: 'knowledge:field.author', ellipsis: true, width: 120 },
      {
        key: 'updateTime',
        priority: 3,
        label: 'knowledge:field.updateTime',
        sortable: true,
        width: 170,
        render: (row) => formatDateTimeIn(row.updateTime, businessTimeZone()),
      },
    ],
    toolbar: writer ? ['add', 'batchDelete'] : [],
    rowActions: writer ? [READ, EDIT, 'delete'] : [READ],
    remove: { call: (ids: Key[]) => del(`${KNOWLEDGE_API.articleBase}/${ids.join(',')}`), name: (row) => row.title },
    form: {
      schema: knowledgeArticleSchema,
      entity: 'knowledge:article.entity',
      size: 860,
      fields: () => <ArticleFields />,
      initialValues: (row) => {
        const article = row as KnowledgeArticle | null;
        return article
          ? {
              title: article.title,
              classId: article.classId,
              state: article.state,
              allCustomers: article.allCustomers,
              orgIds: article.customers.map((c) => c.orgId),
              content: article.content ?? '',
            }
          : { state: 'draft', allCustomers: false, orgIds: [], content: '' };
      },
      create: (values) => post(KNOWLEDGE_API.articleBase, values),
      update: (row, values) => put(KNOWLEDGE_API.articleBase, { ...values, articleId: row.articleId }),
    },
  });

/** Knowledge base → articles: search title and text, filter by classification (with its sub-tree) and state; write, read, delete. */
export default function KnowledgeArticlePage() {
  const writer = useUserStore((s) => s.session?.userInfo.customerOrgId == null);
  const screen = useMemo(() => articleScreen(writer), [writer]);
  return <ListScreen screen={screen} />;
}
