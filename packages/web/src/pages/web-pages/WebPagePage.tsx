import { LinkOutlined } from '@ant-design/icons';
import { WEB_PAGE_API, WEB_PAGE_ENDPOINTS, WEB_PAGE_PERMS, webPageSaveSchema } from '@vr/contracts';
import { Typography } from 'antd';
import type { Key } from 'react';
import { get, postForm } from '../../api/request';
import { customerColumn, defineScreen, ListScreen } from '../../components/list-page';
import { WebPageFields } from './WebPageFields';

const webPageScreen = defineScreen({
  endpoint: WEB_PAGE_ENDPOINTS.list,
  key: 'web-page',
  tableId: 'system-web-page',
  testId: 'web-page-page',
  namespaces: ['webpage'],
  rowKey: 'pageId',
  permissions: WEB_PAGE_PERMS,
  columns: [
    { key: 'pageName', priority: 1, label: 'webpage:field.pageName', sortable: true, ellipsis: true, width: 180, search: 'text' },
    {
      key: 'pageLink',
      priority: 2,
      label: 'webpage:field.pageLink',
      ellipsis: true,
      width: 280,
      render: (row) => (
        <Typography.Link href={row.pageLink} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {row.pageLink}
        </Typography.Link>
      ),
    },
    customerColumn('webpage:field.customer'),
    { key: 'sort', priority: 4, label: 'webpage:field.sort', sortable: true, width: 110 },
    { key: 'updatedAt', priority: 3, label: 'webpage:field.updatedAt', width: 170, render: 'dateTime' },
  ],
  toolbar: ['add'],
  rowActions: ['edit', 'delete'],
  remove: {
    // The API deletes one link per call.
    call: async (ids: Key[]) => {
      for (const pageId of ids) await get(WEB_PAGE_API.delete, { pageId });
    },
    name: (row) => row.pageName,
  },
  form: {
    schema: webPageSaveSchema,
    entity: 'webpage:entity',
    as: 'modal',
    fields: () => <WebPageFields />,
    initialValues: (row) => (row ? { orgId: row.orgId, pageName: row.pageName, pageLink: row.pageLink, sort: row.sort } : {}),
    create: (values) => postForm(WEB_PAGE_API.save, values as Record<string, unknown>),
    update: (row, values) => postForm(WEB_PAGE_API.save, { ...values, pageId: row.pageId }),
  },
});

/** System → Web pages: each customer's links of the header dropdown (also the fixed route /webpage/index). */
export default function WebPagePage() {
  return <ListScreen screen={webPageScreen} />;
}
