import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { WEB_PAGE_API, WEB_PAGE_LIMITS, WEB_PAGE_PERMS, type WebPage, webPageSaveSchema } from '@vr/contracts';
import { Button, Form, Input, InputNumber, type TableColumnsType, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, postForm } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
  zodRule,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';

type Filters = { pageName?: string; orgId?: number };

/** System → Web pages: each customer's links of the header dropdown (also the fixed route /webpage/index). */
export default function WebPagePage() {
  const { t } = useTranslation(['webpage', 'common']);
  const lang = useAppStore((s) => s.language);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<WebPage, Filters>({ key: 'web-page', url: WEB_PAGE_API.list });
  const [editing, setEditing] = useState<WebPage | 'new' | null>(null);
  const { refetch } = query;
  const remove = useCallback(async (ids: Key[]) => {
    for (const pageId of ids) await get(WEB_PAGE_API.delete, { pageId });
  }, []);
  const confirmDelete = useDeleteAction({ remove, onDone: refetch });
  const rule = (name: string) => [zodRule(webPageSaveSchema, name, lang)];

  const columns = useMemo<TableColumnsType<WebPage>>(
    () => [
      { title: t('webpage:field.pageName'), dataIndex: 'pageName', key: 'pageName', sorter: true, ellipsis: true, width: 180 },
      {
        title: t('webpage:field.pageLink'),
        dataIndex: 'pageLink',
        key: 'pageLink',
        ellipsis: true,
        width: 280,
        render: (link: string) => (
          <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {link}
          </Typography.Link>
        ),
      },
      { title: t('webpage:field.customer'), dataIndex: 'orgName', key: 'orgName', sorter: true, width: 180, ellipsis: true },
      { title: t('webpage:field.sort'), dataIndex: 'sort', key: 'sort', sorter: true, width: 110 },
      {
        title: t('webpage:field.updatedAt'),
        dataIndex: 'updatedAt',
        key: 'updatedAt',
        width: 170,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 170,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                permission: WEB_PAGE_PERMS.edit,
                onClick: () => setEditing(row),
              },
              {
                key: 'delete',
                permission: WEB_PAGE_PERMS.remove,
                onClick: () => confirmDelete([row.pageId], row.pageName),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('webpage:entity');
  return (
    <ListPage
      testId="web-page-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="pageName" label={t('webpage:field.pageName')}>
            <Input allowClear data-testid="search-pageName" />
          </Form.Item>
          <Form.Item name="orgId" label={t('webpage:field.customer')}>
            <OrgTreeSelect style={{ width: 220 }} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<WebPage, Filters>
        tableId="system-web-page"
        rowKey="pageId"
        query={query}
        columns={columns}
        toolbar={
          <Authorized permission={WEB_PAGE_PERMS.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-button">
              {t('common:action.add')}
            </Button>
          </Authorized>
        }
      />
      <FormDrawer
        as="modal"
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={webPageSaveSchema}
        hiddenValues={current ? { pageId: current.pageId } : {}}
        initialValues={current ? { orgId: current.orgId, pageName: current.pageName, pageLink: current.pageLink, sort: current.sort } : {}}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await postForm(WEB_PAGE_API.save, values as Record<string, unknown>);
          refetch();
        }}
      >
        <Form.Item name="orgId" label={t('webpage:field.customer')} extra={t('webpage:hint.customer')}>
          <OrgTreeSelect />
        </Form.Item>
        <Form.Item name="pageName" label={t('webpage:field.pageName')} required rules={rule('pageName')}>
          <Input count={{ show: true, max: WEB_PAGE_LIMITS.pageName }} data-testid="field-pageName" />
        </Form.Item>
        <Form.Item name="pageLink" label={t('webpage:field.pageLink')} required rules={rule('pageLink')} extra={t('webpage:hint.pageLink')}>
          <Input data-testid="field-pageLink" />
        </Form.Item>
        <Form.Item name="sort" label={t('webpage:field.sort')} rules={rule('sort')} extra={t('webpage:hint.sort')}>
          <InputNumber min={0} max={WEB_PAGE_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
