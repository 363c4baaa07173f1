import { LogoutOutlined } from '@ant-design/icons';
import { ONLINE_API, ONLINE_PERMS, type OnlineSession } from '@vr/contracts';
import { Form, Input, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { del } from '../../../api/request';
import { ListPage, ListTable, RowActions, SearchForm, feedback, useListQuery } from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';

type Filters = { userName?: string; ipaddr?: string };

/** System → Online users: every live session in scope; force logout ends one at once (spec §2). */
export default function OnlinePage() {
  const { t } = useTranslation(['online', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<OnlineSession, Filters>({ key: 'online', url: ONLINE_API.list });
  const { refetch } = query;

  const forceLogout = useCallback(
    (row: OnlineSession) =>
      feedback.confirm({
        title: t('common:confirm.title'),
        content: row.current ? t('online:confirmOwn') : t('online:confirm', { name: row.employeeName || row.userName }),
        okText: t('online:forceLogout'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-force-logout' } as never,
        cancelText: t('common:action.cancel'),
        onOk: async () => {
          try {
            const res = await del<{ own: boolean }, string>(`${ONLINE_API.base}/${row.sessionId}`);
            feedback.success(res.result ?? '');
            if (!res.data?.own) refetch();
          } catch {
            // shown by the request wrapper
          }
        },
      }),
    [t, refetch],
  );

  const columns = useMemo<TableColumnsType<OnlineSession>>(
    () => [
      {
        title: t('online:field.sessionId'),
        dataIndex: 'sessionId',
        key: 'sessionId',
        width: 120,
        render: (v: string) => (
          <Tooltip title={v}>
            <Typography.Text code>{v.slice(0, 12)}</Typography.Text>
          </Tooltip>
        ),
      },
      {
        title: t('online:field.userName'),
        dataIndex: 'userName',
        key: 'userName',
        sorter: true,
        width: 190,
        render: (_: unknown, r) => (
          <span>
            {r.employeeName ? `${r.employeeName} (${r.userName})` : r.userName}{' '}
            {r.current ? (
              <Tag color="blue" data-testid="current-session">
                {t('online:you')}
              </Tag>
            ) : null}
          </span>
        ),
      },
      { title: t('online:field.org'), dataIndex: 'orgName', key: 'orgName', width: 160, ellipsis: true },
      { title: t('online:field.ipaddr'), dataIndex: 'ipaddr', key: 'ipaddr', sorter: true, width: 120 },
      { title: t('online:field.browser'), dataIndex: 'browser', key: 'browser', width: 130, ellipsis: true },
      { title: t('online:field.os'), dataIndex: 'os', key: 'os', width: 110, ellipsis: true },
      {
        title: t('online:field.loginTime'),
        dataIndex: 'loginTime',
        key: 'loginTime',
        sorter: true,
        width: 165,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('online:field.lastAccessTime'),
        dataIndex: 'lastAccessTime',
        key: 'lastAccessTime',
        sorter: true,
        width: 165,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 110,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'force-logout',
                label: t('online:forceLogout'),
                icon: <LogoutOutlined />,
                danger: true,
                permission: ONLINE_PERMS.forceLogout,
                onClick: () => forceLogout(row),
              },
            ]}
          />
        ),
      },
    ],
    [t, forceLogout],
  );

  return (
    <ListPage
      testId="online-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="userName" label={t('online:field.userName')}>
            <Input allowClear data-testid="search-userName" />
          </Form.Item>
          <Form.Item name="ipaddr" label={t('online:field.ipaddr')}>
            <Input allowClear data-testid="search-ipaddr" />
          </Form.Item>
        </SearchForm>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('online:hint')}
      </Typography.Paragraph>
      <ListTable<OnlineSession, Filters> tableId="monitor-online" scrollX={1300} rowKey="sessionId" query={query} columns={columns} />
    </ListPage>
  );
}
