import { UnlockOutlined } from '@ant-design/icons';
import { LOGININFOR_API, LOGININFOR_PERMS, type LoginLogRow } from '@vr/contracts';
import { DatePicker, Form, Input, Select, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, put } from '../../../api/request';
import {
  BatchDeleteButton,
  ExportButton,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  feedback,
  splitRange,
  useDeleteAction,
  useListQuery,
} from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { CleanButton } from '../log-retention/CleanButton';
import { RetentionHint } from '../log-retention/RetentionHint';

type Filters = { userName?: string; ipaddr?: string; status?: 0 | 1; range?: unknown };
const toParams = (f: Filters) => splitRange(f, 'range', 'beginTime', 'endTime');

/** System → Logs → Login log: every sign-in attempt; unlock an account locked by failed attempts. */
export default function LogininforPage() {
  const { t } = useTranslation(['logs', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<LoginLogRow, Filters>({ key: 'logininfor', url: LOGININFOR_API.list, toParams });
  const [selected, setSelected] = useState<Key[]>([]);
  const { refetch } = query;
  const remove = useCallback((ids: Key[]) => del(`${LOGININFOR_API.base}/${ids.join(',')}`), []);
  const afterChange = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove, onDone: afterChange });

  const unlock = useCallback(
    (userName: string) =>
      feedback.confirm({
        title: t('common:confirm.title'),
        content: t('logs:logininfor.unlockConfirm', { userName }),
        okText: t('logs:logininfor.unlock'),
        okButtonProps: { 'data-testid': 'confirm-unlock' } as never,
        cancelText: t('common:action.cancel'),
        onOk: async () => {
          try {
            const res = await put<{ wasLocked: boolean }, string>(`${LOGININFOR_API.unlock}/${encodeURIComponent(userName)}`);
            feedback.success(res.result ?? '');
            refetch();
          } catch {
            // shown by the request wrapper
          }
        },
      }),
    [t, refetch],
  );

  const columns = useMemo<TableColumnsType<LoginLogRow>>(
    () => [
      { title: t('logs:logininfor.field.infoId'), dataIndex: 'infoId', key: 'infoId', width: 90 },
      {
        title: t('logs:logininfor.field.loginTime'),
        dataIndex: 'loginTime',
        key: 'loginTime',
        sorter: true,
        width: 180,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('logs:logininfor.field.userName'),
        dataIndex: 'userName',
        key: 'userName',
        sorter: true,
        width: 230,
        render: (_: unknown, r) => (
          <Space size={4}>
            <span>{r.employeeName ? `${r.employeeName} (${r.userName})` : r.userName}</span>
            {r.lockedUntil ? (
              <Tooltip title={`${t('logs:logininfor.field.locked')} ${formatDateTime(r.lockedUntil)}`}>
                <Tag color="warning" data-testid="locked-tag">
                  {t('logs:logininfor.lockedTag')}
                </Tag>
              </Tooltip>
            ) : null}
          </Space>
        ),
      },
      { title: t('logs:logininfor.field.org'), dataIndex: 'orgName', key: 'orgName', width: 160, ellipsis: true },
      { title: t('logs:logininfor.field.ipaddr'), dataIndex: 'ipaddr', key: 'ipaddr', sorter: true, width: 130 },
      { title: t('logs:logininfor.field.browser'), dataIndex: 'browser', key: 'browser', width: 130, ellipsis: true },
      { title: t('logs:logininfor.field.os'), dataIndex: 'os', key: 'os', width: 130, ellipsis: true },
      {
        title: t('logs:logininfor.field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 100,
        render: (v: 0 | 1) => (
          <Tag color={v === 0 ? 'success' : 'error'}>{t(v === 0 ? 'logs:outcome.success' : 'logs:outcome.failure')}</Tag>
        ),
      },
      { title: t('logs:logininfor.field.msg'), dataIndex: 'msg', key: 'msg', width: 240, ellipsis: true },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 180,
        render: (_, row) => (
          <RowActions
            actions={[
              // Unlock is offered while the account is locked (failed sign-ins).
              ...(row.lockedUntil
                ? [
                    {
                      key: 'unlock',
                      label: t('logs:logininfor.unlock'),
                      icon: <UnlockOutlined />,
                      permission: LOGININFOR_PERMS.unlock,
                      onClick: () => unlock(row.userName),
                    },
                  ]
                : []),
              { key: 'delete', permission: LOGININFOR_PERMS.remove, onClick: () => confirmDelete([row.infoId], `#${row.infoId}`) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, unlock],
  );

  return (
    <ListPage
      testId="logininfor-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset} visible={4}>
          <Form.Item name="userName" label={t('logs:logininfor.field.userName')}>
            <Input allowClear data-testid="search-userName" />
          </Form.Item>
          <Form.Item name="ipaddr" label={t('logs:logininfor.field.ipaddr')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('logs:logininfor.field.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[0, 1].map((v) => ({ value: v, label: t(v === 0 ? 'logs:outcome.success' : 'logs:outcome.failure') }))}
              data-testid="search-status"
            />
          </Form.Item>
          <Form.Item name="range" label={t('logs:logininfor.field.range')}>
            <DatePicker.RangePicker placeholder={[t('common:placeholder.startDate'), t('common:placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
      }
    >
      <div style={{ marginBottom: 8 }}>
        <RetentionHint kind="logininfor" />
      </div>
      <ListTable<LoginLogRow, Filters>
        tableId="monitor-logininfor"
        scrollX={1600}
        rowKey="infoId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <Space wrap>
            <BatchDeleteButton permission={LOGININFOR_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <CleanButton
              url={LOGININFOR_API.clean}
              permission={LOGININFOR_PERMS.remove}
              name={t('logs:logininfor.title')}
              onDone={afterChange}
            />
            <ExportButton
              url={LOGININFOR_API.export}
              params={query.exportParams}
              permission={LOGININFOR_PERMS.export}
              fileName="logininfor"
            />
          </Space>
        }
      />
    </ListPage>
  );
}
